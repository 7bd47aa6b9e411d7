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
import { SEARCH_COUNT_CAP } from '#domain/search-cap.ts'
import { likeContains } from '../db/like-contains.ts'
import { orderOf, sortKeys, whereOf, type ProductFilter, type SortKey } from './product-filter-sql.ts'
import { toProduct } from './product-rows.ts'

/** The same order over the keys a search's matches were read with (`k0`, `k1`, `k2` in searchPass). */
function keyOrder(sort: ListingSort): SQL {
  return sql.join(
    sortKeys(sort, true).map(({ descending }, i) => sql.raw(`k${i}${descending ? ' desc' : ''}`)),
    sql`, `,
  )
}

/** The sort's keys as the columns `k0`, `k1`, `k2` that keyOrder orders by. */
function keyColumnsOf(keys: SortKey[]): SQL {
  return sql.join(
    keys.map(({ key }, i) => sql`${key} as ${sql.raw(`k${i}`)}`),
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

/** A search's page, its count (exact up to the cap) and, when asked, its facets. */
export interface SearchPassResult {
  products: Product[]
  /** exact when `capped` is false; the cap when it is true (there are more) */
  total: number
  /** more matches than the cap: the count stopped there, the facets come from the matches read */
  capped: boolean
  /** whether a page follows this one */
  more: boolean
  facets?: FacetCounts
}

/** The search words as conditions on a row source's `search_text` (a subquery's, not the table's). */
function wordsOn(source: string, words: string[]): SQL {
  return sql.join(
    words.map((word) => sql`${sql.raw(`${source}.search_text`)} like ${likeContains(word)}`),
    sql` and `,
  )
}

/** Rows read whole, by id, in the ids' order. */
async function productsByIds(db: Executor, ids: number[]): Promise<Product[]> {
  if (!ids.length) return []
  const found = new Map((await db.select().from(products).where(inArray(products.id, ids))).map((r) => [r.id, toProduct(r)]))
  return ids.flatMap((id) => found.get(id) ?? [])
}

/** Both drivers answer `execute` with { rows }; json and int columns arrive parsed. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

/**
 * A search's count, page and facets in one pass over at most `cap + 1` of its matches, taken
 * from the trigram index in no particular order: the count stops at the cap (domain/search-cap.ts,
 * decision 047). Up to the cap everything is exact: the page is sorted from the matches read, the
 * facets count them all. Past it, the matches read give the facets ("primeros 1.000 resultados")
 * and the page comes from searchPage's walk, so its order stays exact over every match.
 * The matches' few columns are kept (a CTE read twice is materialised) and only the page's rows
 * are read whole, by id.
 */
export async function searchPass(
  db: Executor,
  visible: SQL | undefined,
  filter: ProductFilter,
  sort: ListingSort,
  limit: number,
  offset: number,
  { facets = false, cap = SEARCH_COUNT_CAP }: { facets?: boolean; cap?: number } = {},
): Promise<SearchPassResult> {
  const keyColumns = keyColumnsOf(sortKeys(sort, true))
  const where = whereOf(filter, visible)
  const facetPart = facets
    ? sql`(select coalesce(json_agg(json_build_array(sub_category, brand, by_sub, by_brand, n)
          order by n desc, sub_category, brand), '[]'::json)
        from (select sub_category, brand, grouping(brand) as by_sub, grouping(sub_category) as by_brand, count(*)::int as n
          from (select sub_category, brand from m limit ${cap}) read group by grouping sets ((sub_category), (brand), ())) f)`
    : sql`null::json`
  const [row] = rowsOf<SearchPassRow>(
    await db.execute(sql`
    with m as materialized (
      select ${products.id} as id, ${products.subCategory} as sub_category, ${products.brand} as brand, ${keyColumns}
      from ${products} ${where ? sql`where ${where}` : sql``}
      limit ${cap + 1}
    )
    select
      (select coalesce(json_agg(id), '[]'::json) from (select id from m order by ${keyOrder(sort)} limit ${limit} offset ${offset}) p) as ids,
      (select count(*)::int from m) as total,
      ${facetPart} as facets`),
  )
  const read = Number(row?.total ?? 0)
  const capped = read > cap
  const page = capped
    ? await searchPage(db, visible, filter, sort, limit, offset, true)
    : { products: await productsByIds(db, row?.ids ?? []), more: offset + limit < read }
  const total = capped ? cap : read
  if (!facets) return { ...page, total, capped }
  const facetRows = (row?.facets ?? []).map(([subCategory, brand, bySubCategory, byBrand, count]) => ({
    subCategory,
    brand,
    bySubCategory,
    byBrand,
    count,
  }))
  const counted = facetCounts(facetRows)
  return { ...page, total, capped, facets: { ...counted, total } }
}

/**
 * How many rows of the sort's index a capped search's page walks before it gives up on the walk:
 * at least `min`, `perRow` times the rows the page needs, never more than `max`. A search whose
 * page is not within them has its matches far down the order (or few of them), and sorting all
 * its matches is then the cheaper way (chosen from measurements at 1,000,000 products: decision 047).
 */
export interface WalkBounds {
  min: number
  perRow: number
  max: number
}

/**
 * The default order (and 'Mayor precio', the same keys) walks products_search_walk_idx, which
 * holds the search text: an index-only scan of about 2,000 entries a millisecond, so it may walk
 * the whole catalogue before sorting every match would be cheaper. The other orders read each
 * walked row from the table (about 50 a millisecond) and give up sooner.
 */
export const WALK: WalkBounds = { min: 50_000, perRow: 25, max: 2_000_000 }
export const ROW_WALK: WalkBounds = { min: 2_000, perRow: 25, max: 20_000 }

const walkBounds = (sort: ListingSort): WalkBounds => (sort === 'default' || sort === 'price_desc' ? WALK : ROW_WALK)

/**
 * A page of a search in its exact order. Up to the cap (`capped` false) the matches come from
 * the trigram index and are sorted: there are at most a cap's worth. Past it, the search matches
 * a large share of the catalogue, so walking the sort's own index (in stock first, then the sort)
 * and keeping the rows that match finds a page after a few hundred rows, where gathering the
 * matches would read tens of thousands. The walk is bounded; a search whose matches the walk does
 * not meet in time is a narrow one after all, and its matches are sorted as below the cap.
 */
export async function searchPage(
  db: Executor,
  visible: SQL | undefined,
  filter: ProductFilter,
  sort: ListingSort,
  limit: number,
  offset: number,
  capped: boolean,
  bounds: WalkBounds = walkBounds(sort),
): Promise<{ products: Product[]; more: boolean }> {
  const words = filter.words ?? []
  if (capped && words.length) {
    const need = offset + limit + 1
    const walk = Math.min(Math.max(bounds.min, bounds.perRow * need), bounds.max)
    const keys = sortKeys(sort)
    const keyColumns = keyColumnsOf(keys)
    const { words: _words, ...rest } = filter
    const where = whereOf(rest, visible)
    const walked = rowsOf<{ id: number }>(
      await db.execute(sql`
      select w.id from (
        select ${products.id} as id, ${products.searchText} as search_text, ${keyColumns}
        from ${products} ${where ? sql`where ${where}` : sql``}
        order by ${sql.join(
          keys.map(({ key, descending }) => (descending ? sql`${key} desc` : sql`${key}`)),
          sql`, `,
        )}
        limit ${walk}
      ) w
      where ${wordsOn('w', words)}
      order by ${keyOrder(sort)}
      limit ${limit + 1} offset ${offset}`),
    )
    if (walked.length > limit) {
      return {
        products: await productsByIds(
          db,
          walked.slice(0, limit).map((r) => Number(r.id)),
        ),
        more: true,
      }
    }
  }
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(whereOf(filter, visible))
    .orderBy(...orderOf(sort, words.length > 0))
    .limit(limit + 1)
    .offset(offset)
  return {
    products: await productsByIds(
      db,
      rows.slice(0, limit).map((r) => r.id),
    ),
    more: rows.length > limit,
  }
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
