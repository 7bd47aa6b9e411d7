/**
 * The back office's writes on contacts (/api/admin/enquiries, /api/admin/withdrawals,
 * /api/admin/subscribers.csv): an enquiry marked seen (a POST the page makes once it shows it,
 * never its loader: a GET changes nothing), an enquiry's state and note, a withdrawal's state and the subscribers' CSV
 * download. Registered inside admin-routes.ts, so the guard's session and the no-store header
 * hold here too.
 */
import { idParams, listQuerySchema, withdrawalStateSchema } from '#domain/admin/admin-forms.ts'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import { ENQUIRY_MESSAGES, enquiryFollowUpSchema } from '#domain/admin/enquiry-states.ts'
import { actorOf } from '../admin/admin-guard.ts'
import { adminRoutePlugin } from '../admin/admin-route-plugin.ts'
import { adminInputConfig as config } from '../admin/admin-input-labels.ts'
import { jsonObject } from '../shared/api-plugin.ts'
import type { AdminContactsService } from './admin-contacts-service.ts'

export const adminContactsRoutes = adminRoutePlugin<{ adminContacts: AdminContactsService }>(
  async (app, guard, { adminContacts }) => {
    app.post(
      '/api/admin/enquiries/:id/seen',
      { config, preValidation: guard.write('enquiries'), schema: { params: idParams } },
      async (request) => {
        await adminContacts.markEnquirySeen(actorOf(request), request.params.id)
        return { message: ADMIN_MESSAGES.saved }
      },
    )

    app.put(
      '/api/admin/enquiries/:id/follow-up',
      {
        config,
        preValidation: guard.write('enquiries'),
        schema: { params: idParams, body: jsonObject(enquiryFollowUpSchema) },
      },
      async (request) => {
        await adminContacts.setEnquiryFollowUp(actorOf(request), request.params.id, request.body)
        return { message: ENQUIRY_MESSAGES.saved(request.body.state) }
      },
    )

    app.put(
      '/api/admin/withdrawals/:id/state',
      {
        config,
        preValidation: guard.write('withdrawals'),
        schema: { params: idParams, body: jsonObject(withdrawalStateSchema) },
      },
      async (request) => {
        await adminContacts.setWithdrawalState(actorOf(request), request.params.id, request.body.state)
        return { message: ADMIN_MESSAGES.saved }
      },
    )

    app.get(
      '/api/admin/subscribers.csv',
      { config, preValidation: guard.read('subscribers'), schema: { querystring: listQuerySchema.pick({ q: true }) } },
      async (request, reply) => {
        const csv = await adminContacts.subscribersCsv(actorOf(request), request.query.q)
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="suscriptores.csv"')
          .send(csv)
      },
    )
  },
)
