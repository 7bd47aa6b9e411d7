/**
 * What a back-office loader needs: the staff session the Fastify guard checked
 * (server/pages/admin-pages-guard.ts). A loader reached without one (a route added outside the guard)
 * sends the browser to sign in rather than render anything.
 */
import { redirect, useRouteLoaderData, type AppLoadContext } from 'react-router'
import { ADMIN_LOGIN_PATH } from '#domain/admin/admin-pages.ts'
import type { StaffRole } from '#domain/admin/staff-roles.ts'
import type { StaffSession } from '#server/admin/admin-staff-service.ts'

export function requireStaff(context: AppLoadContext): StaffSession {
  if (!context.staff) throw redirect(ADMIN_LOGIN_PATH)
  return context.staff
}

/** The loader of a page that reads nothing: it only needs a signed-in staff member. */
export function staffOnlyLoader({ context }: { context: AppLoadContext }): null {
  requireStaff(context)
  return null
}

export interface AdminShellData {
  staff: { email: string; role: StaffRole; csrf: string }
  unseenEnquiries: number
  /** reseller applications waiting for a decision (the menu's badge) */
  pendingResellers: number
}

/** The signed-in staff and the session's CSRF token, from the shell's loader (routes/admin.tsx). */
export function useAdmin(): AdminShellData {
  const data = useRouteLoaderData<AdminShellData>('routes/admin')
  if (!data) throw new Error('useAdmin outside the back office')
  return data
}
