/**
 * Payment calls (docs/decisions/046, docs/orders.md "Paying"): Mercado Pago's webhook, the way back
 * from Checkout Pro, and the signed-in customer's "Pagar ahora con Mercado Pago", payment blocks
 * and transfer receipt.
 */
import multipart from '@fastify/multipart'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts'
import { MAX_RECEIPT_BYTES } from '#domain/payments/transfer-receipt.ts'
import type { ApiPlugin } from '../shared/api-plugin.ts'
import { readSingleFile } from '../shared/single-file-upload.ts'
import { customerAuth, sessionOf, type CustomerAuthServices } from '../accounts/auth-guard.ts'
import { PAYMENT_PATHS } from './checkout-preference.ts'
import type { PaymentService } from './payment-service.ts'

const orderParams = z.object({
  id: z
    .string({ error: 'Pedido inválido.' })
    .regex(/^[1-9]\d{0,8}$/, 'Pedido inválido.')
    .transform(Number),
})

/** Where the shopper lands after Checkout Pro: Mis pedidos, with the order named. */
export const RETURN_PAGE = '/myaccount/orders'

const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store')

/** A query value as a plain string; arrays and anything odd count as absent. */
function queryString(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | null)?.[name]
  return typeof value === 'string' && value.length <= 200 ? value : undefined
}

export const paymentRoutes: ApiPlugin<CustomerAuthServices & { payments: PaymentService }> = async (app, { services }) => {
  const { payments } = services
  const auth = customerAuth(services)
  await app.register(multipart, {
    limits: { fileSize: MAX_RECEIPT_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 4, headerPairs: 50 },
  })

  // Mercado Pago's notification: signed over `data.id` of the query string and x-request-id. It
  // only says "look": the payment is queued, the answer goes at once, a worker fetches it.
  app.post(PAYMENT_PATHS.webhook, async (request, reply) => {
    await payments.notify({
      dataId: queryString(request.query, 'data.id'),
      type: queryString(request.query, 'type'),
      xSignature: request.headers['x-signature'],
      xRequestId: request.headers['x-request-id'],
    })
    return reply.status(200).send({ received: true })
  })

  // back_urls: the shopper's browser, back from Checkout Pro. No token here (a redirect carries
  // none): the query's payment id is only a hint for the store to ask Mercado Pago itself.
  app.get(PAYMENT_PATHS.return, async (request, reply) => {
    const movement = await payments.returnFromCheckout({
      payment_id: queryString(request.query, 'payment_id') ?? queryString(request.query, 'collection_id'),
      external_reference: queryString(request.query, 'external_reference'),
    })
    privateAnswer(reply)
    return reply.redirect(movement ? `${RETURN_PAGE}?pago=${movement}` : RETURN_PAGE, 303)
  })

  app.get('/api/payments/orders', { preValidation: auth.session }, async (request, reply) => {
    privateAnswer(reply)
    return { online: payments.onlineEnabled, orders: await payments.forShopper(sessionOf(request)) }
  })

  app.post(
    '/api/payments/orders/:id/checkout',
    { preValidation: auth.session, schema: { params: orderParams } },
    async (request, reply) => {
      privateAnswer(reply)
      return payments.checkout(sessionOf(request), request.params.id)
    },
  )

  app.post(
    '/api/payments/orders/:id/receipt',
    { preValidation: auth.session, schema: { params: orderParams }, bodyLimit: MAX_RECEIPT_BYTES + 64 * 1024 },
    async (request) => {
      const file = await readSingleFile(request, 'receipt', {
        missingFile: 'Adjunte el comprobante de la transferencia.',
        tooLarge: PAYMENT_MESSAGES.receiptSize,
        badUpload: PAYMENT_MESSAGES.receiptType,
      })
      await payments.uploadReceipt(sessionOf(request), request.params.id, file)
      return { message: 'Recibimos su comprobante. Le avisaremos cuando confirmemos el pago.' }
    },
  )
}
