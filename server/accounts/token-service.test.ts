import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { UnauthorizedError } from '../shared/errors.ts'
import { tokenService } from './token-service.ts'

const secret = new TextEncoder().encode('x'.repeat(40))

describe('tokenService', () => {
  it('signs and verifies the claims', async () => {
    const tokens = tokenService(secret)
    const token = await tokens.sign({ userId: 7, email: 'ana@example.com', epoch: 3 })
    expect(await tokens.verify(token)).toEqual({ userId: 7, email: 'ana@example.com', epoch: 3 })
  })

  it('reads a token signed before session epochs as epoch 0, and refuses a malformed epoch', async () => {
    const tokens = tokenService(secret)
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('7')
        .setIssuer('tienda')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret)
    expect(await tokens.verify(await sign({ email: 'ana@example.com' }))).toEqual({
      userId: 7,
      email: 'ana@example.com',
      epoch: 0,
    })
    for (const se of ['1', 1.5, null]) {
      await expect(tokens.verify(await sign({ email: 'ana@example.com', se }))).rejects.toBeInstanceOf(UnauthorizedError)
    }
  })

  it('refuses missing, forged, foreign and expired tokens', async () => {
    const tokens = tokenService(secret)
    await expect(tokens.verify(undefined)).rejects.toBeInstanceOf(UnauthorizedError)
    await expect(tokens.verify('not.a.token')).rejects.toBeInstanceOf(UnauthorizedError)
    const other = await tokenService(new TextEncoder().encode('y'.repeat(40))).sign({ userId: 7, email: 'a@b.c' })
    await expect(tokens.verify(other)).rejects.toBeInstanceOf(UnauthorizedError)
    const expired = await new SignJWT({ email: 'a@b.c' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('tienda')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(secret)
    await expect(tokens.verify(expired)).rejects.toBeInstanceOf(UnauthorizedError)
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"7","email":"a@b.c","iss":"tienda"}').toString('base64url')}.`
    await expect(tokens.verify(none)).rejects.toBeInstanceOf(UnauthorizedError)
  })

  it('refuses tokens signed with the key that lack exp or iat, carry an iat out of range or a sub we never write', async () => {
    const tokens = tokenService(secret, 3600)
    const now = Math.floor(Date.now() / 1000)
    const sign = (sub: string, times: { iat?: number; exp?: number }) => {
      const jwt = new SignJWT({ email: 'ana@example.com', se: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer('tienda')
      if (times.iat !== undefined) jwt.setIssuedAt(times.iat)
      if (times.exp !== undefined) jwt.setExpirationTime(times.exp)
      return jwt.sign(secret)
    }
    const sane = { iat: now, exp: now + 3600 }
    expect(await tokens.verify(await sign('7', sane))).toEqual({ userId: 7, email: 'ana@example.com', epoch: 0 })
    // another instance's clock a little ahead is fine
    expect(await tokens.verify(await sign('7', { iat: now + 30, exp: now + 3630 }))).toMatchObject({ userId: 7 })
    const refused: [string, Promise<string>][] = [
      ['no exp', sign('7', { iat: now })],
      ['no iat', sign('7', { exp: now + 3600 })],
      ['iat a year ahead', sign('7', { iat: now + 365 * 86_400, exp: now + 366 * 86_400 })],
      ['iat older than the lifetime', sign('7', { iat: now - 7200, exp: now + 3600 })],
      ...['1.0', '0x7', ' 7', '7 ', '07', '+7', '-7', '7e0', '0', '', '99999999999999999999'].map(
        (sub): [string, Promise<string>] => [`sub ${JSON.stringify(sub)}`, sign(sub, sane)],
      ),
    ]
    for (const [what, token] of refused) {
      await expect(tokens.verify(await token), what).rejects.toBeInstanceOf(UnauthorizedError)
    }
  })

  it('reads a bearer header', () => {
    const tokens = tokenService(secret)
    expect(tokens.fromHeader('Bearer abc.def')).toBe('abc.def')
    expect(tokens.fromHeader('bearer abc')).toBe('abc')
    expect(tokens.fromHeader('Basic abc')).toBeUndefined()
    expect(tokens.fromHeader(undefined)).toBeUndefined()
  })
})
