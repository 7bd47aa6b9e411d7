import { readCookie } from './cookies.ts'
import { PAGE_SIZE_COOKIE, pageSizeFromCookie } from './listing-params.ts'

/**
 * What of a request, beyond its address, changes the page the server renders: the server's page
 * cache (server/pages/page-cache.ts) keys on it, and a CDN or proxy cache in front must key on the same
 * (docs/deploy.md). Only the listing's page size does. The cart cookie does not: the badge, the
 * drawer and the cart screen read it in the browser (app/lib/cart-context.tsx), so a visitor with
 * a cart, or with a malformed, huge or forged cart cookie, gets the same page as everybody.
 *
 * A loader that starts reading another cookie or header must add it here, or shoppers would be
 * served each other's pages.
 */
export function pageVariant(cookieHeader: string | null | undefined): string {
  if (!cookieHeader) return ''
  return readCookie(cookieHeader, PAGE_SIZE_COOKIE) === undefined ? '' : `size=${pageSizeFromCookie(cookieHeader)}`
}
