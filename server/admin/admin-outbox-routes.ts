/**
 * The back office's write on the e-mail outbox (/api/admin/outbox/:id/resend): a failed message
 * put back in the queue. Registered inside admin-routes.ts, so the guard's session and the
 * no-store header hold here too.
 */
import { idParams } from '#domain/admin/admin-forms.ts'
import { actorOf } from './admin-guard.ts'
import { adminRoutePlugin } from './admin-route-plugin.ts'
import { adminInputConfig as config } from './admin-input-labels.ts'
import type { AdminOutboxService } from './admin-outbox-service.ts'

export const adminOutboxRoutes = adminRoutePlugin<{ adminOutbox: AdminOutboxService }>(async (app, guard, { adminOutbox }) => {
  app.post(
    '/api/admin/outbox/:id/resend',
    { config, preValidation: guard.write('outbox'), schema: { params: idParams } },
    async (request) => {
      await adminOutbox.resendEmail(actorOf(request), request.params.id)
      return { message: 'Correo puesto nuevamente en cola.' }
    },
  )
})
