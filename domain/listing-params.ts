/**
 * The listing's URL vocabulary that the browser needs: sort choices, page size by width (and the
 * cookie that tells the server) and query-string helpers. Kept apart from listing-query.ts so
 * pages do not ship its zod schema.
 */
import { cookieString, readCookie } from './cookies.ts'

export const SORT_VALUES = ['default', 'price_asc', 'price_desc', 'name_asc', 'name_desc'] as const
export type ListingSort = (typeof SORT_VALUES)[number]

/** The default is price descending like 'Mayor precio'; its label is the select's prompt. */
export const SORT_OPTIONS: readonly { value: ListingSort; label: string }[] = [
  { value: 'default', label: 'Ordenar por' },
  { value: 'price_asc', label: 'Menor precio' },
  { value: 'price_desc', label: 'Mayor precio' },
  { value: 'name_asc', label: 'A-Z' },
  { value: 'name_desc', label: 'Z-A' },
]

/** 9 products a page, 12 from 1680 px wide, 15 from 2100 px. */
export function pageSizeForWidth(width: number): number {
  if (width >= 2100) return 15
  if (width >= 1680) return 12
  return 9
}

/**
 * The server cannot see the window's width: the browser writes the page size it wants to this
 * cookie, and the listing's loader reads it (page-variant.ts keys the page cache on it too).
 */
export const PAGE_SIZE_COOKIE = 'listing_page_size'
const PAGE_SIZE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
const PAGE_SIZES = new Set([9, 12, 15])

export function pageSizeFromCookie(cookieHeader: string | null): number {
  const value = Number(readCookie(cookieHeader, PAGE_SIZE_COOKIE))
  return PAGE_SIZES.has(value) ? value : 9
}

export function pageSizeCookie(size: number): string {
  return cookieString(PAGE_SIZE_COOKIE, String(size), PAGE_SIZE_COOKIE_MAX_AGE_SECONDS)
}

/**
 * The query string ('?a=1&b=2') with `key` set to `value`, replacing earlier values, and
 * without page: a new filter starts again at page 1.
 */
export function withParam(searchParams: URLSearchParams, key: string, value: string): string {
  const next = new URLSearchParams(searchParams)
  next.set(key, value)
  next.delete('page')
  return `?${next.toString()}`
}

/** The query string without `key` (and without page); '' when nothing is left. */
export function withoutParam(searchParams: URLSearchParams, key: string): string {
  const next = new URLSearchParams(searchParams)
  next.delete(key)
  next.delete('page')
  const query = next.toString()
  return query ? `?${query}` : ''
}
