/**
 * Reading and writing the store's cookies, the same way in the browser (document.cookie) and on
 * the server (a request's Cookie header). Values are written and read as they are: each cookie's
 * own format keeps to the characters a cookie value allows (the cart percent-encodes its skus),
 * so a second layer of encoding would only hide them from the other side.
 *
 * Written here rather than with the `cookie` package: this module is on every page's first load
 * (the cart reads its cookie in the browser), and the package's parser and serializer of every
 * attribute weigh 1.5 KB gzip where the store needs a name lookup and three fixed attributes.
 */

/** RFC 6265's cookie-name (a token) and cookie-value (cookie-octets, optionally quoted). */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
const COOKIE_VALUE = /^("?)[\u0021\u0023-\u002B\u002D-\u003A\u003C-\u005B\u005D-\u007E]*\1$/

/** One cookie of a Cookie header or of document.cookie; undefined when absent or unreadable. */
export function readCookie(source: string | null | undefined, name: string): string | undefined {
  if (!source) return undefined
  // The first pair of that name wins, as the cookie package and browsers' own readers do.
  for (const pair of source.split(';')) {
    const eq = pair.indexOf('=')
    if (eq !== -1 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim()
  }
  return undefined
}

/** A whole-site, first-party cookie as document.cookie takes it. */
export function cookieString(name: string, value: string, maxAgeSeconds: number): string {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`argument name is invalid: ${name}`)
  if (!COOKIE_VALUE.test(value)) throw new TypeError(`argument val is invalid: ${value}`)
  return `${name}=${value}; Max-Age=${Math.floor(maxAgeSeconds)}; Path=/; SameSite=Lax`
}
