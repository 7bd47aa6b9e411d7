/**
 * The catalogue's filters and sort orders in SQL (domain/listing-query.ts's rules): what every
 * read of products-repository.ts and products-search.ts narrows and orders by.
 */
import { and, asc, desc, eq, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm'
import type { ListingSort } from '#domain/listing-params.ts'
import { products } from '../db/schema/index.ts'
import { likeContains } from '../db/like-contains.ts'

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

export function whereOf(filter: ProductFilter, visible?: SQL): SQL | undefined {
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

/**
 * domain/listing-query.ts nameSortKey in SQL: case and accents ignored, 'ñ' after 'n', compared
 * byte by byte so PGlite and a PostgreSQL server of any locale give the same A-Z.
 */
// lower() maps only ASCII under a C locale, so 'Ñ' is replaced on its own.
export const nameOrder = sql`lower(store_unaccent(replace(replace(${products.name}, 'Ñ', 'n{'), 'ñ', 'n{'))) collate "C"`

/**
 * domain/stock.ts isInStock in SQL (stock holds whole units): every order starts with it, so
 * products a shopper can buy come first. The same expression leads the price indexes
 * (server/db/schema/products.ts), which is what keeps the first page of a listing an index scan.
 */
export const inStock = sql`(${products.stock} >= 1)`

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

export interface SortKey {
  key: SQL
  descending: boolean
}

/** domain/listing-query.ts compareForSort in SQL; `bySearch` when the filter has search words. */
export function sortKeys(sort: ListingSort, bySearch = false): SortKey[] {
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

export function orderOf(sort: ListingSort, bySearch = false): SQL[] {
  return sortKeys(sort, bySearch).map(({ key, descending }) => (descending ? desc(key) : asc(key)))
}
