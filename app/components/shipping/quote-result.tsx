import { identity as store } from '#config/store-identity.ts'
import type { ShippingQuote } from '#domain/shipping/quote.ts'
import { quoteText } from '#domain/shipping/quote-text.ts'

/** A quote in words; a code the zones do not price says so with the WhatsApp contact. */
export function QuoteResult({ quote }: { quote: ShippingQuote }) {
  if (quote.quoted) {
    return (
      <p data-testid="shipping-quote" className={`text-sm ${quote.free ? 'font-bold text-offer' : 'text-gray-800'}`}>
        {quoteText(quote)}
      </p>
    )
  }
  return (
    <p data-testid="shipping-quote" className="text-sm text-gray-800">
      {quoteText(quote)}: escribinos por{' '}
      <a
        href={`https://wa.me/${store.whatsapp.number}`}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-brand underline underline-offset-2"
      >
        WhatsApp {store.whatsapp.display}
        <span className="sr-only"> (se abre en una pestaña nueva)</span>
      </a>
      .
    </p>
  )
}
