/**
 * Order calls (getOrderMovement, sendOrderEmail, setOrderMovement,
 * getClientOrders) with their paths and answers, the invoice link the account page asks for,
 * and /bills, which serves an invoice to whoever holds a valid signed link. How ordering works
 * and why: docs/orders.md.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { MAX_ORDER_TEXT_LENGTH } from '#domain/limits.ts'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import { INVOICE_POLICY } from '../shared/content-security-policy.ts'
import { UnauthorizedError } from '../shared/errors.ts'
import type { ApiPlugin } from '../shared/api-plugin.ts'
import type { OrderService } from './order-service.ts'
import { customerAuth, requireOwnEmail, sessionOf, type CustomerAuthServices } from '../accounts/auth-guard.ts'
import { ORDER_INPUT_ERRORS, parseIdempotencyKey, sendOrderBody } from './order-request.ts'

const clientOrdersQuery = z.object({
  t: z.string().max(50).optional(),
  email: z
    .string()
    .trim()
    .max(MAX_ORDER_TEXT_LENGTH, 'e-mail demasiado largo')
    .optional()
    .transform((v) => v || undefined),
})
const invoiceLinkQuery = z.object({
  order: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'order debe ser el id del pedido')
    .transform(Number),
})
const billParams = z.object({ userId: z.string(), file: z.string() })
const billQuery = z.object({ exp: z.unknown().optional(), sig: z.unknown().optional() })

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Answers about one customer's orders are never cached by a browser or a proxy. */
const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store')

/** A session whose token carries no e-mail cannot order: it has to sign in again. */
async function sessionWithEmail(request: FastifyRequest): Promise<void> {
  if (!sessionOf(request).email.trim()) throw new UnauthorizedError(ORDER_MESSAGES.sessionExpired)
}

/** The key is checked before the body, like the session: 400 for a malformed one. */
async function idempotencyKey(request: FastifyRequest): Promise<void> {
  parseIdempotencyKey(request.headers['idempotency-key'])
}

/**
 * The page checks the session e-mail before anything else, and so do we: an
 * order is placed only for the account of the token that sends it. A missing or blank
 * `client_email` is an ended session (401), another account's a 403.
 */
async function orderForSession(request: FastifyRequest): Promise<void> {
  const data = isObject(request.body) ? request.body.datos_de_orden : undefined
  if (!isObject(data)) return
  const clientEmail = data.client_email
  if (clientEmail === undefined || clientEmail === null || (typeof clientEmail === 'string' && clientEmail.trim() === '')) {
    throw new UnauthorizedError(ORDER_MESSAGES.sessionExpired)
  }
  if (typeof clientEmail === 'string') requireOwnEmail(sessionOf(request), clientEmail)
}

export const orderRoutes: ApiPlugin<CustomerAuthServices & { orders: OrderService }> = async (app, { services }) => {
  const { orders } = services
  const auth = customerAuth(services)

  app.get('/api/page/getOrderMovement', { preValidation: auth.session }, async (_request, reply) => {
    privateAnswer(reply)
    return { movement: await orders.previewMovement() }
  })

  app.post(
    '/api/page/sendOrderEmail',
    {
      preValidation: [auth.session, sessionWithEmail, idempotencyKey, orderForSession],
      schema: { body: sendOrderBody },
      config: { inputErrors: ORDER_INPUT_ERRORS },
    },
    async (request, reply) => {
      const session = sessionOf(request)
      // Again once valid: a number sent as the e-mail is read as text, and must be the session's too.
      requireOwnEmail(session, request.body.clientEmail)
      const key = parseIdempotencyKey(request.headers['idempotency-key'])
      const placed = await orders.place(session, request.body, key)
      privateAnswer(reply)
      if (placed.replayed) reply.header('idempotent-replayed', 'true')
      return reply
        .status(200)
        .send({ movimiento_numero: placed.movimiento_numero, order_id: placed.order_id, total: placed.total })
    },
  )

  /**
   * The storefront's third call "increments the order number". Here sendOrderEmail already took the
   * number atomically, inside the transaction that stored the order (two customers ordering at
   * once can never share one, and a failed order never burns one), so incrementing again would
   * only skip numbers. The call stays for the page's three-call sequence and answers the last
   * number handed out.
   */
  app.post('/api/page/setOrderMovement', { preValidation: auth.session }, async (_request, reply) => {
    privateAnswer(reply)
    return { movement: await orders.lastMovement() }
  })

  app.get(
    '/api/page/getClientOrders',
    { preValidation: auth.session, schema: { querystring: clientOrdersQuery } },
    async (request, reply) => {
      const session = sessionOf(request)
      requireOwnEmail(session, request.query.email)
      privateAnswer(reply)
      return orders.clientOrders(session)
    },
  )

  app.get(
    '/api/page/getInvoiceLink',
    { preValidation: auth.session, schema: { querystring: invoiceLinkQuery } },
    async (request, reply) => {
      privateAnswer(reply)
      return orders.invoiceLink(sessionOf(request), request.query.order)
    },
  )

  // No token here: a new browser tab opened on the link has none. The signed link is the
  // capability, issued only to the owner's session and valid for minutes.
  app.get('/bills/client_:userId/:file', { schema: { params: billParams, querystring: billQuery } }, async (request, reply) => {
    const { userId, file } = request.params
    const invoice = await orders.invoiceFile(userId, file, request.query)
    if (invoice === null) return reply.status(404).send({ message: ORDER_MESSAGES.invoiceFileMissing })
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file}"`)
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', INVOICE_POLICY)
      .send(invoice.bytes)
  })
}
