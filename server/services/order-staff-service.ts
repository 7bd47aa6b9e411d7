/**
 * Staff functions on orders, for the staff command line (docs/orders.md, 'Staff functions'):
 * list orders, set the state the customer sees, attach an invoice PDF. Errors are the coded
 * errors of server/errors.ts with a Spanish message.
 */
import { readFile } from 'node:fs/promises'
import { INVOICE_MESSAGES, MAX_INVOICE_BYTES, looksLikePdf, parseInvoiceNumber } from '#domain/admin/invoice-upload.ts'
import { formatOrderNumber } from '#domain/format.ts'
import type { Database } from '../db/database.ts'
import { InvalidError, NotFoundError } from '../errors.ts'
import type { FileStore } from '../files/file-store.ts'
import { ordersRepository } from '../repositories/orders-repository.ts'
import { invoiceFileName, invoiceKey } from './invoice-links.ts'
import { staffOrderOf, type StaffOrder } from './order-views.ts'

export interface OrderStaffDeps {
  database: Database
  /** where invoice PDFs go (server/files/): DATA_DIR, the database or object storage */
  files: FileStore
}

/** An order number as staff type it: 12, '12' or '00000012'. */
export function parseMovement(value: number | string): number {
  const n = typeof value === 'number' ? value : /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : NaN
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidError(`Número de pedido inválido: ${String(value)}`)
  return n
}

export { MAX_INVOICE_BYTES }
const MAX_STATE_LENGTH = 60

export function orderStaffService({ database, files }: OrderStaffDeps) {
  const db = database.db
  const repo = ordersRepository(db)

  async function findStaffOrder(movement: number): Promise<StaffOrder> {
    const order = await repo.byMovement(movement)
    if (!order) throw new NotFoundError(`No existe el pedido N° ${formatOrderNumber(movement)}.`)
    const contact = await repo.userContact(order.userId)
    const lines = (await repo.linesOf([order.id])).get(order.id) ?? []
    return staffOrderOf(order, contact?.email ?? '', contact?.fullname ?? '', lines)
  }

  /**
   * Stores the invoice PDF in the file store under bills/client_{userId}/fc-{n}_movement-{m}.pdf
   * (each store replaces a file whole, so a download never sees half of one) and only then
   * records invoice_number and invoice_file, so a link never points at a missing file.
   * Checked first: the order exists, the number, the size and a PDF's magic bytes.
   */
  async function attachInvoiceBytes(
    movementInput: number | string,
    invoiceNumberInput: number | string,
    bytes: Buffer,
  ): Promise<StaffOrder & { key: string; location: string; before: { invoiceNumber: number | null } }> {
    const movement = parseMovement(movementInput)
    const invoiceNumber = parseInvoiceNumber(invoiceNumberInput)
    if (invoiceNumber === null) throw new InvalidError(INVOICE_MESSAGES.invalidNumber)
    const order = await repo.byMovement(movement)
    if (!order) throw new NotFoundError(`No existe el pedido N° ${formatOrderNumber(movement)}.`)
    if (bytes.length > MAX_INVOICE_BYTES) throw new InvalidError(INVOICE_MESSAGES.tooLarge)
    if (!looksLikePdf(bytes)) throw new InvalidError(INVOICE_MESSAGES.notPdf)

    const key = invoiceKey(order.userId, invoiceFileName(invoiceNumber, formatOrderNumber(movement)))
    await files.put(key, { bytes, contentType: 'application/pdf' })
    await repo.setInvoice(movement, invoiceNumber, key)
    return {
      ...(await findStaffOrder(movement)),
      key,
      location: files.location,
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

    /** The order state is free text shown to the customer (spec section 4). */
    async setOrderState(movementInput: number | string, stateInput: string): Promise<StaffOrder> {
      const movement = parseMovement(movementInput)
      const state = String(stateInput ?? '').trim()
      // eslint-disable-next-line no-control-regex
      if (state.length === 0 || state.length > MAX_STATE_LENGTH || /[\u0000-\u001f\u007f]/.test(state)) {
        throw new InvalidError(`El estado debe tener entre 1 y ${MAX_STATE_LENGTH} caracteres, en una línea.`)
      }
      if (!(await repo.setState(movement, state)))
        throw new NotFoundError(`No existe el pedido N° ${formatOrderNumber(movement)}.`)
      return findStaffOrder(movement)
    },

    /** The command line's attach-invoice: the PDF read from a path, then as attachInvoiceBytes. */
    async attachInvoice(
      movementInput: number | string,
      invoiceNumberInput: number | string,
      pdfPath: string,
    ): Promise<StaffOrder & { key: string; location: string }> {
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

export type OrderStaffService = ReturnType<typeof orderStaffService>
