import { describe, expect, it } from 'vitest'
import {
  isWellFormedResetToken,
  mayEmailResetLink,
  PASSWORD_RESET_LIMITS,
  resetTokenExpiry,
  resetTokenProblem,
  type StoredResetToken,
} from './password-reset.ts'

const now = new Date('2026-03-01T12:00:00Z')
const good: StoredResetToken = {
  usedAt: null,
  expiresAt: new Date('2026-03-01T12:30:00Z'),
  passwordFingerprint: 'fp-1',
}

describe('resetTokenProblem', () => {
  it('lets an unused, unexpired link for the current password through', () => {
    expect(resetTokenProblem(good, { now, currentFingerprint: 'fp-1' })).toBeNull()
  })
  it('an unknown (forged) link', () => expect(resetTokenProblem(undefined, { now, currentFingerprint: 'fp-1' })).toBe('unknown'))
  it('a used link, even if still within its hour', () =>
    expect(resetTokenProblem({ ...good, usedAt: now }, { now, currentFingerprint: 'fp-1' })).toBe('used'))
  it('a link at and after its expiry', () => {
    expect(resetTokenProblem(good, { now: good.expiresAt, currentFingerprint: 'fp-1' })).toBe('expired')
    expect(resetTokenProblem(good, { now: new Date('2026-03-02T00:00:00Z'), currentFingerprint: 'fp-1' })).toBe('expired')
  })
  it('a link made for a password the account no longer has', () =>
    expect(resetTokenProblem(good, { now, currentFingerprint: 'fp-2' })).toBe('password-changed'))
  it('says "used" before "expired" before "password-changed"', () =>
    expect(resetTokenProblem({ ...good, usedAt: now, expiresAt: now }, { now, currentFingerprint: 'other' })).toBe('used'))
})

describe('resetTokenExpiry', () => {
  it('is one hour after the link was made', () =>
    expect(resetTokenExpiry(now).getTime() - now.getTime()).toBe(PASSWORD_RESET_LIMITS.tokenLifetimeMinutes * 60_000))
  it('is 60 minutes', () => expect(PASSWORD_RESET_LIMITS.tokenLifetimeMinutes).toBe(60))
})

describe('mayEmailResetLink', () => {
  it('allows three e-mails an hour per account, then none', () => {
    expect([0, 1, 2, 3, 4, 100].map(mayEmailResetLink)).toEqual([true, true, true, false, false, false])
  })
})

describe('isWellFormedResetToken', () => {
  it('accepts 43 base64url characters', () => {
    expect(isWellFormedResetToken('A'.repeat(43))).toBe(true)
    expect(isWellFormedResetToken('abc-_XYZ0123456789'.padEnd(43, 'q'))).toBe(true)
  })
  it.each([
    '',
    'A'.repeat(42),
    'A'.repeat(44),
    `${'A'.repeat(42)}=`,
    `${'A'.repeat(42)}+`,
    `${'A'.repeat(42)}/`,
    ' '.repeat(43),
    null,
    43,
  ])('refuses %j', (value) => expect(isWellFormedResetToken(value)).toBe(false))
})
