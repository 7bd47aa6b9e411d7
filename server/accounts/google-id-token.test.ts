import { createLocalJWKSet, SignJWT, UnsecuredJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { googleTestKey, signGoogleIdToken, type GoogleTestKey } from '#tests/setup/google-id-tokens.ts'
import { UnauthorizedError } from '../shared/errors.ts'
import { googleIdTokenVerifier, GoogleUnavailableError } from './google-id-token.ts'

const clientId = 'test-client.apps.googleusercontent.com'

describe('googleIdTokenVerifier', () => {
  let key: GoogleTestKey
  let stranger: GoogleTestKey
  let verifier: ReturnType<typeof googleIdTokenVerifier>
  const refused = (token: string) => expect(verifier.verify(token)).rejects.toBeInstanceOf(UnauthorizedError)

  beforeAll(async () => {
    key = await googleTestKey('google-1')
    stranger = await googleTestKey('attacker-1')
    verifier = googleIdTokenVerifier({ clientId, keys: createLocalJWKSet(key.jwks) })
  })

  it('answers the identity of a valid token, e-mail lowercased', async () => {
    const token = await signGoogleIdToken(key, { clientId, claims: { email: 'Ana.Google@Gmail.com', sub: '42', name: ' Ana ' } })
    expect(await verifier.verify(token)).toEqual({ sub: '42', email: 'ana.google@gmail.com', name: 'Ana' })
  })

  it('accepts both spellings of the Google issuer', async () => {
    const token = await signGoogleIdToken(key, { clientId, issuer: 'accounts.google.com' })
    await expect(verifier.verify(token)).resolves.toMatchObject({ sub: '110248495921238986420' })
  })

  it('refuses a token signed by an unknown key, whatever kid it claims', async () => {
    await refused(await signGoogleIdToken(stranger, { clientId }))
    await refused(await signGoogleIdToken(stranger, { clientId, kid: 'google-1' }))
  })

  it('refuses another client id, another issuer, an expired token', async () => {
    await refused(await signGoogleIdToken(key, { clientId: 'otra-app.apps.googleusercontent.com' }))
    await refused(await signGoogleIdToken(key, { clientId, issuer: 'https://evil.example.com' }))
    await refused(await signGoogleIdToken(key, { clientId, expiresIn: -3600 }))
  })

  it('checks azp when the token names several audiences, or names an azp at all', async () => {
    const audience = [clientId, 'otra-app.apps.googleusercontent.com']
    await refused(await signGoogleIdToken(key, { clientId, audience }))
    await refused(await signGoogleIdToken(key, { clientId, audience, claims: { azp: 'otra-app.apps.googleusercontent.com' } }))
    await refused(await signGoogleIdToken(key, { clientId, claims: { azp: 'otra-app.apps.googleusercontent.com' } }))
    await expect(
      verifier.verify(await signGoogleIdToken(key, { clientId, audience, claims: { azp: clientId } })),
    ).resolves.toMatchObject({
      sub: '110248495921238986420',
    })
    await expect(verifier.verify(await signGoogleIdToken(key, { clientId, claims: { azp: clientId } }))).resolves.toMatchObject({
      sub: '110248495921238986420',
    })
  })

  it('refuses a token issued in the future', async () => {
    const now = Math.floor(Date.now() / 1000)
    await refused(await signGoogleIdToken(key, { clientId, issuedAt: now + 365 * 86_400, expiresIn: 366 * 86_400 }))
  })

  it('refuses unverified, missing or malformed e-mails and a missing sub', async () => {
    await refused(await signGoogleIdToken(key, { clientId, claims: { email_verified: false } }))
    await refused(await signGoogleIdToken(key, { clientId, claims: { email_verified: undefined } }))
    await refused(await signGoogleIdToken(key, { clientId, claims: { email: undefined } }))
    await refused(await signGoogleIdToken(key, { clientId, claims: { email: 'sin-arroba' } }))
    await refused(await signGoogleIdToken(key, { clientId, claims: { sub: undefined } }))
    await refused(await signGoogleIdToken(key, { clientId, claims: { sub: '' } }))
  })

  it('refuses unsigned, HMAC-signed and garbage tokens', async () => {
    const claims = { sub: '42', email: 'a@b.com', email_verified: true }
    const unsigned = new UnsecuredJWT(claims)
      .setIssuer('https://accounts.google.com')
      .setAudience(clientId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode()
    await refused(unsigned)
    const hmac = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: 'google-1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(clientId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(32)))
    await refused(hmac)
    await refused('not-a-token')
    await refused(JSON.stringify(claims))
  })

  it('says Google is unavailable, not that the customer is wrong, when the keys cannot be fetched', async () => {
    const offline = googleIdTokenVerifier({
      clientId,
      keys: async () => {
        throw new TypeError('fetch failed')
      },
    })
    const token = await signGoogleIdToken(key, { clientId })
    await expect(offline.verify(token)).rejects.toBeInstanceOf(GoogleUnavailableError)
  })
})
