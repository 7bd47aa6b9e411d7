/**
 * A stand-in for Google in tests: an RSA key pair, its JWKS (served over HTTP on 127.0.0.1 when
 * needed) and ID tokens signed with it, with any claim overridable.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet, type JWTPayload } from 'jose'

export interface GoogleTestKey {
  kid: string
  privateKey: CryptoKey
  jwks: JSONWebKeySet
}

export async function googleTestKey(kid = 'test-key-1'): Promise<GoogleTestKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }
  return { kid, privateKey, jwks: { keys: [jwk] } }
}

export interface IdTokenOptions {
  clientId: string
  claims?: JWTPayload & Record<string, unknown>
  issuer?: string
  /** seconds from now; negative for an expired token */
  expiresIn?: number
  /** the kid written in the header (defaults to the key's own) */
  kid?: string
  /** the `aud` claim (defaults to clientId); several for a token issued to more than one party */
  audience?: string | string[]
  /** the `iat` claim, seconds since the epoch (defaults to now) */
  issuedAt?: number
}

export async function signGoogleIdToken(key: GoogleTestKey, options: IdTokenOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  const expiresIn = options.expiresIn ?? 3600
  return new SignJWT({
    sub: '110248495921238986420',
    email: 'ana.google@gmail.com',
    email_verified: true,
    name: 'Ana Google',
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? key.kid, typ: 'JWT' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? options.clientId)
    .setIssuedAt(options.issuedAt ?? Math.min(now, now + expiresIn - 60))
    .setExpirationTime(now + expiresIn)
    .sign(key.privateKey)
}

/** Serves the JWKS at http://127.0.0.1:{port}/certs, as Google's certs endpoint does. */
export async function serveJwks(jwks: JSONWebKeySet): Promise<{ url: string; requests: () => number; close(): Promise<void> }> {
  let count = 0
  const server = createServer((request, response) => {
    count++
    if (request.url !== '/certs') {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/certs`,
    requests: () => count,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
