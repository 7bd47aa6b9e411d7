/**
 * The back office's API (/api/admin/*): one plugin that holds every admin route, so the staff
 * session's request slot and the no-store header cover them all. Pages read through their
 * loaders; these routes take the writes, each declaring its guard (admin-guard.ts) and its input
 * as zod schemas (domain/admin/admin-forms.ts). Answers are `{ message }` in Spanish.
 *
 * Each feature's admin routes live in the feature's folder and are handed in by the app
 * (server/app.ts), so this folder depends on no feature: features depend on admin's guard.
 */
import type { ApiPlugin } from '../shared/api-plugin.ts'
import type { AdminGuardServices } from './admin-guard.ts'
import { adminSessionRoutes } from './admin-session-routes.ts'
import { adminStaffRoutes } from './admin-staff-routes.ts'

export function adminRoutes<S extends AdminGuardServices>(features: readonly ApiPlugin<S>[]): ApiPlugin<S> {
  return async (app, { services }) => {
    app.decorateRequest('staffSession', null)

    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
    })

    await app.register(adminSessionRoutes, { services })
    await app.register(adminStaffRoutes, { services })
    for (const feature of features) await app.register(feature, { services })
  }
}
