/** The seller's own zones as a rate source: the zone whose codes hold the destination, its price and days. */
import type { Calendar } from '#domain/shipping/business-days.ts'
import { quoteFromZone, zoneFor, type ShippingZone } from '#domain/shipping/quote.ts'
import type { RateSource } from './rate-source.ts'

export function zonesRateSource(zones: () => Promise<ShippingZone[]>, calendar: Calendar): RateSource {
  return {
    name: 'zonas',
    async quote({ postalCode, subtotal, now }) {
      return quoteFromZone(zoneFor(await zones(), postalCode), subtotal, now, calendar)
    },
  }
}
