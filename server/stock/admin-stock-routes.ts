/**
 * The stock in the back office (decision 048): a product's movements (GET
 * /api/admin/products/:id/stock-movements) and the store's setting "los pedidos descuentan stock"
 * (GET/PUT /api/admin/stock/settings), on the Productos page's permissions.
 */
import { z } from 'zod'
import { idParams } from '#domain/admin/admin-forms.ts'
import { STOCK_MESSAGES } from '#domain/stock-movements.ts'
import { actorOf } from '../admin/admin-guard.ts'
import { adminRoutePlugin } from '../admin/admin-route-plugin.ts'
import { jsonObject } from '../shared/api-plugin.ts'
import type { StockService } from './stock-service.ts'

const config = { inputErrors: { labels: { followsOrders: 'Los pedidos descuentan stock', id: 'Identificador' } } }

const settingsSchema = z.object({
  followsOrders: z.boolean({ error: 'Indicá si los pedidos descuentan stock (sí o no).' }),
})

export const adminStockRoutes = adminRoutePlugin<{ stock: StockService }>(async (app, guard, { stock }) => {
  app.get(
    '/api/admin/products/:id/stock-movements',
    { config, preValidation: guard.read('products'), schema: { params: idParams } },
    async (request) => ({ movements: await stock.history(request.params.id) }),
  )

  app.get('/api/admin/stock/settings', { preValidation: guard.read('products') }, () => stock.settings())

  app.put(
    '/api/admin/stock/settings',
    { config, preValidation: guard.write('products'), schema: { body: jsonObject(settingsSchema) } },
    async (request) => {
      const settings = await stock.setFollowsOrders(actorOf(request), request.body.followsOrders)
      return { message: STOCK_MESSAGES.settingSaved(settings.followsOrders), ...settings }
    },
  )
})
