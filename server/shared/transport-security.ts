/**
 * Two headers every answer gets:
 *
 * - Content-Security-Policy: the pages' policy without inline scripts (content-security-policy.ts);
 *   a page replaces it with its nonce or hashes (pages.ts), a file with FILE_POLICY, and in
 *   development Vite's inline scripts keep the old, unrestricted one.
 * - Strict-Transport-Security, when the store is reached over TLS: the connection is https
 *   (a listed proxy's X-Forwarded-Proto counts: TRUST_PROXY) or PUBLIC_URL is https. A browser
 *   ignores it over plain http, so a local `npm start` is unaffected. One year, without
 *   includeSubDomains or preload: those commit other hosts of the domain, the operator's call.
 */
import type { FastifyInstance } from 'fastify'
import type { Env } from '#config/env.server.ts'
import { DEVELOPMENT_POLICY, pagePolicy } from './content-security-policy.ts'

export const HSTS_VALUE = 'max-age=31536000'

export function registerTransportSecurity(app: FastifyInstance, env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'>): void {
  const policy = env.NODE_ENV === 'development' ? DEVELOPMENT_POLICY : pagePolicy('self-only')
  const publicTls = env.PUBLIC_URL?.startsWith('https:') ?? false
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', policy)
    if (publicTls || request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE)
  })
}
