/**
 * The one check every customer endpoint makes: a valid bearer token (401 otherwise), and for
 * endpoints that name an e-mail, that it is the token's own (403 otherwise).
 */
import type { FastifyRequest } from 'fastify'
import { ForbiddenError } from '../errors.ts'
import type { SessionClaims } from '../services/token-service.ts'
import type { Services } from '../services/services.ts'

export async function requireSession(request: FastifyRequest, services: Services): Promise<SessionClaims> {
  return services.tokens.verify(services.tokens.fromHeader(request.headers.authorization))
}

export function requireOwnEmail(session: SessionClaims, email: string | undefined): void {
  if (email !== undefined && email.trim().toLowerCase() !== session.email.trim().toLowerCase()) {
    throw new ForbiddenError('No tiene permiso para acceder a los datos de otra cuenta.')
  }
}
