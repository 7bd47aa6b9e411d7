/**
 * Product SQL. Only this file (and its siblings in repositories/) knows the ORM; it answers
 * with the spec's shapes.
 */
import { and, asc, desc, eq, gte, inArray, like, lte, ne, notLike, or, sql, type SQL } from 'drizzle-orm'
import type { HomeGroupRule } from '#domain/home-groups.ts'
import type { ListingSort } from '#domain/listing-params.ts'
import type { Product, ProductInput } from '#domain/product.ts'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/database.ts'
import { products } from '../db/schema.ts'
import { toProduct, toProductColumns } from './product-rows.ts'

export interface ProductFilter {
  name?: string | undefined
  category?: string | undefined
  subCategory?: string | undefined
  whiteLine?: 0 | 1 | undefined
  brands?: string[] | undefined
  /** already normalised words (lowercase, no accents); every one must match */
  words?: string[] | undefined
  minPrice?: number | undefined
  maxPrice?: number | undefined
}

/** LIKE treats % and _ as wildcards; a shopper's '50%' means the characters. */
export function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function whereOf(filter: ProductFilter, visible?: SQL): SQL | undefined {
  const parts: (SQL | undefined)[] = [visible]
  if (filter.name)
    parts.push(like(sql`lower(store_unaccent(${products.name}))`, sql`lower(store_unaccent(${likeContains(filter.name)}))`))
  if (filter.category) parts.push(eq(sql`lower(${products.category})`, filter.category.trim().toLowerCase()))
  if (filter.subCategory) parts.push(eq(sql`lower(${products.subCategory})`, filter.subCategory.trim().toLowerCase()))
  if (filter.whiteLine !== undefined) parts.push(eq(products.whiteLine, filter.whiteLine))
  if (filter.brands?.length)
    parts.push(
      inArray(
        sql`lower(${products.brand})`,
        filter.brands.map((b) => b.trim().toLowerCase()),
      ),
    )
  for (const word of filter.words ?? []) parts.push(like(products.searchText, likeContains(word)))
  if (filter.minPrice !== undefined) parts.push(gte(products.priceList1, filter.minPrice))
  if (filter.maxPrice !== undefined) parts.push(lte(products.priceList1, filter.maxPrice))
  const present = parts.filter((p): p is SQL => p !== undefined)
  return present.length ? and(...present) : undefined
}

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

/**
 * domain/listing-query.ts nameSortKey in SQL: case and accents ignored, 'ñ' after 'n', compared
 * byte by byte so PGlite and a PostgreSQL server of any locale give the same A-Z.
 */
// lower() maps only ASCII under a C locale, so 'Ñ' is replaced on its own.
export const nameOrder = sql`lower(store_unaccent(replace(replace(${products.name}, 'Ñ', 'n{'), 'ñ', 'n{'))) collate "C"`

/**
 * domain/stock.ts isInStock in SQL (stock holds whole units): every order starts with it, so
 * products a shopper can buy come first. The same expression leads the price indexes
 * (schema.ts), which is what keeps the first page of a listing an index scan.
 */
const inStock = sql`(${products.stock} >= 1)`

/**
 * The same test written so that no index provides the order. With search words the planner
 * cannot estimate the trigram matches (1,222 expected at 1,000,000 products for a search that
 * matches none) and, given the page's LIMIT, walks the in-stock price index in order expecting to
 * meet them soon: a search with few or no matches, or matches at the far end of the order, read
 * the whole table (17.8 s at 1,000,000 products, past the statement timeout). Without an index
 * order it takes the matches from the trigram index and sorts them (top-N): a cost that grows
 * with the matches, like the count and facets beside it, never with the catalogue.
 */
const inStockUnindexed = sql`(${products.stock} + 0 >= 1)`

interface SortKey {
  key: SQL
  descending: boolean
}

/** domain/listing-query.ts compareForSort in SQL; `bySearch` when the filter has search words. */
function sortKeys(sort: ListingSort, bySearch = false): SortKey[] {
  const inStockFirst = { key: bySearch ? inStockUnindexed : inStock, descending: true }
  const id = sql`${products.id}`
  switch (sort) {
    case 'price_asc':
      return [inStockFirst, { key: sql`${products.priceList1}`, descending: false }, { key: id, descending: false }]
    case 'name_asc':
      return [inStockFirst, { key: nameOrder, descending: false }, { key: id, descending: false }]
    case 'name_desc':
      return [inStockFirst, { key: nameOrder, descending: true }, { key: id, descending: true }]
    case 'default':
    case 'price_desc':
      return [inStockFirst, { key: sql`${products.priceList1}`, descending: true }, { key: id, descending: false }]
  }
}

function orderOf(sort: ListingSort, bySearch = false): SQL[] {
  return sortKeys(sort, bySearch).map(({ key, descending }) => (descending ? desc(key) : asc(key)))
}

/** The same order over the keys a search's matches were read with (`k0`, `k1`, `k2` in searchPass). */
function keyOrder(sort: ListingSort): SQL {
  return sql.join(
    sortKeys(sort, true).map(({ descending }, i) => sql.raw(`k${i}${descending ? ' desc' : ''}`)),
    sql`, `,
  )
}

export interface FacetCounts {
  total: number
  categories: { value: string; count: number }[]
  brands: { value: string; count: number }[]
}

interface SearchPassRow {
  ids: number[] | null
  total: number
  facets: [string | null, string | null, number, number, number][] | null
}

interface FacetRow {
  subCategory: string | null
  brand: string | null
  bySubCategory: number
  byBrand: number
  count: number
}

/** Grouping-sets rows (one per sub-category, one per brand, one for all) as the listing's facets. */
function facetCounts(rows: FacetRow[]): FacetCounts {
  let total = 0
  const categories: { value: string; count: number }[] = []
  const brands: { value: string; count: number }[] = []
  for (const row of rows) {
    const bySubCategory = Number(row.bySubCategory) === 1
    const byBrand = Number(row.byBrand) === 1
    if (bySubCategory && byBrand) total = Number(row.count)
    else if (bySubCategory) {
      if (row.subCategory) categories.push({ value: row.subCategory, count: Number(row.count) })
    } else if (row.brand) brands.push({ value: row.brand, count: Number(row.count) })
  }
  return { total, categories, brands }
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
  const where = (...conditions: (SQL | undefined)[]) => and(visible, ...conditions)
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

    async bySku(sku: string): Promise<Product[]> {
      return (
        await db
          .select()
          .from(products)
          .where(where(eq(products.sku, sku)))
      ).map(toProduct)
    },

    async bySkus(skus: string[]): Promise<Product[]> {
      if (skus.length === 0) return []
      return (
        await db
          .select()
          .from(products)
          .where(where(inArray(products.sku, skus)))
      ).map(toProduct)
    },

    /** The sku of the product whose view was counted, or undefined when no product has that id. */
    async addView(id: number): Promise<string | undefined> {
      const [row] = await db
        .update(products)
        .set({ weekViews: sql`${products.weekViews} + 1` })
        .where(where(eq(products.id, id)))
        .returning({ sku: products.sku })
      return row?.sku
    },

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
     * rows (grouping sets), where three statements read them three times: at a million products
     * a search matches tens of thousands. Values most frequent first, then by value; empty
     * values are not offered.
     */
    async facets(filter: ProductFilter): Promise<FacetCounts> {
      const rows = await db
        .select({
          subCategory: products.subCategory,
          brand: products.brand,
          bySubCategory: sql<number>`grouping(${products.brand})`,
          byBrand: sql<number>`grouping(${products.subCategory})`,
          count: sql<number>`count(*)::int`,
        })
        .from(products)
        .where(whereOf(filter, visible))
        .groupBy(sql`grouping sets ((${products.subCategory}), (${products.brand}), ())`)
        .orderBy(desc(sql`count(*)`), asc(products.subCategory), asc(products.brand))
      return facetCounts(rows)
    },

    /**
     * A search's page together with its total (and, with `facets`, the listing's facets) in one
     * pass over its matches. The count, the facets and the page each read every matching row from
     * the table (a trigram match is checked again on its row); at a million products a short
     * prefix matches 60,000 products on 42,000 pages, and reading them once instead of two or
     * three times is most of what a search costs (decision 035). The matches' few columns are
     * kept (a CTE read twice is materialised), the page's ids sorted from them, and only those
     * rows read whole, by id.
     */
    async searchPass(
      filter: ProductFilter,
      sort: ListingSort,
      limit: number,
      offset: number,
      { facets = false }: { facets?: boolean } = {},
    ): Promise<{ products: Product[]; total: number; facets?: FacetCounts }> {
      const keys = sortKeys(sort, true)
      const keyColumns = sql.join(
        keys.map(({ key }, i) => sql`${key} as ${sql.raw(`k${i}`)}`),
        sql`, `,
      )
      const where = whereOf(filter, visible)
      const facetPart = facets
        ? sql`(select coalesce(json_agg(json_build_array(sub_category, brand, by_sub, by_brand, n)
              order by n desc, sub_category, brand), '[]'::json)
            from (select sub_category, brand, grouping(brand) as by_sub, grouping(sub_category) as by_brand, count(*)::int as n
              from m group by grouping sets ((sub_category), (brand), ())) f)`
        : sql`null::json`
      const result = await db.execute(sql`
        with m as (
          select ${products.id} as id, ${products.subCategory} as sub_category, ${products.brand} as brand, ${keyColumns}
          from ${products} ${where ? sql`where ${where}` : sql``}
        )
        select
          (select coalesce(json_agg(id), '[]'::json) from (select id from m order by ${keyOrder(sort)} limit ${limit} offset ${offset}) p) as ids,
          (select count(*)::int from m) as total,
          ${facetPart} as facets`)
      // Both drivers answer with { rows }; json and int columns arrive parsed.
      const [row] = (result as unknown as { rows: SearchPassRow[] }).rows
      const ids = row?.ids ?? []
      const found = ids.length
        ? new Map((await db.select().from(products).where(inArray(products.id, ids))).map((r) => [r.id, toProduct(r)]))
        : new Map<number, Product>()
      const page = ids.flatMap((id) => found.get(id) ?? [])
      const total = Number(row?.total ?? 0)
      if (!facets) return { products: page, total }
      const facetRows = (row?.facets ?? []).map(([subCategory, brand, bySubCategory, byBrand, count]) => ({
        subCategory,
        brand,
        bySubCategory,
        byBrand,
        count,
      }))
      return { products: page, total, facets: facetCounts(facetRows) }
    },

    /** Counts per value of a column within the filter, most frequent first. */
    async facet(filter: ProductFilter, column: 'sub_category' | 'brand'): Promise<{ value: string; count: number }[]> {
      const col = column === 'brand' ? products.brand : products.subCategory
      return db
        .select({ value: col, count: sql<number>`count(*)::int` })
        .from(products)
        .where(and(whereOf(filter, visible), sql`${col} <> ''`))
        .groupBy(col)
        .orderBy(desc(sql`count(*)`), asc(col))
    },

    /** sku and last change of a slice of the catalogue, in id order (sitemap). */
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

    /** Upserts by sku; `inserted` tells a new row from an update (xmax is 0 only for inserts). */
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
          price_list_1, price_list_2, price_list_3, price_list_4, price_list_5, price_list_6,
          tax_percentage, week_views, descriptions, specifications, faq)
        select sku, name, stock, category, sub_category, brand, white_line, img_url, img_urls::jsonb,
          p1, p2, p3, p4, p5, p6, tax, views, descriptions, specifications, faq
        from unnest(
          ${column((r) => r.sku)}::text[], ${column((r) => r.name)}::text[], ${column((r) => r.stock ?? 0)}::int[],
          ${column((r) => r.category ?? '')}::text[], ${column((r) => r.subCategory ?? '')}::text[],
          ${column((r) => r.brand ?? '')}::text[], ${column((r) => r.whiteLine ?? 0)}::smallint[],
          ${column((r) => r.imgUrl ?? '')}::text[], ${column((r) => JSON.stringify(r.imgUrls ?? []))}::text[],
          ${column((r) => String(r.priceList1 ?? 0))}::numeric[], ${column((r) => String(r.priceList2 ?? 0))}::numeric[],
          ${column((r) => String(r.priceList3 ?? 0))}::numeric[], ${column((r) => String(r.priceList4 ?? 0))}::numeric[],
          ${column((r) => String(r.priceList5 ?? 0))}::numeric[], ${column((r) => String(r.priceList6 ?? 0))}::numeric[],
          ${column((r) => String(r.taxPercentage ?? 21))}::numeric[], ${column((r) => r.weekViews ?? 0)}::int[],
          ${column((r) => r.descriptions ?? null)}::text[], ${column((r) => r.specifications ?? null)}::text[],
          ${column((r) => r.faq ?? null)}::text[]
        ) as t(sku, name, stock, category, sub_category, brand, white_line, img_url, img_urls,
          p1, p2, p3, p4, p5, p6, tax, views, descriptions, specifications, faq)`)
    },

    async deleteAll(): Promise<void> {
      await db.delete(products)
    },

    /**
     * A slice of a home carousel's products in its order (domain/home-groups.ts
     * compareForHomeGroup): the service reads slices until it has enough distinct names.
     */
    async homeGroup(rule: HomeGroupRule, limit: number, offset = 0): Promise<Product[]> {
      const order = rule.orderBy === 'price_list_3' ? products.priceList3 : products.priceList1
      const rows = await db
        .select()
        .from(products)
        .where(where(ruleCondition(rule)))
        .orderBy(desc(inStock), desc(order), asc(products.id))
        .limit(limit)
        .offset(offset)
      return rows.map(toProduct)
    },

    /**
     * A slice of a sub-category's products (its key: trimmed, lower case) in the
     * recommendations' order — in stock first, dearest first: what the pool every product of that
     * sub-category picks its recommendations from is read from (catalogue-service.ts).
     */
    async recommendationPool(subCategoryKey: string, size: number, offset = 0): Promise<Product[]> {
      const rows = await db
        .select()
        .from(products)
        .where(where(eq(sql`lower(trim(${products.subCategory}))`, subCategoryKey)))
        .orderBy(desc(inStock), desc(products.priceList1), asc(products.id))
        .limit(size)
        .offset(offset)
      return rows.map(toProduct)
    },

    /**
     * A slice of the candidates for a product's recommendations, in the list's order
     * (domain/recommendations.ts): same sub_category, not the product, in stock first, dearest
     * first. Names are compared as displayed by the service, which strips the EAN.
     */
    async recommendationCandidates(product: Product, limit: number, offset = 0): Promise<Product[]> {
      const rows = await db
        .select()
        .from(products)
        .where(
          where(
            eq(sql`lower(trim(${products.subCategory}))`, product.sub_category.trim().toLowerCase()),
            ne(products.id, product.id),
          ),
        )
        .orderBy(desc(inStock), desc(products.priceList1), asc(products.id))
        .limit(limit)
        .offset(offset)
      return rows.map(toProduct)
    },
  }
}

export type ProductsRepository = ReturnType<typeof productsRepository>
