/** Whether the shipping the page showed is still the server's, and the new figure in words when not. */
import { formatPrice } from '../format.ts'
import { toCents } from '../money.ts'
import { shippingCost, type OrderShipping } from './order-shipping.ts'
import { FREE_SHIPPING_LABEL, SHIPPING_TO_QUOTE_LABEL } from './shipping-messages.ts'

/** What the page shows for this shipping: a cost (0 for free or a pick-up) or null for "a cotizar". */
export const shownShipping = (shipping: OrderShipping): number | null =>
  shipping.kind === 'to_quote' ? null : shippingCost(shipping)

/** True when the page said what it showed (not undefined) and the server's figure is another. */
export function seenShippingDiffers(seen: number | null | undefined, shipping: OrderShipping): boolean {
  if (seen === undefined) return false
  const now = shownShipping(shipping)
  if (seen === null || now === null) return seen !== now
  return toCents(seen) !== toCents(now)
}

/** 'envío a CABA $ 6.500,00', 'envío gratis' or 'envío a cotizar', for the refusal's sentence. */
export function shippingChangeText(shipping: OrderShipping): string {
  if (shipping.kind === 'to_quote') return SHIPPING_TO_QUOTE_LABEL.toLowerCase()
  if (shipping.kind === 'pickup' || shipping.price === 0) return FREE_SHIPPING_LABEL.toLowerCase()
  return `envío a ${shipping.zone} ${formatPrice(shipping.price)}`
}
