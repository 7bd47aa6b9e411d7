/**
 * Staff functions on orders, for the staff command line (docs/orders.md, 'Staff functions'):
 * list orders, set the state the customer sees, attach an invoice PDF. Errors are the coded
 * errors of server/errors.ts with a Spanish message.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { formatOrderNumber } from '#domain/format.ts'
import { ORDER_STATE_ACTORS } from '#domain/order-state.ts'
import type { Database } from '../db/database.ts'
import { InvalidError, NotFoundError } from '../errors.ts'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-data-dir.ts'
import { ordersRepository } from '../repositories/orders-repository.ts'
import { enqueueEmail } from '../repositories/outbox-repository.ts'
import { invoiceFileName } from './invoice-links.ts'
import { orderStateService, type OrderStateChangeResult } from './order-state-service.ts'
import { staffOrderOf, type StaffOrder } from './order-views.ts'
import { renderInvoiceEmail } from './shopper-emails/invoice-email.ts'

export interface OrderStaffDeps {
  database: Database
  /** DATA_DIR: invoices are kept under DATA_DIR/bills/client_{userId}/ */
  dataDir: string
  /** the store's public origin, for the shopper's e-mails (public-origin.ts) */
  origin: string
}

/** An order number as staff type it: 12, '12' or '00000012'. */
export function parseMovement(value: number | string): number {
  const n = typeof value === 'number' ? value : /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : NaN
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidError(`Número de pedido inválido: ${String(value)}`)
  return n
}

export const MAX_INVOICE_BYTES = 20 * 1024 * 1024

export function orderStaffService({ database, dataDir, origin }: OrderStaffDeps) {
  const db = database.db
  const repo = ordersRepository(db)
  const orderStates = orderStateService({ database, origin })
  const billsDir = path.resolve(dataDir, 'bills')

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
     * The order state is free text shown to the customer (spec section 4). Goes through the one
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

    /**
     * Copies the invoice PDF to DATA_DIR/bills/client_{userId}/fc-{n}_movement-{m}.pdf (written
     * to a temporary name and renamed, so a download never sees half a file) and only then
     * records invoice_number and invoice_file, so a link never points at a missing file.
     */
    async attachInvoice(
      movementInput: number | string,
      invoiceNumberInput: number | string,
      pdfPath: string,
    ): Promise<StaffOrder & { path: string; announcedTo: string | null }> {
      const movement = parseMovement(movementInput)
      const invoiceNumber =
        typeof invoiceNumberInput === 'number'
          ? invoiceNumberInput
          : /^\s*\d{1,12}\s*$/.test(invoiceNumberInput)
            ? Number(invoiceNumberInput)
            : NaN
      if (!Number.isSafeInteger(invoiceNumber) || invoiceNumber < 1)
        throw new InvalidError(`Número de factura inválido: ${String(invoiceNumberInput)}`)
      const order = await repo.byMovement(movement)
      if (!order) throw new NotFoundError(`No existe el pedido N° ${formatOrderNumber(movement)}.`)
      let bytes: Buffer
      try {
        bytes = await readFile(pdfPath)
      } catch (error) {
        throw new InvalidError(`No se pudo leer ${pdfPath}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
      }
      if (bytes.length > MAX_INVOICE_BYTES) throw new InvalidError(`La factura supera los ${MAX_INVOICE_BYTES / 1024 / 1024} MB.`)
      if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new InvalidError(`${pdfPath} no es un PDF.`)

      const fileName = invoiceFileName(invoiceNumber, formatOrderNumber(movement))
      const folder = path.join(billsDir, `client_${order.userId}`)
      const target = path.join(folder, fileName)
      await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE })
      const partial = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.partial`
      try {
        await writeFile(partial, bytes, { mode: PRIVATE_FILE_MODE })
        await rename(partial, target)
      } finally {
        await rm(partial, { force: true })
      }
      const relative = path.posix.join('bills', `client_${order.userId}`, fileName)
      // The invoice and its announcement to the shopper commit together. Replacing the file of
      // the same invoice number announces nothing new.
      const announced = await db.transaction(async (tx) => {
        await ordersRepository(tx).setInvoice(movement, invoiceNumber, relative)
        if (order.invoiceNumber === invoiceNumber) return null
        const contact = await ordersRepository(tx).userContact(order.userId)
        if (!contact) return null
        const fullname = order.payload.datos_cliente.nombre_completo || contact.fullname
        const mail = renderInvoiceEmail({ movement, invoiceNumber, fullname, origin })
        await enqueueEmail(tx, { kind: 'order-invoice', recipients: [contact.email], ...mail })
        return contact.email
      })
      return { ...(await findStaffOrder(movement)), path: target, announcedTo: announced }
    },
  }
}

export type OrderStaffService = ReturnType<typeof orderStaffService>
