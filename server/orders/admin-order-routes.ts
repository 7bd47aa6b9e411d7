/**
 * The back office's writes on an order (/api/admin/orders/:number/…): its state (with a note and
 * the shopper's e-mail, through the order-state service), the invoice PDF uploaded
 * with its number (multipart/form-data, read by @fastify/multipart with the invoice's size
 * limit) and read back as staff look at it, and the staff e-mail of the order put in the outbox again. Registered inside
 * admin-routes.ts, so the guard's session and the no-store header hold here too.
 */
import multipart from '@fastify/multipart'
import { INVOICE_MESSAGES, MAX_INVOICE_BYTES } from '#domain/admin/invoice-upload.ts'
import { BULK_STATE_MESSAGES, bulkStateFormSchema, orderStateFormSchema } from '#domain/admin/order-state-form.ts'
import { ORDER_EXPORT_FORMATS, ORDER_EXPORT_MESSAGES } from '#domain/admin/order-export.ts'
import { orderListQuerySchema } from '#domain/admin/order-filters.ts'
import { buenosAiresDay } from '#domain/admin/buenos-aires-day.ts'
import { z } from 'zod'
import { INVOICE_POLICY } from '../shared/content-security-policy.ts'
import { InvalidError } from '../shared/errors.ts'
import { uploadError, withUploadSlot } from '../shared/single-file-upload.ts'
import { actorOf } from '../admin/admin-guard.ts'
import { adminRoutePlugin } from '../admin/admin-route-plugin.ts'
import { jsonObject } from '../shared/api-plugin.ts'
import type { AdminOrdersService } from './admin-orders-service.ts'
import { orderParams } from './order-params.ts'
import { orderFilterOf } from './admin-order-reads.ts'

const exportQuery = orderListQuerySchema.safeExtend({
  format: z.enum(ORDER_EXPORT_FORMATS, { error: ORDER_EXPORT_MESSAGES.format }),
})
import type { FastifyRequest } from 'fastify'

export const adminOrderRoutes = adminRoutePlugin<{ adminOrders: AdminOrdersService }>(async (app, guard, { adminOrders }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_INVOICE_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6, headerPairs: 50 },
  })

  app.post(
    '/api/admin/orders/:number/invoice',
    { preValidation: guard.write('orders'), schema: { params: orderParams } },
    async (request) => {
      if (!request.isMultipart()) throw new InvalidError(INVOICE_MESSAGES.missingFile)
      const { invoiceNumber, pdf } = await withUploadSlot(() => readInvoiceParts(request))
      if (pdf === null || pdf.length === 0) throw new InvalidError(INVOICE_MESSAGES.missingFile)
      const attached = await adminOrders.attachUploadedInvoice(actorOf(request), request.params.number, invoiceNumber, pdf)
      return { message: INVOICE_MESSAGES.attached(attached.invoice_label ?? '') }
    },
  )

  // The PDF as the customer gets it, for staff to check what was attached (any role that sees orders).
  app.get(
    '/api/admin/orders/:number/invoice.pdf',
    { preValidation: guard.read('orders'), schema: { params: orderParams } },
    async (request, reply) => {
      const { fileName, bytes } = await adminOrders.invoicePdf(request.params.number)
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('content-security-policy', INVOICE_POLICY)
        .send(bytes)
    },
  )

  app.post(
    '/api/admin/orders/:number/staff-email',
    { preValidation: guard.write('orders'), schema: { params: orderParams } },
    async (request) => {
      const { recipients } = await adminOrders.resendStaffEmail(actorOf(request), request.params.number)
      return { message: `Correo del pedido puesto en la cola de envío para ${recipients.join(', ')}.` }
    },
  )

  // The list's filter as the page's address carries it, downloaded whole (not one page of it).
  app.get(
    '/api/admin/orders/export',
    {
      config: { inputErrors: { wholeMessages: [ORDER_EXPORT_MESSAGES.format] } },
      preValidation: guard.read('orders'),
      schema: { querystring: exportQuery },
    },
    async (request, reply) => {
      const { format, page: _page, ...query } = request.query
      const file = await adminOrders.exportOrders(actorOf(request), orderFilterOf(query), format, buenosAiresDay(new Date()))
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-exported-orders', String(file.orders))
        .send(file.bytes)
    },
  )

  app.post(
    '/api/admin/orders/states',
    {
      config: {
        inputErrors: {
          labels: { state: 'Estado', note: 'Nota', notify: 'Notificar al cliente' },
          wholeMessages: [BULK_STATE_MESSAGES.none, BULK_STATE_MESSAGES.tooMany],
        },
      },
      preValidation: guard.write('orders'),
      schema: { body: jsonObject(bulkStateFormSchema) },
    },
    async (request) => {
      const results = await adminOrders.changeStates(actorOf(request), request.body)
      const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length
      const state = request.body.state.trim()
      return { message: BULK_STATE_MESSAGES.done(count('changed'), count('unchanged'), count('failed'), state), results }
    },
  )

  app.put(
    '/api/admin/orders/:number/state',
    {
      config: { inputErrors: { labels: { state: 'Estado', note: 'Nota', notify: 'Notificar al cliente', number: 'Pedido' } } },
      preValidation: guard.write('orders'),
      schema: { params: orderParams, body: jsonObject(orderStateFormSchema) },
    },
    async (request) => {
      const change = await adminOrders.changeState(actorOf(request), request.params.number, request.body)
      if (!change.recorded) return { message: `El pedido ya estaba en «${change.state}»; no se cambió nada.` }
      return {
        message: change.notifiedEmail
          ? `Estado «${change.state}» guardado. Se avisó al cliente por correo (${change.notifiedEmail}).`
          : `Estado «${change.state}» guardado.`,
      }
    },
  )
})

/** The invoice form's parts: its number field and the first `pdf` file (other files drained). */
async function readInvoiceParts(request: FastifyRequest): Promise<{ invoiceNumber: string; pdf: Buffer | null }> {
  let invoiceNumber = ''
  let pdf: Buffer | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'pdf' && pdf === null) pdf = await part.toBuffer()
        else part.file.resume()
      } else if (part.fieldname === 'invoiceNumber') {
        invoiceNumber = String(part.value ?? '')
      }
    }
  } catch (error) {
    throw uploadError(error, INVOICE_MESSAGES)
  }
  return { invoiceNumber, pdf }
}
