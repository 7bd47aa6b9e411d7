/**
 * The Fastify application as a plugin-like factory, separate from the process entry
 * (index.ts), so tests build it and call inject() without a port.
 */
import { constants as zlib } from 'node:zlib'
import compress from '@fastify/compress'
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import secureJson from 'secure-json-parse'
import { accountRoutes } from './accounts/account-routes.ts'
import { adminRoutes } from './admin/admin-routes.ts'
import { adminCatalogueRoutes } from './catalogue/import/admin-catalogue-routes.ts'
import { adminContactsRoutes } from './contacts/admin-contacts-routes.ts'
import { adminHomeRoutes } from './home-content/admin-home-routes.ts'
import { adminOrderRoutes } from './orders/admin-order-routes.ts'
import { staffNotesRoutes } from './staff-notes/staff-notes-routes.ts'
import { adminWholesaleRoutes, wholesaleRoutes } from './wholesale/wholesale-routes.ts'
import { priceListRoutes } from './wholesale/price-list-routes.ts'
import { resellerPriceRoutes } from './wholesale/reseller-price-routes.ts'
import { adminWholesaleSettingsRoutes } from './wholesale/wholesale-settings-routes.ts'
import { reportRoutes } from './reports/report-routes.ts'
import { adminOutboxRoutes } from './admin/admin-outbox-routes.ts'
import { adminProductRoutes } from './catalogue/admin-product-routes.ts'
import { adminBulkPriceRoutes } from './catalogue/admin-bulk-price-routes.ts'
import { catalogueRoutes } from './catalogue/catalogue-routes.ts'
import { contactRoutes } from './contacts/contact-routes.ts'
import { imagesRoute } from './files/images-route.ts'
import { renderDemoImage } from './demo/images.ts'
import { orderRoutes } from './orders/order-routes.ts'
import { withdrawalRoutes } from './contacts/withdrawal-routes.ts'
import { stockAlertRoutes } from './shopper-lists/stock-alert-routes.ts'
import { favouritesRoutes } from './shopper-lists/favourites-routes.ts'
import { shippingRoutes } from './shipping/shipping-routes.ts'
import { adminShippingRoutes } from './shipping/admin-shipping-routes.ts'
import { adminStockRoutes } from './stock/admin-stock-routes.ts'
import { paymentRoutes } from './payments/payment-routes.ts'
import { adminPaymentRoutes } from './payments/admin-payment-routes.ts'
import { httpTimeoutOptions, limitConnectionsPerClient } from './shared/connection-limits.ts'
import { registerTransportSecurity } from './shared/transport-security.ts'
import { registerErrorHandling } from './shared/http-errors.ts'
import { OneLinePerRequest } from './shared/request-log.ts'
import { registerRequestGuards } from './shared/request-guards.ts'
import type { Services } from './services.ts'

export interface AppOptions {
  services: Services
  /** the process's logger (server/shared/logger.ts); tests that build the app in-process log nothing */
  logger?: FastifyBaseLogger
  /** the level of a request's line (server/shared/logger.ts's requestLogLevel); info by default */
  requestLogLevel?: 'info' | 'debug'
}

const API_BODY_LIMIT = 64 * 1024

/**
 * The security headers of every answer: no sniffing, the referrer's origin only across sites,
 * framing only by this site. The Content-Security-Policy is set per answer (below and in
 * pages.ts: content-security-policy.ts); Strict-Transport-Security when the store is reached over
 * TLS. Helmet's other defaults stay off, as before it: cross-origin isolation would block
 * Google's sign-in script and the map tiles.
 */
const SECURITY_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: false,
  xContentTypeOptions: true,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'sameorigin' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
}

export async function buildApp({ services, logger, requestLogLevel }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger, logController: new OneLinePerRequest(requestLogLevel) } : { logger: false }),
    bodyLimit: API_BODY_LIMIT,
    ...httpTimeoutOptions(services.env),
    // Only the listed proxies' X-Forwarded-For is read (config/env.server.ts): never a client's own.
    trustProxy: services.env.TRUST_PROXY,
    // A query string like ?a[b]=1 is not ours to interpret: keep flat strings only.
    routerOptions: { maxParamLength: 300 },
  })

  limitConnectionsPerClient(app.server, { max: services.env.CONNECTIONS_PER_CLIENT, trustProxy: services.env.TRUST_PROXY })
  registerErrorHandling(app)
  // Routes declare their input as zod schemas (shared/api-plugin.ts); these check it.
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorateRequest('customerSession', null)

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

  // Refused before a route's own checks (session, schema): request-guards.ts.
  registerRequestGuards(app)

  await app.register(helmet, SECURITY_HEADERS)
  registerTransportSecurity(app, services.env)

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
    const { health } = services
    try {
      await health.check()
    } catch (error) {
      request.log.warn({ err: error }, 'health: database unavailable')
      return reply.status(503).send({ status: 'unavailable', database: health.database })
    }
    return { status: 'ok', database: health.database }
  })

  await app.register(catalogueRoutes, { services })
  await app.register(contactRoutes, { services })
  await app.register(imagesRoute(renderDemoImage), { services })
  await app.register(orderRoutes, { services })
  await app.register(accountRoutes, { services })
  await app.register(withdrawalRoutes, { services })
  await app.register(stockAlertRoutes, { services })
  await app.register(favouritesRoutes, { services })
  await app.register(shippingRoutes, { services })
  await app.register(paymentRoutes, { services })
  await app.register(wholesaleRoutes, { services })
  await app.register(priceListRoutes, { services })
  await app.register(resellerPriceRoutes, { services })
  // Each feature's admin routes, inside the admin plugin (its session slot and no-store header).
  const adminFeatures = [
    adminContactsRoutes,
    adminOutboxRoutes,
    adminOrderRoutes,
    staffNotesRoutes,
    reportRoutes,
    adminProductRoutes,
    adminBulkPriceRoutes,
    adminCatalogueRoutes,
    adminHomeRoutes,
    adminShippingRoutes,
    adminPaymentRoutes,
    adminStockRoutes,
    adminWholesaleRoutes,
    adminWholesaleSettingsRoutes,
  ]
  await app.register(adminRoutes<Services>(adminFeatures), { services })
  return app
}
