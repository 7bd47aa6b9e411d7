import { describe, expect, it } from 'vitest'
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from './passwords.ts'

// Each hash costs ~0.3 s and 128 MiB by design, so the tests share a few.
describe('passwords', { timeout: 20_000 }, () => {
  it('hashes into the self-describing scrypt format and verifies the right password only', async () => {
    const stored = await hashPassword('clave-secreta')
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/)
    expect(SCRYPT_PARAMS).toEqual({ logN: 17, r: 8, p: 1 })
    const [good, wrong, empty] = await Promise.all([
      verifyPassword('clave-secreta', stored),
      verifyPassword('clave-secretA', stored),
      verifyPassword('', stored),
    ])
    expect(good).toBe(true)
    expect(wrong).toBe(false)
    expect(empty).toBe(false)
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

  it('answers false, without throwing, for malformed or hostile stored values', async () => {
    const bad = [
      '',
      'plain-text',
      'bcrypt$10$abc',
      'scrypt$17$8$1$c2FsdA==$aGFzaA==', // salt and key too short
      'scrypt$30$8$1$udE+UAL3UrDbb/GnK7j9qg==$h382pTiiurnYnoZJ7gX993QJK5d1DYsJgR9IEqvi5rE=', // 2^30: gigabytes
      'scrypt$17$800$1$udE+UAL3UrDbb/GnK7j9qg==$h382pTiiurnYnoZJ7gX993QJK5d1DYsJgR9IEqvi5rE=',
      'scrypt$x$8$1$udE+UAL3UrDbb/GnK7j9qg==$h382pTiiurnYnoZJ7gX993QJK5d1DYsJgR9IEqvi5rE=',
    ]
    for (const stored of bad) expect(await verifyPassword('cualquiera', stored), stored).toBe(false)
  })

  it('keeps a dummy hash in the current format, matching no likely password', async () => {
    expect(needsRehash(DUMMY_PASSWORD_HASH)).toBe(false)
    expect(await verifyPassword('123456', DUMMY_PASSWORD_HASH)).toBe(false)
  })

  it('asks for a re-hash below the current cost', () => {
    const weaker = DUMMY_PASSWORD_HASH.replace('scrypt$17$', 'scrypt$14$')
    expect(needsRehash(weaker)).toBe(true)
    expect(needsRehash('garbage')).toBe(true)
  })
})
