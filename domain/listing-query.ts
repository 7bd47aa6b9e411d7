/**
 * The /search query of the listing. A listing URL is typed,
 * shared and crawled, so garbage in it never throws: each bad value falls back to its default.
 */
import { z } from 'zod'
import type { Product } from './product.ts'
import { SORT_VALUES, type ListingSort } from './listing-params.ts'
import { normalizeText } from './text-search.ts'
import { inStockFirst } from './stock.ts'

export const MIN_PRICE_DEFAULT = 0
export const MAX_PRICE_DEFAULT = 99999999999
/** Longer texts are cut: nobody types 200 characters into a search, but a bot might. */
export const MAX_QUERY_TEXT_LENGTH = 100
export const MAX_BRANDS = 50

const text = (lowercase: boolean) =>
  z
    .string()
    .transform((s) => {
      const t = s.trim().slice(0, MAX_QUERY_TEXT_LENGTH)
      return (lowercase ? t.toLowerCase() : t) || undefined
    })
    .optional()
    .catch(undefined)

const price = (fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/)
    .transform(Number)
    .pipe(z.number().max(MAX_PRICE_DEFAULT))
    .catch(fallback)

export const listingQuerySchema = z
  .object({
    name: text(false),
    category: text(true),
    sub_category: text(true),
    white_line: z
      .enum(['0', '1'])
      .transform((v): 0 | 1 => (v === '1' ? 1 : 0))
      .optional()
      .catch(undefined),
    brand: z
      .array(z.string())
      .transform((values) => {
        const brands = [...new Set(values.map((v) => v.trim().toLowerCase().slice(0, MAX_QUERY_TEXT_LENGTH)))]
        const present = brands.filter((b) => b !== '').slice(0, MAX_BRANDS)
        return present.length ? present : undefined
      })
      .catch(undefined),
    search: text(false),
    page: z.string().trim().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)).catch(1),
    sort: z.enum(SORT_VALUES).catch('default'),
    min_price: price(MIN_PRICE_DEFAULT),
    max_price: price(MAX_PRICE_DEFAULT),
  })
  // A shopper who typed the range backwards still means that range.
  .transform((q) => (q.min_price > q.max_price ? { ...q, min_price: q.max_price, max_price: q.min_price } : q))

export type ListingQuery = z.infer<typeof listingQuerySchema>

const SINGLE_PARAMS = [
  'name',
  'category',
  'sub_category',
  'white_line',
  'search',
  'page',
  'sort',
  'min_price',
  'max_price',
] as const

/** U+0000 is never typed, and PostgreSQL refuses it in a query parameter (the page would be a 500). */
const withoutNul = (value: string) => value.replaceAll('\u0000', '')

export function parseListingQuery(searchParams: URLSearchParams): ListingQuery {
  const raw: Record<string, string | string[] | undefined> = { brand: searchParams.getAll('brand').map(withoutNul) }
  for (const key of SINGLE_PARAMS) {
    const value = searchParams.get(key)
    raw[key] = value === null ? undefined : withoutNul(value)
  }
  return listingQuerySchema.parse(raw)
}

/**
 * The A-Z key of a name: case and accents ignored, but 'ñ' kept after 'n' as Spanish orders it
 * ('n{' sorts between 'nz' and 'o' by code point). The listing's SQL sorts by the same key
 * (product-filter-sql.ts, nameOrder), byte by byte on both databases.
 */
export function nameSortKey(name: string): string {
  return normalizeText(name.toLowerCase().replaceAll('ñ', 'n{'))
}

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

type Sortable = Pick<Product, 'id' | 'name' | 'price_list_1' | 'stock'>

/**
 * The listing's order for products already in memory: products in stock first in every sort
 * (stock.ts), then the sort's own key; ties go by id like the SQL order.
 */
export function compareForSort(sort: ListingSort): (a: Sortable, b: Sortable) => number {
  return inStockFirst(compareWithinStock(sort))
}

function compareWithinStock(sort: ListingSort): (a: Sortable, b: Sortable) => number {
  switch (sort) {
    case 'price_asc':
      return (a, b) => a.price_list_1 - b.price_list_1 || a.id - b.id
    case 'name_asc':
      return (a, b) => byKey(nameSortKey(a.name), nameSortKey(b.name)) || a.id - b.id
    case 'name_desc':
      return (a, b) => byKey(nameSortKey(b.name), nameSortKey(a.name)) || b.id - a.id
    case 'default':
    case 'price_desc':
      return (a, b) => b.price_list_1 - a.price_list_1 || a.id - b.id
  }
}
