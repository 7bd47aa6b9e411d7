/**
 * The listing's counts in SQL: its facets (grouping sets) and a search's one pass over its
 * matches (page, total and facets together). products-repository.ts hands them out; `visible`
 * is its condition for the products the store shows (undefined: every product).
 */
import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm'
import type { ListingSort } from '#domain/listing-params.ts'
import type { Product } from '#domain/product.ts'
import type { Executor } from '../db/database.ts'
import { products } from '../db/schema/index.ts'
import { sortKeys, whereOf, type ProductFilter } from './product-filter-sql.ts'
import { toProduct } from './product-rows.ts'

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

/**
 * The listing's total and both facets (sub-category, brand) in one pass over the filter's
 * rows (grouping sets), where three statements read them three times: at a million products
 * a search matches tens of thousands. Values most frequent first, then by value; empty
 * values are not offered.
 */
export async function listingFacets(db: Executor, visible: SQL | undefined, filter: ProductFilter): Promise<FacetCounts> {
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
}

/**
 * A search's page together with its total (and, with `facets`, the listing's facets) in one
 * pass over its matches. The count, the facets and the page each read every matching row from
 * the table (a trigram match is checked again on its row); at a million products a short
 * prefix matches 60,000 products on 42,000 pages, and reading them once instead of two or
 * three times is most of what a search costs (decision 035). The matches' few columns are
 * kept (a CTE read twice is materialised), the page's ids sorted from them, and only those
 * rows read whole, by id.
 */
export async function searchPass(
  db: Executor,
  visible: SQL | undefined,
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
}

/** Counts per value of a column within the filter, most frequent first. */
export async function facetValues(
  db: Executor,
  visible: SQL | undefined,
  filter: ProductFilter,
  column: 'sub_category' | 'brand',
): Promise<{ value: string; count: number }[]> {
  const col = column === 'brand' ? products.brand : products.subCategory
  return db
    .select({ value: col, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(whereOf(filter, visible), sql`${col} <> ''`))
    .groupBy(col)
    .orderBy(desc(sql`count(*)`), asc(col))
}
