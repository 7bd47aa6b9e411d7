/**
 * The Checkout Pro preference of a STORED order (never of what a browser sends): its lines at the
 * prices the order was placed with (the chosen list's), plus one line for whatever else the order's
 * total holds (the shipping line, when the order has one), so Mercado Pago charges exactly the
 * order's total; the order number as external_reference; the payer; the way back to the store;
 * the webhook; and the chosen list's instalments, fixed, so the shopper pays the price the store showed.
 */
import { displayName } from '#domain/display-name.ts'
import { formatOrderNumber } from '#domain/format.ts'
import { fromCents, toCents } from '#domain/money.ts'
import { PREFERENCE_HOURS, instalmentsOfList } from '#domain/payments/payment-rules.ts'
import { isPriceList } from '#domain/prices.ts'
import type { MpPreferenceItem, MpPreferenceRequest } from './mercadopago-client.ts'
import type { PayableLine, PayableOrder } from './payments-repository.ts'

export const PAYMENT_PATHS = {
  webhook: '/api/payments/mercadopago/webhook',
  return: '/api/payments/return',
} as const

export interface PreferenceOptions {
  origin: string
  statementDescriptor: string
  now: Date
}

const item = (id: string, title: string, quantity: number, cents: number): MpPreferenceItem => ({
  id,
  title: title.slice(0, 250),
  quantity,
  unit_price: fromCents(cents),
  currency_id: 'ARS',
})

/** The items: lines, then the rest of the total as 'Envío'; one item with the total when the lines do not add up below it. */
export function preferenceItems(order: PayableOrder, lines: readonly PayableLine[]): MpPreferenceItem[] {
  const totalCents = toCents(order.totalPrice)
  const items = lines.map((l) => item(l.sku, displayName(l.name), l.quantity, toCents(l.price)))
  const linesCents = lines.reduce((sum, l) => sum + toCents(l.price) * l.quantity, 0)
  const rest = totalCents - linesCents
  if (rest === 0 && items.length > 0) return items
  if (rest > 0 && items.length > 0) return [...items, item('envio', 'Envío', 1, rest)]
  return [item(formatOrderNumber(order.movement), `Pedido N° ${formatOrderNumber(order.movement)}`, 1, totalCents)]
}

export function checkoutPreference(
  order: PayableOrder,
  lines: readonly PayableLine[],
  { origin, statementDescriptor, now }: PreferenceOptions,
): MpPreferenceRequest {
  const instalments = isPriceList(order.paymentList) ? instalmentsOfList(order.paymentList) : 1
  const back = `${origin}${PAYMENT_PATHS.return}`
  const customer = order.payload.datos_cliente
  return {
    items: preferenceItems(order, lines),
    payer: {
      email: order.email,
      ...(customer.nombre_completo ? { name: customer.nombre_completo.slice(0, 200) } : {}),
      ...(order.taxId ? { identification: { type: order.taxIdKind === 'cuit' ? 'CUIT' : 'DNI', number: order.taxId } } : {}),
    },
    back_urls: { success: back, failure: back, pending: back },
    auto_return: 'approved',
    // source_news=webhooks: Mercado Pago sends the signed Webhooks notification only, not the older IPN
    notification_url: `${origin}${PAYMENT_PATHS.webhook}?source_news=webhooks`,
    statement_descriptor: statementDescriptor,
    external_reference: formatOrderNumber(order.movement),
    expires: true,
    expiration_date_from: now.toISOString(),
    expiration_date_to: new Date(now.getTime() + PREFERENCE_HOURS * 3600_000).toISOString(),
    payment_methods: { installments: instalments, default_installments: instalments },
  }
}
