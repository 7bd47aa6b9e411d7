/**
 * POST /api/reseller-prices {skus}: an approved reseller's prices for the products on a page and
 * the terms of their account (decision 058). The customer's bearer session (401 without), 403 for
 * anyone whose account is not approved, never cached: the pages' HTML stays everyone's and the
 * prices fill in after hydration (app/components/wholesale/).
 */
import { z } from 'zod'
import { MAX_SKU_LENGTH } from '#domain/limits.ts'
import { MAX_RESELLER_PRICE_SKUS, WHOLESALE_TERMS_MESSAGES } from '#domain/wholesale/wholesale-prices.ts'
import { customerAuth, sessionOf, type CustomerAuthServices } from '../accounts/auth-guard.ts'
import { jsonObject, type ApiPlugin } from '../shared/api-plugin.ts'
import { InvalidError } from '../shared/errors.ts'
import type { ResellerPricesService } from './reseller-prices-service.ts'

const skusBody = z.object({
  skus: z.array(z.string().trim().min(1).max(MAX_SKU_LENGTH)).min(1),
})

/** The skus asked, each once; a list longer than the limit or not a list of skus is a 400 that says so. */
function skusOf(body: unknown): string[] {
  const result = skusBody.safeParse(body)
  if (!result.success) throw new InvalidError(WHOLESALE_TERMS_MESSAGES.badSkus)
  const skus = [...new Set(result.data.skus)]
  if (skus.length > MAX_RESELLER_PRICE_SKUS) throw new InvalidError(WHOLESALE_TERMS_MESSAGES.tooManySkus)
  return skus
}

export const resellerPriceRoutes: ApiPlugin<CustomerAuthServices & { resellerPrices: ResellerPricesService }> = async (
  app,
  { services },
) => {
  const auth = customerAuth(services)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.post(
    '/api/reseller-prices',
    { preValidation: [auth.session], schema: { body: jsonObject(z.record(z.string(), z.unknown())) } },
    async (request) => services.resellerPrices.pricesFor(sessionOf(request).userId, skusOf(request.body)),
  )
}
