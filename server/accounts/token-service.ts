/**
 * Session tokens: signed (HS256), expiring JWTs carrying the user's id, e-mail and session epoch
 * (`se`). The browser keeps one in localStorage and sends it as `Authorization: Bearer`.
 * A password change moves the account's epoch, which ends older sessions
 * (auth-guard.ts); tokens signed before epochs existed count as epoch 0.
 */
import { jwtVerify, SignJWT } from 'jose'
import { SESSION_EXPIRED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '#domain/messages.ts'
import { UnauthorizedError } from '../shared/errors.ts'

export const TOKEN_ISSUER = 'tienda'
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60
/** Clocks of instances differ a little: an `iat` this far ahead is still accepted. */
const CLOCK_TOLERANCE_SECONDS = 60
/** A user id as we write it: digits, no sign, no leading zero, no spaces ("1.0", "0x1", " 1" are not ids). */
const USER_ID = /^[1-9]\d{0,15}$/

export interface SessionClaims {
  userId: number
  email: string
  epoch: number
}

export interface TokenService {
  /** a signed token for the claims (epoch 0 when none is given) */
  sign(claims: Omit<SessionClaims, 'epoch'> & { epoch?: number }): Promise<string>
  /**
   * Throws UnauthorizedError for a missing, malformed, forged or expired token. Even a token
   * signed with our key must look like one we wrote: an `exp`, an `iat` not in the future and
   * no older than the lifetime (so a token without a sane lifetime never lasts forever), and
   * `sub` a user id in our own spelling (`Number()` would read "1.0", "0x1" and " 1" as 1).
   */
  verify(token: string | undefined): Promise<SessionClaims>
  /** The bearer token of an Authorization header, if any. */
  fromHeader(header: string | undefined): string | undefined
}

export function tokenService(secret: Uint8Array, ttlSeconds = TOKEN_TTL_SECONDS): TokenService {
  return {
    async sign(claims) {
      return new SignJWT({ email: claims.email, se: claims.epoch ?? 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret)
    },

    async verify(token) {
      if (!token) throw new UnauthorizedError(SIGN_IN_REQUIRED_MESSAGE)
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: TOKEN_ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
        })
        const userId = typeof payload.sub === 'string' && USER_ID.test(payload.sub) ? Number(payload.sub) : Number.NaN
        const epoch = payload.se === undefined ? 0 : payload.se
        const age = Math.floor(Date.now() / 1000) - (payload.iat ?? Number.NaN)
        if (
          !(age >= -CLOCK_TOLERANCE_SECONDS && age <= Math.max(ttlSeconds, 0) + CLOCK_TOLERANCE_SECONDS) ||
          !Number.isSafeInteger(userId) ||
          typeof payload.email !== 'string' ||
          payload.email.trim() === '' ||
          !Number.isSafeInteger(epoch)
        ) {
          throw new Error('claims')
        }
        return { userId, email: payload.email, epoch: epoch as number }
      } catch {
        throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE)
      }
    },

    fromHeader(header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
      return match?.[1]
    },
  }
}
