/**
 * The bulk price change (/api/admin/prices/bulk…, decision 050): a preview that writes nothing,
 * the change applied in one transaction, and its undo. Registered inside admin-routes.ts, so the
 * guard's session, CSRF check and no-store header hold here too; a wrong percentage, filter or
 * selection comes back as `{ message, fields }`, said beside its field.
 */
import { idParams } from '#domain/admin/admin-forms.ts'
import { BULK_PRICE_MESSAGES, bulkPriceApplySchema, bulkPriceTargetSchema } from '#domain/admin/bulk-price-change.ts'
import { actorOf } from '../admin/admin-guard.ts'
import { adminRoutePlugin } from '../admin/admin-route-plugin.ts'
import { jsonObject } from '../shared/api-plugin.ts'
import type { AdminProductsService } from './admin-products-service.ts'

const config = {
  inputErrors: {
    labels: {
      percent: 'Porcentaje',
      filter: 'Filtro',
      ids: 'Selección',
      token: 'Vista previa',
      confirmPrices: 'Confirmación de precios',
    },
  },
}

export const adminBulkPriceRoutes = adminRoutePlugin<{ adminProducts: AdminProductsService }>(
  async (app, guard, { adminProducts }) => {
    const write = guard.write('products')

    // A POST although it writes nothing: the selection may be thousands of ids, too long for an address.
    app.post(
      '/api/admin/prices/bulk/preview',
      { config, preValidation: write, schema: { body: jsonObject(bulkPriceTargetSchema) } },
      async (request) => adminProducts.bulkPricePreview(request.body),
    )

    app.post(
      '/api/admin/prices/bulk',
      { config, preValidation: write, schema: { body: jsonObject(bulkPriceApplySchema) } },
      async (request, reply) => {
        const done = await adminProducts.applyBulkPriceChange(actorOf(request), request.body)
        return reply.status(201).send({ message: BULK_PRICE_MESSAGES.applied(done.changed, done.percent), ...done })
      },
    )

    app.post(
      '/api/admin/prices/bulk/:id/undo',
      { config, preValidation: write, schema: { params: idParams } },
      async (request) => {
        const { restored } = await adminProducts.undoBulkPriceChange(actorOf(request), request.params.id)
        return { message: BULK_PRICE_MESSAGES.undone(restored), restored }
      },
    )
  },
)
