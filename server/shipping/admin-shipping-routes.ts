/**
 * Envíos in the back office (/api/admin/shipping/zones): the zones listed, created, changed and
 * deleted, each write audited and moving the catalogue version (admin-shipping-service.ts). An
 * overlap or a repeated name is a 400 whose `fields` names the field and the conflicting codes.
 */
import { idParams } from '#domain/admin/admin-forms.ts'
import { ZONE_FIELD_LABELS, zoneFormSchema } from '#domain/shipping/shipping-forms.ts'
import { actorOf } from '../admin/admin-guard.ts'
import { adminRoutePlugin } from '../admin/admin-route-plugin.ts'
import { jsonObject } from '../shared/api-plugin.ts'
import type { AdminShippingService } from './admin-shipping-service.ts'

const config = { inputErrors: { labels: ZONE_FIELD_LABELS } }

export const adminShippingRoutes = adminRoutePlugin<{ adminShipping: AdminShippingService }>(
  async (app, guard, { adminShipping }) => {
    const write = guard.write('shipping')

    app.get('/api/admin/shipping/zones', { preValidation: guard.read('shipping') }, async () => ({
      zones: await adminShipping.zones(),
    }))

    app.post(
      '/api/admin/shipping/zones',
      { config, preValidation: write, schema: { body: jsonObject(zoneFormSchema) } },
      async (request, reply) => {
        const zone = await adminShipping.create(actorOf(request), request.body)
        return reply.status(201).send({ message: `Zona "${zone.name}" creada.`, zone })
      },
    )

    app.put(
      '/api/admin/shipping/zones/:id',
      { config, preValidation: write, schema: { params: idParams, body: jsonObject(zoneFormSchema) } },
      async (request) => {
        const zone = await adminShipping.update(actorOf(request), request.params.id, request.body)
        return { message: `Zona "${zone.name}" guardada.`, zone }
      },
    )

    app.delete(
      '/api/admin/shipping/zones/:id',
      { config, preValidation: write, schema: { params: idParams } },
      async (request) => {
        await adminShipping.remove(actorOf(request), request.params.id)
        return { message: 'Zona eliminada.' }
      },
    )
  },
)
