import { describe, expect, it } from 'vitest'
import { RateLimitedError } from '../shared/errors.ts'
import { loginThrottle, type LoginAttemptStore } from '../accounts/login-throttle.ts'
import { csrfMatches } from './admin-staff-service.ts'

describe('the CSRF check', () => {
  const token = 'c'.repeat(43)
  it('accepts only the session’s own token', () => {
    expect(csrfMatches(token, token)).toBe(true)
    expect(csrfMatches(token, `${token}x`)).toBe(false)
    expect(csrfMatches(token, 'd'.repeat(43))).toBe(false)
  })
  it('refuses a missing, empty or oversized token', () => {
    expect(csrfMatches(token, undefined)).toBe(false)
    expect(csrfMatches(token, null)).toBe(false)
    expect(csrfMatches(token, '')).toBe(false)
    expect(csrfMatches(token, 'c'.repeat(10_000))).toBe(false)
  })
})

/** The throttle staff sign-ins use (login-throttle.ts), over an in-memory store. */
function memoryStore(): LoginAttemptStore {
  let next = 1
  const rows: { id: number; email: string; address: string; at: Date }[] = []
  return {
    async add(email, address, at) {
      rows.push({ id: next, email, address, at })
      return next++
    },
    async counts(email, address, since) {
      const inWindow = rows.filter((r) => r.at >= since.window)
      return {
        pair: inWindow.filter((r) => r.email === email && r.address === address).length,
        address: inWindow.filter((r) => r.address === address).length,
        account: rows.filter((r) => r.email === email && r.at >= since.accountWindow).length,
        known: false,
      }
    },
    async remove(id) {
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1,
      )
    },
    async clearPair(email, address) {
      for (let i = rows.length - 1; i >= 0; i--) if (rows[i]!.email === email && rows[i]!.address === address) rows.splice(i, 1)
    },
    async rememberAddress() {},
    async pruneBefore() {},
  }
}

describe('staff sign-in throttling', () => {
  it('refuses the sixth failure of one account from one address for 15 minutes, and keeps staff keys apart', async () => {
    const throttle = loginThrottle(memoryStore())
    for (let i = 0; i < 5; i++) await (await throttle.begin('staff:ana@x.com', '10.0.0.1')).failed()
    await expect(throttle.begin('staff:ana@x.com', '10.0.0.1')).rejects.toBeInstanceOf(RateLimitedError)
    await expect(throttle.begin('staff:ana@x.com', '10.0.0.1')).rejects.toMatchObject({ retryAfterSeconds: 900 })
    // The customer account with the same address is counted on its own.
    await expect(throttle.begin('ana@x.com', '10.0.0.1')).resolves.toBeDefined()
  })
})
