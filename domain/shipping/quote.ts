/**
 * A shipping quote from the seller's zones (the rule; server/shipping/ reads the zones): the zone
 * whose codes hold the postal code, its price unless the cart's subtotal reaches its free-shipping
 * threshold, and the delivery window in business days. A code no zone holds, or a zone "a
 * cotizar" (no price), is not quoted: the order is placed and the staff quote it after.
 */
import { fromCents, toCents } from '../money.ts'
import { deliveryWindow, type Calendar, type IsoDay } from './business-days.ts'
import { firstOverlap, formatRange, rangesCover, type PostalRange } from './postal-code.ts'
import { SHIPPING_MESSAGES } from './shipping-messages.ts'

export interface ShippingZone {
  id: number
  name: string
  ranges: PostalRange[]
  /** the localities the zone names (the /shipments page lists those of priced zones) */
  localities: string[]
  /** null: "a cotizar", the staff quote after the order */
  price: number | null
  /** the cart's subtotal from which shipping is free; null: never free */
  freeFrom: number | null
  minDays: number
  maxDays: number
}

/** What the quote API answers and the order keeps (dates as ISO days). */
export type ShippingQuote =
  | {
      quoted: true
      zone: string
      price: number
      free: boolean
      minDays: number
      maxDays: number
      from: IsoDay
      to: IsoDay
    }
  | { quoted: false }

export function zoneFor(zones: readonly ShippingZone[], code: number): ShippingZone | undefined {
  return zones.find((zone) => rangesCover(zone.ranges, code))
}

export function quoteFromZone(zone: ShippingZone | undefined, subtotal: number, now: Date, calendar: Calendar): ShippingQuote {
  if (!zone || zone.price === null) return { quoted: false }
  const free = zone.freeFrom !== null && toCents(subtotal) >= toCents(zone.freeFrom)
  const { from, to } = deliveryWindow(now, zone.minDays, zone.maxDays, calendar)
  return {
    quoted: true,
    zone: zone.name,
    price: free ? 0 : fromCents(toCents(zone.price)),
    free,
    minDays: zone.minDays,
    maxDays: zone.maxDays,
    from,
    to,
  }
}

/** The first codes `ranges` share with another zone than `exceptId`, as the editor's message; null when none. */
export function zoneOverlapMessage(
  ranges: readonly PostalRange[],
  zones: readonly Pick<ShippingZone, 'id' | 'name' | 'ranges'>[],
  exceptId: number | null,
): string | null {
  for (const zone of zones) {
    if (zone.id === exceptId) continue
    const shared = firstOverlap(ranges, zone.ranges)
    if (shared) return SHIPPING_MESSAGES.overlap(formatRange(shared), zone.name)
  }
  return null
}

/** The localities of the zones with a price, alphabetical by Spanish rules, each once (the /shipments page). */
export function promotionalLocalities(zones: readonly ShippingZone[]): string[] {
  const collator = new Intl.Collator('es', { sensitivity: 'base' })
  const names = zones.filter((z) => z.price !== null).flatMap((z) => z.localities)
  return [...new Set(names)].sort(collator.compare)
}
