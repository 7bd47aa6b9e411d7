/**
 * The request log: one line per request, written when the answer has gone, with the method, the
 * path, the status and the time taken — where Fastify's default writes two (one on arrival with
 * the path, one on completion with only the status). Lines about errors stay Fastify's own.
 * Files served as they are — the built scripts and styles, product images — are logged at
 * debug: a page pulls dozens of them, and at info they would bury the pages and the API calls.
 * The other requests' lines are at the level given (logger.ts's requestLogLevel: debug on a
 * terminal, info in JSON).
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LogController } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a file served as it is (a built asset, an image): its request line is logged at debug */
    staticFile?: boolean
  }
}

export class OneLinePerRequest extends LogController {
  constructor(private readonly level: 'info' | 'debug' = 'info') {
    super()
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...fields, err: error }, 'request errored')
    else if (request.routeOptions.config.staticFile) reply.log.debug(fields, 'request completed')
    else reply.log[this.level](fields, 'request completed')
  }
}
