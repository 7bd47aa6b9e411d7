/**
 * A member of staff's own session and password (/api/admin/session, /api/admin/account/password):
 * sign-in, who is signed in, sign-out, and changing one's own password; and the first administrator
 * (/api/admin/first-admin) while the store has none. Registered inside
 * admin-routes.ts, so the no-store header holds here too.
 */
import { changeOwnPasswordSchema, staffLoginSchema } from '#domain/admin/admin-forms.ts'
import { firstAdminSchema } from '#domain/admin/first-admin-form.ts'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import type { FastifyRequest } from 'fastify'
import { ForbiddenError } from '../shared/errors.ts'
import { staffSessionOf } from './admin-guard.ts'
import { adminRoutePlugin } from './admin-route-plugin.ts'
import { adminInputConfig as config } from './admin-input-labels.ts'
import { jsonObject } from '../shared/api-plugin.ts'
import { clearStaffCookie, setStaffCookie } from './admin-session-cookie.ts'

export const adminSessionRoutes = adminRoutePlugin(async (app, guard, { adminStaff }) => {
  const sameSite = (request: FastifyRequest) => {
    const origin = request.headers.origin
    if (origin !== undefined && origin !== `${request.protocol}://${request.host}`)
      throw new ForbiddenError(ADMIN_MESSAGES.forbidden)
  }

  /**
   * Signing in opens a session: there is none yet to hold a CSRF token, so a sign-in posted from
   * another site is refused by its Origin instead (and its JSON body needs a CORS preflight).
   */
  app.post('/api/admin/session', { config, schema: { body: jsonObject(staffLoginSchema) } }, async (request, reply) => {
    sameSite(request)
    const { token, maxAgeSeconds } = await adminStaff.signIn(request.body.email, request.body.password, request.ip)
    setStaffCookie(request, reply, token, maxAgeSeconds)
    return { message: 'Sesión iniciada.' }
  })

  /**
   * The first administrator, with the setup code of the start log, while the store has no staff
   * account (first-admin-setup.ts); 409 from then on. Open without a session, like the sign-in,
   * and refused from another site the same way. It signs the new administrator in.
   */
  app.post('/api/admin/first-admin', { config, schema: { body: jsonObject(firstAdminSchema) } }, async (request, reply) => {
    sameSite(request)
    const { code, email, password } = request.body
    const created = await adminStaff.firstAdmin.create({ code, email, password }, request.ip)
    request.log.info({ staff: created.member.email }, 'primer administrador creado con el código de configuración')
    setStaffCookie(request, reply, created.token, created.maxAgeSeconds)
    return { message: 'Cuenta de administración creada: ya está en el panel.' }
  })

  /** Who is signed in, and the session's CSRF token for scripts and tests (pages get it from their loader). */
  app.get('/api/admin/session', { preValidation: [guard.session] }, async (request) => {
    const { email, role, csrfToken } = staffSessionOf(request)
    return { email, role, csrfToken }
  })

  app.delete('/api/admin/session', { preValidation: [guard.session, guard.csrf] }, async (request, reply) => {
    await adminStaff.signOut(staffSessionOf(request))
    clearStaffCookie(request, reply)
    return { message: 'Sesión cerrada.' }
  })

  app.put(
    '/api/admin/account/password',
    { config, preValidation: guard.write('account'), schema: { body: jsonObject(changeOwnPasswordSchema) } },
    async (request) => {
      const { currentPassword, password } = request.body
      await adminStaff.changeOwnPassword(staffSessionOf(request), currentPassword, password, request.ip)
      return { message: ADMIN_MESSAGES.passwordChanged }
    },
  )
})
