/**
 * Password hashing: argon2id at OWASP's recommended setting (m = 19 MiB, t = 2, p = 1), a 16-byte
 * random salt and a 32-byte key, stored in the standard PHC string
 * `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>` (decision 021-passwords-on-argon2id). The
 * native `@node-rs/argon2` computes it on a libuv thread in ~10 ms of one core, where the scrypt
 * used before (N=2^17, r=8: 128 MiB) took ~0.3 s for comparable strength.
 *
 * Hashes stored before keep working: `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>` is still
 * verified, and `needsRehash` says yes to it, so the account service re-hashes it with argon2id
 * at the customer's next good sign-in.
 *
 * At most MAX_CONCURRENT_HASHES run at once, so a burst cannot take every core nor much memory.
 * The waiting list is bounded (work-slots.ts): checking a sign-in's password goes first, hashing
 * a new one (registration, password change) after it, and whatever finds its list full, or waits
 * longer than 5 s, is answered 503 at once instead of waiting behind a flood.
 */
import { availableParallelism } from 'node:os'
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { hash as argon2Hash, verify as argon2Verify, type Algorithm, type Options as Argon2Options } from '@node-rs/argon2'
import { ServiceUnavailableError } from '../shared/errors.ts'
import { workSlots, type WorkSlots } from '../shared/work-slots.ts'

/** OWASP Password Storage Cheat Sheet, argon2id, first setting: memory in KiB. */
export const ARGON2_PARAMS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const
/** The scrypt setting of hashes stored before argon2id; only verified now, never written. */
export const SCRYPT_PARAMS = { logN: 17, r: 8, p: 1 } as const
const KEY_LENGTH = 32
const SALT_LENGTH = 16
const SCRYPT_PREFIX = 'scrypt'
/** `Algorithm.Argon2id` of the package, a const enum that isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm
const ARGON2_OPTIONS: Argon2Options = { ...ARGON2_PARAMS, algorithm: ARGON2ID, outputLen: KEY_LENGTH }

/**
 * Hashes computed at once: one per core, at least two (libuv's pool has four threads, shared
 * with file and DNS work). Each holds 19 MiB while it runs.
 */
const MAX_CONCURRENT_HASHES = Math.min(4, Math.max(2, availableParallelism()))

export const PASSWORD_BUSY_MESSAGE = 'El servidor está ocupado en este momento. Intente nuevamente en unos segundos.'
const BUSY_RETRY_SECONDS = 5
const MAX_WAIT_MS = 5_000

/**
 * Waiting lists, from `npm run bench` (docs/BENCHMARKS.md): an argon2id hash takes ~10 ms of a
 * core alone and ~25 ms with the two cores busy serving pages, so two slots get through ~80
 * hashes a second even then, and 400 in the 5 s nobody waits longer than. 200 sign-ins may wait
 * (2.5 s at that pace) and 100 new passwords, which also give way to every sign-in: a burst of
 * 50 registrations all go through, in about a second.
 */
export const PASSWORD_QUEUE = { urgent: 200, background: 100 } as const

/** The process's hashing slots as configured here (tests build their own from it). */
export const PASSWORD_HASHING = {
  concurrency: MAX_CONCURRENT_HASHES,
  maxWaiting: PASSWORD_QUEUE,
  maxWaitMs: MAX_WAIT_MS,
  busy: () => new ServiceUnavailableError(PASSWORD_BUSY_MESSAGE, BUSY_RETRY_SECONDS),
}

export const passwordHashing: WorkSlots = workSlots(PASSWORD_HASHING)

/**
 * A hash of a random password nobody knows, in the current format. Signing in to an e-mail with
 * no account (or no password) verifies against it, so the answer takes as long as a real check.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$0Jj/+TUmXG+FYsHjFd+1qA$WDteHIPiij+LyWCdiK2G4oaCJvMWaPpZrcaw0cZ3kz0'

interface ScryptHash {
  kind: 'scrypt'
  logN: number
  r: number
  p: number
  salt: Buffer
  hash: Buffer
}

interface Argon2Hash {
  kind: 'argon2id'
  memoryCost: number
  timeCost: number
  parallelism: number
}

const ARGON2_PATTERN = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{22,})\$([A-Za-z0-9+/]{43})$/

function parse(stored: string): ScryptHash | Argon2Hash | undefined {
  if (stored.startsWith('$argon2id$')) {
    const match = ARGON2_PATTERN.exec(stored)
    if (!match) return undefined
    const [memoryCost, timeCost, parallelism] = match.slice(1, 4).map(Number) as [number, number, number]
    // Bounds keep a corrupted or hostile row from asking for gigabytes or seconds of work.
    if (!(memoryCost >= 8 * 1024 && memoryCost <= 256 * 1024 && timeCost >= 1 && timeCost <= 10)) return undefined
    if (!(parallelism >= 1 && parallelism <= 8)) return undefined
    return { kind: 'argon2id', memoryCost, timeCost, parallelism }
  }
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== SCRYPT_PREFIX) return undefined
  const [logN, r, p] = parts.slice(1, 4).map((v) => (/^\d{1,3}$/.test(v!) ? Number(v) : NaN)) as [number, number, number]
  if (!(logN >= 10 && logN <= 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16)) return undefined
  const salt = Buffer.from(parts[4]!, 'base64')
  const hash = Buffer.from(parts[5]!, 'base64')
  if (salt.length < SALT_LENGTH || hash.length !== KEY_LENGTH) return undefined
  return { kind: 'scrypt', logN, r, p, salt, hash }
}

function scryptKey(password: string, { logN, r, p, salt }: ScryptHash): Promise<Buffer> {
  const N = 2 ** logN
  // scrypt needs 128 * N * r bytes; node refuses anything over maxmem (32 MiB by default).
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 }
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/**
 * Hashes a new password with argon2id. Throws ServiceUnavailableError (503) when too much hashing
 * is waiting. `slots` is for tests; every caller shares the process's own.
 */
export async function hashPassword(password: string, slots: WorkSlots = passwordHashing): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  return slots.run('background', () => argon2Hash(password.normalize('NFC'), { ...ARGON2_OPTIONS, salt }))
}

/**
 * true only when the password matches; a malformed stored value is simply a mismatch. Verifies
 * argon2id hashes and the scrypt ones stored before them. Throws ServiceUnavailableError (503)
 * when too many checks are already waiting.
 */
export async function verifyPassword(password: string, stored: string, slots: WorkSlots = passwordHashing): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const normalized = password.normalize('NFC')
  if (parsed.kind === 'argon2id') return slots.run('urgent', () => argon2Verify(stored, normalized).catch(() => false))
  const candidate = await slots.run('urgent', () => scryptKey(normalized, parsed))
  return timingSafeEqual(candidate, parsed.hash)
}

/**
 * true when the stored hash is not argon2id at the current cost or above (every scrypt hash):
 * re-hash it after a good sign-in.
 */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored)
  if (parsed?.kind !== 'argon2id') return true
  return (
    parsed.memoryCost < ARGON2_PARAMS.memoryCost ||
    parsed.timeCost < ARGON2_PARAMS.timeCost ||
    parsed.parallelism < ARGON2_PARAMS.parallelism
  )
}
