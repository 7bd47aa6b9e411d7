/**
 * The back office's writes of internal notes and tags: a note on an order
 * (/api/admin/orders/:number/notes) or a customer (/api/admin/customers/:id/notes), an order's
 * tags (/api/admin/orders/:number/tags). Refusals are the bare sentence, shown beside the field.
 * Registered inside admin-routes.ts, so the guard's session and the no-store header hold here too.
 */
import { idParams } from '#domain/admin/admin-forms.ts'
import { ORDER_TAG_MESSAGES, STAFF_NOTE_MESSAGES, orderTagsSchema, staffNoteSchema } from '#domain/admin/staff-notes.ts'
import { actorOf } from '../admin/admin-guard.ts'
import { adminRoutePlugin } from '../admin/admin-route-plugin.ts'
import { jsonObject } from '../shared/api-plugin.ts'
import { orderParams } from '../orders/order-params.ts'
import type { StaffNotesService } from './staff-notes-service.ts'

const config = {
  inputErrors: {
    labels: { number: 'Pedido', id: 'Cliente' },
    wholeMessages: [
      STAFF_NOTE_MESSAGES.empty,
      STAFF_NOTE_MESSAGES.tooLong,
      STAFF_NOTE_MESSAGES.characters,
      ORDER_TAG_MESSAGES.invalid,
      ORDER_TAG_MESSAGES.tooMany,
    ],
  },
}

export const staffNotesRoutes = adminRoutePlugin<{ staffNotes: StaffNotesService }>(async (app, guard, { staffNotes }) => {
  app.post(
    '/api/admin/orders/:number/notes',
    { config, preValidation: guard.write('orders'), schema: { params: orderParams, body: jsonObject(staffNoteSchema) } },
    async (request) => {
      await staffNotes.addOrderNote(actorOf(request), request.params.number, request.body.body)
      return { message: STAFF_NOTE_MESSAGES.added }
    },
  )

  app.put(
    '/api/admin/orders/:number/tags',
    { config, preValidation: guard.write('orders'), schema: { params: orderParams, body: jsonObject(orderTagsSchema) } },
    async (request) => {
      const { tags } = request.body
      const { changed } = await staffNotes.setOrderTags(actorOf(request), request.params.number, tags)
      return { message: changed ? ORDER_TAG_MESSAGES.saved(tags) : 'Las etiquetas ya eran esas; no se cambió nada.', tags }
    },
  )

  app.post(
    '/api/admin/customers/:id/notes',
    { config, preValidation: guard.write('customers'), schema: { params: idParams, body: jsonObject(staffNoteSchema) } },
    async (request) => {
      await staffNotes.addCustomerNote(actorOf(request), request.params.id, request.body.body)
      return { message: STAFF_NOTE_MESSAGES.added }
    },
  )
})
