/**
 * Password hashing: scrypt from node:crypto at OWASP's first recommended setting (N=2^17, r=8,
 * p=1), a 16-byte random salt per password and a 32-byte key, stored in a self-describing string
 * `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>` so the cost can be raised later without
 * breaking stored hashes (needsRehash tells when a stored hash is below the current cost).
 *
 * Each hash takes ~128 MiB and a fraction of a second on a libuv thread; at most
 * MAX_CONCURRENT_HASHES run at once so a burst of sign-ins cannot exhaust memory. The waiting
 * list is bounded (work-slots.ts): checking a sign-in's password goes first, hashing a new one
 * (registration, password change) after it and with a shorter list, and whatever finds its list
 * full is answered 503 at once instead of waiting behind a flood.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { ServiceUnavailableError } from '../errors.ts'
import { workSlots, type WorkPriority } from './work-slots.ts'

export const SCRYPT_PARAMS = { logN: 17, r: 8, p: 1 } as const
const KEY_LENGTH = 32
const SALT_LENGTH = 16
const MAX_CONCURRENT_HASHES = 2
const PREFIX = 'scrypt'

export const PASSWORD_BUSY_MESSAGE = 'El servidor está ocupado en este momento. Intente nuevamente en unos segundos.'
const BUSY_RETRY_SECONDS = 5

/**
 * Waiting lists: 16 sign-ins (at ~0.2 s a hash on two slots, under 2 s of waiting) and 4 new
 * passwords, which also give way to every sign-in. Nobody waits more than 5 s.
 */
export const passwordHashing = workSlots({
  concurrency: MAX_CONCURRENT_HASHES,
  maxWaiting: { urgent: 16, background: 4 },
  maxWaitMs: 5_000,
  busy: () => new ServiceUnavailableError(PASSWORD_BUSY_MESSAGE, BUSY_RETRY_SECONDS),
})

/**
 * A hash of a random password nobody knows, in the current format. Signing in to an e-mail with
 * no account (or no password) verifies against it, so the answer takes as long as a real check.
 */
export const DUMMY_PASSWORD_HASH = 'scrypt$17$8$1$udE+UAL3UrDbb/GnK7j9qg==$h382pTiiurnYnoZJ7gX993QJK5d1DYsJgR9IEqvi5rE='

interface ParsedHash {
  logN: number
  r: number
  p: number
  salt: Buffer
  hash: Buffer
}

function derive(
  priority: WorkPriority,
  password: string,
  salt: Buffer,
  { logN, r, p }: { logN: number; r: number; p: number },
): Promise<Buffer> {
  const N = 2 ** logN
  // scrypt needs 128 * N * r bytes; node refuses anything over maxmem (32 MiB by default).
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 }
  return passwordHashing.run(
    priority,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
      }),
  )
}

function parse(stored: string): ParsedHash | undefined {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined
  const [logN, r, p] = parts.slice(1, 4).map((v) => (/^\d{1,3}$/.test(v!) ? Number(v) : NaN)) as [number, number, number]
  // Bounds keep a corrupted or hostile row from asking for gigabytes or minutes of work.
  if (!(logN >= 10 && logN <= 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16)) return undefined
  const salt = Buffer.from(parts[4]!, 'base64')
  const hash = Buffer.from(parts[5]!, 'base64')
  if (salt.length < SALT_LENGTH || hash.length !== KEY_LENGTH) return undefined
  return { logN, r, p, salt, hash }
}

/** Hashes a new password. Throws ServiceUnavailableError (503) when too much hashing is waiting. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const hash = await derive('background', password, salt, SCRYPT_PARAMS)
  const { logN, r, p } = SCRYPT_PARAMS
  return [PREFIX, logN, r, p, salt.toString('base64'), hash.toString('base64')].join('$')
}

/**
 * true only when the password matches; a malformed stored value is simply a mismatch. Throws
 * ServiceUnavailableError (503) when too many checks are already waiting.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const candidate = await derive('urgent', password, parsed.salt, parsed)
  return timingSafeEqual(candidate, parsed.hash)
}

/** true when the stored hash uses a cost below the current one (re-hash it after a good sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored)
  if (!parsed) return true
  return parsed.logN < SCRYPT_PARAMS.logN || parsed.r < SCRYPT_PARAMS.r || parsed.p < SCRYPT_PARAMS.p
}
