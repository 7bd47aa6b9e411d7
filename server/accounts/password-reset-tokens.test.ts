import { describe, expect, it } from 'vitest'
import { isWellFormedResetToken } from '#domain/password-reset.ts'
import { deriveFingerprintKey, hashResetToken, newResetToken, passwordFingerprint } from './password-reset-tokens.ts'

describe('reset tokens', () => {
  it('are 32 random bytes in base64url, stored only as their SHA-256', () => {
    const a = newResetToken()
    const b = newResetToken()
    expect(isWellFormedResetToken(a.token)).toBe(true)
    expect(a.token).not.toBe(b.token)
    expect(a.tokenHash).toBe(hashResetToken(a.token))
    expect(a.tokenHash).not.toContain(a.token)
    expect(hashResetToken(a.token)).not.toBe(hashResetToken(b.token))
  })
})

describe('password fingerprints', () => {
  const key = deriveFingerprintKey(new Uint8Array(32).fill(1))
  it('change with the password hash, and to and from none', () => {
    const one = passwordFingerprint(key, 'scrypt$17$8$1$a$b')
    expect(passwordFingerprint(key, 'scrypt$17$8$1$a$b')).toBe(one)
    expect(passwordFingerprint(key, 'scrypt$17$8$1$a$c')).not.toBe(one)
    expect(passwordFingerprint(key, null)).not.toBe(one)
    expect(passwordFingerprint(key, null)).toBe(passwordFingerprint(key, null))
  })
  it('depend on the store secret and say nothing of the hash', () => {
    const other = deriveFingerprintKey(new Uint8Array(32).fill(2))
    expect(passwordFingerprint(other, 'h')).not.toBe(passwordFingerprint(key, 'h'))
    expect(passwordFingerprint(key, 'scrypt$17$8$1$salt$hash')).not.toContain('salt')
  })
})
