/**
 * The back office's pages are guarded here, in Fastify, before React Router renders or loads
 * anything under /admin: no staff session sends the browser to /admin/login (a redirect React
 * Router's data requests understand too), and a role the page table (domain/admin/admin-pages.ts)
 * does not list gets a 403 page. A customer's token or cookie is never read. /admin/login is the
 * only page open without a session.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ADMIN_LOGIN_PATH, canOpen } from '#domain/admin/admin-pages.ts'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import { staffTokenOf } from '../admin/admin-session-cookie.ts'
import { sendErrorPage } from './page-errors.ts'
import type { Services } from '../services.ts'
import type { StaffSession } from '../admin/admin-staff-service.ts'

/** The session for the page's loaders (null on the sign-in page without one), or 'answered'. */
export async function guardAdminPage(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  url: URL,
): Promise<StaffSession | null | 'answered'> {
  const data = url.pathname.endsWith('.data')
  const page = url.pathname.replace(/\.data$/, '')
  const staff = (await services.adminStaff.session(staffTokenOf(request))) ?? null
  if (page === ADMIN_LOGIN_PATH) return staff
  if (!staff) {
    const next = data ? page : `${url.pathname}${url.search}`
    const login = `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(next)}`
    reply.header('cache-control', 'no-store')
    // React Router's data request follows a redirect it is told about this way (single fetch).
    if (data) reply.status(204).header('x-remix-redirect', login).header('x-remix-status', '302').send()
    else reply.redirect(login, 302)
    return 'answered'
  }
  if (!canOpen(staff.role, page)) {
    if (data) reply.status(403).header('cache-control', 'no-store').send()
    else sendErrorPage(reply, 403, 'Sin acceso', ADMIN_MESSAGES.forbidden)
    return 'answered'
  }
  return staff
}
