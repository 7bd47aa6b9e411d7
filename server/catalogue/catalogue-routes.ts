/**
 * Catalogue calls, with the paths and field names the pages and the seller's systems use.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { MAX_CART_LINES, MAX_SKU_LENGTH } from '#domain/limits.ts'
import { sendCompressed } from '../shared/compressed-body.ts'
import type { JsonDocument } from './catalogue-reads.ts'
import type { ApiPlugin } from '../shared/api-plugin.ts'
import type { CatalogueService } from './catalogue-service.ts'

const skuQuery = z.object({ sku: z.string().max(MAX_SKU_LENGTH, 'sku demasiado largo').optional() })
const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'el id debe ser un número entero positivo')
    .transform(Number),
})
const cartQuery = z.object({
  skus: z
    .string()
    .max(8000, 'demasiados productos')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(MAX_SKU_LENGTH)).max(MAX_CART_LINES, 'demasiados productos')),
})
const suggestionsQuery = z.object({
  q: z.string().max(200, 'búsqueda demasiado larga').default(''),
  limit: z.coerce.number().int().min(1).max(100).default(40),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})

/** Large, shared answers go out with an ETag so a repeat visit costs a 304. */
function sendDocument(request: FastifyRequest, reply: FastifyReply, doc: JsonDocument, maxAge = 60) {
  reply.header('cache-control', `public, max-age=${maxAge}, must-revalidate`)
  reply.type('application/json; charset=utf-8')
  return sendCompressed(request, reply, doc)
}

export const catalogueRoutes: ApiPlugin<{ catalogue: CatalogueService }> = async (app, { services }) => {
  const { catalogue } = services

  app.get('/api/products', { schema: { querystring: skuQuery } }, async (request, reply) => {
    const { sku } = request.query
    if (sku !== undefined) return catalogue.bySku(sku)
    return sendDocument(request, reply, await catalogue.allProductsJson())
  })

  app.patch('/api/products/addView/:id', { schema: { params: idParams } }, async (request, reply) => {
    await catalogue.addView(request.params.id, request.ip)
    return reply.status(200).send({ message: 'ok' })
  })

  app.get('/api/page/getBanners', async (request, reply) => sendDocument(request, reply, await catalogue.bannersJson()))
  app.get('/api/page/getCategoriesForCarrousel', () => catalogue.carouselCategories())
  app.get('/api/page/getBrandsForCarousel', () => catalogue.carouselBrands())

  // The cart cookie holds sku and quantity only; the page asks here for the rest.
  app.get('/api/cart/products', { schema: { querystring: cartQuery } }, async (request) =>
    catalogue.cartProducts(request.query.skus),
  )

  app.get('/api/search/suggestions', { schema: { querystring: suggestionsQuery } }, async (request, reply) => {
    const { q, limit, offset } = request.query
    return sendDocument(request, reply, await catalogue.suggestionsJson(q, limit, offset), 30)
  })
}
