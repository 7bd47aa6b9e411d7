/**
 * Staff's notes to each other on orders and customers, and orders' tags: written from the
 * order's and the customer's pages, each in one transaction with its audit row; read by those
 * pages and the order list. The shopper's views never read these tables.
 */
import { eq } from 'drizzle-orm'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import { formatOrderNumber } from '#domain/format.ts'
import type { Database, Executor } from '../db/database.ts'
import { users } from '../db/schema/index.ts'
import { NotFoundError } from '../shared/errors.ts'
import { auditRepository, type AuditActor } from '../admin/audit-repository.ts'
import { ordersRepository } from '../orders/orders-repository.ts'
import { staffNotesRepository, type StaffNote } from './staff-notes-repository.ts'

/** How many notes a page shows: a busy order's whole story, without a page of its own. */
export const NOTES_SHOWN = 50

export type { StaffNote }

export interface StaffNotesService {
  orderNotes(orderId: number): Promise<StaffNote[]>
  addOrderNote(actor: AuditActor, movement: number, body: string): Promise<StaffNote>
  customerNotes(userId: number): Promise<StaffNote[]>
  addCustomerNote(actor: AuditActor, userId: number, body: string): Promise<StaffNote>
  tagsOf(orderIds: readonly number[]): Promise<Map<number, string[]>>
  /** the order's tags replaced; `changed` false when they were the same (nothing written) */
  setOrderTags(actor: AuditActor, movement: number, tags: readonly string[]): Promise<{ changed: boolean }>
  tagsInUse(): Promise<string[]>
}

export function staffNotesService({ db }: Database): StaffNotesService {
  const lockedOrder = async (tx: Executor, movement: number) => {
    const order = await ordersRepository(tx).lockedByMovement(movement)
    if (!order) throw new NotFoundError(ORDER_MESSAGES.noSuchOrder(movement))
    return order
  }
  return {
    orderNotes: (orderId) => staffNotesRepository(db).orderNotes(orderId, NOTES_SHOWN),
    customerNotes: (userId) => staffNotesRepository(db).customerNotes(userId, NOTES_SHOWN),
    tagsOf: (orderIds) => staffNotesRepository(db).tagsOf(orderIds),
    tagsInUse: () => staffNotesRepository(db).tagsInUse(),

    addOrderNote: (actor, movement, body) =>
      db.transaction(async (tx) => {
        const order = await lockedOrder(tx, movement)
        const note = await staffNotesRepository(tx).addOrderNote(order.id, body, actor.label)
        await auditRepository(tx).record(actor, {
          action: 'order.note',
          entity: 'order',
          entityId: formatOrderNumber(movement),
          after: { body },
        })
        return note
      }),

    addCustomerNote: (actor, userId, body) =>
      db.transaction(async (tx) => {
        const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
        if (!customer) throw new NotFoundError(ADMIN_MESSAGES.notFound)
        const note = await staffNotesRepository(tx).addCustomerNote(userId, body, actor.label)
        await auditRepository(tx).record(actor, {
          action: 'customer.note',
          entity: 'customer',
          entityId: userId,
          after: { body },
        })
        return note
      }),

    setOrderTags: (actor, movement, tags) =>
      db.transaction(async (tx) => {
        // the order's row lock orders two clerks' saves of one order's tags one after the other
        const order = await lockedOrder(tx, movement)
        const repo = staffNotesRepository(tx)
        const before = (await repo.tagsOf([order.id])).get(order.id) ?? []
        // the same tags spelled the same: nothing to write (a new spelling of one is a change)
        const spelled = (list: readonly string[]) => [...list].sort().join('\n')
        if (spelled(before) === spelled(tags)) return { changed: false }
        await repo.setTags(order.id, tags)
        await auditRepository(tx).record(actor, {
          action: 'order.tags',
          entity: 'order',
          entityId: formatOrderNumber(movement),
          before: { tags: before },
          after: { tags },
        })
        return { changed: true }
      }),
  }
}
