/**
 * The one place that turns errors into HTTP answers. Coded errors keep their status and Spanish
 * message; anything unexpected is logged and answered with a 500 that says nothing internal.
 */
import type { FastifyError, FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { UNEXPECTED_ERROR_MESSAGE } from '#domain/messages.ts'
import { AppError, InvalidError, RateLimitedError, ServiceUnavailableError } from './errors.ts'

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'El cuerpo de la solicitud no es JSON válido.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'El cuerpo de la solicitud está vacío.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'El cuerpo de la solicitud es demasiado grande.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Tipo de contenido no admitido.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Longitud de contenido inválida.' },
  FST_ERR_BAD_URL: { status: 400, message: 'Dirección inválida.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'Solicitud inválida.' },
}

/** Validates with a zod schema, turning its issues into one readable Spanish message. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const first = result.error.issues[0]
  const where = first && first.path.length ? `${first.path.join('.')}: ` : ''
  throw new InvalidError(`Datos inválidos. ${where}${first?.message ?? ''}`.trim(), result.error.issues)
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if ((error instanceof RateLimitedError || error instanceof ServiceUnavailableError) && error.retryAfterSeconds) {
        reply.header('retry-after', String(Math.ceil(error.retryAfterSeconds)))
      }
      return reply.status(error.status).send({ message: error.message })
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined
    if (known) return reply.status(known.status).send({ message: known.message })
    if (error.validation) return reply.status(400).send({ message: 'Datos inválidos.' })
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: 'Solicitud inválida.' })
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.status(500).send({ message: UNEXPECTED_ERROR_MESSAGE })
  })

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No existe ${request.method} ${request.url.split('?')[0]}` })
  })
}
