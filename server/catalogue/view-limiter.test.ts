import { describe, expect, it } from 'vitest'
import { SAME_PRODUCT_SECONDS, viewLimiter } from './view-limiter.ts'

describe('viewLimiter', () => {
  it('counts a product once per client within the window, again after it', () => {
    let now = 1_000_000
    const limiter = viewLimiter({ perMinute: 1000, now: () => now })
    expect(limiter.check('203.0.113.1', 5)).toEqual({ kind: 'count' })
    expect(limiter.check('203.0.113.1', 5)).toEqual({ kind: 'repeat' })
    expect(limiter.check('::ffff:203.0.113.1', 5)).toEqual({ kind: 'repeat' })
    expect(limiter.check('203.0.113.1', 6)).toEqual({ kind: 'count' })
    expect(limiter.check('203.0.113.2', 5)).toEqual({ kind: 'count' })
    now += SAME_PRODUCT_SECONDS * 1000
    expect(limiter.check('203.0.113.1', 5)).toEqual({ kind: 'count' })
    // a view that was not counted (unknown product) does not hold the pair
    limiter.notCounted('203.0.113.1', 5)
    expect(limiter.check('203.0.113.1', 5)).toEqual({ kind: 'count' })
  })

  it('refuses a client past perMinute requests until its minute ends, with the seconds left', () => {
    let now = 0
    const limiter = viewLimiter({ perMinute: 3, now: () => now })
    for (let i = 0; i < 3; i++) expect(limiter.check('198.51.100.1', i).kind).toBe('count')
    now = 45_000
    expect(limiter.check('198.51.100.1', 9)).toEqual({ kind: 'limited', retryAfterSeconds: 15 })
    expect(limiter.check('198.51.100.2', 9).kind).toBe('count')
    now = 60_000
    expect(limiter.check('198.51.100.1', 9).kind).toBe('count')
  })
})
