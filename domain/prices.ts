/**
 * The six price lists of a product (`price_list_1` … `price_list_6`) and what the pages derive
 * from them. Every result is rounded to cents; totals are added in cents.
 */
import { fromCents, toCents } from './money.ts'
import type { Product } from './product.ts'

export type PriceList = 1 | 2 | 3 | 4 | 5 | 6
export type PriceListField = `price_list_${PriceList}`
export type PriceLists = Pick<Product, PriceListField>

export const PRICE_LISTS: readonly PriceList[] = [1, 2, 3, 4, 5, 6]
export const DEFAULT_PRICE_LIST: PriceList = 1

export interface PaymentOption {
  list: PriceList
  label: string
  /** 1 for the single-payment lists */
  instalments: number
}

/**
 * The payment options of the cart's 'Delivery and payment' block: option n pays price list n
 * (1 one payment by card, 2 cash, transfer or deposit, 3 to 6 fixed instalments).
 */
export const PAYMENT_OPTIONS = [
  { list: 1, label: '1 pago con tarjeta de débito o crédito', instalments: 1 },
  { list: 2, label: 'Efectivo, transferencia o depósito', instalments: 1 },
  { list: 3, label: '3 cuotas fijas', instalments: 3 },
  { list: 4, label: '6 cuotas fijas', instalments: 6 },
  { list: 5, label: '9 cuotas fijas', instalments: 9 },
  { list: 6, label: '12 cuotas fijas', instalments: 12 },
] as const satisfies readonly PaymentOption[]

/** List 2 is labelled 'OFERTA CONTADO'. */
export const CASH_OFFER_LABEL = 'OFERTA CONTADO'

export function isPriceList(value: unknown): value is PriceList {
  return typeof value === 'number' && (PRICE_LISTS as readonly number[]).includes(value)
}

/** A list number from a form or query value ('3', 3); null when it names no list. */
export function parsePriceList(value: unknown): PriceList | null {
  const n = typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number(value) : value
  return isPriceList(n) ? n : null
}

export function paymentListPrice(p: PriceLists, list: PriceList): number {
  return p[`price_list_${list}`]
}

/** List 1 without national taxes: list 1 / (1 + tax_percentage / 100). */
export function priceWithoutNationalTaxes(p: Pick<Product, 'price_list_1' | 'tax_percentage'>): number {
  return amountWithoutNationalTaxes(p.price_list_1, p.tax_percentage)
}

/** The cash saving, list 1 minus list 2; negative when list 2 is the dearer one. */
export function cashSaving(p: Pick<Product, 'price_list_1' | 'price_list_2'>): number {
  return fromCents(toCents(p.price_list_1) - toCents(p.price_list_2))
}

/** Cents of one cart line; a quantity that is not a positive integer counts as none. */
export function lineTotalCents(p: PriceLists, quantity: number, list: PriceList): number {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return 0
  return toCents(paymentListPrice(p, list)) * quantity
}

export function lineTotal(p: PriceLists, quantity: number, list: PriceList): number {
  return fromCents(lineTotalCents(p, quantity, list))
}

export interface PricedLine {
  product: PriceLists
  quantity: number
}

export function cartTotalCents(lines: readonly PricedLine[], list: PriceList): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line.product, line.quantity, list), 0)
}

export function cartTotal(lines: readonly PricedLine[], list: PriceList): number {
  return fromCents(cartTotalCents(lines, list))
}

/**
 * Any amount without national taxes (Ley 27.743). A tax that is missing, negative or not a
 * number counts as 0: showing the price itself is better than dividing by zero.
 */
export function amountWithoutNationalTaxes(amount: number, taxPercentage: number): number {
  const tax = Number.isFinite(taxPercentage) && taxPercentage > 0 ? taxPercentage : 0
  return fromCents(toCents(amount / (1 + tax / 100)))
}

/**
 * IVA's general rate: a delivery the store charges for is a service it sells with the goods, so its
 * price carries IVA at 21 % whatever the goods' own rate (10.5 % for some electronics).
 */
export const SHIPPING_TAX_PERCENTAGE = 21

/**
 * An order's total without national taxes, under the total that includes its shipping: the lines
 * at their own rates and the shipping (null or 0: none, or "a cotizar") at IVA's general rate.
 */
export function orderTotalWithoutNationalTaxes(
  lines: readonly { product: PriceLists & { tax_percentage: number }; quantity: number }[],
  list: PriceList,
  shippingCost: number | null,
): number {
  const shipping = amountWithoutNationalTaxes(shippingCost ?? 0, SHIPPING_TAX_PERCENTAGE)
  return fromCents(toCents(cartTotalWithoutNationalTaxes(lines, list)) + toCents(shipping))
}

/** The cart total without national taxes: each line at its own rate, for the chosen list. */
export function cartTotalWithoutNationalTaxes(
  lines: readonly { product: PriceLists & { tax_percentage: number }; quantity: number }[],
  list: PriceList,
): number {
  const cents = lines.reduce(
    (sum, line) =>
      sum +
      toCents(
        amountWithoutNationalTaxes(fromCents(lineTotalCents(line.product, line.quantity, list)), line.product.tax_percentage),
      ),
    0,
  )
  return fromCents(cents)
}
