/**
 * What every admin route file is built from: an ApiPlugin (shared/api-plugin.ts) whose routes
 * receive the admin guard made from the services they are handed, and those services.
 *
 *   export const thingRoutes = adminRoutePlugin<{ things: ThingService }>(async (app, guard, { things }) => {
 *     app.post('/api/admin/things', { preValidation: guard.write('things') }, async (request) => …)
 *   })
 */
import type { ApiApp, ApiPlugin } from '../shared/api-plugin.ts'
import { adminGuard, type AdminGuard, type AdminGuardServices } from './admin-guard.ts'

export function adminRoutePlugin<S extends object = object>(
  routes: (app: ApiApp, guard: AdminGuard, services: AdminGuardServices & S) => Promise<void>,
): ApiPlugin<AdminGuardServices & S> {
  return async (app, { services }) => routes(app, adminGuard(services), services)
}
