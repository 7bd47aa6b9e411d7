/**
 * POST /api/withdrawals: the 'Botón de arrepentimiento' form (docs/legal.md). Open to anyone,
 * signed in or not. 201 {code, message} for a new request, 200 with the same code when that
 * e-mail already asked to revoke that order, 400 for invalid data (nothing stored), 429 past
 * the hourly limits. The answer never depends on whether the order exists.
 */
import { withdrawalSchema } from '#domain/forms/withdrawal.ts'
import { bodyOrEmpty, type ApiPlugin } from '../shared/api-plugin.ts'
import type { WithdrawalService } from './withdrawal-service.ts'

export const withdrawalRoutes: ApiPlugin<{ withdrawals: WithdrawalService }> = async (app, { services }) => {
  app.post('/api/withdrawals', { schema: { body: bodyOrEmpty(withdrawalSchema) } }, async (request, reply) => {
    const { status, ...answer } = await services.withdrawals.request(request.body, request.ip)
    return reply.status(status).header('cache-control', 'no-store').send(answer)
  })
}
