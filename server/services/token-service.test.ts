import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { UnauthorizedError } from '../errors.ts'
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

  it('reads a bearer header', () => {
    const tokens = tokenService(secret)
    expect(tokens.fromHeader('Bearer abc.def')).toBe('abc.def')
    expect(tokens.fromHeader('bearer abc')).toBe('abc')
    expect(tokens.fromHeader('Basic abc')).toBeUndefined()
    expect(tokens.fromHeader(undefined)).toBeUndefined()
  })
})
