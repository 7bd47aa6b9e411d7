import { parse } from 'cookie'

/** Reads one cookie from a request's Cookie header (server) or from document.cookie (browser). */
export function readCookie(source: string | null | undefined, name: string): string | undefined {
  if (!source) return undefined
  try {
    return parse(source)[name]
  } catch {
    return undefined
  }
}
