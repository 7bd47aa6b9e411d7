/**
 * What every request passes before a handler sees it: a method the store answers, and no text
 * a form could not have sent (NUL, other control characters, half a surrogate pair) in its
 * address or, for the API, its body. Both are answered as bad input (405, 400), never handed
 * to SQL or to React Router, where they ended as 500s.
 */
import type { FastifyInstance } from 'fastify'
import { hasControlCharacter, isUnacceptableText } from '#domain/control-characters.ts'
import { InvalidError, MethodNotAllowedError } from './errors.ts'

/** TRACE, CONNECT, OPTIONS, WebDAV's methods… are not part of this store. */
const ANSWERED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
const answered = new Set<string>(ANSWERED_METHODS)
/** Pages, built files, images and invoices are only read. */
const READ_ONLY = ['GET', 'HEAD']

/**
 * True when a string anywhere in `value` (keys included) is not acceptable text. Iterative, so
 * a deeply nested body cannot overflow the stack.
 */
function holdsUnacceptableText(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (isUnacceptableText(item)) return true
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (isUnacceptableText(key)) return true
        pending.push(child)
      }
    }
  }
  return false
}

/** The methods an address answers, for the Allow header: the API's routes say; everything else is read-only. */
function allowedMethods(app: FastifyInstance, url: string): string[] {
  const pathname = url.split('?')[0] ?? url
  if (!pathname.startsWith('/api/')) return READ_ONLY
  const found = ANSWERED_METHODS.filter((method) => {
    const route = app.findRoute({ method, url: pathname })
    // the page catch-all ('/*') sends /api addresses to the 404 handler: not an answer
    return route !== null && !('*' in (route.params as Record<string, string>))
  })
  return found.length > 0 ? found : READ_ONLY
}

export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!answered.has(request.method)) {
      throw new MethodNotAllowedError('Método no permitido.', allowedMethods(app, request.url))
    }
  })

  // preValidation on the root instance: before any route's own session or schema checks.
  app.addHook('preValidation', async (request) => {
    if (
      holdsUnacceptableText(request.query) ||
      holdsUnacceptableText(request.body) ||
      // nobody types a tab or a line break into an address's path either
      Object.values((request.params ?? {}) as Record<string, unknown>).some(
        (value) => typeof value === 'string' && (hasControlCharacter(value) || isUnacceptableText(value)),
      )
    ) {
      throw new InvalidError('Datos inválidos: la solicitud contiene caracteres no permitidos.')
    }
  })
}
