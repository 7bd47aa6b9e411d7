import { randomBytes, scryptSync } from 'node:crypto'
import { SCRYPT_PARAMS } from '#server/accounts/passwords.ts'

/** A hash in the scrypt format stored before argon2id, as the old hashPassword wrote it. */
export function legacyScryptHash(password: string, logN: number = SCRYPT_PARAMS.logN): string {
  const { r, p } = SCRYPT_PARAMS
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 2 ** logN, r, p, maxmem: 128 * 2 ** logN * r * 2 })
  return ['scrypt', logN, r, p, salt.toString('base64'), key.toString('base64')].join('$')
}
