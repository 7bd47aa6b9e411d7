/**
 * Reseller accounts through HTTP.
 *
 * The customer's (bearer session, 401 without, never cached): GET /api/reseller-account (their
 * account, if any, and whether their billing identity lets them apply), POST /api/reseller-account
 * (apply: 400 with each wrong field's Spanish message, 403 without a CUIT identity, 409 when an
 * application is pending or the account exists).
 *
 * The staff's, inside admin-routes.ts (its session, roles by the 'resellers' page, CSRF, no-store):
 * PUT /api/admin/resellers/:id/state {action, note} and PUT /api/admin/resellers/:id/credit-limit.
 */
import { z } from 'zod'
import { idParams } from '#domain/admin/admin-forms.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import {
  WHOLESALE_MESSAGES,
  creditLimitSchema,
  resellerApplicationSchema,
  resellerDecisionSchema,
} from '#domain/wholesale/reseller-accounts.ts'
import { customerAuth, sessionOf, type CustomerAuthServices } from '../accounts/auth-guard.ts'
import { actorOf } from '../admin/admin-guard.ts'
import { adminInputConfig } from '../admin/admin-input-labels.ts'
import { adminRoutePlugin } from '../admin/admin-route-plugin.ts'
import { jsonObject, type ApiPlugin } from '../shared/api-plugin.ts'
import { FieldsError } from '../shared/errors.ts'
import type { WholesaleService } from './wholesale-service.ts'

/** The body read by a domain schema in the handler, so that every wrong field gets its own message. */
function parsed<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body)
  if (!result.success) throw new FieldsError(WHOLESALE_MESSAGES.invalid, fieldErrors(result.error))
  return result.data
}

const anyObject = jsonObject(z.record(z.string(), z.unknown()))

export const wholesaleRoutes: ApiPlugin<CustomerAuthServices & { wholesale: WholesaleService }> = async (app, { services }) => {
  const auth = customerAuth(services)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get('/api/reseller-account', { preValidation: [auth.session] }, async (request) =>
    services.wholesale.own(sessionOf(request).userId),
  )

  app.post('/api/reseller-account', { preValidation: [auth.session], schema: { body: anyObject } }, async (request, reply) => {
    const application = parsed(resellerApplicationSchema, request.body)
    const account = await services.wholesale.apply(sessionOf(request).userId, application)
    return reply.status(201).send({ message: WHOLESALE_MESSAGES.applied, account })
  })
}

export const adminWholesaleRoutes = adminRoutePlugin<{ wholesale: WholesaleService }>(async (app, guard, { wholesale }) => {
  const config = adminInputConfig
  app.put(
    '/api/admin/resellers/:id/state',
    { config, preValidation: guard.write('resellers'), schema: { params: idParams, body: anyObject } },
    async (request) => {
      const decision = parsed(resellerDecisionSchema, request.body)
      const { state } = await wholesale.decide(actorOf(request), request.params.id, decision)
      return { message: WHOLESALE_MESSAGES.done(state), state }
    },
  )

  app.put(
    '/api/admin/resellers/:id/credit-limit',
    { config, preValidation: guard.write('resellers'), schema: { params: idParams, body: anyObject } },
    async (request) => {
      const { credit_limit } = parsed(creditLimitSchema, request.body)
      await wholesale.setCreditLimit(actorOf(request), request.params.id, credit_limit)
      return { message: WHOLESALE_MESSAGES.creditLimitSaved, creditLimit: credit_limit }
    },
  )
})
