/**
 * The back office's roles: `admin` does everything, `ventas` the daily work with orders and
 * customers, `catalogo` only the catalogue and the home page's content (docs/back-office.md).
 */
export const STAFF_ROLES = ['admin', 'ventas', 'catalogo'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Administración', ventas: 'Ventas', catalogo: 'Catálogo' }

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)
}

/** How long a staff session lasts from its sign-in (a working day and some). */
export const STAFF_SESSION_HOURS = 12
/** The staff session's cookie: httpOnly, SameSite=Strict, Secure behind TLS (server/admin/staff-cookie.ts). */
export const STAFF_SESSION_COOKIE = 'staff_session'
/** The header (or form field) that carries a write's CSRF token. */
export const CSRF_HEADER = 'x-csrf-token'
export const CSRF_FIELD = '_csrf'
