/**
 * Changing an order's state, for every caller (the staff command line today, the back office
 * next): `change` updates the order, writes the history row and, with `notify`, the shopper's
 * e-mail in the outbox, all in one transaction, so the three agree whatever fails. `history`
 * lists an order's states, oldest first. Rules: domain/order-state.ts. docs/orders.md
 * 'Order states' has the API.
 */
import { checkStateChange, isStateChangeWorthRecording, ORDER_STATE_MESSAGES } from '#domain/order-state.ts'
import type { Database, Executor } from '../db/database.ts'
import { InvalidError, NotFoundError } from '../shared/errors.ts'
import { orderStatesRepository, type OrderStateRow } from './order-states-repository.ts'
import { enqueueEmail } from '../mail/outbox-repository.ts'
import { renderOrderStateEmail } from './emails/order-state-email.ts'

export interface OrderStateChange {
  /** orders.id (not the order number: `adminOrders` finds the id of a number) */
  orderId: number
  /** free text the shopper reads, 1 to 60 characters, one line */
  state: string
  /** optional, up to 1000 characters, may span lines; the shopper reads it in the e-mail and in Mis pedidos */
  note?: string | undefined
  /** e-mail the shopper about it (default false) */
  notify?: boolean | undefined
  /** who is changing it, as the history shows it: a staff member's e-mail, 'línea de comandos' */
  actor: string
}

export interface OrderStateEntry {
  id: number
  orderId: number
  state: string
  note: string
  actor: string
  notified: boolean
  setAt: Date
}

export interface OrderStateChangeResult {
  orderId: number
  movement: number
  previousState: string
  state: string
  /** false when the order was already in that state and there was no note or notification: nothing was written */
  recorded: boolean
  /** the new history row, when recorded */
  entry: OrderStateEntry | null
  /** the outbox row of the shopper's e-mail, when notified */
  emailId: number | null
  /** where the e-mail went ('' when not notified) */
  notifiedEmail: string
}

export interface OrderStateServiceDeps {
  database: Database
  /** the store's public origin for the e-mail's links (email-origin.ts) */
  origin: string
}

export const entryOf = (row: OrderStateRow): OrderStateEntry => ({
  id: row.id,
  orderId: row.orderId,
  state: row.state,
  note: row.note,
  actor: row.actor,
  notified: row.notified,
  setAt: row.setAt,
})

export function orderStateService({ database, origin }: OrderStateServiceDeps) {
  const db = database.db
  return {
    /**
     * Throws InvalidError (400) for a bad state, note or actor and NotFoundError (404) for an
     * unknown order; changes nothing then. `alsoRecord` runs in the same transaction once a
     * change is recorded (the back office's audit row), so the two land together or not at all.
     */
    async change(
      input: OrderStateChange,
      alsoRecord?: (tx: Executor, result: OrderStateChangeResult) => Promise<void>,
    ): Promise<OrderStateChangeResult> {
      if (!Number.isSafeInteger(input.orderId) || input.orderId < 1) throw new NotFoundError(ORDER_STATE_MESSAGES.orderNotFound)
      const checked = checkStateChange(input)
      if (!checked.ok) throw new InvalidError(checked.message)
      const { state, note, actor } = checked.value
      const notify = input.notify === true
      return db.transaction(async (tx) => {
        const repo = orderStatesRepository(tx)
        const order = await repo.lockOrder(input.orderId)
        if (!order) throw new NotFoundError(ORDER_STATE_MESSAGES.orderNotFound)
        const base = { orderId: order.id, movement: order.movement, previousState: order.orderState, state }
        if (!isStateChangeWorthRecording(order.orderState, { state, note, notify })) {
          return { ...base, recorded: false, entry: null, emailId: null, notifiedEmail: '' }
        }
        if (order.orderState !== state) await repo.setCurrent(order.id, state)
        const row = await repo.insert({ orderId: order.id, state, note, actor, notified: notify })
        let emailId: number | null = null
        if (notify) {
          const mail = renderOrderStateEmail({
            movement: order.movement,
            fullname: order.fullname,
            state,
            note,
            setAt: row.setAt,
            origin,
          })
          emailId = await enqueueEmail(tx, { kind: 'order-state', recipients: [order.email], ...mail })
        }
        const result = { ...base, recorded: true, entry: entryOf(row), emailId, notifiedEmail: notify ? order.email : '' }
        await alsoRecord?.(tx, result)
        return result
      })
    },

    /** An order's states, oldest first (empty for an unknown order). */
    async history(orderId: number): Promise<OrderStateEntry[]> {
      return ((await orderStatesRepository(db).forOrders([orderId])).get(orderId) ?? []).map(entryOf)
    },
  }
}

export type OrderStateService = ReturnType<typeof orderStateService>
