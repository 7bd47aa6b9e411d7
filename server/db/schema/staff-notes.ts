/**
 * What staff write about orders and customers for each other, never shown to the shopper:
 * internal notes (each one kept, newest first, with who wrote it) and an order's tags.
 * `actor` is the staff member as text ('ventas@…'), as in order_state_history.
 */
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { identityId, ownedBy, timestamptz } from './columns.ts'
import { orders } from './orders.ts'
import { users } from './shoppers.ts'

export const orderNotes = pgTable(
  'order_notes',
  {
    id: identityId(),
    orderId: ownedBy('order_id', () => orders.id),
    body: text('body').notNull(),
    actor: text('actor').notNull(),
    writtenAt: timestamptz('written_at').notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.writtenAt)],
)

export const customerNotes = pgTable(
  'customer_notes',
  {
    id: identityId(),
    userId: ownedBy('user_id', () => users.id),
    body: text('body').notNull(),
    actor: text('actor').notNull(),
    writtenAt: timestamptz('written_at').notNull().defaultNow(),
  },
  (t) => [index('customer_notes_user_idx').on(t.userId, t.writtenAt)],
)

/** An order's tags, stored as typed (trimmed); one tag once per order whatever its case. */
export const orderTags = pgTable(
  'order_tags',
  {
    orderId: ownedBy('order_id', () => orders.id),
    /** the tag lower-cased and without accents: two spellings of one tag are one tag */
    key: text('key').notNull(),
    tag: text('tag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.key] }), index('order_tags_key_idx').on(t.key)],
)
