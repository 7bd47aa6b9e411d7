/**
 * An invoice PDF attached to an order by staff: uploaded in the back office (audited) or read
 * from a path by the command line. Both check the number, the order, the size and a PDF's
 * magic bytes, then store it the same way (storeInvoice).
 */
import { readFile } from 'node:fs/promises'
import { INVOICE_MESSAGES, MAX_INVOICE_BYTES, looksLikePdf } from '#domain/admin/invoice-upload.ts'
import { formatInvoiceNumber, parseInvoiceNumber, type InvoiceNumber } from '#domain/invoice-number.ts'
import { formatOrderNumber } from '#domain/format.ts'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import type { Database, Executor } from '../db/database.ts'
import { InvalidError, NotFoundError } from '../shared/errors.ts'
import type { FileStore } from '../files/file-store.ts'
import { auditRepository, type AuditActor } from '../admin/audit-repository.ts'
import { enqueueEmail } from '../mail/outbox-repository.ts'
import { invoiceFileName, invoiceKey } from './invoice-links.ts'
import { parseMovement } from './order-number.ts'
import { ordersRepository, type OrderRow } from './orders-repository.ts'
import type { StaffOrder } from './order-views.ts'
import { staffOrderView } from './admin-order-reads.ts'
import { renderInvoiceEmail } from './emails/invoice-email.ts'

export type AttachedInvoice = StaffOrder & {
  key: string
  location: string
  /** the shopper told by e-mail, or null (same number again, or no account) */
  announcedTo: string | null
  /** the order's invoice before this one (the file is left where it was) */
  before: { invoiceNumber: string | null; invoiceFile: string | null }
}

export interface AdminOrderInvoices {
  /** The back office's upload: the PDF's bytes, stored as below, then the audit row. */
  attachUploadedInvoice(actor: AuditActor, movement: number, invoiceNumber: string, pdf: Buffer): Promise<AttachedInvoice>
  /** The command line's attach-invoice: the PDF read from a path, stored as below. */
  attachInvoice(movement: number | string, invoiceNumber: string, pdfPath: string): Promise<AttachedInvoice>
  /** The order's invoice PDF as stored, for staff to look at; 404 when the order has none or its file is gone. */
  invoicePdf(movement: number): Promise<{ fileName: string; bytes: Buffer }>
}

export interface AdminOrderInvoicesDeps {
  database: Database
  /** where invoice PDFs go (server/files/): DATA_DIR, the database or object storage */
  files: FileStore
  /** the store's public origin, for the shopper's e-mail (email-origin.ts) */
  origin: string
}

async function orderOf(db: Executor, movement: number): Promise<OrderRow> {
  const order = await ordersRepository(db).byMovement(movement)
  if (!order) throw new NotFoundError(ORDER_MESSAGES.noSuchOrder(movement))
  return order
}

/**
 * The invoice recorded on the order, announced to the shopper when its number is new, and
 * audited when staff uploaded it: one transaction, on the order read locked, so parallel uploads
 * of one invoice compare against each other's result (one e-mail) and a failing audit row takes
 * the invoice and its e-mail back with it.
 */
async function recordInvoice(tx: Executor, upload: InvoiceUpload, key: string, origin: string) {
  const repo = ordersRepository(tx)
  const { movement, invoice } = upload
  const order = await repo.lockedByMovement(movement)
  if (!order) throw new NotFoundError(ORDER_MESSAGES.noSuchOrder(movement))
  const updated = await repo.setInvoice(movement, invoice, key)
  if (!updated) throw new NotFoundError(ORDER_MESSAGES.noSuchOrder(movement))
  const view = await staffOrderView(tx, updated)
  const previous = order.invoiceNumber === null ? null : formatInvoiceNumber(order.invoicePointOfSale, order.invoiceNumber)
  const invoiceNumber = formatInvoiceNumber(invoice.pointOfSale, invoice.number)
  const before = { invoiceNumber: previous, invoiceFile: order.invoiceFile }
  if (upload.actor)
    await auditRepository(tx).record(upload.actor, {
      action: 'order.invoice',
      entity: 'order',
      entityId: view.movement,
      before: { invoiceNumber: previous },
      after: { invoiceNumber, bytes: upload.bytes.length },
    })
  // Replacing the file of the same invoice announces nothing new.
  if (previous === invoiceNumber || !view.email) return { view, before, announcedTo: null }
  const fullname = order.payload.datos_cliente.nombre_completo || view.customer
  const mail = renderInvoiceEmail({ movement, invoiceNumber, fullname, origin })
  await enqueueEmail(tx, { kind: 'order-invoice', recipients: [view.email], ...mail })
  return { view, before, announcedTo: view.email }
}

/** One invoice to attach: the order, the number, the PDF, and who uploaded it (none from the command line). */
interface InvoiceUpload {
  movement: number
  invoice: InvoiceNumber
  bytes: Buffer
  actor?: AuditActor
}

/**
 * Stores the invoice PDF in the file store under bills/client_{userId}/fc-{n}_movement-{m}.pdf
 * (each store replaces a file whole, so a download never sees half of one) and only then
 * records invoice_number and invoice_file, so a link never points at a missing file. `order` is
 * read for its owner (the file's folder); what the invoice replaces is read again, locked.
 */
async function storeInvoice(
  { database, files, origin }: AdminOrderInvoicesDeps,
  order: OrderRow,
  upload: InvoiceUpload,
): Promise<AttachedInvoice> {
  const { bytes } = upload
  if (bytes.length > MAX_INVOICE_BYTES) throw new InvalidError(INVOICE_MESSAGES.tooLarge)
  if (!looksLikePdf(bytes)) throw new InvalidError(INVOICE_MESSAGES.notPdf)
  const key = invoiceKey(order.userId, invoiceFileName(upload.invoice.number, formatOrderNumber(order.movement)))
  await files.put(key, { bytes, contentType: 'application/pdf' })
  const { view, before, announcedTo } = await database.db.transaction((tx) => recordInvoice(tx, upload, key, origin))
  return { ...view, key, location: files.location, announcedTo, before }
}

async function attachUploadedInvoice(
  deps: AdminOrderInvoicesDeps,
  actor: AuditActor,
  movementInput: number,
  invoiceNumberInput: string,
  pdf: Buffer,
): Promise<AttachedInvoice> {
  const movement = parseMovement(movementInput)
  const invoice = parseInvoiceNumber(invoiceNumberInput)
  if (invoice === null) throw new InvalidError(INVOICE_MESSAGES.invalidNumber)
  const order = await orderOf(deps.database.db, movement)
  return storeInvoice(deps, order, { movement, invoice, bytes: pdf, actor })
}

async function attachInvoiceFile(
  deps: AdminOrderInvoicesDeps,
  movementInput: number | string,
  invoiceNumberInput: string,
  pdfPath: string,
): Promise<AttachedInvoice> {
  const movement = parseMovement(movementInput)
  const invoice = parseInvoiceNumber(invoiceNumberInput)
  if (invoice === null) throw new InvalidError(`${INVOICE_MESSAGES.invalidNumber} (${invoiceNumberInput})`)
  const order = await orderOf(deps.database.db, movement)
  let bytes: Buffer
  try {
    bytes = await readFile(pdfPath)
  } catch (error) {
    throw new InvalidError(`No se pudo leer ${pdfPath}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
  }
  if (bytes.length <= MAX_INVOICE_BYTES && !looksLikePdf(bytes)) throw new InvalidError(`${pdfPath} no es un PDF.`)
  return storeInvoice(deps, order, { movement, invoice, bytes })
}

export function adminOrderInvoices(deps: AdminOrderInvoicesDeps): AdminOrderInvoices {
  return {
    attachUploadedInvoice: (actor, movement, invoiceNumber, pdf) =>
      attachUploadedInvoice(deps, actor, movement, invoiceNumber, pdf),
    attachInvoice: (movement, invoiceNumber, pdfPath) => attachInvoiceFile(deps, movement, invoiceNumber, pdfPath),
    async invoicePdf(movement) {
      const order = await orderOf(deps.database.db, movement)
      const stored = order.invoiceFile === null ? null : await deps.files.get(order.invoiceFile)
      if (!stored || order.invoiceNumber === null) throw new NotFoundError(ORDER_MESSAGES.invoiceFileMissing)
      return { fileName: invoiceFileName(order.invoiceNumber, formatOrderNumber(order.movement)), bytes: stored.bytes }
    },
  }
}
