/**
 * The back office's API (/api/admin/*): staff sign-in and sign-out, the staff's own password,
 * staff accounts (admins), and the writes of the daily pages. Pages read through their loaders;
 * these routes take the writes, each declaring its guard (admin-guard.ts) and its input as zod
 * schemas (domain/admin/admin-forms.ts). Answers are `{ message }` in Spanish.
 */
import {
  addStaffSchema,
  changeOwnPasswordSchema,
  idParams,
  listQuerySchema,
  resetStaffPasswordSchema,
  staffDisabledSchema,
  staffLoginSchema,
  withdrawalStateSchema,
} from '#domain/admin/admin-forms.ts'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import { ForbiddenError } from '../shared/errors.ts'
import { staffActor } from './admin-staff-service.ts'
import { adminCatalogueRoutes } from '../catalogue/import/admin-catalogue-routes.ts'
import { adminGuard, staffSessionOf } from './admin-guard.ts'
import { adminHomeRoutes } from '../home-content/admin-home-routes.ts'
import { adminOrderRoutes } from '../orders/admin-order-routes.ts'
import { adminProductRoutes } from '../catalogue/admin-product-routes.ts'
import { jsonObject, type ApiPlugin } from '../shared/api-plugin.ts'
import { clearStaffCookie, setStaffCookie } from './admin-session-cookie.ts'

const LABELS = {
  email: 'Correo',
  password: 'Contraseña',
  confirmPassword: 'Repetir contraseña',
  currentPassword: 'Contraseña actual',
  role: 'Rol',
  state: 'Estado',
  disabled: 'Estado de la cuenta',
  id: 'Identificador',
  q: 'Búsqueda',
  page: 'Página',
} as const
const config = { inputErrors: { labels: LABELS } }

const saved = { message: ADMIN_MESSAGES.saved }

export const adminRoutes: ApiPlugin = async (app, { services }) => {
  const guard = adminGuard(services)
  const { adminStaff, admin } = services
  app.decorateRequest('staffSession', null)

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  /**
   * Signing in opens a session: there is none yet to hold a CSRF token, so a sign-in posted from
   * another site is refused by its Origin instead (and its JSON body needs a CORS preflight).
   */
  app.post('/api/admin/session', { config, schema: { body: jsonObject(staffLoginSchema) } }, async (request, reply) => {
    const origin = request.headers.origin
    if (origin !== undefined && origin !== `${request.protocol}://${request.host}`)
      throw new ForbiddenError(ADMIN_MESSAGES.forbidden)
    const { token, maxAgeSeconds } = await adminStaff.signIn(request.body.email, request.body.password, request.ip)
    setStaffCookie(request, reply, token, maxAgeSeconds)
    return { message: 'Sesión iniciada.' }
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

  app.post(
    '/api/admin/staff',
    { config, preValidation: guard.write('staff'), schema: { body: jsonObject(addStaffSchema) } },
    async (request, reply) => {
      const member = await adminStaff.add(staffActor(staffSessionOf(request)), request.body)
      return reply.status(201).send({ message: `Cuenta creada para ${member.email}.` })
    },
  )

  app.put(
    '/api/admin/staff/:id/password',
    { config, preValidation: guard.write('staff'), schema: { params: idParams, body: jsonObject(resetStaffPasswordSchema) } },
    async (request) => {
      const member = await adminStaff.resetPassword(staffActor(staffSessionOf(request)), request.params.id, request.body.password)
      return { message: `Contraseña de ${member.email} cambiada; sus sesiones se cerraron.` }
    },
  )

  app.put(
    '/api/admin/staff/:id/disabled',
    { config, preValidation: guard.write('staff'), schema: { params: idParams, body: jsonObject(staffDisabledSchema) } },
    async (request) => {
      const member = await adminStaff.setDisabled(staffActor(staffSessionOf(request)), request.params.id, request.body.disabled)
      return { message: member.disabled ? `Cuenta de ${member.email} deshabilitada.` : `Cuenta de ${member.email} habilitada.` }
    },
  )

  app.put(
    '/api/admin/withdrawals/:id/state',
    { config, preValidation: guard.write('withdrawals'), schema: { params: idParams, body: jsonObject(withdrawalStateSchema) } },
    async (request) => {
      await admin.setWithdrawalState(staffActor(staffSessionOf(request)), request.params.id, request.body.state)
      return saved
    },
  )

  app.post(
    '/api/admin/outbox/:id/resend',
    { config, preValidation: guard.write('outbox'), schema: { params: idParams } },
    async (request) => {
      await admin.resendEmail(staffActor(staffSessionOf(request)), request.params.id)
      return { message: 'Correo puesto nuevamente en cola.' }
    },
  )

  app.get(
    '/api/admin/subscribers.csv',
    { config, preValidation: guard.read('subscribers'), schema: { querystring: listQuerySchema.pick({ q: true }) } },
    async (request, reply) => {
      const csv = await admin.subscribersCsv(staffActor(staffSessionOf(request)), request.query.q)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="suscriptores.csv"')
        .send(csv)
    },
  )

  await app.register(adminOrderRoutes, { services })
  await app.register(adminProductRoutes, { services })
  await app.register(adminCatalogueRoutes, { services })
  await app.register(adminHomeRoutes, { services })
}
