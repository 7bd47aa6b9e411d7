import { describe, expect, it } from 'vitest'
import { DEFAULT_RETRY_POLICY, describeError, retryDelayMs } from './outbox-retries.ts'

describe('retryDelayMs', () => {
  const middle = () => 0.5 // no jitter

  it('starts at 5 s and doubles after each failure', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, middle))).toEqual([5_000, 10_000, 20_000, 40_000, 80_000])
  })

  it('never waits more than 30 minutes (plus jitter), however many failures', () => {
    expect(retryDelayMs(10, middle)).toBe(30 * 60_000)
    expect(retryDelayMs(12, middle)).toBe(30 * 60_000)
    expect(retryDelayMs(1_000, middle)).toBe(30 * 60_000)
    expect(retryDelayMs(1_000, () => 0.999_999)).toBeLessThanOrEqual(33 * 60_000)
  })

  it('adds at most ±10 % jitter', () => {
    expect(retryDelayMs(1, () => 0)).toBe(4_500)
    expect(retryDelayMs(1, () => 0.999_999)).toBe(5_500)
    for (let i = 0; i < 200; i++) {
      const delay = retryDelayMs(3)
      expect(delay).toBeGreaterThanOrEqual(18_000)
      expect(delay).toBeLessThanOrEqual(22_000)
    }
  })

  it('treats nonsense counts as the first failure', () => {
    expect(retryDelayMs(0, middle)).toBe(5_000)
    expect(retryDelayMs(-3, middle)).toBe(5_000)
  })

  it('reaches the 30-minute cap after about an hour, then keeps trying twice an hour for good', () => {
    let total = 0
    for (let failures = 1; failures < 10; failures++) total += retryDelayMs(failures, middle)
    expect(total / 60_000).toBeCloseTo(42.6, 0)
    expect(retryDelayMs(10, middle)).toBe(DEFAULT_RETRY_POLICY.maxMs)
    // A day-long outage: still retried, at the cap.
    for (let failures = 10; failures < 60; failures++) total += retryDelayMs(failures, middle)
    expect(total / 3_600_000).toBeGreaterThan(24)
    expect(retryDelayMs(60, middle)).toBe(30 * 60_000)
  })

  it('follows a shorter policy (the tests use one)', () => {
    const policy = { firstMs: 10, maxMs: 40 }
    expect([1, 2, 3, 4, 50].map((n) => retryDelayMs(n, middle, policy))).toEqual([10, 20, 40, 40, 40])
  })
})

describe('describeError', () => {
  it('keeps the message and the nodemailer code', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' })
    expect(describeError(error)).toBe('ESOCKET: connect ECONNREFUSED 127.0.0.1:2525')
    expect(describeError(Object.assign(new Error('ETIMEDOUT while connecting'), { code: 'ETIMEDOUT' }))).toBe(
      'ETIMEDOUT while connecting',
    )
  })

  it('flattens whitespace and cuts long texts', () => {
    expect(describeError(new Error('550 no\r\n  such user'))).toBe('550 no such user')
    const long = describeError(new Error('x'.repeat(5000)))
    expect(long).toHaveLength(1000)
    expect(long.endsWith('…')).toBe(true)
  })

  it('describes things that are not errors', () => {
    expect(describeError('boom')).toBe('boom')
    expect(describeError(undefined)).toBe('undefined')
    expect(describeError(new Error(''))).toBe('error desconocido')
  })
})
