/**
 * The back office's payment calls (docs/back-office.md, "Pagos"): an order's payments, its
 * transfer receipt, "Marcar pago recibido" (sales staff), a Mercado Pago refund (admins only:
 * the 'refunds' entry of domain/admin/admin-pages.ts), the payments that matched no order.
 */
import { z } from 'zod'
import { actorOf } from '../admin/admin-guard.ts'
import { adminRoutePlugin } from '../admin/admin-route-plugin.ts'
import { bodyOrEmpty, jsonObject } from '../shared/api-plugin.ts'
import type { AdminPaymentService } from './admin-payment-service.ts'

const orderParams = z.object({
  number: z
    .string({ error: 'Número de pedido inválido.' })
    .regex(/^\d{1,9}$/, 'Número de pedido inválido.')
    .transform(Number)
    .refine((n) => n >= 1, 'Número de pedido inválido.'),
})
const paymentParams = z.object({ id: z.string().regex(/^\d{1,20}$/, 'Pago inválido.') })
const receivedBody = z.object({ note: z.string().trim().max(500, 'La nota puede tener hasta 500 caracteres.').default('') })
const refundBody = z.object({
  /** absent or null: the whole amount not yet refunded */
  amount: z
    .number({ error: 'El importe debe ser un número.' })
    .positive('El importe a reembolsar debe ser mayor que cero.')
    .max(1e11, 'Importe inválido.')
    .nullable()
    .default(null),
})

export const adminPaymentRoutes = adminRoutePlugin<{ adminPayments: AdminPaymentService }>(
  async (app, guard, { adminPayments }) => {
    app.get(
      '/api/admin/orders/:number/payments',
      { preValidation: guard.read('orders'), schema: { params: orderParams } },
      (request) => adminPayments.forOrder(request.params.number),
    )

    app.get(
      '/api/admin/orders/:number/payment-receipt',
      { preValidation: guard.read('orders'), schema: { params: orderParams } },
      async (request, reply) => {
        const file = await adminPayments.receipt(request.params.number)
        if (!file) return reply.status(404).send({ message: 'El pedido no tiene comprobante.' })
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `inline; filename="comprobante-${request.params.number}"`)
          .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
          .send(file.bytes)
      },
    )

    app.post(
      '/api/admin/orders/:number/payment-received',
      {
        config: { inputErrors: { labels: { note: 'Nota' } } },
        preValidation: guard.write('orders'),
        schema: { params: orderParams, body: bodyOrEmpty(receivedBody) },
      },
      async (request) => {
        const state = await adminPayments.markReceived(actorOf(request), request.params.number, request.body?.note ?? '')
        return { message: 'Pago marcado como recibido.', state }
      },
    )

    app.post(
      '/api/admin/payments/:id/refund',
      {
        config: { inputErrors: { labels: { amount: 'Importe' } } },
        preValidation: guard.write('refunds'),
        schema: { params: paymentParams, body: jsonObject(refundBody) },
      },
      async (request) => {
        const payment = await adminPayments.refund(actorOf(request), request.params.id, request.body.amount)
        return { message: 'Mercado Pago confirmó el reembolso.', payment }
      },
    )

    app.get('/api/admin/payments/mismatches', { preValidation: guard.read('orders') }, async () => {
      const rows = await adminPayments.mismatches()
      return rows.map((m) => ({
        provider_payment_id: m.providerPaymentId,
        reason: m.reason,
        external_reference: m.externalReference,
        status: m.status,
        amount: m.amount,
        currency: m.currency,
        at: m.createdAt.toISOString(),
      }))
    })
  },
)
