/**
 * The admins' work on staff accounts (/api/admin/staff…): add one, set its password, disable or
 * re-enable it. Registered inside admin-routes.ts, so the no-store header holds here too.
 */
import { addStaffSchema, idParams, resetStaffPasswordSchema, staffDisabledSchema } from '#domain/admin/admin-forms.ts'
import { staffActor, type AdminStaffService } from './admin-staff-service.ts'
import { adminGuard, staffSessionOf } from './admin-guard.ts'
import { adminInputConfig as config } from './admin-input-labels.ts'
import { jsonObject, type ApiPlugin } from '../shared/api-plugin.ts'

export const adminStaffRoutes: ApiPlugin<{ adminStaff: AdminStaffService }> = async (app, { services }) => {
  const guard = adminGuard(services)
  const { adminStaff } = services

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
}
