/** The quote as the product page, the cart and the e-mails write it. */
import { formatPrice } from '../format.ts'
import { formatDeliveryDay } from './business-days.ts'
import type { ShippingQuote } from './quote.ts'
import { FREE_SHIPPING_LABEL, QUOTE_LATER_TEXT } from './shipping-messages.ts'

type Quoted = Extract<ShippingQuote, { quoted: true }>

/** 'llega entre el miércoles 9 de diciembre y el viernes 11 de diciembre' (one day: 'llega el …'). */
export function arrivalText(quote: Pick<Quoted, 'from' | 'to'>): string {
  return quote.from === quote.to
    ? `llega el ${formatDeliveryDay(quote.from)}`
    : `llega entre el ${formatDeliveryDay(quote.from)} y el ${formatDeliveryDay(quote.to)}`
}

/** 'Envío a CABA: $ 6.500,00 — llega entre el … y el …', 'Envío gratis a CABA — llega …', or the quote-later sentence. */
export function quoteText(quote: ShippingQuote): string {
  if (!quote.quoted) return QUOTE_LATER_TEXT
  const head = quote.free ? `${FREE_SHIPPING_LABEL} a ${quote.zone}` : `Envío a ${quote.zone}: ${formatPrice(quote.price)}`
  return `${head} — ${arrivalText(quote)}`
}

/** The order's shipping line's amount as text: '$ 6.500,00', 'Gratis' or 'A cotizar'. */
export function shippingAmountText(quote: ShippingQuote): string {
  if (!quote.quoted) return 'A cotizar'
  return quote.free || quote.price === 0 ? 'Gratis' : formatPrice(quote.price)
}
