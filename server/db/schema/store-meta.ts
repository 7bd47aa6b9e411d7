import { pgTable, text } from 'drizzle-orm/pg-core'
import { updatedAt } from './columns.ts'

/** Small key/value facts about the store's data: whether the demo was seeded, the catalogue version. */
export const storeMeta = pgTable('store_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
})
