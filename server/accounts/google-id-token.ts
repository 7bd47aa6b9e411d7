/**
 * Google sign-in: the browser hands over the ID token (`credential`) it got from Google Identity
 * Services, and nothing in it is trusted until its RS256 signature checks out against Google's
 * published keys (GOOGLE_JWKS_URL), its audience is our GOOGLE_CLIENT_ID (and, with several
 * audiences, its authorized party `azp` too), its issuer is Google, it has not expired, and
 * Google says the e-mail is verified. The account is keyed on `sub`.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose'
import { AUTH_MESSAGES } from '#domain/forms/auth.ts'
import { AppError, UnauthorizedError } from '../shared/errors.ts'

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com']
/** Clock skew tolerated on exp/iat/nbf, in seconds. */
const CLOCK_TOLERANCE_SECONDS = 60
const MAX_TOKEN_AGE_SECONDS = 24 * 60 * 60

export interface GoogleIdentity {
  sub: string
  email: string
  name: string
}

/** Google's keys could not be fetched: not the customer's fault, so not a 401. */
export class GoogleUnavailableError extends AppError {
  readonly status = 503
  readonly code = 'unavailable'
}

/** Google's key set, fetched on first use, cached ten minutes, re-fetched for an unknown key id. */
export function remoteGoogleKeys(jwksUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 })
}

function keysUnreachable(error: unknown): boolean {
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    // fetch() failing (DNS, refused connection) or the key set answering non-200 / non-JSON
    error instanceof TypeError ||
    (error instanceof errors.JOSEError && error.code === 'ERR_JOSE_GENERIC')
  )
}

export function googleIdTokenVerifier({ clientId, keys }: { clientId: string; keys: JWTVerifyGetKey }) {
  const refuse = () => new UnauthorizedError(AUTH_MESSAGES.thirdPartyFailure)

  return {
    /** Throws UnauthorizedError for any token that is not a valid Google ID token for this store. */
    async verify(credential: string): Promise<GoogleIdentity> {
      let payload
      try {
        ;({ payload } = await jwtVerify(credential, keys, {
          audience: clientId,
          issuer: GOOGLE_ISSUERS,
          algorithms: ['RS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          // Google's ID tokens live an hour; this bound also refuses an `iat` in the future.
          maxTokenAge: MAX_TOKEN_AGE_SECONDS,
        }))
      } catch (error) {
        if (keysUnreachable(error)) throw new GoogleUnavailableError(AUTH_MESSAGES.thirdPartyFailure)
        throw refuse()
      }
      // OpenID Connect Core 3.1.3.7: a token issued to several audiences was requested by the
      // party named in `azp`; only a token requested by this store signs in to it.
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud]
      if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== clientId) throw refuse()
      const { sub, email, name } = payload
      const emailVerified = payload.email_verified === true || payload.email_verified === 'true'
      if (typeof sub !== 'string' || sub.length === 0 || sub.length > 255) throw refuse()
      if (typeof email !== 'string' || !email.includes('@') || email.length > 254 || !emailVerified) throw refuse()
      return {
        sub,
        email: email.trim().toLowerCase(),
        name: typeof name === 'string' ? name.trim().slice(0, 200) : '',
      }
    },
  }
}

export type GoogleIdTokenVerifier = ReturnType<typeof googleIdTokenVerifier>
