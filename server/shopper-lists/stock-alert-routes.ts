/**
 * The back-in-stock alerts' API (docs/storefront.md, decision 045), open to anyone:
 * - POST /api/stock-alerts {product_id, email}: 200 with one message whether or not the e-mail was
 *   already subscribed; 400 bad e-mail, 404 unknown product, 409 product in stock, 429 past the limits.
 * - POST /api/stock-alerts/confirm {token}: the double opt-in's link (the page posts it).
 * - POST /api/stock-alerts/unsubscribe?token=…: RFC 8058's one-click unsubscribe, which mail
 *   clients POST as 'List-Unsubscribe=One-Click' (form-encoded); the page posts {token} as JSON.
 */
import { z } from 'zod'
import { STOCK_ALERT_MESSAGES, stockAlertSchema, stockAlertTokenSchema } from '#domain/forms/stock-alert.ts'
import { bodyOrEmpty, jsonObject, type ApiPlugin } from '../shared/api-plugin.ts'
import { InvalidError } from '../shared/errors.ts'
import type { StockAlertService } from './stock-alert-service.ts'

const tokenBody = z.object({ token: stockAlertTokenSchema })
const oneClick = z.object({ token: stockAlertTokenSchema.optional() })

export const stockAlertRoutes: ApiPlugin<{ stockAlerts: StockAlertService }> = async (app, { services }) => {
  // RFC 8058's POST is form-encoded; only these routes (this plugin's scope) read that type.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))))
  })

  app.post('/api/stock-alerts', { schema: { body: jsonObject(stockAlertSchema) } }, async (request, reply) => {
    const answer = await services.stockAlerts.request(request.body, request.ip)
    return reply.header('cache-control', 'no-store').send(answer)
  })

  app.post('/api/stock-alerts/confirm', { schema: { body: jsonObject(tokenBody) } }, async (request, reply) => {
    const answer = await services.stockAlerts.confirm(request.body.token)
    return reply.header('cache-control', 'no-store').send(answer)
  })

  app.post(
    '/api/stock-alerts/unsubscribe',
    { schema: { querystring: oneClick, body: bodyOrEmpty(z.record(z.string(), z.unknown())) } },
    async (request, reply) => {
      const fromBody = tokenBody.safeParse(request.body)
      const token = request.query.token ?? (fromBody.success ? fromBody.data.token : undefined)
      if (!token) throw new InvalidError(STOCK_ALERT_MESSAGES.invalidLink)
      const answer = await services.stockAlerts.unsubscribe(token)
      return reply.header('cache-control', 'no-store').send(answer)
    },
  )
}
