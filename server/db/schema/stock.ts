/**
 * Every change of a product's stock, whatever made it (server/stock/, decision 048): written by a
 * trigger on products in the transaction that changed the stock (the hand-written part of
 * `*_stock_movements.sql`), which reads what the change was — an order, its cancellation, a
 * manual adjustment and its reason, an import — from a setting of that transaction.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, identityId, ownedBy } from './columns.ts'
import { orders } from './orders.ts'
import { products } from './products.ts'

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: identityId(),
    productId: ownedBy('product_id', () => products.id),
    /** domain/stock-movements.ts STOCK_MOVEMENT_KINDS */
    kind: text('kind').notNull(),
    /** units in (positive) or out (negative) */
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    /** the order that took or gave back the units */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** the adjustment's reason, the import's name */
    note: text('note').notNull().default(''),
    /** who: a staff member's e-mail, 'tienda' for an order */
    actor: text('actor').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_product_idx').on(t.productId, t.id), index('stock_movements_order_idx').on(t.orderId)],
)
