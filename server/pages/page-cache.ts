/**
 * Rendered pages shared between shoppers. Rendering a page costs far more CPU than sending it
 * (React, React Router's data serialisation, compression), while almost every visitor without a
 * cart sees the same bytes for the same address. Those answers are kept per catalogue version,
 * with their brotli and gzip forms made once, so a sale-day crowd costs one render per page and
 * catalogue change instead of one per visit.
 *
 * Safe because the server renders nothing personal: the session and the cart live in the
 * browser, and the one cookie a page reads (the listing's size) is in `pageVariant`, part of the
 * key. Only a 200 without Set-Cookie or a private Cache-Control is kept. A catalogue import on any
 * instance moves the version, which every instance reads at most once a second; `ttlMs` bounds
 * everything else. A kept page's ETag starts with the catalogue version (`W/"c<version>-<hash>"`).
 */
import { LRUCache } from 'lru-cache'
import { type CompressedBody, compressedBody, PAGE_BROTLI_QUALITY } from '../shared/compressed-body.ts'

export interface CachedPage extends CompressedBody {
  status: number
  headers: [string, string][]
  storedAt: number
}

export interface RenderedPage {
  status: number
  headers: Headers
  body: () => Promise<Buffer>
}

export interface PageCacheOptions {
  /** how long a page may be served without a catalogue change; 0 turns the cache off */
  ttlMs: number
  /** the sum of the kept bodies (uncompressed), oldest used dropped first */
  maxBytes: number
  /** the catalogue version: a new one retires every kept page */
  version: () => Promise<string>
  /**
   * The headers a page is kept with, from the ones it was rendered with and its whole body: a
   * shared page must not keep what was meant for one visitor (its script nonce: pages.ts).
   */
  seal?: (headers: Headers, body: Buffer) => Headers
  now?: () => number
}

function storable(page: { status: number; headers: Headers }): boolean {
  if (page.status !== 200) return false
  if (page.headers.getSetCookie().length > 0) return false
  if (page.headers.has('content-encoding')) return false
  const cacheControl = page.headers.get('cache-control') ?? ''
  return !/\b(no-store|private)\b/i.test(cacheControl)
}

export interface PageCache {
  /** the key of a request whose answer may be shared, or undefined */
  keyFor(request: { method: string; origin: string; url: string; variant: string | null }): Promise<string | undefined>
  /**
   * The kept page for `key`, or the one `render` produces when it may be kept. Concurrent
   * misses of one key share a single render. Undefined when the answer may not be shared:
   * the caller then sends `render`'s own answer (`fallback`).
   */
  serve<T extends RenderedPage>(
    key: string,
    render: () => Promise<T>,
  ): Promise<{ page: CachedPage; state: 'hit' | 'miss' } | { fallback: T }>
  /** how many pages and bytes are kept (operations, tests) */
  size(): { pages: number; bytes: number }
  clear(): void
}

export function pageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now
  // Least recently used pages go first once the bodies pass maxBytes; a page larger than that
  // is never kept. Freshness is each page's own storedAt (below), not the library's clock.
  const entries = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.max(1, page.body.length),
  })
  const pending = new Map<string, Promise<CachedPage | undefined>>()

  function keep(key: string, status: number, headers: Headers, body: Buffer): CachedPage {
    // The key starts with the catalogue version the page was rendered from (keyFor).
    const version = key.slice(0, key.indexOf('\n'))
    const page: CachedPage = {
      ...compressedBody(body, { etagPrefix: `c${version}`, brotliQuality: PAGE_BROTLI_QUALITY }),
      status,
      headers: [...headers].filter(([name]) => name !== 'content-length' && name !== 'set-cookie'),
      storedAt: now(),
    }
    entries.set(key, page)
    return page
  }

  return {
    async keyFor({ method, origin, url, variant }) {
      if (options.ttlMs <= 0 || method !== 'GET' || variant === null) return undefined
      return `${await options.version()}\n${variant}\n${origin}${url}`
    },

    async serve(key, render) {
      const hit = entries.get(key)
      if (hit && now() - hit.storedAt < options.ttlMs) return { page: hit, state: 'hit' }
      entries.delete(key)
      const shared = pending.get(key)
      if (shared) {
        const page = await shared
        if (page) return { page, state: 'hit' }
        // The leader's answer could not be shared; this request renders its own.
        return { fallback: await render() }
      }
      let settle: (page: CachedPage | undefined) => void = () => undefined
      pending.set(key, new Promise((resolve) => (settle = resolve)))
      try {
        const rendered = await render()
        if (!storable(rendered)) {
          settle(undefined)
          return { fallback: rendered }
        }
        const body = await rendered.body()
        const page = keep(key, rendered.status, options.seal ? options.seal(rendered.headers, body) : rendered.headers, body)
        settle(page)
        return { page, state: 'miss' }
      } catch (error) {
        settle(undefined)
        throw error
      } finally {
        pending.delete(key)
      }
    },

    size() {
      return { pages: entries.size, bytes: entries.calculatedSize }
    },

    clear() {
      entries.clear()
      pending.clear()
    },
  }
}
