/**
 * The back office's product SQL: the list with its filters and sort (hidden products included),
 * one product with its visibility and last change, the writes of the product page and the
 * list's quick edit, and the catalogue figures of the dashboard. The store's reads are
 * products-repository.ts, which leaves hidden products out.
 */
import { and, asc, count, desc, eq, gt, inArray, like, lte, sql, type SQL } from 'drizzle-orm'
import { LOW_STOCK_MAX, type AdminProductRow, type ProductListQuery, type ProductSort } from '#domain/admin/product-admin.ts'
import type { Product, ProductInput } from '#domain/product.ts'
import type { Executor } from '../db/database.ts'
import { products } from '../db/schema/index.ts'
import { toProductInput, toProductColumns } from './product-rows.ts'
import { nameOrder } from './product-filter-sql.ts'
import { likeContains } from '../db/like-contains.ts'

/** The list's filters as the query gives them, its text as normalised words (domain/text-search.ts). */
export type AdminProductFilter = Pick<
  ProductListQuery,
  'category' | 'brand' | 'stock' | 'noImage' | 'noDescription' | 'visibility'
> & {
  /** every one must match name, sku or sub_category */
  words: string[]
}

export type { AdminProductRow }

/** A product as the back office reads it: with the wholesale price (decision 056), which Product never has. */
export interface StaffProduct extends Product {
  price_wholesale: number | null
  hidden: boolean
  updated_at: string
}

// Writes store HTML through the sanitiser, which turns HTML with nothing to show into null. Both
// "missing" conditions are literal SQL so the planner matches them to their partial indexes.
const blankHtml = (column: typeof products.descriptions) => sql`${column} is null`

/** The list's filter in SQL (the bulk price change reads the same products: price-changes-repository.ts). */
export function adminProductWhere(filter: AdminProductFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = filter.words.map((word) => like(products.searchText, likeContains(word)))
  if (filter.category) parts.push(eq(sql`lower(${products.category})`, filter.category.toLowerCase()))
  if (filter.brand) parts.push(eq(sql`lower(${products.brand})`, filter.brand.toLowerCase()))
  if (filter.stock === 'none') parts.push(lte(products.stock, 0))
  if (filter.stock === 'low') parts.push(and(gt(products.stock, 0), lte(products.stock, LOW_STOCK_MAX)))
  if (filter.stock === 'available') parts.push(gt(products.stock, 0))
  if (filter.noImage) parts.push(sql`${products.imgUrl} = ''`)
  if (filter.noDescription) parts.push(blankHtml(products.descriptions))
  if (filter.visibility) parts.push(eq(products.hidden, filter.visibility === 'hidden'))
  return and(...parts)
}

function orderOf(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'updated_desc':
      return [desc(products.updatedAt), desc(products.id)]
    case 'name_asc':
      return [asc(nameOrder), asc(products.id)]
    case 'name_desc':
      return [desc(nameOrder), desc(products.id)]
    case 'price_asc':
      return [asc(products.priceList1), asc(products.id)]
    case 'price_desc':
      return [desc(products.priceList1), asc(products.id)]
    case 'stock_asc':
      return [asc(products.stock), asc(products.id)]
    case 'stock_desc':
      return [desc(products.stock), asc(products.id)]
    case 'sku_asc':
      return [asc(products.sku)]
  }
}

const listColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  brand: products.brand,
  category: products.category,
  sub_category: products.subCategory,
  stock: products.stock,
  price_list_1: products.priceList1,
  price_list_2: products.priceList2,
  img_url: products.imgUrl,
  hidden: products.hidden,
  updatedAt: products.updatedAt,
}

/**
 * A page of the list and how many match, counted up to `countCap` (a search matching most
 * of 100,000 products would otherwise count them all on every page).
 */
async function listPage(
  db: Executor,
  filter: AdminProductFilter,
  sort: ProductSort,
  limit: number,
  offset: number,
  countCap: number,
): Promise<{ rows: AdminProductRow[]; total: number; capped: boolean }> {
  const where = adminProductWhere(filter)
  const matching = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(countCap + 1)
    .as('matching')
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(products)
      .where(where)
      .orderBy(...orderOf(sort))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(matching),
  ])
  const n = Number(total?.n ?? 0)
  return {
    rows: rows.map(({ updatedAt, ...row }) => ({ ...row, updated_at: updatedAt.toISOString() })),
    total: Math.min(n, countCap),
    capped: n > countCap,
  }
}

/** The dashboard's catalogue figures. */
async function catalogueFigures(
  db: Executor,
): Promise<{ products: number; withoutStock: number; withoutImage: number; hidden: number }> {
  const [row] = await db
    .select({
      products: count(),
      withoutStock: sql<number>`count(*) filter (where ${products.stock} <= 0 and not ${products.hidden})::int`,
      withoutImage: sql<number>`count(*) filter (where ${products.imgUrl} = '')::int`,
      hidden: sql<number>`count(*) filter (where ${products.hidden})::int`,
    })
    .from(products)
  return {
    products: Number(row?.products ?? 0),
    withoutStock: Number(row?.withoutStock ?? 0),
    withoutImage: Number(row?.withoutImage ?? 0),
    hidden: Number(row?.hidden ?? 0),
  }
}

export function adminProductsRepository(db: Executor) {
  return {
    /** A page of the list and how many match (listPage). */
    list: (filter: AdminProductFilter, sort: ProductSort, limit: number, offset: number, countCap: number) =>
      listPage(db, filter, sort, limit, offset, countCap),
    figures: () => catalogueFigures(db),

    /** The categories and brands in use, for the list's filters. */
    async labels(): Promise<{ categories: string[]; brands: string[] }> {
      const [categories, brands] = await Promise.all([
        db
          .selectDistinct({ v: products.category })
          .from(products)
          .where(sql`${products.category} <> ''`)
          .orderBy(asc(products.category)),
        db
          .selectDistinct({ v: products.brand })
          .from(products)
          .where(sql`${products.brand} <> ''`)
          .orderBy(asc(products.brand)),
      ])
      return { categories: categories.map((r) => r.v), brands: brands.map((r) => r.v) }
    },

    /**
     * Holds these products until the transaction ends, locked in sku order: the order every
     * other writer of many products takes (an order's stock, the bulk price change), so two
     * of them wait for each other instead of deadlocking.
     */
    async lockInSkuOrder(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return
      await db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, [...new Set(ids)]))
        .orderBy(asc(products.sku))
        .for('update')
    },

    /** One product whatever its visibility; `lock` holds the row until the transaction ends. */
    async byId(id: number, lock = false): Promise<StaffProduct | undefined> {
      const query = db.select().from(products).where(eq(products.id, id))
      const [row] = lock ? await query.for('update') : await query
      return row
        ? {
            ...toProductInput(row),
            price_wholesale: row.priceWholesale,
            hidden: row.hidden,
            updated_at: row.updatedAt.toISOString(),
          }
        : undefined
    },

    async idOfSku(sku: string): Promise<number | undefined> {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku))
      return row?.id
    },

    async insert(input: ProductInput, hidden: boolean): Promise<number> {
      const [row] = await db
        .insert(products)
        .values({ ...toProductColumns(input), hidden })
        .returning({ id: products.id })
      if (!row) throw new Error('insert returned no row')
      return row.id
    },

    async update(id: number, input: ProductInput): Promise<void> {
      await db
        .update(products)
        .set({ ...toProductColumns(input), updatedAt: sql`now()` })
        .where(eq(products.id, id))
    },

    async setHidden(id: number, hidden: boolean): Promise<void> {
      await db
        .update(products)
        .set({ hidden, updatedAt: sql`now()` })
        .where(eq(products.id, id))
    },

    async setPriceAndStock(id: number, values: { priceList1?: number; stock?: number }): Promise<void> {
      await db
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(products.id, id))
    },
  }
}

export type AdminProductsRepository = ReturnType<typeof adminProductsRepository>
