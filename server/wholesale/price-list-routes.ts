/**
 * GET /api/reseller-price-list: the wholesale price list as a spreadsheet, for an approved
 * reseller (decision 057). The customer's bearer session (401 without), an approved account (403
 * with a Spanish sentence for a retail customer, a pending, rejected or suspended account), never
 * cached. The body streams (price-list-service.ts); the page fetches it with the token and saves
 * the blob (app/components/wholesale/price-list-download.tsx).
 */
import type { FastifyRequest } from 'fastify'
import { PRICE_LIST_CONTENT_TYPE, PRICE_LIST_MESSAGES } from '#domain/wholesale/price-list.ts'
import { customerAuth, sessionOf, type CustomerAuthServices } from '../accounts/auth-guard.ts'
import type { ApiPlugin } from '../shared/api-plugin.ts'
import { ForbiddenError } from '../shared/errors.ts'
import type { PriceListService } from './price-list-service.ts'
import type { WholesaleService } from './wholesale-service.ts'

type PriceListRouteServices = CustomerAuthServices & {
  wholesale: Pick<WholesaleService, 'approvedReseller'>
  priceList: PriceListService
}

export const priceListRoutes: ApiPlugin<PriceListRouteServices> = async (app, { services }) => {
  const auth = customerAuth(services)
  const approvedReseller = async (request: FastifyRequest) => {
    if (!(await services.wholesale.approvedReseller(sessionOf(request).userId)))
      throw new ForbiddenError(PRICE_LIST_MESSAGES.notReseller)
  }
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  // Already deflated inside the zip: @fastify/compress would spend CPU for nothing.
  app.get(
    '/api/reseller-price-list',
    { compress: false, preValidation: [auth.session, approvedReseller] },
    async (_request, reply) => {
      const file = await services.priceList.download()
      return reply
        .header('content-type', PRICE_LIST_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-catalogue-version', file.catalogueVersion)
        .send(file.stream)
    },
  )
}
