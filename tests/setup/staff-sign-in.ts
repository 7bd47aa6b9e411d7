/** A staff account added to an in-process store and signed in: the cookie and CSRF token its API calls send. */
import type { FastifyInstance } from 'fastify'
import { STAFF_SESSION_COOKIE, type StaffRole } from '#domain/admin/staff-roles.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import type { Services } from '#server/services.ts'

export interface SignedStaff {
  cookie: string
  csrf: string
}

export async function addSignedStaff(
  store: { app: FastifyInstance; services: Pick<Services, 'adminStaff'> },
  email: string,
  role: StaffRole,
  password = 'clave-del-panel-1',
): Promise<SignedStaff> {
  await store.services.adminStaff.add(COMMAND_LINE_ACTOR, { email, role, password })
  const session = await store.app.inject({ method: 'POST', url: '/api/admin/session', payload: { email, password } })
  const { name, value } = session.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!
  const cookie = `${name}=${value}`
  const who = await store.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })
  return { cookie, csrf: who.json<{ csrfToken: string }>().csrfToken }
}
