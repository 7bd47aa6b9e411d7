/**
 * The checks a customer endpoint declares, as Fastify `preValidation` hooks: they run after the
 * body is parsed and before the route's schema looks at it, so a missing session answers 401
 * and another customer's e-mail 403 whatever else is wrong with the input.
 *
 *   app.get('/api/…', { preValidation: [auth.session, auth.ownEmailIn('query')], schema }, handler)
 *
 * - `session`: a valid bearer token of a current session (401 otherwise: forged, expired, its
 *   account gone, or signed before a password change). The handler reads it with sessionOf().
 * - `ownEmailIn(part)`: when the body or query names an e-mail, it is the session's own (403).
 */
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { INVALID_EMAIL_MESSAGE } from '#domain/forms/messages.ts'
import { MAX_EMAIL_LENGTH } from '#domain/limits.ts'
import { OTHER_ACCOUNT_MESSAGE, SESSION_EXPIRED_MESSAGE } from '#domain/messages.ts'
import { ForbiddenError, UnauthorizedError } from '../shared/errors.ts'
import type { AccountService } from './account-service.ts'
import type { SessionClaims, TokenService } from './token-service.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the `session` hook of a route that declares it */
    customerSession: SessionClaims | null
  }
}

/** The account an account call names; the route's schema checks it again with the rest. */
export const accountEmail = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .min(1, INVALID_EMAIL_MESSAGE)
  .max(MAX_EMAIL_LENGTH, INVALID_EMAIL_MESSAGE)
const namedAccount = z.object({ email: accountEmail })

/** Whether `email` is the session's own, compared as sign-in compares addresses. */
export function isOwnEmail(session: Pick<SessionClaims, 'email'>, email: string): boolean {
  return email.trim().toLowerCase() === session.email.trim().toLowerCase()
}

/** 403 unless `email` is absent or the session's own. */
export function requireOwnEmail(session: Pick<SessionClaims, 'email'>, email: string | undefined): void {
  if (email !== undefined && !isOwnEmail(session, email)) throw new ForbiddenError(OTHER_ACCOUNT_MESSAGE)
}

/** The session a route's `session` hook verified. */
export function sessionOf(request: FastifyRequest): SessionClaims {
  const session = request.customerSession
  if (!session) throw new Error(`${request.routeOptions.url} reads a session it does not declare`)
  return session
}

export interface CustomerAuthServices {
  tokens: TokenService
  accounts: AccountService
}

export function customerAuth({ tokens, accounts }: CustomerAuthServices) {
  return {
    async session(request: FastifyRequest): Promise<void> {
      const claims = await tokens.verify(tokens.fromHeader(request.headers.authorization))
      if (!(await accounts.sessionIsCurrent(claims))) throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE)
      request.customerSession = claims
    },

    /**
     * 403 when the body's or the query's `email` is a valid address of another account. One that
     * is missing or malformed is left to the route's schema (400), as before any ownership.
     */
    ownEmailIn(part: 'body' | 'query') {
      return async (request: FastifyRequest): Promise<void> => {
        const named = namedAccount.safeParse(request[part])
        if (named.success) requireOwnEmail(sessionOf(request), named.data.email)
      }
    },
  }
}

export type CustomerAuth = ReturnType<typeof customerAuth>
