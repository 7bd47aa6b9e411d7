/** 'Mis favoritos': an account's saved products, with what the list page shows of each. */
import type { Product } from '#domain/product.ts'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { favourites, productRestocks, products } from '../db/schema/index.ts'
import { toProduct } from '../catalogue/product-rows.ts'

export interface FavouriteRow {
  product: Product
  savedAt: Date
  restockedAt: Date | null
}

export function favouritesRepository(db: Executor) {
  return {
    /** The account's product ids, newest first (hidden products left out). */
    async ids(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: favourites.productId })
        .from(favourites)
        .innerJoin(products, eq(products.id, favourites.productId))
        .where(and(eq(favourites.userId, userId), eq(products.hidden, false)))
        .orderBy(desc(favourites.createdAt), desc(favourites.productId))
      return rows.map((row) => row.id)
    },

    async list(userId: number): Promise<FavouriteRow[]> {
      const rows = await db
        .select({
          product: products,
          savedAt: favourites.createdAt,
          restockedAt: productRestocks.restockedAt,
        })
        .from(favourites)
        .innerJoin(products, eq(products.id, favourites.productId))
        .leftJoin(productRestocks, eq(productRestocks.productId, products.id))
        .where(and(eq(favourites.userId, userId), eq(products.hidden, false)))
        .orderBy(desc(favourites.createdAt), desc(favourites.productId))
      return rows.map((row) => ({ ...row, product: toProduct(row.product) }))
    },

    /** Which of `ids` are products a shopper may save (they exist and are not hidden). */
    async existing(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return []
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.hidden, false)))
      return rows.map((row) => row.id)
    },

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(favourites)
        .where(eq(favourites.userId, userId))
      return row?.n ?? 0
    },

    /** Adds them (already saved ones keep their date), in order: the first of `ids` is saved last, so it lists first. */
    async add(userId: number, ids: number[]): Promise<void> {
      if (ids.length === 0) return
      const now = Date.now()
      await db
        .insert(favourites)
        .values(ids.map((productId, i) => ({ userId, productId, createdAt: new Date(now - i) })))
        .onConflictDoNothing()
    },

    async remove(userId: number, productId: number): Promise<void> {
      await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
    },
  }
}
