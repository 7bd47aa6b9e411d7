/**
 * The bulk price change's SQL (decision 050): the products a change reaches (the list's filter or
 * a selection), locked in sku order — the order an order locks its products in (decision 048) —
 * so a change and an order over the same products wait for each other instead of deadlocking;
 * their six lists written in one statement; the change and the products it wrote, for its undo.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { PriceListValues } from '#domain/admin/bulk-price-change.ts'
import type { Executor } from '../db/database.ts'
import { priceChangeProducts, priceChanges, products } from '../db/schema/index.ts'
import { adminProductWhere, type AdminProductFilter } from './admin-products-repository.ts'

export type PriceChangeRow = typeof priceChanges.$inferSelect
export type NewPriceChange = typeof priceChanges.$inferInsert

/** A product as a bulk change reads it: who it is and its lists. */
export interface PricedProduct extends PriceListValues {
  id: number
  sku: string
  name: string
  tax_percentage: number
}

/** The products a change reaches: the list's filter, or the ids chosen by hand. */
export type PriceChangeTarget = { filter: AdminProductFilter } | { ids: readonly number[] }

export interface ChangedProduct {
  productId: number
  sku: string
  name: string
  before: PriceListValues
  after: PriceListValues
}

const INSERT_CHUNK = 500

const pricedColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  tax_percentage: products.taxPercentage,
  price_list_1: products.priceList1,
  price_list_2: products.priceList2,
  price_list_3: products.priceList3,
  price_list_4: products.priceList4,
  price_list_5: products.priceList5,
  price_list_6: products.priceList6,
}

export function priceChangesRepository(db: Executor) {
  return {
    /** Up to `limit` products the target reaches, in sku order; `lock` holds them until the transaction ends. */
    async products(target: PriceChangeTarget, limit: number, lock = false): Promise<PricedProduct[]> {
      const where = 'ids' in target ? inArray(products.id, [...target.ids]) : adminProductWhere(target.filter)
      const query = db.select(pricedColumns).from(products).where(where).orderBy(asc(products.sku)).limit(limit)
      return lock ? query.for('update') : query
    },

    /** Each product's six lists set to `lists`, in one statement; the stock is not touched (no movement is recorded). */
    async setLists(lists: readonly (PriceListValues & { id: number })[]): Promise<void> {
      if (lists.length === 0) return
      await db.execute(sql`
        update products as p
        set price_list_1 = v.price_list_1, price_list_2 = v.price_list_2, price_list_3 = v.price_list_3,
            price_list_4 = v.price_list_4, price_list_5 = v.price_list_5, price_list_6 = v.price_list_6,
            updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(lists)}::jsonb) as v(
          id integer, price_list_1 numeric, price_list_2 numeric, price_list_3 numeric,
          price_list_4 numeric, price_list_5 numeric, price_list_6 numeric)
        where p.id = v.id`)
    },

    async create(change: NewPriceChange, changed: readonly ChangedProduct[]): Promise<number> {
      const [row] = await db.insert(priceChanges).values(change).returning({ id: priceChanges.id })
      const changeId = row!.id
      for (let i = 0; i < changed.length; i += INSERT_CHUNK)
        await db.insert(priceChangeProducts).values(changed.slice(i, i + INSERT_CHUNK).map((c) => ({ changeId, ...c })))
      return changeId
    },

    /** One change; `lock` holds it, so two undos of it never both run. */
    async byId(id: number, lock = false): Promise<PriceChangeRow | undefined> {
      const query = db.select().from(priceChanges).where(eq(priceChanges.id, id))
      const [row] = lock ? await query.for('update') : await query
      return row
    },

    async changedProducts(changeId: number): Promise<ChangedProduct[]> {
      const rows = await db
        .select()
        .from(priceChangeProducts)
        .where(eq(priceChangeProducts.changeId, changeId))
        .orderBy(asc(priceChangeProducts.productId))
      return rows.map((r) => ({
        productId: r.productId,
        sku: r.sku,
        name: r.name,
        before: r.before as PriceListValues,
        after: r.after as PriceListValues,
      }))
    },

    async markUndone(id: number, actor: string): Promise<void> {
      await db
        .update(priceChanges)
        .set({ status: 'undone', undoneAt: sql`now()`, undoneBy: actor })
        .where(and(eq(priceChanges.id, id), eq(priceChanges.status, 'applied')))
    },

    async recent(limit: number): Promise<PriceChangeRow[]> {
      return db.select().from(priceChanges).orderBy(desc(priceChanges.id)).limit(limit)
    },
  }
}
