/**
 * Sign-in capacity: POST /api/page/loginUser at 10 connections for customers whose password is
 * stored as argon2id (today) and as scrypt (before argon2id; re-hashed at that first sign-in, so
 * each scrypt customer is signed in once), in interleaved slices like the page load; then a
 * burst of 50 simultaneous registrations, counted by answer.
 */
import { BROWSER_HEADERS, LoadSeries, type LoadFigures } from './load.ts'
import type { StoreUnderTest } from './store.ts'

export const BENCH_PASSWORD = 'clave-de-bench-1'
export const BURST_REGISTRATIONS = 50
const LOGIN_PATH = '/api/page/loginUser'
const REGISTER_PATH = '/api/page/registerUser'

export interface SignInEmails {
  argon2id: string[]
  scrypt: string[]
}

export interface RegistrationBurst {
  registrations: number
  created: number
  busy: number
  other: number
  /** from the first request sent to the last answer */
  seconds: number
}

export interface SignInFigures {
  argon2id: LoadFigures
  scrypt: LoadFigures & { accounts: number; signedIn: number }
  burst: RegistrationBurst
}

function signInSeries(store: StoreUnderTest, next: () => string): LoadSeries {
  return new LoadSeries({
    url: `${store.baseUrl}${LOGIN_PATH}`,
    method: 'POST',
    seconds: 0,
    setupRequest: (request) => ({
      ...request,
      method: 'POST',
      path: LOGIN_PATH,
      headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ email: next(), password: BENCH_PASSWORD }),
    }),
  })
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
  options: { seconds: number; rounds: number; warmupSeconds: number; log: (message: string) => void },
): Promise<SignInFigures> {
  let argonNext = 0
  const argon2id = signInSeries(store, () => emails.argon2id[argonNext++ % emails.argon2id.length]!)
  let scryptNext = 0
  const scrypt = signInSeries(store, () => {
    // Past the last scrypt customer the hashes are argon2id already: `signedIn` > `accounts`
    // in the results says the scrypt figure is flattered (the report says so).
    return emails.scrypt[scryptNext++ % emails.scrypt.length]!
  })
  await argon2id.warmUp(options.warmupSeconds)
  const slice = Math.max(1, Math.round(options.seconds / options.rounds))
  for (let round = 1; round <= options.rounds; round++) {
    const a = await argon2id.slice(slice)
    const s = await scrypt.slice(slice)
    options.log(
      `[${store.label}] sign-ins round ${round}/${options.rounds}: argon2id ${Math.round(a)}/s, scrypt ${s.toFixed(1)}/s`,
    )
  }
  const burst = await registrationBurst(store.baseUrl)
  return {
    argon2id: argon2id.figures(),
    scrypt: { ...scrypt.figures(), accounts: emails.scrypt.length, signedIn: scryptNext },
    burst,
  }
}
