/**
 * The checks every /api/admin route declares, as Fastify `preValidation` hooks, in this order:
 *
 * - `session`: a current staff session from the staff cookie (401 otherwise). A customer's bearer
 *   token or cookie is never read here, so it opens nothing.
 * - `role(page)`: the session's role may open that page of domain/admin/admin-pages.ts (403).
 * - `csrf`: a write carries the session's synchronizer token, in the `x-csrf-token` header or a
 *   `_csrf` body field (403).
 *
 *   app.post('/api/admin/…', { preValidation: guard.write('staff'), schema }, handler)
 */
import type { FastifyRequest } from 'fastify'
import { adminPage, type AdminPageKey } from '#domain/admin/admin-pages.ts'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import { CSRF_FIELD, CSRF_HEADER } from '#domain/admin/staff-roles.ts'
import { ForbiddenError, UnauthorizedError } from '../shared/errors.ts'
import { csrfMatches, staffActor, type AdminStaffService, type StaffSession } from './admin-staff-service.ts'
import type { AuditActor } from './audit-actor.ts'
import { staffTokenOf } from './admin-session-cookie.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the admin guard's `session` hook */
    staffSession: StaffSession | null
  }
}

/** The session the route's guard verified. */
export function staffSessionOf(request: FastifyRequest): StaffSession {
  const session = request.staffSession
  if (!session) throw new Error(`${request.routeOptions.url} reads a staff session it does not declare`)
  return session
}

/** The staff member of the session the route's guard verified, as the audit log names them. */
export const actorOf = (request: FastifyRequest): AuditActor => staffActor(staffSessionOf(request))

/** The CSRF token a write carries: the header first, then a `_csrf` field of the body. */
export function csrfTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[CSRF_HEADER]
  if (typeof header === 'string') return header
  const body = request.body
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const field = (body as Record<string, unknown>)[CSRF_FIELD]
    if (typeof field === 'string') return field
  }
  return undefined
}

export interface AdminGuardServices {
  adminStaff: AdminStaffService
}

export function adminGuard({ adminStaff }: AdminGuardServices) {
  async function session(request: FastifyRequest): Promise<void> {
    const found = await adminStaff.session(staffTokenOf(request))
    if (!found) throw new UnauthorizedError(ADMIN_MESSAGES.signInRequired)
    request.staffSession = found
  }
  const role = (key: AdminPageKey) =>
    async function role(request: FastifyRequest): Promise<void> {
      if (!adminPage(key).roles.includes(staffSessionOf(request).role)) throw new ForbiddenError(ADMIN_MESSAGES.forbidden)
    }
  async function csrf(request: FastifyRequest): Promise<void> {
    if (!csrfMatches(staffSessionOf(request).csrfToken, csrfTokenOf(request))) throw new ForbiddenError(ADMIN_MESSAGES.csrf)
  }
  return {
    session,
    csrf,
    /** a read of that page's data */
    read: (key: AdminPageKey) => [session, role(key)],
    /** a write on that page: session, role and CSRF token */
    write: (key: AdminPageKey) => [session, role(key), csrf],
  }
}

export type AdminGuard = ReturnType<typeof adminGuard>
