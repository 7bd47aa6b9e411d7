import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Small key/value facts about the store's data: whether the demo was seeded, the catalogue version. */
export const storeMeta = pgTable('store_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
