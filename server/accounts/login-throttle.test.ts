import { describe, expect, it } from 'vitest'
import { RateLimitedError } from '../shared/errors.ts'
import {
  ACCOUNT_THROTTLED_MESSAGE,
  LOGIN_THROTTLE_LIMITS,
  LOGIN_THROTTLED_MESSAGE,
  loginThrottle,
  type LoginAttemptStore,
} from './login-throttle.ts'

function memoryStore() {
  let rows: { id: number; email: string; address: string; at: number }[] = []
  const known = new Map<string, number>()
  const knownKey = (email: string, address: string) => `${email} ${address}`
  let nextId = 1
  const store: LoginAttemptStore = {
    async add(email, address, at) {
      rows.push({ id: nextId, email, address, at: at.getTime() })
      return nextId++
    },
    async counts(email, address, since) {
      const isKnown = (a: string) => (known.get(knownKey(email, a)) ?? -Infinity) >= since.knownSince.getTime()
      const recent = rows.filter((r) => r.address === address && r.at >= since.window.getTime())
      const account = rows.filter((r) => r.email === email && r.at >= since.accountWindow.getTime() && !isKnown(r.address))
      return {
        pair: recent.filter((r) => r.email === email).length,
        address: recent.length,
        account: account.length,
        known: isKnown(address),
      }
    },
    async remove(id) {
      rows = rows.filter((r) => r.id !== id)
    },
    async clearPair(email, address) {
      rows = rows.filter((r) => !(r.email === email && r.address === address))
    },
    async rememberAddress(email, address, at) {
      known.set(knownKey(email, address), at.getTime())
    },
    async pruneBefore(attemptsBefore, knownBefore) {
      rows = rows.filter((r) => r.at >= attemptsBefore.getTime())
      for (const [key, at] of known) if (at < knownBefore.getTime()) known.delete(key)
    },
  }
  return { store, size: () => rows.length, knownCount: () => known.size }
}

function setup() {
  const memory = memoryStore()
  let time = Date.parse('2025-03-01T12:00:00Z')
  const throttle = loginThrottle(memory.store, { now: () => new Date(time) })
  const fail = async (email: string, ip: string) => (await throttle.begin(email, ip)).failed()
  const succeed = async (email: string, ip: string) => (await throttle.begin(email, ip)).succeeded()
  return { ...memory, throttle, fail, succeed, advance: (ms: number) => (time += ms) }
}

const WINDOW = LOGIN_THROTTLE_LIMITS.windowMs
const ACCOUNT_WINDOW = LOGIN_THROTTLE_LIMITS.accountWindowMs
const BUDGET = LOGIN_THROTTLE_LIMITS.perAccountFromNewAddresses
/** Address number i of a botnet: a different one each time. */
const bot = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`

describe('loginThrottle', () => {
  it('allows 5 failures for one e-mail from one address, then refuses that pair', async () => {
    const t = setup()
    for (let i = 0; i < 5; i++) await t.fail('ana@mail.com', '10.0.0.1')
    await expect(t.throttle.begin('ana@mail.com', '10.0.0.1')).rejects.toBeInstanceOf(RateLimitedError)
    // The same e-mail written differently is the same account.
    await expect(t.throttle.begin(' ANA@mail.com', '10.0.0.1')).rejects.toBeInstanceOf(RateLimitedError)
    await expect(t.throttle.begin('ana@mail.com', '10.0.0.1')).rejects.toMatchObject({
      message: LOGIN_THROTTLED_MESSAGE,
      retryAfterSeconds: 900,
    })
  })

  it('never lets failures from other addresses lock the owner out', async () => {
    const t = setup()
    for (let i = 0; i < 5; i++) await t.fail('ana@mail.com', '10.0.0.1')
    for (let i = 0; i < 5; i++) await t.fail('ana@mail.com', '10.0.0.2')
    await expect(t.succeed('ana@mail.com', '192.168.1.7')).resolves.toBeUndefined()
    // ...and the blocked address may still sign in to other accounts.
    await expect(t.succeed('beto@mail.com', '10.0.0.1')).resolves.toBeUndefined()
  })

  it('clears the pair on success', async () => {
    const t = setup()
    for (let i = 0; i < 4; i++) await t.fail('ana@mail.com', '10.0.0.1')
    await t.succeed('ana@mail.com', '10.0.0.1')
    for (let i = 0; i < 5; i++) await t.fail('ana@mail.com', '10.0.0.1')
    await expect(t.throttle.begin('ana@mail.com', '10.0.0.1')).rejects.toBeInstanceOf(RateLimitedError)
  })

  it('forgets failures older than 15 minutes', async () => {
    const t = setup()
    for (let i = 0; i < 5; i++) await t.fail('ana@mail.com', '10.0.0.1')
    t.advance(WINDOW - 1000)
    await expect(t.throttle.begin('ana@mail.com', '10.0.0.1')).rejects.toBeInstanceOf(RateLimitedError)
    t.advance(2000)
    await expect(t.succeed('ana@mail.com', '10.0.0.1')).resolves.toBeUndefined()
  })

  it('refuses an address after 30 failures across accounts, but not other addresses', async () => {
    const t = setup()
    for (let i = 0; i < 30; i++) await t.fail(`user${i}@mail.com`, '10.0.0.9')
    await expect(t.throttle.begin('nueva@mail.com', '10.0.0.9')).rejects.toBeInstanceOf(RateLimitedError)
    await expect(t.succeed('user1@mail.com', '10.0.0.10')).resolves.toBeUndefined()
  })

  it('leaves no row for a refused attempt, so hammering does not grow the table', async () => {
    const t = setup()
    for (let i = 0; i < 5; i++) await t.fail('ana@mail.com', '10.0.0.1')
    for (let i = 0; i < 20; i++) await t.throttle.begin('ana@mail.com', '10.0.0.1').catch(() => undefined)
    expect(t.size()).toBe(5)
  })

  it('counts parallel guesses: a burst never gets more than 5 through', async () => {
    const t = setup()
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => t.throttle.begin('ana@mail.com', '10.0.0.1')))
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeLessThanOrEqual(5)
  })

  it('prunes failures older than both windows when a new one is recorded', async () => {
    const t = setup()
    for (let i = 0; i < 3; i++) await t.fail(`u${i}@mail.com`, '10.0.0.1')
    t.advance(WINDOW + 1)
    await t.fail('otro@mail.com', '10.0.0.2')
    // Still counted against their accounts for the rest of the hour.
    expect(t.size()).toBe(4)
    t.advance(ACCOUNT_WINDOW + 1)
    await t.fail('otro@mail.com', '10.0.0.2')
    expect(t.size()).toBe(1)
  })
})

describe('loginThrottle per account', () => {
  async function spendBudget(t: ReturnType<typeof setup>, email = 'ana@mail.com') {
    for (let i = 0; i < BUDGET; i++) await t.fail(email, bot(i))
  }

  it(`refuses new addresses once ${BUDGET} failures came from addresses the account never used, for an hour`, async () => {
    const t = setup()
    await spendBudget(t)
    const refused = t.throttle.begin('ana@mail.com', bot(1000))
    await expect(refused).rejects.toMatchObject({ message: ACCOUNT_THROTTLED_MESSAGE, retryAfterSeconds: 3600 })
    // The right password from a new address as well: the account is closed to strangers.
    await expect(t.succeed('ana@mail.com', '203.0.113.50')).rejects.toBeInstanceOf(RateLimitedError)
    // Other accounts are not affected.
    await expect(t.succeed('beto@mail.com', bot(1001))).resolves.toBeUndefined()
    t.advance(ACCOUNT_WINDOW + 1000)
    await expect(t.succeed('ana@mail.com', '203.0.113.50')).resolves.toBeUndefined()
  })

  it('keeps addresses the account signed in from before working during the attack', async () => {
    const t = setup()
    await t.succeed('ana@mail.com', '192.0.2.7') // home
    await t.throttle.registered('ana@mail.com', '2001:db8:aa:1::5') // where she registered
    await spendBudget(t)
    await expect(t.throttle.begin('ana@mail.com', bot(500))).rejects.toBeInstanceOf(RateLimitedError)
    await expect(t.succeed('ana@mail.com', '192.0.2.7')).resolves.toBeUndefined()
    // Same /64, another address of it: the same place.
    await expect(t.succeed('ana@mail.com', '2001:db8:aa:1::99')).resolves.toBeUndefined()
    // A known address still has its own per-pair limit: it is no way around guessing.
    for (let i = 0; i < 5; i++) await t.fail('ana@mail.com', '192.0.2.7')
    await expect(t.throttle.begin('ana@mail.com', '192.0.2.7')).rejects.toMatchObject({ message: LOGIN_THROTTLED_MESSAGE })
  })

  it("does not spend the budget on the owner's own typos at a known address", async () => {
    const t = setup()
    await t.succeed('ana@mail.com', '192.0.2.7')
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 4; i++) await t.fail('ana@mail.com', '192.0.2.7')
      await t.succeed('ana@mail.com', '192.0.2.7')
    }
    for (let i = 0; i < BUDGET - 1; i++) await t.fail('ana@mail.com', bot(i))
    await expect(t.succeed('ana@mail.com', '203.0.113.50')).resolves.toBeUndefined()
  })

  it('a success from a new address (within the budget) makes it known and clears its own failures', async () => {
    const t = setup()
    for (let i = 0; i < 3; i++) await t.fail('ana@mail.com', '203.0.113.50')
    await t.succeed('ana@mail.com', '203.0.113.50')
    await spendBudget(t)
    await expect(t.succeed('ana@mail.com', '203.0.113.50')).resolves.toBeUndefined()
  })

  it('throttles an e-mail with no account exactly like a real one', async () => {
    const t = setup()
    await spendBudget(t, 'nadie@mail.com')
    await expect(t.throttle.begin('nadie@mail.com', bot(999))).rejects.toMatchObject({ message: ACCOUNT_THROTTLED_MESSAGE })
  })

  it('counts a burst from many addresses at once: never more than the budget gets through', async () => {
    const t = setup()
    const results = await Promise.allSettled(Array.from({ length: 60 }, (_, i) => t.throttle.begin('ana@mail.com', bot(i))))
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeLessThanOrEqual(BUDGET)
  })

  it('forgets an address unused for 180 days, and an abandoned attempt leaves nothing', async () => {
    const t = setup()
    await t.succeed('ana@mail.com', '192.0.2.7')
    t.advance(LOGIN_THROTTLE_LIMITS.knownAddressMs + 1000)
    await t.fail('otro@mail.com', '10.9.9.9') // prunes
    expect(t.knownCount()).toBe(0)
    await spendBudget(t)
    await expect(t.throttle.begin('ana@mail.com', '192.0.2.7')).rejects.toMatchObject({ message: ACCOUNT_THROTTLED_MESSAGE })

    const before = t.size()
    await (await t.throttle.begin('beto@mail.com', '10.0.0.3')).abandoned()
    expect(t.size()).toBe(before)
  })
})
