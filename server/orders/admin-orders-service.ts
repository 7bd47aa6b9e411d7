/**
 * Staff functions on orders, for the staff command line (docs/orders.md, 'Staff functions'):
 * list orders, set the state the customer sees, attach an invoice PDF. Errors are the coded
 * errors of server/shared/errors.ts with a Spanish message.
 */
import { readFile } from 'node:fs/promises'
import { INVOICE_MESSAGES, MAX_INVOICE_BYTES, looksLikePdf, parseInvoiceNumber } from '#domain/admin/invoice-upload.ts'
import { formatOrderNumber } from '#domain/format.ts'
import { ORDER_STATE_ACTORS } from '#domain/order-state.ts'
import type { Database } from '../db/database.ts'
import { InvalidError, NotFoundError } from '../shared/errors.ts'
import type { FileStore } from '../files/file-store.ts'
import { ordersRepository } from './orders-repository.ts'
import { enqueueEmail } from '../mail/outbox-repository.ts'
import { invoiceFileName, invoiceKey } from './invoice-links.ts'
import { orderStateService, type OrderStateChangeResult } from './order-state-service.ts'
import { staffOrderOf, type StaffOrder } from './order-views.ts'
import { renderInvoiceEmail } from './emails/invoice-email.ts'

export interface AdminOrdersDeps {
  database: Database
  /** where invoice PDFs go (server/files/): DATA_DIR, the database or object storage */
  files: FileStore
  /** the store's public origin, for the shopper's e-mails (email-origin.ts) */
  origin: string
}

/** An order number as staff type it: 12, '12' or '00000012'. */
export function parseMovement(value: number | string): number {
  const n = typeof value === 'number' ? value : /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : NaN
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidError(`Número de pedido inválido: ${String(value)}`)
  return n
}

export { MAX_INVOICE_BYTES }

export type AttachedInvoice = StaffOrder & {
  key: string
  location: string
  /** the shopper told by e-mail, or null (same number again, or no account) */
  announcedTo: string | null
  before: { invoiceNumber: number | null }
}

export function adminOrdersService({ database, files, origin }: AdminOrdersDeps) {
  const db = database.db
  const repo = ordersRepository(db)
  const orderStates = orderStateService({ database, origin })

  async function findStaffOrder(movement: number): Promise<StaffOrder> {
    const order = await repo.byMovement(movement)
    if (!order) throw new NotFoundError(`No existe el pedido N° ${formatOrderNumber(movement)}.`)
    const contact = await repo.userContact(order.userId)
    const lines = (await repo.linesOf([order.id])).get(order.id) ?? []
    return staffOrderOf(order, contact?.email ?? '', contact?.fullname ?? '', lines)
  }

  async function orderIdOf(movementInput: number | string): Promise<number> {
    const movement = parseMovement(movementInput)
    const order = await repo.byMovement(movement)
    if (!order) throw new NotFoundError(`No existe el pedido N° ${formatOrderNumber(movement)}.`)
    return order.id
  }

  /**
   * Stores the invoice PDF in the file store under bills/client_{userId}/fc-{n}_movement-{m}.pdf
   * (each store replaces a file whole, so a download never sees half of one) and only then
   * records invoice_number and invoice_file, so a link never points at a missing file.
   * Checked first: the number, the order, the size and a PDF's magic bytes (the back office's
   * upload and the command line alike).
   */
  async function attachInvoiceBytes(
    movementInput: number | string,
    invoiceNumberInput: number | string,
    bytes: Buffer,
  ): Promise<AttachedInvoice> {
    const movement = parseMovement(movementInput)
    const invoiceNumber = parseInvoiceNumber(invoiceNumberInput)
    if (invoiceNumber === null) throw new InvalidError(INVOICE_MESSAGES.invalidNumber)
    const order = await repo.byMovement(movement)
    if (!order) throw new NotFoundError(`No existe el pedido N° ${formatOrderNumber(movement)}.`)
    if (bytes.length > MAX_INVOICE_BYTES) throw new InvalidError(INVOICE_MESSAGES.tooLarge)
    if (!looksLikePdf(bytes)) throw new InvalidError(INVOICE_MESSAGES.notPdf)

    const key = invoiceKey(order.userId, invoiceFileName(invoiceNumber, formatOrderNumber(movement)))
    await files.put(key, { bytes, contentType: 'application/pdf' })
    // The invoice and its announcement to the shopper commit together. Replacing the file of
    // the same invoice number announces nothing new.
    const announced = await db.transaction(async (tx) => {
      await ordersRepository(tx).setInvoice(movement, invoiceNumber, key)
      if (order.invoiceNumber === invoiceNumber) return null
      const contact = await ordersRepository(tx).userContact(order.userId)
      if (!contact) return null
      const fullname = order.payload.datos_cliente.nombre_completo || contact.fullname
      const mail = renderInvoiceEmail({ movement, invoiceNumber, fullname, origin })
      await enqueueEmail(tx, { kind: 'order-invoice', recipients: [contact.email], ...mail })
      return contact.email
    })
    return {
      ...(await findStaffOrder(movement)),
      key,
      location: files.location,
      announcedTo: announced,
      before: { invoiceNumber: order.invoiceNumber },
    }
  }

  return {
    /** Newest first; `state` keeps only orders in that state (case-insensitive). */
    async listOrders({ limit = 50, state }: { limit?: number; state?: string | undefined } = {}): Promise<StaffOrder[]> {
      if (!Number.isSafeInteger(limit) || limit < 1 || limit > 10_000)
        throw new InvalidError('El límite debe ser un entero entre 1 y 10000.')
      const rows = await repo.listForStaff(limit, state?.trim() ? state : undefined)
      const lines = await repo.linesOf(rows.map((r) => r.id))
      return rows.map((r) => staffOrderOf(r, r.email, r.fullname, lines.get(r.id) ?? []))
    },

    /** The order's id for the number staff type (12, '12', '00000012'); NotFoundError when there is none. */
    orderIdOf,

    /**
     * The order state is free text shown to the customer. Goes through the one
     * order-state service (order-state-service.ts): history row and, with `notify`, the
     * shopper's e-mail in the same transaction.
     */
    async setOrderState(
      movementInput: number | string,
      stateInput: string,
      options: { note?: string; notify?: boolean; actor?: string } = {},
    ): Promise<StaffOrder & { change: OrderStateChangeResult }> {
      const orderId = await orderIdOf(movementInput)
      const change = await orderStates.change({
        orderId,
        state: String(stateInput ?? ''),
        note: options.note,
        notify: options.notify,
        actor: options.actor ?? ORDER_STATE_ACTORS.commandLine,
      })
      return { ...(await findStaffOrder(change.movement)), change }
    },

    /** The command line's attach-invoice: the PDF read from a path, then as attachInvoiceBytes. */
    async attachInvoice(
      movementInput: number | string,
      invoiceNumberInput: number | string,
      pdfPath: string,
    ): Promise<AttachedInvoice> {
      const movement = parseMovement(movementInput)
      if (parseInvoiceNumber(invoiceNumberInput) === null)
        throw new InvalidError(`Número de factura inválido: ${String(invoiceNumberInput)}`)
      if (!(await repo.byMovement(movement))) throw new NotFoundError(`No existe el pedido N° ${formatOrderNumber(movement)}.`)
      let bytes: Buffer
      try {
        bytes = await readFile(pdfPath)
      } catch (error) {
        throw new InvalidError(`No se pudo leer ${pdfPath}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
      }
      if (bytes.length <= MAX_INVOICE_BYTES && !looksLikePdf(bytes)) throw new InvalidError(`${pdfPath} no es un PDF.`)
      return attachInvoiceBytes(movement, invoiceNumberInput, bytes)
    },

    attachInvoiceBytes,
  }
}

export type AdminOrdersService = ReturnType<typeof adminOrdersService>
