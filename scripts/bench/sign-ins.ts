/**
 * Sign-in capacity: POST /api/page/loginUser from 10 clients for customers whose password is
 * stored as argon2id (today) and as scrypt (before argon2id; re-hashed at that first sign-in, so
 * each scrypt customer is signed in once), in alternating batches; then a burst of 50
 * simultaneous registrations, counted by answer.
 */
import { BROWSER_HEADERS, CONNECTIONS, type LoadFigures } from './load.ts'
import type { SignInEmails, StoreUnderTest } from './store.ts'

export const BENCH_PASSWORD = 'clave-de-bench-1'
export const BURST_REGISTRATIONS = 50
const LOGIN_PATH = '/api/page/loginUser'
const REGISTER_PATH = '/api/page/registerUser'

export interface RegistrationBurst {
  registrations: number
  created: number
  busy: number
  other: number
  /** from the first request sent to the last answer */
  seconds: number
}

export interface SignInFigures {
  /** rps counts the sign-ins answered 200; `busy` the ones answered 503 */
  argon2id: LoadFigures & { busy: number }
  scrypt: LoadFigures & { busy: number; accounts: number; signedIn: number }
  burst: RegistrationBurst
}

/** A different client address for each request (the store trusts X-Forwarded-For from the bench). */
let clients = 0
function clientAddress(): string {
  const n = clients++
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** Per round: sign-ins of each kind, sent by 10 clients that each wait for their answer. */
const ARGON2ID_PER_ROUND = 100
const SCRYPT_PER_ROUND = 20

interface Batch {
  latencies: number[]
  /** answered 503: waited past the hashing queue's 5 s, or found it full */
  busy: number
  ms: number
}

/**
 * `count` sign-ins from `CONNECTIONS` clients, each sending its next one when the last is
 * answered (closed loop): unlike a timed slice, no request is cut off and left for the store to
 * finish while the next figure is measured, which with 0.3 s scrypt checks would pile up.
 */
async function signInBatch(baseUrl: string, count: number, next: () => string): Promise<Batch> {
  const latencies: number[] = []
  let busy = 0
  let sent = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (sent < count) {
        sent++
        const at = performance.now()
        const response = await fetch(`${baseUrl}${LOGIN_PATH}`, {
          method: 'POST',
          headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
          body: JSON.stringify({ email: next(), password: BENCH_PASSWORD }),
        })
        const body = await response.text()
        if (response.status === 503) {
          busy++
          continue
        }
        if (response.status !== 200) throw new Error(`POST ${LOGIN_PATH} answered ${response.status}: ${body.slice(0, 200)}`)
        latencies.push(performance.now() - at)
      }
    }),
  )
  return { latencies, busy, ms: performance.now() - started }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

function figuresOf(batches: Batch[]): LoadFigures & { busy: number } {
  const all = batches.flatMap((b) => b.latencies).sort((a, b) => a - b)
  const ms = batches.reduce((sum, b) => sum + b.ms, 0)
  return {
    rps: (all.length * 1000) / Math.max(1, ms),
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    requests: all.length,
    bytesPerResponse: 0,
    seconds: ms / 1000,
    sliceRps: batches.map((b) => (b.latencies.length * 1000) / Math.max(1, b.ms)),
    busy: batches.reduce((sum, b) => sum + b.busy, 0),
  }
}

export async function registrationBurst(baseUrl: string, count = BURST_REGISTRATIONS): Promise<RegistrationBurst> {
  const started = performance.now()
  const tag = Date.now().toString(36)
  const statuses = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const response = await fetch(`${baseUrl}${REGISTER_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Cliente Ráfaga ${i}`,
          username: `rafaga${i}`,
          dni: String(32_000_000 + i),
          address: 'Av. Rivadavia 5000',
          location: 'Caballito',
          postal_code: '1406',
          phone: '1155550000',
          email: `rafaga-${tag}-${i}@example.com`,
          password: BENCH_PASSWORD,
          confirmPassword: BENCH_PASSWORD,
        }),
      })
      await response.arrayBuffer()
      return response.status
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const created = statuses.filter((s) => s === 201).length
  const busy = statuses.filter((s) => s === 503).length
  return { registrations: count, created, busy, other: count - created - busy, seconds }
}

export async function measureSignIns(
  store: StoreUnderTest,
  emails: SignInEmails,
  options: { rounds: number; log: (message: string) => void },
): Promise<SignInFigures> {
  let argonNext = 0
  const argon2id = () => emails.argon2id[argonNext++ % emails.argon2id.length]!
  let scryptNext = 0
  // Past the last scrypt customer the hashes are argon2id already: `signedIn` > `accounts` in
  // the results says the scrypt figure is flattered (the report says so).
  const scrypt = () => emails.scrypt[scryptNext++ % emails.scrypt.length]!
  await signInBatch(store.baseUrl, CONNECTIONS * 2, argon2id) // warm-up
  const batches: Record<'argon2id' | 'scrypt', Batch[]> = { argon2id: [], scrypt: [] }
  for (let round = 1; round <= options.rounds; round++) {
    const a = await signInBatch(store.baseUrl, ARGON2ID_PER_ROUND, argon2id)
    const s = await signInBatch(store.baseUrl, SCRYPT_PER_ROUND, scrypt)
    batches.argon2id.push(a)
    batches.scrypt.push(s)
    const rate = (b: Batch) => `${((b.latencies.length * 1000) / b.ms).toFixed(1)}${b.busy ? ` (${b.busy} busy)` : ''}`
    options.log(`[${store.label}] sign-ins round ${round}/${options.rounds}: argon2id ${rate(a)}/s, scrypt ${rate(s)}/s`)
  }
  const burst = await registrationBurst(store.baseUrl)
  return {
    argon2id: figuresOf(batches.argon2id),
    scrypt: { ...figuresOf(batches.scrypt), accounts: emails.scrypt.length, signedIn: scryptNext },
    burst,
  }
}
