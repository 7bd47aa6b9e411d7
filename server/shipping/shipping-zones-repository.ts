/** The shipping zones' SQL: rows ↔ the domain's ShippingZone (domain/shipping/quote.ts). */
import { asc, eq, sql } from 'drizzle-orm'
import type { ShippingZone } from '#domain/shipping/quote.ts'
import type { ZoneDraft } from '#domain/shipping/shipping-forms.ts'
import type { Executor } from '../db/database.ts'
import { shippingZones } from '../db/schema/index.ts'

type ZoneRow = typeof shippingZones.$inferSelect

const toZone = (row: ZoneRow): ShippingZone => ({
  id: row.id,
  name: row.name,
  ranges: row.ranges,
  localities: row.localities,
  price: row.price,
  freeFrom: row.freeFrom,
  minDays: row.minDays,
  maxDays: row.maxDays,
})

const columnsOf = (zone: ZoneDraft) => ({
  name: zone.name,
  ranges: zone.ranges,
  localities: zone.localities,
  price: zone.price,
  freeFrom: zone.freeFrom,
  minDays: zone.minDays,
  maxDays: zone.maxDays,
})

export function shippingZonesRepository(db: Executor) {
  return {
    async all(): Promise<ShippingZone[]> {
      const rows = await db.select().from(shippingZones).orderBy(asc(shippingZones.position), asc(shippingZones.id))
      return rows.map(toZone)
    },

    /**
     * Every zone, with the writers of zones queued behind this transaction (an advisory lock,
     * every instance): two staff saving overlapping codes at once cannot both pass the check.
     */
    async lockAll(): Promise<ShippingZone[]> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('shipping_zones'))`)
      return this.all()
    },

    async insert(zone: ZoneDraft): Promise<ShippingZone> {
      const [position] = await db
        .select({ next: sql<number>`coalesce(max(${shippingZones.position}), 0) + 1` })
        .from(shippingZones)
      const [row] = await db
        .insert(shippingZones)
        .values({ ...columnsOf(zone), position: Number(position?.next ?? 1) })
        .returning()
      return toZone(row!)
    },

    async update(id: number, zone: ZoneDraft): Promise<ShippingZone | undefined> {
      const [row] = await db
        .update(shippingZones)
        .set({ ...columnsOf(zone), updatedAt: sql`now()` })
        .where(eq(shippingZones.id, id))
        .returning()
      return row && toZone(row)
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(shippingZones).where(eq(shippingZones.id, id)).returning({ id: shippingZones.id })
      return rows.length > 0
    },
  }
}
