/**
 * The Fastify application as a plugin-like factory, separate from the process entry
 * (index.ts), so tests build it and call inject() without a port.
 */
import { constants as zlib } from 'node:zlib'
import compress from '@fastify/compress'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import secureJson from 'secure-json-parse'
import { accountRoutes } from './api/account-routes.ts'
import { catalogueRoutes } from './api/catalogue-routes.ts'
import { contactRoutes } from './api/contact-routes.ts'
import { imagesRoute } from './api/images-route.ts'
import { orderRoutes } from './api/order-routes.ts'
import { withdrawalRoutes } from './api/withdrawal-routes.ts'
import { httpTimeoutOptions, limitConnectionsPerClient } from './connection-limits.ts'
import { registerErrorHandling } from './http-errors.ts'
import { OneLinePerRequest } from './request-log.ts'
import { registerRequestGuards } from './request-guards.ts'
import { checkDatabase } from './services/health-check.ts'
import type { Services } from './services/services.ts'

export interface AppOptions {
  services: Services
  /** the process's logger (server/logger.ts); tests that build the app in-process log nothing */
  logger?: FastifyBaseLogger
}

const API_BODY_LIMIT = 64 * 1024
const HEALTH_TIMEOUT_MS = 3000

/** Rejects when `promise` has not settled within `ms` (the promise itself is left to finish). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export async function buildApp({ services, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger, logController: new OneLinePerRequest() } : { logger: false }),
    bodyLimit: API_BODY_LIMIT,
    ...httpTimeoutOptions(services.env),
    // Only the listed proxies' X-Forwarded-For is read (config/env.ts): never a client's own.
    trustProxy: services.env.TRUST_PROXY,
    // A query string like ?a[b]=1 is not ours to interpret: keep flat strings only.
    routerOptions: { maxParamLength: 300 },
  })

  limitConnectionsPerClient(app.server, { max: services.env.CONNECTIONS_PER_CLIENT, trustProxy: services.env.TRUST_PROXY })
  registerErrorHandling(app)

  // Some clients send PATCH/POST with a JSON content type and no body; that is not an error.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') return done(null, undefined)
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' }))
    } catch {
      done(Object.assign(new Error('invalid json'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined)
    }
  })

  registerRequestGuards(app)

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    reply.header('x-frame-options', 'SAMEORIGIN')
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', "frame-ancestors 'self'; base-uri 'self'; object-src 'none'")
    }
    return payload
  })

  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    // Quality 11 (zlib's default) costs more CPU per page than rendering it.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } },
  })

  // A load balancer's probe: 503 (take this instance out of rotation for now) when the database
  // does not answer within a few seconds or orders are stuck behind a lock (health-check.ts),
  // never a hung request or a 500 with internals.
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      await withTimeout(checkDatabase(services.database), HEALTH_TIMEOUT_MS)
    } catch (error) {
      request.log.warn({ err: error }, 'health: database unavailable')
      return reply.status(503).send({ status: 'unavailable', database: services.database.kind })
    }
    return { status: 'ok', database: services.database.kind }
  })

  await app.register(catalogueRoutes, { services })
  await app.register(contactRoutes, { services })
  await app.register(imagesRoute, { dataDir: services.env.DATA_DIR })
  await app.register(orderRoutes, { services })
  await app.register(accountRoutes, { services })
  await app.register(withdrawalRoutes, { services })
  return app
}
