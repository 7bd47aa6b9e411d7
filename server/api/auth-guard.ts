/**
 * The one check every customer endpoint makes: a valid bearer token of a current session (401
 * otherwise: forged, expired, its account gone, or signed before a password change), and for
 * endpoints that name an e-mail, that it is the token's own (403 otherwise).
 */
import type { FastifyRequest } from 'fastify'
import { OTHER_ACCOUNT_MESSAGE } from '#domain/messages.ts'
import { ForbiddenError, UnauthorizedError } from '../errors.ts'
import { ACCOUNT_MESSAGES } from '../services/account-service.ts'
import type { SessionClaims } from '../services/token-service.ts'
import type { Services } from '../services/services.ts'

export async function requireSession(request: FastifyRequest, services: Services): Promise<SessionClaims> {
  const claims = await services.tokens.verify(services.tokens.fromHeader(request.headers.authorization))
  if (!(await services.accounts.sessionIsCurrent(claims))) throw new UnauthorizedError(ACCOUNT_MESSAGES.accountGone)
  return claims
}

export function requireOwnEmail(session: SessionClaims, email: string | undefined): void {
  if (email !== undefined && email.trim().toLowerCase() !== session.email.trim().toLowerCase()) {
    throw new ForbiddenError(OTHER_ACCOUNT_MESSAGE)
  }
}
