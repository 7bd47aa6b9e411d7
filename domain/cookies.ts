/**
 * Reading and writing the store's cookies, the same way in the browser (document.cookie) and on
 * the server (a request's Cookie header). Values are written and read as they are: each cookie's
 * own format keeps to the characters a cookie value allows (the cart percent-encodes its skus),
 * so a second layer of encoding would only hide them from the other side.
 */
import { parse, serialize } from 'cookie'

const AS_WRITTEN = (value: string) => value

/** One cookie of a Cookie header or of document.cookie; undefined when absent or unreadable. */
export function readCookie(source: string | null | undefined, name: string): string | undefined {
  if (!source) return undefined
  try {
    return parse(source, { decode: AS_WRITTEN })[name]
  } catch {
    return undefined
  }
}

/** A whole-site, first-party cookie as document.cookie takes it. */
export function cookieString(name: string, value: string, maxAgeSeconds: number): string {
  return serialize(name, value, { encode: AS_WRITTEN, path: '/', maxAge: maxAgeSeconds, sameSite: 'lax' })
}
