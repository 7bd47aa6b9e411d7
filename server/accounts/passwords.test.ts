import { describe, expect, it } from 'vitest'
import { ServiceUnavailableError } from '../shared/errors.ts'
import {
  ARGON2_PARAMS,
  DUMMY_PASSWORD_HASH,
  hashPassword,
  needsRehash,
  PASSWORD_BUSY_MESSAGE,
  verifyPassword,
} from './passwords.ts'
import { workSlots } from '../shared/work-slots.ts'
import { legacyScryptHash } from '#tests/setup/legacy-scrypt-hash.ts'

describe('passwords', { timeout: 20_000 }, () => {
  it('hashes into argon2id at OWASP parameters (m=19 MiB, t=2, p=1) and verifies the right password only', async () => {
    const stored = await hashPassword('clave-secreta')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/)
    expect(ARGON2_PARAMS).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 })
    const [good, wrong, empty] = await Promise.all([
      verifyPassword('clave-secreta', stored),
      verifyPassword('clave-secretA', stored),
      verifyPassword('', stored),
    ])
    expect(good).toBe(true)
    expect(wrong).toBe(false)
    expect(empty).toBe(false)
    expect(needsRehash(stored)).toBe(false)
  })

  it('uses a fresh salt for every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('igual123'), hashPassword('igual123')])
    expect(a).not.toBe(b)
    expect(a.split('$')[4]).not.toBe(b.split('$')[4])
  })

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('contrase\u00f1a')
    expect(await verifyPassword('contrasen\u0303a', stored)).toBe(true)
  })

  it('still verifies the scrypt hashes stored before, and asks for their re-hash', async () => {
    const old = legacyScryptHash('contrase\u00f1a')
    expect(await verifyPassword('contrasen\u0303a', old)).toBe(true)
    expect(await verifyPassword('contrasena', old)).toBe(false)
    expect(needsRehash(old)).toBe(true)
  })

  it('answers false, without throwing, for malformed or hostile stored values', async () => {
    const good = DUMMY_PASSWORD_HASH
    const bad = [
      '',
      'plain-text',
      'bcrypt$10$abc',
      'scrypt$17$8$1$c2FsdA==$aGFzaA==', // salt and key too short
      'scrypt$30$8$1$udE+UAL3UrDbb/GnK7j9qg==$h382pTiiurnYnoZJ7gX993QJK5d1DYsJgR9IEqvi5rE=', // 2^30: gigabytes
      'scrypt$17$800$1$udE+UAL3UrDbb/GnK7j9qg==$h382pTiiurnYnoZJ7gX993QJK5d1DYsJgR9IEqvi5rE=',
      'scrypt$x$8$1$udE+UAL3UrDbb/GnK7j9qg==$h382pTiiurnYnoZJ7gX993QJK5d1DYsJgR9IEqvi5rE=',
      good.replace('m=19456', 'm=4194304'), // 4 GiB
      good.replace('t=2', 't=99'),
      good.replace('p=1', 'p=255'),
      good.replace('$argon2id$', '$argon2i$'),
      good.replace('v=19', 'v=16'),
      good.slice(0, -5), // key cut short
      good.replace(/\$[^$]+$/, '$' + '!'.repeat(43)),
    ]
    for (const stored of bad) expect(await verifyPassword('cualquiera', stored), stored).toBe(false)
  })

  it('keeps a dummy hash in the current format, matching no likely password', async () => {
    expect(needsRehash(DUMMY_PASSWORD_HASH)).toBe(false)
    expect(await verifyPassword('123456', DUMMY_PASSWORD_HASH)).toBe(false)
  })

  it('asks for a re-hash below the current cost', () => {
    expect(needsRehash(DUMMY_PASSWORD_HASH.replace('m=19456', 'm=9216'))).toBe(true)
    expect(needsRehash(DUMMY_PASSWORD_HASH.replace('t=2', 't=1'))).toBe(true)
    expect(needsRehash(DUMMY_PASSWORD_HASH.replace('m=19456,t=2', 'm=65536,t=3'))).toBe(false)
    expect(needsRehash('garbage')).toBe(true)
  })

  it('refuses at once (503) when the waiting list of its slots is full', async () => {
    const slots = workSlots({
      concurrency: 1,
      maxWaiting: { urgent: 1, background: 0 },
      maxWaitMs: 5_000,
      busy: () => new ServiceUnavailableError(PASSWORD_BUSY_MESSAGE, 5),
    })
    let open = () => undefined as void
    const held = slots.run('urgent', () => new Promise<void>((resolve) => (open = resolve)))
    await expect(hashPassword('otra-clave', slots)).rejects.toThrow(PASSWORD_BUSY_MESSAGE)
    const waiting = verifyPassword('123456', DUMMY_PASSWORD_HASH, slots)
    await expect(verifyPassword('123456', DUMMY_PASSWORD_HASH, slots)).rejects.toBeInstanceOf(ServiceUnavailableError)
    open()
    await held
    expect(await waiting).toBe(false)
  })
})
