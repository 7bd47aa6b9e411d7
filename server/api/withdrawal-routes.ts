/**
 * POST /api/withdrawals: the 'Botón de arrepentimiento' form (docs/legal.md). Open to anyone,
 * signed in or not. 201 {code, message} for a new request, 200 with the same code when that
 * e-mail already asked to revoke that order, 400 for invalid data (nothing stored), 429 past
 * the hourly limits. The answer never depends on whether the order exists.
 */
import type { FastifyInstance } from 'fastify'
import { withdrawalSchema } from '#domain/forms/withdrawal.ts'
import { parseWith } from '../http-errors.ts'
import type { Services } from '../services/services.ts'
import { withdrawalService } from '../services/withdrawal-service.ts'

export async function withdrawalRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const withdrawals = withdrawalService({ database: services.database, env: services.env })

  app.post('/api/withdrawals', async (request, reply) => {
    const input = parseWith(withdrawalSchema, request.body ?? {})
    const { status, ...answer } = await withdrawals.request(input, request.ip)
    return reply.status(status).header('cache-control', 'no-store').send(answer)
  })
}
