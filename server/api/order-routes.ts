/**
 * Order calls of spec section 7 (getOrderMovement, sendOrderEmail, setOrderMovement,
 * getClientOrders) with their paths and answers, the invoice link the account page asks for,
 * and /bills, which serves an invoice to whoever holds a valid signed link. How ordering works
 * and why: docs/orders.md.
 */
import { readFile } from 'node:fs/promises'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { ForbiddenError, UnauthorizedError } from '../errors.ts'
import { parseWith } from '../http-errors.ts'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import { parseIdempotencyKey, parseOrderRequest } from '../services/order-request.ts'
import { orderService } from '../services/order-service.ts'
import type { Services } from '../services/services.ts'
import { requireOwnEmail, requireSession } from './auth-guard.ts'

const clientOrdersQuery = z.object({
  t: z.string().max(50).optional(),
  email: z
    .string()
    .trim()
    .max(300, 'e-mail demasiado largo')
    .optional()
    .transform((v) => v || undefined),
})
const invoiceLinkQuery = z.object({
  order: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'order debe ser el id del pedido')
    .transform(Number),
})

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Answers about one customer's orders are never cached by a browser or a proxy. */
const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store')

export async function orderRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const orders = orderService({ database: services.database, env: services.env, linkSecret: services.linkSecret })

  app.get('/api/page/getOrderMovement', async (request, reply) => {
    await requireSession(request, services)
    privateAnswer(reply)
    return { movement: await orders.previewMovement() }
  })

  app.post('/api/page/sendOrderEmail', async (request, reply) => {
    const session = await requireSession(request, services)
    if (!session.email.trim()) throw new UnauthorizedError(ORDER_MESSAGES.sessionExpired)
    const idempotencyKey = parseIdempotencyKey(request.headers['idempotency-key'])
    // The page checks the session e-mail before anything else (spec section 5), and so do we:
    // an order is placed only for the account of the token that sends it.
    const body = request.body
    const data = isObject(body) ? body.datos_de_orden : undefined
    if (isObject(data)) {
      const clientEmail = data.client_email
      if (clientEmail === undefined || clientEmail === null || (typeof clientEmail === 'string' && clientEmail.trim() === '')) {
        throw new UnauthorizedError(ORDER_MESSAGES.sessionExpired)
      }
      if (typeof clientEmail === 'string') requireOwnEmail(session, clientEmail)
    }
    const orderRequest = parseOrderRequest(body)
    requireOwnEmail(session, orderRequest.clientEmail)
    const placed = await orders.place(session, orderRequest, idempotencyKey)
    privateAnswer(reply)
    if (placed.replayed) reply.header('idempotent-replayed', 'true')
    return reply.status(200).send({ movimiento_numero: placed.movimiento_numero, order_id: placed.order_id, total: placed.total })
  })

  /**
   * The spec's third call "increments the order number". Here sendOrderEmail already took the
   * number atomically, inside the transaction that stored the order (two customers ordering at
   * once can never share one, and a failed order never burns one), so incrementing again would
   * only skip numbers. The call stays for the page's three-call sequence and answers the last
   * number handed out.
   */
  app.post('/api/page/setOrderMovement', async (request, reply) => {
    await requireSession(request, services)
    privateAnswer(reply)
    return { movement: await orders.lastMovement() }
  })

  app.get('/api/page/getClientOrders', async (request, reply) => {
    const session = await requireSession(request, services)
    const { email } = parseWith(clientOrdersQuery, request.query)
    requireOwnEmail(session, email)
    privateAnswer(reply)
    return orders.clientOrders(session)
  })

  app.get('/api/page/getInvoiceLink', async (request, reply) => {
    const session = await requireSession(request, services)
    const { order } = parseWith(invoiceLinkQuery, request.query)
    privateAnswer(reply)
    return orders.invoiceLink(session, order)
  })

  // No token here: a new browser tab opened on the link has none. The signed link is the
  // capability, issued only to the owner's session and valid for minutes.
  app.get('/bills/client_:userId/:file', async (request, reply) => {
    const { userId, file } = request.params as { userId: string; file: string }
    const filePath = orders.invoiceFile(userId, file, request.query as { exp?: unknown; sig?: unknown })
    if (filePath === null)
      throw new ForbiddenError('El enlace de la factura no es válido o expiró. Vuelva a abrirlo desde Mis pedidos.')
    let pdf: Buffer
    try {
      pdf = await readFile(filePath)
    } catch {
      return reply.status(404).send({ message: 'Factura no encontrada.' })
    }
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file}"`)
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
      .send(pdf)
  })
}
