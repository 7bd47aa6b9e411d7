import { CART_COOKIE, decodeCartCookie } from './cart.ts'
import { readCookie } from './cookies.ts'
import { PAGE_SIZE_COOKIE, pageSizeFromCookie } from './listing-params.ts'

/**
 * What of a request, beyond its address, changes the page the server renders: the server's page
 * cache (server/page-cache.ts) keys on it. Null means the page is one shopper's own (a cart in
 * the cookie shows in the badge and the cart screen) and is never shared.
 *
 * A loader that starts reading another cookie or header must add it here, or shoppers would be
 * served each other's pages.
 */
export function pageVariant(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return ''
  if (decodeCartCookie(readCookie(cookieHeader, CART_COOKIE)).length > 0) return null
  return readCookie(cookieHeader, PAGE_SIZE_COOKIE) === undefined ? '' : `size=${pageSizeFromCookie(cookieHeader)}`
}
