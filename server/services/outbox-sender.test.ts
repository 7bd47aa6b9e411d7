import { describe, expect, it } from 'vitest'
import { describeError, MAX_ATTEMPTS, retryDelayMs } from './outbox-sender.ts'

describe('retryDelayMs', () => {
  const middle = () => 0.5 // no jitter

  it('starts at 5 s and doubles after each failure', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, middle))).toEqual([5_000, 10_000, 20_000, 40_000, 80_000])
  })

  it('never waits more than 30 minutes (plus jitter), however many failures', () => {
    expect(retryDelayMs(10, middle)).toBe(30 * 60_000)
    expect(retryDelayMs(MAX_ATTEMPTS, middle)).toBe(30 * 60_000)
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

  it('gives up after about an hour and three quarters of retrying', () => {
    let total = 0
    for (let failures = 1; failures < MAX_ATTEMPTS; failures++) total += retryDelayMs(failures, middle)
    expect(total / 60_000).toBeCloseTo(102.6, 0)
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
