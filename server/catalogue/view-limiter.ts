/**
 * Who may count a product view (PATCH /api/products/addView). Two limits,
 * both per client address (client-address.ts):
 *
 * - one counted view per product every SAME_PRODUCT_SECONDS: the same client opening the same
 *   product again is answered 200 but not counted, so a loop cannot inflate a product's views;
 * - at most `perMinute` view requests a minute (VIEWS_PER_MINUTE): past it, 429 with a Spanish
 *   message and Retry-After, before the database is asked anything.
 *
 * Kept in this process's memory (bounded: the least recent clients are forgotten first), like a
 * page view itself: views are a popularity hint, not money. N instances behind a load balancer
 * allow up to N times as much (docs/deploy.md).
 */
import { LRUCache } from 'lru-cache'
import { addressKey } from '../shared/client-address.ts'

export const SAME_PRODUCT_SECONDS = 10 * 60
const WINDOW_MS = 60_000
const MAX_CLIENTS = 50_000
const MAX_PAIRS = 200_000

export type ViewDecision = { kind: 'count' } | { kind: 'repeat' } | { kind: 'limited'; retryAfterSeconds: number }

export interface ViewLimiterOptions {
  perMinute: number
  now?: () => number
}

export function viewLimiter({ perMinute, now = Date.now }: ViewLimiterOptions) {
  const windows = new LRUCache<string, { start: number; count: number }>({ max: MAX_CLIENTS })
  const counted = new LRUCache<string, number>({ max: MAX_PAIRS })

  return {
    /** Decides for one request from `ip` about product `productId`. */
    check(ip: string | undefined, productId: number): ViewDecision {
      const client = addressKey(ip)
      const at = now()
      let window = windows.get(client)
      if (!window || at - window.start >= WINDOW_MS) window = { start: at, count: 0 }
      window.count++
      windows.set(client, window)
      if (window.count > perMinute) {
        return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil((window.start + WINDOW_MS - at) / 1000)) }
      }
      const pair = `${client} ${productId}`
      const last = counted.get(pair)
      if (last !== undefined && at - last < SAME_PRODUCT_SECONDS * 1000) return { kind: 'repeat' }
      // Taken now, before the database is asked: parallel requests of one pair count once.
      counted.set(pair, at)
      return { kind: 'count' }
    },

    /** Gives back a pair whose view was not counted after all (unknown product, database error). */
    notCounted(ip: string | undefined, productId: number): void {
      counted.delete(`${addressKey(ip)} ${productId}`)
    },
  }
}

export type ViewLimiter = ReturnType<typeof viewLimiter>
