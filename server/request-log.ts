/**
 * The request log: one line per request, written when the answer has gone, with the method, the
 * path, the status and the time taken — where Fastify's default writes two (one on arrival with
 * the path, one on completion with only the status). Lines about errors stay Fastify's own.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LogController } from 'fastify'

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...fields, err: error }, 'request errored')
    else reply.log.info(fields, 'request completed')
  }
}
