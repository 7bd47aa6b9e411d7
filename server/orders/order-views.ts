/**
 * The shapes the order calls answer and the staff command line prints, made
 * from the repository's rows.
 */
import type { ClientOrder, OrderBilling } from '#domain/client-order.ts'
import { formatTaxId } from '#domain/cuit.ts'
import { formatOrderNumber } from '#domain/format.ts'
import type { OrderStateRow } from './order-states-repository.ts'
import { formatInvoiceNumber } from '#domain/invoice-number.ts'
import { DEFAULT_VAT_CONDITION, invoiceLabel, parseVatCondition, VAT_CONDITION_LABELS } from '#domain/vat-condition.ts'
import type { OrderLineRow, OrderRow } from './orders-repository.ts'

export type { ClientOrder }

export interface PlacedOrder {
  movimiento_numero: string
  order_id: number
  total: number
}

export interface StaffOrder {
  id: number
  movement: string
  date: string
  user_id: number
  email: string
  customer: string
  total_price: number
  order_state: string
  address: string
  payment: string
  payment_list: number
  invoice_number: number | null
  /** the invoice's number as printed (PPPPP-NNNNNNNN; the bare number for one attached before the point of sale was asked) */
  invoice_label: string | null
  invoice_file: string | null
  billing: OrderBilling
  lines: { sku: string; name: string; quantity: number; price: number }[]
}

export function placedOf(order: OrderRow): PlacedOrder {
  return { movimiento_numero: formatOrderNumber(order.movement), order_id: order.id, total: order.totalPrice }
}

/** An order placed before the billing identity was stored (migration 0008) has no identity columns: its payload's DNI speaks for it. */
export function billingOf(order: OrderRow): OrderBilling {
  const kind = order.taxIdKind === 'cuit' ? 'cuit' : 'dni'
  const number = order.taxId || order.payload.datos_cliente.dni
  const condition = parseVatCondition(order.vatCondition) ?? DEFAULT_VAT_CONDITION
  return {
    tax_id: kind === 'cuit' || /^\d+$/.test(number) ? formatTaxId({ kind, number }) : `DNI ${number}`,
    vat_condition: VAT_CONDITION_LABELS[condition],
    invoice: invoiceLabel(order.invoiceType === 'A' ? 'A' : order.invoiceType === 'C' ? 'C' : 'B'),
  }
}

export const detailOf = (l: OrderLineRow) => ({ sku: l.sku, name: l.name, quantity: l.quantity, price: l.price })

/** The shopper sees each state, its note and date; not who set it. */
export function clientOrderOf(order: OrderRow, lines: OrderLineRow[], history: OrderStateRow[] = []): ClientOrder {
  return {
    order_header: {
      id: order.id,
      movement: formatOrderNumber(order.movement),
      date: order.date.toISOString(),
      total_price: order.totalPrice,
      order_state: order.orderState,
      address: order.address,
      payment: order.payment,
      invoice_number: order.invoiceNumber,
      billing: billingOf(order),
      financing: order.financing ?? null,
      shipping: order.shipping ?? null,
      ...(order.wholesale ? { wholesale: order.wholesale } : {}),
    },
    order_details: lines.map(detailOf),
    state_history: history.map((h) => ({ state: h.state, note: h.note, set_at: h.setAt.toISOString() })),
  }
}

/** A staff listing's order: the customer's name as typed in the order, else the account's. */
export function staffOrderOf(order: OrderRow, email: string, fullname: string, lines: OrderLineRow[]): StaffOrder {
  const customer = order.payload.datos_cliente.nombre_completo
  return {
    id: order.id,
    movement: formatOrderNumber(order.movement),
    date: order.date.toISOString(),
    user_id: order.userId,
    email,
    customer: customer || fullname,
    total_price: order.totalPrice,
    order_state: order.orderState,
    address: order.address,
    payment: order.payment,
    payment_list: order.paymentList,
    invoice_number: order.invoiceNumber,
    invoice_label: order.invoiceNumber === null ? null : formatInvoiceNumber(order.invoicePointOfSale, order.invoiceNumber),
    invoice_file: order.invoiceFile,
    billing: billingOf(order),
    lines: lines.map(detailOf),
  }
}
