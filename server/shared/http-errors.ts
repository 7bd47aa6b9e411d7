/**
 * The one place that turns errors into HTTP answers. Coded errors (errors.ts) keep their status
 * and Spanish message; input that a route's schema refused becomes the answer that route
 * declares (`config.inputErrors`, see InputErrorRules); a wait for a lock that ran out is a
 * 503 "busy, try again"; anything unexpected is logged and answered with a 500 that says
 * nothing internal.
 */
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { BUSY_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '#domain/messages.ts'
import { isLockTimeout } from '../db/postgres-errors.ts'
import {
  AppError,
  ConfirmationRequiredError,
  FieldsError,
  MethodNotAllowedError,
  RateLimitedError,
  ServiceUnavailableError,
} from './errors.ts'

/** How long a client waits before trying a request that met a lock queue again. */
const BUSY_RETRY_SECONDS = 2

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'El cuerpo de la solicitud no es JSON válido.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'El cuerpo de la solicitud está vacío.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'El cuerpo de la solicitud es demasiado grande.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Tipo de contenido no admitido.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Longitud de contenido inválida.' },
  FST_ERR_BAD_URL: { status: 400, message: 'Dirección inválida.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'Solicitud inválida.' },
}

/**
 * How a route answers input its schema refused. The default, `Datos inválidos. {path}:
 * {message}` with status 400, suits an API call; a route whose page shows the message to a
 * person declares something else in its `config.inputErrors`.
 */
export interface InputErrorRules {
  /** 400 unless a form's API answers another status (the reseller form reads 422 as 'un dato es incorrecto') */
  status?: 400 | 422
  /** Spanish names of fields: the answer reads '{label}: {message}', or the bare message */
  labels?: Readonly<Record<string, string>>
  /** a message that wins over every other problem when any field has it ('Faltan campos a completar') */
  prevailing?: string
  /** messages that are whole sentences for a person: answered alone, without the field's path */
  wholeMessages?: readonly string[]
}

declare module 'fastify' {
  interface FastifyContextConfig {
    inputErrors?: InputErrorRules
  }
}

/** One problem of the input: where (the path of keys inside body, query or params) and what. */
export interface InputIssue {
  path: readonly PropertyKey[]
  message: string
}

/** The Spanish message for refused input, by the route's rules; the first issue speaks for all. */
export function invalidInputMessage(issues: readonly InputIssue[], rules: InputErrorRules = {}): string {
  if (rules.prevailing !== undefined && issues.some((issue) => issue.message === rules.prevailing)) return rules.prevailing
  const first = issues[0]
  if (!first) return 'Datos inválidos.'
  if (rules.wholeMessages?.includes(first.message)) return first.message
  if (rules.labels) {
    const field = first.path[0]
    const label = typeof field === 'string' ? rules.labels[field] : undefined
    return label ? `${label}: ${first.message}` : first.message
  }
  const where = first.path.length ? `${first.path.map(String).join('.')}: ` : ''
  return `Datos inválidos. ${where}${first.message}`.trim()
}

/** fastify-type-provider-zod reports each zod issue with its path as a JSON pointer ('/a/0/b'). */
function issuesOf(validation: readonly { instancePath: string; message?: string }[]): InputIssue[] {
  return validation.map(({ instancePath, message }) => ({
    path: instancePath.split('/').filter((part) => part !== ''),
    message: message ?? '',
  }))
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if ((error instanceof RateLimitedError || error instanceof ServiceUnavailableError) && error.retryAfterSeconds) {
        reply.header('retry-after', String(Math.ceil(error.retryAfterSeconds)))
      }
      if (error instanceof MethodNotAllowedError) reply.header('allow', error.allow.join(', '))
      if (error instanceof FieldsError) return reply.status(error.status).send({ message: error.message, fields: error.fields })
      if (error instanceof ConfirmationRequiredError)
        return reply.status(error.status).send({ message: error.message, confirm: error.confirm })
      return reply.status(error.status).send({ message: error.message })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const rules = request.routeOptions.config.inputErrors
      return reply.status(rules?.status ?? 400).send({ message: invalidInputMessage(issuesOf(error.validation), rules) })
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined
    if (known) return reply.status(known.status).send({ message: known.message })
    if (error.validation) return reply.status(400).send({ message: 'Datos inválidos.' })
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: 'Solicitud inválida.' })
    }
    if (isLockTimeout(error)) {
      request.log.warn({ err: error }, 'lock wait timed out')
      return reply.status(503).header('retry-after', String(BUSY_RETRY_SECONDS)).send({ message: BUSY_MESSAGE })
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.status(500).send({ message: UNEXPECTED_ERROR_MESSAGE })
  })

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No existe ${request.method} ${request.url.split('?')[0]}` })
  })
}
