/**
 * What an approved reseller pays (issue 33, items 2, 3 and 5; decision 058). A product's wholesale
 * price is before IVA; the reseller pays it plus the product's own IVA rate, whatever the payment
 * option; a product without one is sold at its retail lists. The order is priced by the server
 * from these rules, the pages show the same figures after hydration (decision 020: the HTML is
 * everyone's), and every sentence about it lives here.
 */
import { formatCuit } from '../cuit.ts'
import { formatPrice } from '../format.ts'
import { fromCents, toCents } from '../money.ts'
import { PRICE_LISTS, SHIPPING_TAX_PERCENTAGE, amountWithoutNationalTaxes, type PriceLists } from '../prices.ts'
import type { ResellerVatCondition } from './reseller-accounts.ts'

/** One product's reseller price, as POST /api/reseller-prices answers it. */
export interface ResellerPrice {
  sku: string
  /** the wholesale price before IVA */
  net: number
  /** the product's IVA rate (21, 10.5…) */
  vat_percentage: number
  /** net plus IVA, rounded to cents: what the reseller pays per unit */
  with_vat: number
}

/** What a reseller's pages need besides the prices: the minimum order and the cuenta corriente. */
export interface ResellerTermsView {
  /** pesos, IVA included, shipping excluded; 0 = none */
  minimum_order: number
  credit: { limit: number; used: number; available: number }
}

export interface ResellerPricesAnswer extends ResellerTermsView {
  prices: ResellerPrice[]
}

/** What an order of an approved reseller is placed with (server/wholesale/ reads it, server/orders/ uses it). */
export interface WholesaleOrderTerms {
  razonSocial: string
  cuit: string
  vatCondition: ResellerVatCondition
  creditLimit: number
  /** unpaid orders on cuenta corriente, before this one */
  balanceUsed: number
  /** pesos with IVA, shipping excluded; 0 = none */
  minimumOrder: number
  /** the order's products that have a wholesale price */
  prices: ReadonlyMap<string, ResellerPrice>
}

/** How many skus one request may ask: a listing page's 60 cards and more, never the catalogue. */
export const MAX_RESELLER_PRICE_SKUS = 200

/** A rate that is missing, negative or not a number counts as 0 (as domain/prices.ts does). */
const rateOf = (vat: number) => (Number.isFinite(vat) && vat > 0 ? vat : 0)

/** net × (1 + rate / 100) to the cent, through cents (10.5 % of $ 0,01 must not drift). */
export function withVat(net: number, vatPercentage: number): number {
  return fromCents(Math.round((toCents(net) * (100 + rateOf(vatPercentage))) / 100))
}

/** The product's reseller price; null when it has no wholesale price (the retail lists apply). */
export function resellerPriceOf(product: {
  sku: string
  price_wholesale: number | null
  tax_percentage: number
}): ResellerPrice | null {
  const net = product.price_wholesale
  if (net === null || !Number.isFinite(net) || toCents(net) <= 0) return null
  const vat = rateOf(product.tax_percentage)
  return { sku: product.sku, net: fromCents(toCents(net)), vat_percentage: vat, with_vat: withVat(net, vat) }
}

/**
 * A product's six lists as a reseller sees them: every list at the wholesale price with IVA (the
 * wholesale price is the price, by transfer, cuenta corriente or card alike), or the retail lists
 * untouched when it has none. Totals, financing figures and the order are computed from these.
 */
export function resellerPriceLists<P extends PriceLists>(product: P, price: ResellerPrice | null | undefined): P {
  if (!price) return product
  const lists = { ...product }
  for (const list of PRICE_LISTS) lists[`price_list_${list}`] = price.with_vat
  return lists
}

/** IVA's rate as Argentines write it: 21, 10,5. */
export const vatRateText = (vat: number) => String(rateOf(vat)).replace('.', ',')

/** "Precio mayorista $ 1.000,00 + IVA (21 %)" */
export const wholesalePriceLabel = (price: Pick<ResellerPrice, 'net' | 'vat_percentage'>) =>
  `Precio mayorista ${formatPrice(price.net)} + IVA (${vatRateText(price.vat_percentage)} %)`

/** "$ 1.210,00 con IVA" */
export const withVatLabel = (price: Pick<ResellerPrice, 'with_vat'>) => `${formatPrice(price.with_vat)} con IVA`

/**
 * A line's amount before IVA: a wholesale line's is its wholesale price by the quantity (exact);
 * a retail line's is its total without IVA at the product's rate, as the retail pages show it.
 */
export function lineNetCents(line: {
  subtotalCents: number
  quantity: number
  vatPercentage: number
  net: number | null
}): number {
  if (line.net !== null) return toCents(line.net) * line.quantity
  return toCents(amountWithoutNationalTaxes(fromCents(line.subtotalCents), line.vatPercentage))
}

/** The order's IVA shown apart: the amount before IVA and the IVA, which add up to the total. */
export interface VatSplit {
  net: number
  vat: number
  total: number
}

/**
 * A reseller's order or cart with its IVA apart: each line before IVA (lineNetCents) plus the
 * shipping before IVA at the general rate, against the total with IVA (lines and shipping).
 * The cart page and the server both read it from here.
 */
export function vatSplit(
  lines: readonly { subtotalCents: number; quantity: number; vatPercentage: number; net: number | null }[],
  shippingCost: number,
): VatSplit {
  const totalCents = lines.reduce((sum, l) => sum + l.subtotalCents, 0) + toCents(shippingCost)
  const netCents =
    lines.reduce((sum, l) => sum + lineNetCents(l), 0) +
    toCents(amountWithoutNationalTaxes(shippingCost, SHIPPING_TAX_PERCENTAGE))
  return { net: fromCents(netCents), vat: fromCents(totalCents - netCents), total: fromCents(totalCents) }
}

/** Cuenta corriente: what is left of the limit, never below zero. */
export function creditAvailable(limit: number, used: number): number {
  return fromCents(Math.max(0, toCents(limit) - toCents(used)))
}

/** Why an order on cuenta corriente is refused, or null when the limit covers it. */
export function creditProblem(credit: { limit: number; used: number }, orderTotal: number): string | null {
  if (toCents(credit.limit) <= 0) return WHOLESALE_TERMS_MESSAGES.noCredit
  if (toCents(credit.used) + toCents(orderTotal) <= toCents(credit.limit)) return null
  return WHOLESALE_TERMS_MESSAGES.overLimit(creditAvailable(credit.limit, credit.used), orderTotal)
}

/**
 * What a reseller's order keeps beside its payload (orders.wholesale; null for a retail order):
 * whose account it was priced for, the IVA shown apart, and, on cuenta corriente, the limit and
 * the balance used once this order counts.
 */
export interface OrderWholesale {
  razon_social: string
  cuit: string
  on_account: boolean
  credit_limit: number
  /** the account's unpaid orders on cuenta corriente, this one included when it is one */
  balance_used: number
  /** the total before IVA (lines and shipping) */
  net: number
  /** the IVA in the total */
  vat: number
}

/** The payment label of an order on cuenta corriente (orders.payment). */
export const ON_ACCOUNT_LABEL = 'Cuenta corriente'
/** Added to the order's confirmation when it went on cuenta corriente. */
export const ON_ACCOUNT_CONFIRMATION = 'Lo cargamos a tu cuenta corriente.'
/** What marks a reseller's order for the staff (e-mail, list, order page). */
export const RESELLER_MARK = 'Revendedor'

/** An amount of the account's terms: $ 0,00 is a real figure here, not a missing price. */
const pesos = (amount: number) => (toCents(amount) === 0 ? '$ 0,00' : formatPrice(amount))

export const WHOLESALE_TERMS_MESSAGES = {
  notReseller: 'Los precios mayoristas son solo para revendedores con la cuenta aprobada.',
  onAccountNotReseller: 'La cuenta corriente es solo para revendedores con la cuenta aprobada.',
  noCredit:
    'Tu cuenta de revendedor no tiene crédito en cuenta corriente. Elegí otra forma de pago o consultá a tu ejecutivo de cuentas.',
  overLimit: (available: number, total: number) =>
    `El pedido (${pesos(total)}) supera el crédito disponible en tu cuenta corriente (${pesos(available)}). Elegí otra forma de pago o consultá a tu ejecutivo de cuentas.`,
  foreignCuit: (cuit: string) =>
    `Los pedidos de revendedor se facturan con Factura A a la CUIT de tu cuenta (${formatCuit(cuit)}). Usá esa CUIT en los datos de facturación.`,
  tooManySkus: `Se pueden consultar hasta ${MAX_RESELLER_PRICE_SKUS} productos por vez.`,
  badSkus: 'La lista de productos no es válida.',
  onAccountOption: (available: number) => `Cuenta corriente (disponible ${pesos(available)})`,
  balanceUsed: (used: number, limit: number) => `Saldo usado de la cuenta corriente: ${pesos(used)} de ${pesos(limit)}`,
  netLabel: 'Subtotal sin IVA',
  vatLabel: 'IVA',
  totalLabel: 'Total',
  /** the value beside ON_ACCOUNT_LABEL on an order: "saldo usado $ 5.000,00 de $ 100.000,00" */
  balanceUsedValue: (used: number, limit: number) => `saldo usado ${pesos(used)} de ${pesos(limit)}`,
  /** whose account an order was priced for: "Distribuidora Sur S.A. — CUIT 30-71234567-1" */
  resellerAccount: (razonSocial: string, cuit: string) => `${razonSocial} — CUIT ${formatCuit(cuit)}`,
  staffPricesNote:
    'Precios mayoristas con IVA de la cuenta del revendedor (los productos sin precio mayorista, a la lista elegida) según la base de datos al momento del pedido.',
} as const
