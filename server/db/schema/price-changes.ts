import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, ownedBy, serialId, timestamptz } from './columns.ts'
import { staff } from './staff.ts'

/**
 * The back office's bulk price changes (decision 050): one row per change applied, with what it
 * did, until it is undone. Applied in one transaction, so there is no state in between.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: serialId(),
    /** null for an account since deleted */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    /** the percentage in hundredths: 800 is +8 %, -500 is -5 % */
    basisPoints: integer('basis_points').notNull(),
    /** 'filter' (the list's filter, `filter`) or 'selection' (products chosen by hand) */
    scope: text('scope').notNull(),
    /** the list's filter as its address has it ('category=Heladeras&brand=BGH'), '' for the whole catalogue */
    filter: text('filter').notNull().default(''),
    changed: integer('changed').notNull(),
    /** the products the price checks refused: { sku, name, reason } */
    skipped: jsonb('skipped').$type<unknown[]>().notNull(),
    /** applied, undone */
    status: text('status').notNull(),
    createdAt: createdAt(),
    undoneAt: timestamptz('undone_at'),
    undoneBy: text('undone_by'),
  },
  (t) => [index('price_changes_created_idx').on(t.createdAt)],
)

/**
 * Each product a change wrote, with its six lists before and after: the undo puts `before` back
 * where the product still has `after`. No foreign key to products: a product deleted since stays
 * named here, and the undo says so.
 */
export const priceChangeProducts = pgTable(
  'price_change_products',
  {
    changeId: ownedBy('change_id', () => priceChanges.id),
    productId: integer('product_id').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    before: jsonb('before').$type<unknown>().notNull(),
    after: jsonb('after').$type<unknown>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.changeId, t.productId] })],
)
