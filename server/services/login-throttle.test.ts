import { describe, expect, it } from 'vitest'
import { RateLimitedError } from '../errors.ts'
import { addressKey, LOGIN_THROTTLE_LIMITS, loginThrottle, type LoginAttemptStore } from './login-throttle.ts'

function memoryStore() {
  let rows: { id: number; email: string; address: string; at: number }[] = []
  let nextId = 1
  const store: LoginAttemptStore = {
    async add(email, address, at) {
      rows.push({ id: nextId, email, address, at: at.getTime() })
      return nextId++
    },
    async counts(email, address, since) {
      const recent = rows.filter((r) => r.address === address && r.at >= since.getTime())
      return { pair: recent.filter((r) => r.email === email).length, address: recent.length }
    },
    async remove(id) {
      rows = rows.filter((r) => r.id !== id)
    },
    async clearPair(email, address) {
      rows = rows.filter((r) => !(r.email === email && r.address === address))
    },
    async pruneBefore(before) {
      rows = rows.filter((r) => r.at >= before.getTime())
    },
  }
  return { store, size: () => rows.length }
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

describe('loginThrottle', () => {
  it('allows 5 failures for one e-mail from one address, then refuses that pair', async () => {
    const t = setup()
    for (let i = 0; i < 5; i++) await t.fail('ana@mail.com', '10.0.0.1')
    await expect(t.throttle.begin('ana@mail.com', '10.0.0.1')).rejects.toBeInstanceOf(RateLimitedError)
    // The same e-mail written differently is the same account.
    await expect(t.throttle.begin(' ANA@mail.com', '10.0.0.1')).rejects.toBeInstanceOf(RateLimitedError)
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

  it('prunes expired failures when a new one is recorded', async () => {
    const t = setup()
    for (let i = 0; i < 3; i++) await t.fail(`u${i}@mail.com`, '10.0.0.1')
    t.advance(WINDOW + 1)
    await t.fail('otro@mail.com', '10.0.0.2')
    expect(t.size()).toBe(1)
  })
})

describe('addressKey', () => {
  it.each([
    ['10.1.2.3', '10.1.2.3'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd:12::/64'],
    ['2001:DB8:ABCD:0012::99', '2001:db8:abcd:12::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::10.1.2.3', '64:ff9b:0:0::/64'],
    ['', 'unknown'],
    [undefined, 'unknown'],
  ])('%s → %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key)
  })
})
