/**
 * What every API route file is built from: a Fastify plugin that receives the services (and
 * nothing else: no repository, no database) and declares each route's input as zod schemas,
 * which fastify-type-provider-zod checks before the handler runs and hands over typed:
 *
 *   export const thingRoutes: ApiPlugin<{ things: ThingService }> = async (app, { services }) => {
 *     app.post('/api/things', { schema: { body: jsonObject(thingSchema) } }, async (request) => …)
 *   }
 *
 * Refused input becomes the answer http-errors.ts formats (a route may declare its own
 * `config.inputErrors`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NOT_A_JSON_OBJECT_MESSAGE } from '#domain/messages.ts'
/**
 * A route plugin names the services it uses, `ApiPlugin<{ orders: OrderService }>`, and the app
 * hands it all of them: a feature's routes then depend on its own services, never on the
 * composition root (server/services.ts), which depends on every feature.
 */
export type ApiPlugin<S extends object = object> = FastifyPluginAsyncZod<{ services: S }>

/** The Fastify instance a route plugin declares its routes on. */
export type ApiApp = Parameters<ApiPlugin>[0]

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
