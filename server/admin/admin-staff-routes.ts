/**
 * The admins' work on staff accounts (/api/admin/staff…): add one, set its password, disable or
 * re-enable it. Registered inside admin-routes.ts, so the no-store header holds here too.
 */
import { addStaffSchema, idParams, resetStaffPasswordSchema, staffDisabledSchema } from '#domain/admin/admin-forms.ts'
import { actorOf } from './admin-guard.ts'
import { adminRoutePlugin } from './admin-route-plugin.ts'
import { adminInputConfig as config } from './admin-input-labels.ts'
import { jsonObject } from '../shared/api-plugin.ts'

export const adminStaffRoutes = adminRoutePlugin(async (app, guard, { adminStaff }) => {
  app.post(
    '/api/admin/staff',
    { config, preValidation: guard.write('staff'), schema: { body: jsonObject(addStaffSchema) } },
    async (request, reply) => {
      const member = await adminStaff.add(actorOf(request), request.body)
      return reply.status(201).send({ message: `Cuenta creada para ${member.email}.` })
    },
  )

  app.put(
    '/api/admin/staff/:id/password',
    { config, preValidation: guard.write('staff'), schema: { params: idParams, body: jsonObject(resetStaffPasswordSchema) } },
    async (request) => {
      const member = await adminStaff.resetPassword(actorOf(request), request.params.id, request.body.password)
      return { message: `Contraseña de ${member.email} cambiada; sus sesiones se cerraron.` }
    },
  )

  app.put(
    '/api/admin/staff/:id/disabled',
    { config, preValidation: guard.write('staff'), schema: { params: idParams, body: jsonObject(staffDisabledSchema) } },
    async (request) => {
      const member = await adminStaff.setDisabled(actorOf(request), request.params.id, request.body.disabled)
      return { message: member.disabled ? `Cuenta de ${member.email} deshabilitada.` : `Cuenta de ${member.email} habilitada.` }
    },
  )
})
