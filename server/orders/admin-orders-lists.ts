/**
 * What the back office's orders pages read: the list with its filters, the states in use, and
 * one order whole (customer, billing identity, lines, delivery, payment list and financing).
 */
import { ADMIN_PAGE_SIZE } from '#domain/admin/admin-forms.ts'
import { dayRange, orderNumberIn, type OrderListQuery } from '#domain/admin/order-filters.ts'
import { formatOrderNumber } from '#domain/format.ts'
import type { Database } from '../db/database.ts'
import { NotFoundError } from '../shared/errors.ts'
import { auditRepository, type AuditActor } from '../admin/audit-repository.ts'
import { adminOrdersRepository } from './admin-orders-repository.ts'
import { ordersRepository } from './orders-repository.ts'
import { enqueueEmail } from '../mail/outbox-repository.ts'
import { renderOrderEmail } from './order-email.ts'
import { staffEmailDataOf } from './order-admin-email.ts'
import { staffOrderOf } from './order-views.ts'
import type { AdminOrdersService } from './admin-orders-service.ts'
import type { OrderStateService } from './order-state-service.ts'

export interface AdminOrderListsDeps {
  /** the invoice is attached as the command line's attach-invoice does it */
  adminOrders: AdminOrdersService
  /** state changes with their history and the shopper's e-mail (order-state-service.ts) */
  orderStates: OrderStateService
  /** where the staff e-mail of an order goes, as when it was placed (STAFF_EMAILS) */
  staffEmails: readonly string[]
}

export function adminOrderLists(database: Database, { adminOrders, orderStates, staffEmails }: AdminOrderListsDeps) {
  const { db } = database
  const repo = adminOrdersRepository(db)
  const ordersRepo = ordersRepository(db)

  return {
    orders(query: OrderListQuery) {
      const { start, end } = dayRange(query.from, query.to)
      return repo.list(
        { q: query.q, movement: orderNumberIn(query.q), state: query.state, start, end },
        ADMIN_PAGE_SIZE,
        (query.page - 1) * ADMIN_PAGE_SIZE,
      )
    },

    orderStatesInUse: () => repo.statesInUse(),

    /** One order by its number, as the order page shows it; 404 when there is none. */
    async order(movement: number) {
      const order = await ordersRepo.byMovement(movement)
      if (!order) throw new NotFoundError(`No existe el pedido N° ${formatOrderNumber(movement)}.`)
      const contact = await ordersRepo.userContact(order.userId)
      const lines = (await ordersRepo.linesOf([order.id])).get(order.id) ?? []
      const { datos_cliente: customer, opcion_de_entrega: delivery } = order.payload
      return {
        ...staffOrderOf(order, contact?.email ?? '', contact?.fullname ?? '', lines),
        movementNumber: order.movement,
        contact: {
          dni: customer.dni,
          phone: customer.celular,
          address: customer.direccion,
          location: customer.location,
          postalCode: customer.cp,
          orderEmail: customer.email || order.payload.client_email,
        },
        delivery: { pickup: delivery.retira_en_local, address: delivery.direccion, postalCode: delivery.cp },
        financing: order.financing ?? null,
        hasInvoiceFile: order.invoiceFile !== null,
        history: await orderStates.history(order.id),
      }
    },

    /**
     * A new state (free text), an optional note and, with `notify`, the shopper's e-mail: one
     * transaction in the order-state service, which names the staff member in the history and
     * writes the audit row with it. Nothing is written when nothing changes.
     */
    async changeOrderState(
      actor: AuditActor,
      movement: number,
      input: { state: string; note?: string | undefined; notify: boolean },
    ) {
      const orderId = await adminOrders.orderIdOf(movement)
      return orderStates.change(
        { orderId, state: input.state, note: input.note, notify: input.notify, actor: actor.label },
        (tx, change) =>
          auditRepository(tx).record(actor, {
            action: 'order.state',
            entity: 'order',
            entityId: formatOrderNumber(change.movement),
            before: { state: change.previousState },
            after: { state: change.state, note: change.entry?.note ?? '', notified: change.notifiedEmail !== '' },
          }),
      )
    },

    /**
     * The order's staff e-mail put in the outbox again, made from the stored order (for a
     * mailbox that lost it, or a new address in STAFF_EMAILS); audited in the same transaction.
     */
    async resendStaffEmail(actor: AuditActor, movement: number): Promise<{ recipients: readonly string[] }> {
      return db.transaction(async (tx) => {
        const repo = ordersRepository(tx)
        const order = await repo.byMovement(movement)
        if (!order) throw new NotFoundError(`No existe el pedido N° ${formatOrderNumber(movement)}.`)
        const lines = (await repo.linesOf([order.id])).get(order.id) ?? []
        const mail = renderOrderEmail(staffEmailDataOf(order, lines))
        const emailId = await enqueueEmail(tx, { kind: 'order-staff', recipients: [...staffEmails], ...mail })
        await auditRepository(tx).record(actor, {
          action: 'order.staff-email',
          entity: 'order',
          entityId: formatOrderNumber(movement),
          after: { emailId, recipients: [...staffEmails] },
        })
        return { recipients: staffEmails }
      })
    },

    /** The invoice PDF (checked: number, size, PDF) into the file store, then the order; audited. */
    async attachInvoice(actor: AuditActor, movement: number, invoiceNumber: string, pdf: Buffer) {
      const attached = await adminOrders.attachInvoiceBytes(movement, invoiceNumber, pdf)
      await auditRepository(db).record(actor, {
        action: 'order.invoice',
        entity: 'order',
        entityId: attached.movement,
        before: { invoiceNumber: attached.before.invoiceNumber },
        after: { invoiceNumber: attached.invoice_number, bytes: pdf.length },
      })
      return attached
    },
  }
}

export type AdminOrderLists = ReturnType<typeof adminOrderLists>
