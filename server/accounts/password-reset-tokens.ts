/**
 * The secrets of a password-reset link: a random token (only its SHA-256 is stored, so a copy
 * of the database opens no account) and the fingerprint of the account's password that binds
 * the link to it (an HMAC keyed with a secret derived from the JWT secret, so the stored value
 * says nothing about the password hash).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'

export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashResetToken(token) }
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url')
}

export function deriveFingerprintKey(jwtSecret: Uint8Array): Uint8Array {
  return new Uint8Array(createHmac('sha256', jwtSecret).update('tienda:password-reset-fingerprint:v1').digest())
}

/** Changes whenever the stored password hash changes, including to or from none. */
export function passwordFingerprint(key: Uint8Array, passwordHash: string | null): string {
  return createHmac('sha256', key)
    .update(passwordHash === null ? 'none' : `hash:${passwordHash}`, 'utf8')
    .digest('base64url')
}
