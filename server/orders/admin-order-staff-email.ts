/**
 * The order's staff e-mail put in the outbox again, made from the stored order (for a mailbox
 * that lost it, or a new address in STAFF_EMAILS); audited in the same transaction.
 */
import { formatOrderNumber } from '#domain/format.ts'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import type { Database } from '../db/database.ts'
import { NotFoundError } from '../shared/errors.ts'
import { auditRepository, type AuditActor } from '../admin/audit-repository.ts'
import { enqueueEmail } from '../mail/outbox-repository.ts'
import { renderOrderEmail } from './order-email.ts'
import { staffEmailDataOf } from './order-admin-email.ts'
import { ordersRepository } from './orders-repository.ts'
import { stockMovementsRepository } from '../stock/stock-movements-repository.ts'

export interface StaffEmailDeps {
  database: Database
  /** where the staff e-mail of an order goes, as when it was placed (STAFF_EMAILS) */
  staffEmails: readonly string[]
  /** the store's public origin, for the e-mail's link to the back office */
  origin: string
}

export async function resendStaffEmail(
  { database, staffEmails, origin }: StaffEmailDeps,
  actor: AuditActor,
  movement: number,
): Promise<{ recipients: readonly string[] }> {
  return database.db.transaction(async (tx) => {
    const repo = ordersRepository(tx)
    const order = await repo.byMovement(movement)
    if (!order) throw new NotFoundError(ORDER_MESSAGES.noSuchOrder(movement))
    const lines = (await repo.linesOf([order.id])).get(order.id) ?? []
    const stockTaken = await stockMovementsRepository(tx).orderTookStock(order.id)
    const mail = renderOrderEmail({ ...staffEmailDataOf(order, lines), stockTaken }, origin)
    const emailId = await enqueueEmail(tx, { kind: 'order-staff', recipients: [...staffEmails], ...mail })
    await auditRepository(tx).record(actor, {
      action: 'order.staff-email',
      entity: 'order',
      entityId: formatOrderNumber(movement),
      after: { emailId, recipients: [...staffEmails] },
    })
    return { recipients: staffEmails }
  })
}
