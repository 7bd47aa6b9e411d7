/**
 * The back office's API (/api/admin/*): one plugin that holds every admin route, so the staff
 * session's request slot and the no-store header cover them all. Pages read through their
 * loaders; these routes take the writes, each declaring its guard (admin-guard.ts) and its input
 * as zod schemas (domain/admin/admin-forms.ts). Answers are `{ message }` in Spanish. Each
 * feature's admin routes live in its own folder and are registered here.
 */
import type { ApiPlugin } from '../shared/api-plugin.ts'
import { adminCatalogueRoutes } from '../catalogue/import/admin-catalogue-routes.ts'
import { adminContactsRoutes } from '../contacts/admin-contacts-routes.ts'
import { adminHomeRoutes } from '../home-content/admin-home-routes.ts'
import { adminOrderRoutes } from '../orders/admin-order-routes.ts'
import { adminOutboxRoutes } from '../mail/admin-outbox-routes.ts'
import { adminProductRoutes } from '../catalogue/admin-product-routes.ts'
import { adminSessionRoutes } from './admin-session-routes.ts'
import { adminStaffRoutes } from './admin-staff-routes.ts'

export const adminRoutes: ApiPlugin = async (app, { services }) => {
  app.decorateRequest('staffSession', null)

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  await app.register(adminSessionRoutes, { services })
  await app.register(adminStaffRoutes, { services })
  await app.register(adminContactsRoutes, { services })
  await app.register(adminOutboxRoutes, { services })
  await app.register(adminOrderRoutes, { services })
  await app.register(adminProductRoutes, { services })
  await app.register(adminCatalogueRoutes, { services })
  await app.register(adminHomeRoutes, { services })
}
