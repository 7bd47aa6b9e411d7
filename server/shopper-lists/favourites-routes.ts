/**
 * 'Mis favoritos', for a signed-in shopper (bearer session, 401 without):
 * GET /api/favourites/ids (the hearts), GET /api/favourites (the list page),
 * PUT and DELETE /api/favourites/:productId, POST /api/favourites/join {ids} at sign-in.
 */
import { favouriteParamsSchema, joinFavouritesSchema } from '#domain/shopper-lists/favourite-items.ts'
import { customerAuth, sessionOf, type CustomerAuthServices } from '../accounts/auth-guard.ts'
import { jsonObject, type ApiPlugin } from '../shared/api-plugin.ts'
import type { FavouritesService } from './favourites-service.ts'

export const favouritesRoutes: ApiPlugin<CustomerAuthServices & { favourites: FavouritesService }> = async (
  app,
  { services },
) => {
  const auth = customerAuth(services)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get('/api/favourites/ids', { preValidation: [auth.session] }, async (request) => ({
    ids: await services.favourites.ids(sessionOf(request).userId),
  }))

  app.get('/api/favourites', { preValidation: [auth.session] }, async (request) => ({
    items: await services.favourites.list(sessionOf(request).userId),
  }))

  app.put(
    '/api/favourites/:productId',
    { preValidation: [auth.session], schema: { params: favouriteParamsSchema } },
    async (request) => ({
      ids: await services.favourites.add(sessionOf(request).userId, request.params.productId),
    }),
  )

  app.delete(
    '/api/favourites/:productId',
    { preValidation: [auth.session], schema: { params: favouriteParamsSchema } },
    async (request) => ({ ids: await services.favourites.remove(sessionOf(request).userId, request.params.productId) }),
  )

  app.post(
    '/api/favourites/join',
    { preValidation: [auth.session], schema: { body: jsonObject(joinFavouritesSchema) } },
    async (request) => ({
      ids: await services.favourites.join(sessionOf(request).userId, request.body.ids),
    }),
  )
}
