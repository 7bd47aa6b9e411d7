/**
 * Product SQL. Only this file (and its siblings in repositories/) knows the ORM; it answers
 * with the API's shapes. Filters and orders: product-filter-sql.ts; facets and a search's one
 * pass: products-search.ts.
 */
import { and, asc, desc, eq, inArray, like, ne, notLike, or, sql, type SQL } from 'drizzle-orm'
import type { HomeGroupRule } from '#domain/home-groups.ts'
import type { ListingSort } from '#domain/listing-params.ts'
import type { Product, ProductInput } from '#domain/product.ts'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/database.ts'
import { productViewDays, products } from '../db/schema/index.ts'
import { inStock, orderOf, whereOf, type ProductFilter } from './product-filter-sql.ts'
import { likeContains } from '../db/like-contains.ts'
import { toProduct, toProductColumns } from './product-rows.ts'
import {
  facetValues,
  listingFacets,
  searchPage,
  searchPass,
  type FacetCounts,
  type SearchPassResult,
  type WalkBounds,
} from './products-search.ts'

export type { ProductFilter } from './product-filter-sql.ts'
export type { FacetCounts, SearchPassResult } from './products-search.ts'

const normalised = (column: AnyPgColumn) => sql`lower(store_unaccent(${column}))`

/** The SQL form of a home-group rule (domain/home-groups.ts): any include matches, no exclude does. */
function ruleCondition(rule: HomeGroupRule): SQL {
  const includes: SQL[] = [
    ...rule.brandContains.map((v) => like(normalised(products.brand), likeContains(v))),
    ...rule.subCategoryContains.map((v) => like(normalised(products.subCategory), likeContains(v))),
    ...rule.subCategoryEquals.map((v) => eq(sql`trim(${normalised(products.subCategory)})`, v)),
    ...rule.nameContains.map((v) => like(normalised(products.name), likeContains(v))),
  ]
  if (includes.length === 0) return sql`false`
  const excludes = rule.nameExcludes.map((v) => notLike(normalised(products.name), likeContains(v)))
  return and(or(...includes), ...excludes) ?? sql`false`
}

/** What every read shares: the executor and the condition that leaves staff-hidden products out. */
interface ProductScope {
  db: Executor
  visible: SQL | undefined
  where: (...conditions: (SQL | undefined)[]) => SQL | undefined
}

/** Products one by one or all together, in id order. */
function productLookups({ db, visible, where }: ProductScope) {
  const matching = async (condition: SQL): Promise<Product[]> =>
    (await db.select().from(products).where(where(condition))).map(toProduct)
  return {
    async all(): Promise<Product[]> {
      return (await db.select().from(products).where(where()).orderBy(asc(products.id))).map(toProduct)
    },

    async count(filter: ProductFilter = {}): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(whereOf(filter, visible))
      return row?.n ?? 0
    },

    bySku: (sku: string): Promise<Product[]> => matching(eq(products.sku, sku)),

    async bySkus(skus: string[]): Promise<Product[]> {
      if (skus.length === 0) return []
      return matching(inArray(products.sku, skus))
    },

    /** One view of a product's page on `day` (AAAA-MM-DD, Buenos Aires): the listing's count and Reportes'. */
    async addView(id: number, day: string): Promise<string | undefined> {
      const [row] = await db
        .update(products)
        .set({ weekViews: sql`${products.weekViews} + 1` })
        .where(where(eq(products.id, id)))
        .returning({ sku: products.sku })
      if (row)
        await db
          .insert(productViewDays)
          .values({ productId: id, day, views: 1 })
          .onConflictDoUpdate({
            target: [productViewDays.productId, productViewDays.day],
            set: { views: sql`${productViewDays.views} + 1` },
          })
      return row?.sku
    },

    async skuPage(limit: number, offset: number): Promise<{ sku: string; updated_at: string }[]> {
      const rows = await db
        .select({ sku: products.sku, updatedAt: products.updatedAt })
        .from(products)
        .where(where())
        .orderBy(asc(products.id))
        .limit(limit)
        .offset(offset)
      return rows.map((r) => ({ sku: r.sku, updated_at: r.updatedAt.toISOString() }))
    },

    async categoryPairs(): Promise<{ category: string; sub_category: string }[]> {
      return db
        .selectDistinct({ category: products.category, sub_category: products.subCategory })
        .from(products)
        .where(where())
        .orderBy(asc(products.category), asc(products.subCategory))
    },
  }
}

/** The listing's pages, its facets and a search's one pass (product-filter-sql.ts, products-search.ts). */
function productListings({ db, visible }: ProductScope) {
  return {
    async page(filter: ProductFilter, sort: ListingSort, limit: number, offset: number): Promise<Product[]> {
      const rows = await db
        .select()
        .from(products)
        .where(whereOf(filter, visible))
        .orderBy(...orderOf(sort, (filter.words?.length ?? 0) > 0))
        .limit(limit)
        .offset(offset)
      return rows.map(toProduct)
    },

    /**
     * The listing's total and both facets (sub-category, brand) in one pass over the filter's
     * rows (products-search.ts listingFacets).
     */
    facets(filter: ProductFilter): Promise<FacetCounts> {
      return listingFacets(db, visible, filter)
    },

    searchPass(
      filter: ProductFilter,
      sort: ListingSort,
      limit: number,
      offset: number,
      options: { facets?: boolean; cap?: number } = {},
    ): Promise<SearchPassResult> {
      return searchPass(db, visible, filter, sort, limit, offset, options)
    },

    /** A search's page in its exact order, walking the sort's index when the search was capped. */
    searchPage(
      filter: ProductFilter,
      sort: ListingSort,
      limit: number,
      offset: number,
      capped: boolean,
      bounds?: WalkBounds,
    ): Promise<{ products: Product[]; more: boolean }> {
      return searchPage(db, visible, filter, sort, limit, offset, capped, bounds)
    },

    facet(filter: ProductFilter, column: 'sub_category' | 'brand'): Promise<{ value: string; count: number }[]> {
      return facetValues(db, visible, filter, column)
    },
  }
}

/**
 * A slice of the products meeting `condition` in the order the home's groups and the
 * recommendations read them: in stock first, dearest first (by `price`), then by id.
 */
async function rankedSlice({ db, where }: ProductScope, condition: SQL, price: AnyPgColumn, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(products)
    .where(where(condition))
    .orderBy(desc(inStock), desc(price), asc(products.id))
    .limit(limit)
    .offset(offset)
  return rows.map(toProduct)
}

/** The slices the home's groups and the recommendations read until they have enough distinct names. */
function productSlices(scope: ProductScope) {
  return {
    /**
     * A slice of a home carousel's products in its order (domain/home-groups.ts
     * compareForHomeGroup): the service reads slices until it has enough distinct names.
     */
    async homeGroup(rule: HomeGroupRule, limit: number, offset = 0): Promise<Product[]> {
      const order = rule.orderBy === 'price_list_3' ? products.priceList3 : products.priceList1
      return rankedSlice(scope, ruleCondition(rule), order, limit, offset)
    },

    /**
     * A slice of a sub-category's products (its key: trimmed, lower case) in the
     * recommendations' order — in stock first, dearest first: what the pool every product of that
     * sub-category picks its recommendations from is read from (catalogue-service.ts).
     */
    async recommendationPool(subCategoryKey: string, size: number, offset = 0): Promise<Product[]> {
      const condition = eq(sql`lower(trim(${products.subCategory}))`, subCategoryKey)
      return rankedSlice(scope, condition, products.priceList1, size, offset)
    },

    /**
     * A slice of the candidates for a product's recommendations, in the list's order
     * (domain/recommendations.ts): same sub_category, not the product, in stock first, dearest
     * first. Names are compared as displayed by the service, which strips the EAN.
     */
    async recommendationCandidates(product: Product, limit: number, offset = 0): Promise<Product[]> {
      const condition = and(
        eq(sql`lower(trim(${products.subCategory}))`, product.sub_category.trim().toLowerCase()),
        ne(products.id, product.id),
      )!
      return rankedSlice(scope, condition, products.priceList1, limit, offset)
    },
  }
}

function productWrites(db: Executor) {
  return {
    async upsert(input: ProductInput): Promise<'added' | 'updated'> {
      const values = toProductColumns(input)
      const [row] = await db
        .insert(products)
        .values(values)
        .onConflictDoUpdate({ target: products.sku, set: { ...values, updatedAt: sql`now()` } })
        .returning({ inserted: sql<boolean>`(xmax = 0)` })
      return row?.inserted ? 'added' : 'updated'
    },

    /**
     * One statement per batch whatever its size: each column goes as one array parameter and
     * unnest() makes the rows, so a million-product seed is parsed as a few hundred statements
     * of twenty parameters instead of one parameter per value (seed-service.ts).
     */
    async insertMany(inputs: ProductInput[]): Promise<void> {
      if (inputs.length === 0) return
      const rows = inputs.map(toProductColumns)
      const column = <T>(pick: (row: (typeof rows)[number]) => T) => sql.param(rows.map(pick))
      await db.execute(sql`
        insert into products (sku, name, stock, category, sub_category, brand, white_line, img_url, img_urls,
          price_list_1, price_list_2, price_list_3, price_list_4, price_list_5, price_list_6, price_wholesale,
          tax_percentage, week_views, descriptions, specifications, faq)
        select sku, name, stock, category, sub_category, brand, white_line, img_url, img_urls::jsonb,
          p1, p2, p3, p4, p5, p6, wholesale, tax, views, descriptions, specifications, faq
        from unnest(
          ${column((r) => r.sku)}::text[], ${column((r) => r.name)}::text[], ${column((r) => r.stock ?? 0)}::int[],
          ${column((r) => r.category ?? '')}::text[], ${column((r) => r.subCategory ?? '')}::text[],
          ${column((r) => r.brand ?? '')}::text[], ${column((r) => r.whiteLine ?? 0)}::smallint[],
          ${column((r) => r.imgUrl ?? '')}::text[], ${column((r) => JSON.stringify(r.imgUrls ?? []))}::text[],
          ${column((r) => String(r.priceList1 ?? 0))}::numeric[], ${column((r) => String(r.priceList2 ?? 0))}::numeric[],
          ${column((r) => String(r.priceList3 ?? 0))}::numeric[], ${column((r) => String(r.priceList4 ?? 0))}::numeric[],
          ${column((r) => String(r.priceList5 ?? 0))}::numeric[], ${column((r) => String(r.priceList6 ?? 0))}::numeric[],
          ${column((r) => (r.priceWholesale == null ? null : String(r.priceWholesale)))}::numeric[],
          ${column((r) => String(r.taxPercentage ?? 21))}::numeric[], ${column((r) => r.weekViews ?? 0)}::int[],
          ${column((r) => r.descriptions ?? null)}::text[], ${column((r) => r.specifications ?? null)}::text[],
          ${column((r) => r.faq ?? null)}::text[]
        ) as t(sku, name, stock, category, sub_category, brand, white_line, img_url, img_urls,
          p1, p2, p3, p4, p5, p6, wholesale, tax, views, descriptions, specifications, faq)`)
    },

    async deleteAll(): Promise<void> {
      await db.delete(products)
    },
  }
}

export interface ProductsRepositoryOptions {
  /**
   * Products staff hid (the back office) are left out of every read unless this is set: the
   * store never shows, suggests, lists or sells them; the import and the back office see them.
   */
  includeHidden?: boolean
}

export function productsRepository(db: Executor, options: ProductsRepositoryOptions = {}) {
  const visible = options.includeHidden ? undefined : eq(products.hidden, false)
  const scope: ProductScope = { db, visible, where: (...conditions) => and(visible, ...conditions) }
  return { ...productLookups(scope), ...productListings(scope), ...productSlices(scope), ...productWrites(db) }
}

export type ProductsRepository = ReturnType<typeof productsRepository>
