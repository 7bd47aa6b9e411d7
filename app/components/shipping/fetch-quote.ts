/** GET /api/shipping/quote as the quote box and the cart call it: the quote, or the API's Spanish message. */
import type { ShippingQuote } from '#domain/shipping/quote.ts'
import { api } from '../../lib/api-client.ts'

export type QuoteAnswer = { ok: true; quote: ShippingQuote } | { ok: false; message: string }

const FAILED = 'No pudimos calcular el envío. Probá de nuevo en unos minutos.'

export async function fetchQuote(postalCode: string, subtotal: number): Promise<QuoteAnswer> {
  const query = new URLSearchParams({ cp: postalCode, subtotal: subtotal.toFixed(2) })
  const answer = await api<ShippingQuote>(`/api/shipping/quote?${query}`)
  if (answer.ok && answer.data) return { ok: true, quote: answer.data }
  return { ok: false, message: answer.status === 400 && answer.message ? answer.message : FAILED }
}
