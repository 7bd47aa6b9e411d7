/**
 * Where a shipping price comes from: one small interface, so that a carrier's contracted rate
 * API (Correo Argentino MiCorreo, Andreani, OCA e-Pak; decision 044) can answer beside or
 * instead of the seller's zones without the quote's callers changing. Today the only source is
 * the zones (zones-rate-source.ts).
 */
import type { ShippingQuote } from '#domain/shipping/quote.ts'

export interface RateRequest {
  /** the four digits of the destination's postal code */
  postalCode: number
  /** the cart's subtotal in pesos (the lines at the chosen payment list), for free shipping */
  subtotal: number
  /** the moment the delivery days count from */
  now: Date
}

export interface RateSource {
  /** a short name for logs and the decision record ('zonas', 'andreani', …) */
  readonly name: string
  /**
   * The quote for one destination, or `{ quoted: false }` when this source has no price for it
   * (the order is then quoted by the staff after it is placed). Throws only when the source
   * cannot answer at all (a carrier's API down); the caller decides what a shopper sees then.
   */
  quote(request: RateRequest): Promise<ShippingQuote>
}
