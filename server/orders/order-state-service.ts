/**
 * Changing an order's state, for every caller (the back office, the staff command line and
 * whatever comes next): `change` updates the order, writes the history row and, with `notify`,
 * the shopper's e-mail in the outbox, all in one transaction, so the three agree whatever fails;
 * a staff member's change writes its audit row in that same transaction. `history` lists an
 * order's states, oldest first. Rules: domain/order-state.ts. docs/orders.md 'Order states' has
 * the API.
 */
import { formatOrderNumber } from '#domain/format.ts'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import { checkStateChange, isStateChangeWorthRecording, ORDER_STATE_MESSAGES } from '#domain/order-state.ts'
import type { Database, Executor } from '../db/database.ts'
import { InvalidError, NotFoundError } from '../shared/errors.ts'
import { auditRepository, type AuditActor } from '../admin/audit-repository.ts'
import { orderStatesRepository, type LockedOrder, type OrderKey, type OrderStateRow } from './order-states-repository.ts'
import { enqueueEmail } from '../mail/outbox-repository.ts'
import { renderOrderStateEmail } from './emails/order-state-email.ts'
import { stockEffectOfStateChange } from '#domain/stock-movements.ts'
import { bumpCatalogueVersion } from '../catalogue/catalogue-writer.ts'
import { giveBackOrderStock, takeOrderStockAgain } from '../stock/order-stock.ts'

/** The order, by its id or by its number (`{ movement: 42 }`), and what to set on it. */
export type OrderStateChange = OrderKey & {
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
  /** the customer's account e-mail */
  customerEmail: string
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

export interface OrderStateService {
  /**
   * Throws NotFoundError (404) for an unknown order, then InvalidError (400) for a bad state,
   * note or actor; changes nothing then. With `auditAs` (a staff member), a recorded change
   * writes its audit row in the same transaction, so the two land together or not at all.
   */
  change(input: OrderStateChange, auditAs?: AuditActor): Promise<OrderStateChangeResult>
  /** An order's states, oldest first (empty for an unknown order). */
  history(orderId: number): Promise<OrderStateEntry[]>
}

export interface OrderStateServiceDeps {
  database: Database
  /** the store's public origin for the e-mail's links (email-origin.ts) */
  origin: string
  /** this instance forgets its catalogue caches at once, when a cancellation moved a product's stock label */
  onCatalogueChange?: () => void
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

const notFound = (key: OrderKey) =>
  new NotFoundError('movement' in key ? ORDER_MESSAGES.noSuchOrder(key.movement) : ORDER_STATE_MESSAGES.orderNotFound)

function isWellFormed(key: OrderKey): boolean {
  const n = 'movement' in key ? key.movement : key.orderId
  return Number.isSafeInteger(n) && n >= 1
}

interface CheckedChange {
  state: string
  note: string
  actor: string
  notify: boolean
}

/** The history row, the order's new state and the shopper's e-mail, inside the change's transaction. */
async function record(
  tx: Executor,
  order: LockedOrder,
  { state, note, actor, notify }: CheckedChange,
  origin: string,
): Promise<Pick<OrderStateChangeResult, 'entry' | 'emailId' | 'notifiedEmail'>> {
  const repo = orderStatesRepository(tx)
  if (order.orderState !== state) await repo.setCurrent(order.id, state)
  const row = await repo.insert({ orderId: order.id, state, note, actor, notified: notify })
  if (!notify) return { entry: entryOf(row), emailId: null, notifiedEmail: '' }
  const mail = renderOrderStateEmail({
    movement: order.movement,
    fullname: order.fullname,
    state,
    note,
    setAt: row.setAt,
    origin,
  })
  const emailId = await enqueueEmail(tx, { kind: 'order-state', recipients: [order.email], ...mail })
  return { entry: entryOf(row), emailId, notifiedEmail: order.email }
}

function auditStateChange(tx: Executor, actor: AuditActor, change: OrderStateChangeResult): Promise<void> {
  return auditRepository(tx).record(actor, {
    action: 'order.state',
    entity: 'order',
    entityId: formatOrderNumber(change.movement),
    before: { state: change.previousState },
    after: { state: change.state, note: change.entry?.note ?? '', notified: change.notifiedEmail !== '' },
  })
}

/**
 * "Cancelado" gives the order's units back; out of it, they are taken again (or the change is
 * refused when they are gone). Nothing happens for an order that never took stock.
 */
async function followStock(tx: Executor, order: LockedOrder, state: string, actor: string): Promise<boolean> {
  const effect = stockEffectOfStateChange(order.orderState, state)
  if (effect === 'none') return false
  const labelMoved =
    effect === 'give-back' ? await giveBackOrderStock(tx, order.id, actor) : await takeOrderStockAgain(tx, order.id, actor)
  if (labelMoved) await bumpCatalogueVersion(tx)
  return labelMoved
}

async function changeState(
  { database, origin, onCatalogueChange }: OrderStateServiceDeps,
  input: OrderStateChange,
  auditAs: AuditActor | undefined,
): Promise<OrderStateChangeResult> {
  if (!isWellFormed(input)) throw notFound(input)
  let labelMoved = false
  const result = await database.db.transaction(async (tx) => {
    // The one read of the order: locked, so a parallel change waits for this one.
    const order = await orderStatesRepository(tx).lockOrder(input)
    if (!order) throw notFound(input)
    const checked = checkStateChange(input)
    if (!checked.ok) throw new InvalidError(checked.message)
    const change = { ...checked.value, notify: input.notify === true }
    const base = {
      orderId: order.id,
      movement: order.movement,
      customerEmail: order.email,
      previousState: order.orderState,
      state: change.state,
    }
    if (!isStateChangeWorthRecording(order.orderState, change)) {
      return { ...base, recorded: false, entry: null, emailId: null, notifiedEmail: '' }
    }
    labelMoved = await followStock(tx, order, change.state, change.actor)
    const result = { ...base, recorded: true, ...(await record(tx, order, change, origin)) }
    if (auditAs) await auditStateChange(tx, auditAs, result)
    return result
  })
  if (labelMoved) onCatalogueChange?.()
  return result
}

export function orderStateService(deps: OrderStateServiceDeps): OrderStateService {
  return {
    change: (input, auditAs) => changeState(deps, input, auditAs),
    async history(orderId) {
      return ((await orderStatesRepository(deps.database.db).forOrders([orderId])).get(orderId) ?? []).map(entryOf)
    },
  }
}
