/**
 * How many times each product's page was seen, per Buenos Aires day: Reportes reads views against
 * orders over any period. `products.week_views` (the listing's "most viewed" order) stays as it
 * was; this table is counted by the same request (server/catalogue/products-repository.ts addView).
 */
import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { products } from './products.ts'

export const productViewDays = pgTable(
  'product_view_days',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('product_view_days_day_idx').on(t.day)],
)
