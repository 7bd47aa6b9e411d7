/** The seller's shipping zones (server/shipping/): which postal codes each covers, its price and delivery days. */
import type { PostalRange } from '#domain/shipping/postal-code.ts'
import { sql } from 'drizzle-orm'
import { integer, jsonb, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, serialId, updatedAt } from './columns.ts'

const amount = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' })

export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: serialId(),
    name: text('name').notNull(),
    /** four-digit code ranges, both ends included ([{ from: 1000, to: 1499 }]); no two zones share a code (the service checks) */
    ranges: jsonb('ranges').$type<PostalRange[]>().notNull(),
    /** the localities the zone names, as /shipments lists them */
    localities: jsonb('localities').$type<string[]>().notNull().default([]),
    /** null: "a cotizar" (the staff quote after the order) */
    price: amount('price'),
    /** the cart subtotal from which shipping is free; null: never */
    freeFrom: amount('free_from'),
    minDays: smallint('min_days').notNull(),
    maxDays: smallint('max_days').notNull(),
    /** the editor's order */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('shipping_zones_name_key').on(sql`lower(${t.name})`)],
)
