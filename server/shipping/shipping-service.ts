/**
 * Shipping quotes for the shop: a postal code and a subtotal answered from the rate source (the
 * seller's zones today, rate-source.ts), the localities /shipments lists, and the shipping an
 * order carries, computed again on the server when it is placed. The zones are read once per
 * catalogue version (the catalogue's versioned cache): a quote costs no SQL, and a zone changed
 * on any instance reaches every instance and the cached pages as a catalogue change does.
 */
import { SHIPPING_CALENDAR } from '#config/shipping-calendar.ts'
import { addBusinessDays, countStart, type Calendar } from '#domain/shipping/business-days.ts'
import type { OrderShipping, PickupBranch } from '#domain/shipping/order-shipping.ts'
import { parsePostalCode } from '#domain/shipping/postal-code.ts'
import { promotionalLocalities, type ShippingQuote, type ShippingZone } from '#domain/shipping/quote.ts'
import type { Database } from '../db/database.ts'
import type { VersionedCache } from '../shared/versioned-cache.ts'
import type { RateSource } from './rate-source.ts'
import { shippingZonesRepository } from './shipping-zones-repository.ts'
import { zonesRateSource } from './zones-rate-source.ts'

export const ZONES_CACHE_KEY = 'shipping:zones'

/** Where an order goes, as the shipping needs it. */
export interface ShippingDestination {
  pickup: boolean
  postal_code: string
  /** the branch chosen for a pick-up; absent in an order sent by the old page */
  branch?: PickupBranch | null | undefined
}

export interface ShippingService {
  /** The quote for a postal code's four digits and a cart subtotal, from now. */
  quote(postalCode: number, subtotal: number): Promise<ShippingQuote>
  /** The seller's zones, in the editor's order (memoised per catalogue version). */
  zones(): Promise<ShippingZone[]>
  /** The localities of the priced zones, alphabetical (the /shipments page). */
  promotionalLocalities(): Promise<string[]>
  /** The shipping of an order being placed at `now` with this subtotal: quoted here, never taken from the browser. */
  forOrder(destination: ShippingDestination, subtotal: number, now: Date): Promise<OrderShipping>
}

export interface ShippingServiceDeps {
  database: Database
  /** the catalogue's versioned cache: the zones follow the catalogue version */
  cache: VersionedCache
  calendar: Calendar
  /** where prices come from; the seller's zones when absent */
  rateSource?: RateSource
  now?: () => Date
}

export function shippingService({
  database,
  cache,
  calendar,
  rateSource,
  now = () => new Date(),
}: ShippingServiceDeps): ShippingService {
  const zones = () => cache.memo(ZONES_CACHE_KEY, () => shippingZonesRepository(database.db).all(), 'catalogue')
  const source = rateSource ?? zonesRateSource(zones, calendar)

  return {
    quote: (postalCode, subtotal) => source.quote({ postalCode, subtotal, now: now() }),
    zones,
    promotionalLocalities: async () => promotionalLocalities(await zones()),

    async forOrder(destination, subtotal, at) {
      if (destination.pickup) {
        const readyFrom = addBusinessDays(countStart(at, calendar), SHIPPING_CALENDAR.pickupReadyDays, calendar)
        return { kind: 'pickup', branch: destination.branch ?? null, readyFrom }
      }
      const postalCode = parsePostalCode(destination.postal_code)
      if (postalCode === null) return { kind: 'to_quote' }
      const quote = await source.quote({ postalCode, subtotal, now: at })
      if (!quote.quoted) return { kind: 'to_quote' }
      const { quoted: _quoted, ...priced } = quote
      return { kind: 'delivery', ...priced }
    },
  }
}
