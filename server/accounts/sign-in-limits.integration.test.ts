/**
 * The limits around passwords, through HTTP on both databases (docs/decisions/009): failed
 * sign-ins per account (a budget for addresses the account never used; known addresses keep
 * working), registrations per client address, and the bounded password-hashing queue (503 at
 * once instead of waiting behind a flood). Per-pair and per-address sign-in limits are in
 * account-routes.integration.test.ts.
 */
import { count, eq } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseEnv } from '#config/env.server.ts'
import { AUTH_MESSAGES } from '#domain/forms/auth.ts'
import { buildApp } from '#server/app.ts'
import { loginAttempts, loginKnownAddresses, registrationAttempts, users } from '#server/db/schema/index.ts'
import { accountService } from '#server/accounts/account-service.ts'
import { ACCOUNT_THROTTLED_MESSAGE, LOGIN_THROTTLE_LIMITS } from '#server/accounts/login-throttle.ts'
import { ServiceUnavailableError } from '#server/shared/errors.ts'
import { PASSWORD_BUSY_MESSAGE, PASSWORD_HASHING } from '#server/accounts/passwords.ts'
import { REGISTRATION_LIMITED_MESSAGE } from '#server/accounts/registration-limit.ts'
import { workSlots, type WorkPriority, type WorkSlots } from '#server/shared/work-slots.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

// Small limits, so a test costs a few password hashes instead of dozens; the
// production numbers are in the unit tests (login-throttle.test.ts).
const BUDGET = 4
const REGISTRATIONS_PER_ADDRESS = 3

const person = (email: string, password = 'secreta1') => ({
  name: 'Cliente Prueba',
  username: email.split('@')[0],
  dni: '30111222',
  address: 'Av. Rivadavia 5000',
  location: 'Caballito',
  postal_code: '1406',
  phone: '1155550000',
  email,
  password,
  confirmPassword: password,
})

/** An address of a botnet: a different one for each i. */
const bot = (i: number) => `198.18.0.${i + 1}`

describe.each(databaseKinds)('limits around passwords on %s', (kind) => {
  let store: TestStore
  /** two apps on the same database, as two instances of the store behind a load balancer */
  let instances: FastifyInstance[]

  beforeAll(async () => {
    // The registration limit comes from the environment, as in production.
    store = await createTestStore(kind, { seed: false, env: { REGISTRATIONS_PER_HOUR: String(REGISTRATIONS_PER_ADDRESS) } })
    instances = await Promise.all(
      [0, 1].map(() =>
        buildApp({
          services: {
            ...store.services,
            accounts: accountService({
              database: store.database,
              tokens: store.services.tokens,
              env: store.env,
              throttle: { limits: { ...LOGIN_THROTTLE_LIMITS, perAccountFromNewAddresses: BUDGET } },
            }),
          },
        }),
      ),
    )
  })
  afterAll(async () => {
    for (const app of instances ?? []) await app.close()
    await store?.close()
  })

  const post = (app: FastifyInstance, url: string, payload: object, ip: string) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: ip })
  const register = (email: string, ip: string, app = instances[0]!) => post(app, '/api/page/registerUser', person(email), ip)
  const login = (email: string, password: string, ip: string, app = instances[0]!) =>
    post(app, '/api/page/loginUser', { email, password }, ip)
  const expectAnswer = (response: LightMyRequestResponse, status: number, message?: string) => {
    expect(response.statusCode, response.body).toBe(status)
    if (message) expect(response.json().message).toBe(message)
  }
  const rows = async (table: typeof loginAttempts | typeof users, where?: ReturnType<typeof eq>) =>
    (await store.database.db.select({ n: count() }).from(table).where(where))[0]!.n

  it('spends an account budget on failures from new addresses, then refuses new ones (429) while known addresses go on', async () => {
    const home = '192.0.2.10'
    expectAnswer(await register('ana@example.com', home), 201)

    // Guesses from a botnet, one address each: the per-pair limit never fires. Spread over the
    // two instances: the budget lives in the database, not in either process.
    for (let i = 0; i < BUDGET; i++) {
      expectAnswer(await login('ana@example.com', `adivino${i}`, bot(i), instances[i % 2]), 400, AUTH_MESSAGES.wrongCredentials)
    }
    const refused = await login('ana@example.com', 'adivino-mas', bot(50), instances[1])
    expectAnswer(refused, 429, ACCOUNT_THROTTLED_MESSAGE)
    expect(refused.headers['retry-after']).toBe('3600')
    // The right password from a new address learns nothing either.
    expectAnswer(await login('ana@example.com', 'secreta1', '203.0.113.77'), 429, ACCOUNT_THROTTLED_MESSAGE)

    // Home, where she registered: a typo is the sign-in's 400, the password signs her in.
    expectAnswer(await login('ana@example.com', 'secreta2', home), 400, AUTH_MESSAGES.wrongCredentials)
    expectAnswer(await login('ana@example.com', 'secreta1', home, instances[1]), 200)
    // Another account is untouched by the attack on this one.
    expectAnswer(await register('beto@example.com', '192.0.2.20'), 201)
    expectAnswer(await login('beto@example.com', 'secreta1', bot(60)), 200)

    // Refused attempts left nothing; the success cleared home's typo and kept home known.
    expect(await rows(loginAttempts, eq(loginAttempts.email, 'ana@example.com'))).toBe(BUDGET)
    const known = await store.database.db
      .select({ address: loginKnownAddresses.address })
      .from(loginKnownAddresses)
      .where(eq(loginKnownAddresses.email, 'ana@example.com'))
    expect(known.map((k) => k.address)).toEqual([home])
  })

  it('treats an e-mail without an account exactly like one with: the answers reveal nothing', async () => {
    for (let i = 0; i < BUDGET; i++) {
      expectAnswer(await login('nadie@example.com', 'secreta1', bot(100 + i)), 400, AUTH_MESSAGES.wrongCredentials)
    }
    expectAnswer(await login('nadie@example.com', 'secreta1', bot(120)), 429, ACCOUNT_THROTTLED_MESSAGE)
  })

  it(`limits registrations to ${REGISTRATIONS_PER_ADDRESS} an hour per address (429, nothing stored), counted across instances`, async () => {
    const ip = '203.0.113.40'
    expectAnswer(await register('uno@example.com', ip, instances[0]), 201)
    expectAnswer(await register('uno@example.com', ip, instances[1]), 409, AUTH_MESSAGES.emailTaken)
    expectAnswer(await register('dos@example.com', ip, instances[0]), 201)
    const before = await rows(users)
    const refused = await register('tres@example.com', ip, instances[1])
    expectAnswer(refused, 429, REGISTRATION_LIMITED_MESSAGE)
    expect(refused.headers['retry-after']).toBe('3600')
    expect(await rows(users)).toBe(before)
    // IPv6: the whole /64 is one address.
    const v6 = (n: number) => `2001:db8:77:1::${n}`
    for (let i = 0; i < REGISTRATIONS_PER_ADDRESS; i++) expectAnswer(await register(`seis${i}@example.com`, v6(i + 1)), 201)
    expectAnswer(await register('seis9@example.com', v6(99)), 429, REGISTRATION_LIMITED_MESSAGE)
    // Another address is not affected; a refused attempt left no row behind.
    expectAnswer(await register('tres@example.com', '203.0.113.41'), 201)
    const counted = await store.database.db
      .select({ n: count() })
      .from(registrationAttempts)
      .where(eq(registrationAttempts.address, ip))
    expect(counted[0]!.n).toBe(REGISTRATIONS_PER_ADDRESS)
  })

  it('lets a burst of 50 simultaneous registrations through: 50 created, none 503', async () => {
    // The production slots and waiting lists (passwords.ts). Only the 5 s wait limit is lifted:
    // on a test machine shared by several suites a hash can take twenty times its ~10 ms, and
    // this test is about the queue admitting the burst; its time on an idle machine (about a
    // second) is in \`npm run bench\`, which sends the same burst to a running store.
    const slots = workSlots({ ...PASSWORD_HASHING, maxWaitMs: 120_000 })
    const app = await buildApp({
      services: {
        ...store.services,
        accounts: accountService({ database: store.database, tokens: store.services.tokens, env: store.env, hashing: slots }),
      },
    })
    try {
      const started = performance.now()
      // Every registration from its own address: the per-address limit stays out of the way.
      const burst = await Promise.all(
        Array.from({ length: 50 }, (_, i) => register(`rafaga${i}@example.com`, `10.88.${i}.1`, app)),
      )
      const elapsed = performance.now() - started
      expect(burst.map((r) => r.statusCode)).toEqual(Array(50).fill(201))
      const stored = await store.database.db.select({ email: users.email }).from(users)
      expect(stored.filter((u) => u.email.startsWith('rafaga'))).toHaveLength(50)
      console.info(`50 registraciones simultáneas en ${Math.round(elapsed)} ms (${kind})`)
    } finally {
      await app.close()
    }
  })

  it('answers a flood of registrations promptly with 503 once the hashing queue is full, and sign-ins still go through', async () => {
    // The production queue takes a hundred new passwords (passwords.ts); a small one with its
    // slot held shows the same rule without hashing hundreds of passwords.
    const slots = workSlots({
      concurrency: 1,
      maxWaiting: { urgent: 4, background: 4 },
      maxWaitMs: 5_000,
      busy: () => new ServiceUnavailableError(PASSWORD_BUSY_MESSAGE, 5),
    })
    // Which priority each hash ran with, in the order they got a slot.
    const ran: WorkPriority[] = []
    const hashing: WorkSlots = {
      run: (priority, work) =>
        slots.run(priority, () => {
          ran.push(priority)
          return work()
        }),
      stats: () => slots.stats(),
    }
    const app = await buildApp({
      services: {
        ...store.services,
        accounts: accountService({ database: store.database, tokens: store.services.tokens, env: store.env, hashing }),
      },
    })
    try {
      expectAnswer(await register('fiel@example.com', '192.0.2.30', app), 201)
      ran.length = 0
      let release = () => undefined as void
      const held = slots.run('background', () => new Promise<void>((resolve) => (release = resolve)))
      const started = performance.now()
      let answered = 0
      const timed = async (request: Promise<LightMyRequestResponse>) => {
        const response = await request
        answered++
        return { response, ms: performance.now() - started }
      }
      const flood = Array.from({ length: 12 }, (_, i) => timed(register(`masivo${i}@example.com`, `10.77.${i}.1`, app)))
      // Wait until the list is full and the rest refused, then sign in: it goes ahead of them all.
      await vi.waitFor(() => expect([slots.stats().waiting.background, answered]).toEqual([4, 8]), { timeout: 10_000 })
      const signIn = timed(login('fiel@example.com', 'secreta1', '192.0.2.30', app))
      await vi.waitFor(() => expect(slots.stats().waiting.urgent).toBe(1), { timeout: 10_000 })
      release()
      await held
      const answers = await Promise.all(flood)

      const busy = answers.filter((a) => a.response.statusCode === 503)
      const created = answers.filter((a) => a.response.statusCode === 201)
      expect(answers.map((a) => a.response.statusCode).sort()).toEqual([...Array(4).fill(201), ...Array(8).fill(503)])
      for (const { response, ms } of busy) {
        expect(response.json().message).toBe(PASSWORD_BUSY_MESSAGE)
        expect(response.headers['retry-after']).toBe('5')
        // Refused because the list was full, not after waiting out the 5 s limit.
        expect(ms).toBeLessThan(4_000)
      }
      const stored = await store.database.db.select({ email: users.email }).from(users)
      expect(stored.filter((u) => u.email.startsWith('masivo'))).toHaveLength(created.length)

      // The sign-in's hash went ahead of the registrations that were waiting before it.
      expectAnswer((await signIn).response, 200)
      expect(ran).toEqual(['urgent', 'background', 'background', 'background', 'background'])
    } finally {
      await app.close()
    }
  })

  it('reads X-Forwarded-For from a listed proxy only: a client rotating it from its own address passes no limit', async () => {
    const proxy = '10.0.0.5'
    const behindProxy = await buildApp({
      services: { ...store.services, env: { ...store.env, TRUST_PROXY: parseEnv({ TRUST_PROXY: proxy }).TRUST_PROXY } },
    })
    try {
      const registerVia = (email: string, socket: string, forwardedFor: string) =>
        behindProxy.inject({
          method: 'POST',
          url: '/api/page/registerUser',
          payload: person(email),
          remoteAddress: socket,
          headers: { 'x-forwarded-for': forwardedFor },
        })
      // A client that reaches the store directly, a new X-Forwarded-For every time: one address.
      const direct = '203.0.113.60'
      for (let i = 0; i < REGISTRATIONS_PER_ADDRESS; i++) {
        expectAnswer(await registerVia(`directo${i}@example.com`, direct, `198.51.100.${i + 1}`), 201)
      }
      expectAnswer(await registerVia('directo9@example.com', direct, '198.51.100.99'), 429, REGISTRATION_LIMITED_MESSAGE)
      // Through the proxy, each shopper is counted under the address the proxy saw.
      for (let i = 0; i <= REGISTRATIONS_PER_ADDRESS; i++) {
        expectAnswer(await registerVia(`proxy${i}@example.com`, proxy, `192.0.2.${i + 1}`), 201)
      }
      const counted = await store.database.db
        .select({ address: registrationAttempts.address, n: count() })
        .from(registrationAttempts)
        .groupBy(registrationAttempts.address)
      expect(counted.find((row) => row.address === direct)?.n).toBe(REGISTRATIONS_PER_ADDRESS)
      expect(counted.find((row) => row.address === proxy)).toBeUndefined()
      expect(counted.find((row) => row.address === '192.0.2.1')?.n).toBe(1)
    } finally {
      await behindProxy.close()
    }
  })
})
