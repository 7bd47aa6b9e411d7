/**
 * What every API route file is built from: a Fastify plugin that receives the services (and
 * nothing else: no repository, no database) and declares each route's input as zod schemas,
 * which fastify-type-provider-zod checks before the handler runs and hands over typed:
 *
 *   export const thingRoutes: ApiPlugin = async (app, { services }) => {
 *     app.post('/api/things', { schema: { body: jsonObject(thingSchema) } }, async (request) => …)
 *   }
 *
 * Refused input becomes the answer http-errors.ts formats (a route may declare its own
 * `config.inputErrors`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NOT_A_JSON_OBJECT_MESSAGE } from '#domain/messages.ts'
import type { Services } from '../services.ts'

export type ApiPlugin = FastifyPluginAsyncZod<{ services: Services }>

/** A request without a body (or with `null`) is checked as an empty object. */
export function bodyOrEmpty<S extends z.ZodType>(schema: S) {
  return z.preprocess((body) => body ?? {}, schema)
}

/** A JSON object checked by `schema`; an array, a string or a number is refused as a whole first. */
export function jsonObject<S extends z.ZodType>(schema: S) {
  return z.preprocess((body, context) => {
    const value = body ?? {}
    if (typeof value === 'object' && !Array.isArray(value)) return value
    context.addIssue({ code: 'custom', message: NOT_A_JSON_OBJECT_MESSAGE })
    return z.NEVER
  }, schema)
}
