/**
 * Recording a payment Mercado Pago told us about (docs/decisions/046). A notification only says
 * "look": the payment is fetched, then compared with the order it names, in that order's
 * transaction (the order row locked, so two notifications of one order take turns):
 *
 * - its external_reference must be one of this store's orders, its currency ARS and its
 *   transaction_amount the order's total to the centavo; anything else is kept as a mismatch
 *   for the staff and never counts as paid;
 * - it is keyed by Mercado Pago's payment id: a repeat changes nothing, and a status may only be
 *   followed by one as far along or further (a late 'pending' never overwrites 'approved');
 * - the order's payment state is derived from all its payments; when it changes, a history row,
 *   and an e-mail to the shopper when the payment was approved or rejected, in the same transaction.
 */
import { EXTERNAL_REFERENCE, PAYMENT_CURRENCY, sameAmount } from '#domain/payments/payment-rules.ts'
import { MISMATCH_REASONS, type MismatchReason } from '#domain/payments/payment-messages.ts'
import {
  isMpStatus,
  mayFollow,
  notifiesShopper,
  orderPaymentState,
  type MpStatus,
  type PaymentState,
} from '#domain/payments/payment-states.ts'
import type { Database, Executor } from '../db/database.ts'
import { enqueueEmail } from '../mail/outbox-repository.ts'
import type { MpPayment } from './mercadopago-client.ts'
import { renderPaymentEmail } from './payment-email.ts'
import { paymentsRepository, type PayableOrder } from './payments-repository.ts'

export const MERCADO_PAGO = 'mercadopago'
export const TRANSFER = 'transferencia'

/** Who the payment history names for changes no person made. */
export const PAYMENT_ACTORS = { provider: 'Mercado Pago', reconciliation: 'conciliación', store: 'tienda' } as const

export type RecordOutcome =
  | { kind: 'recorded'; orderId: number; state: PaymentState; changed: boolean }
  | { kind: 'unchanged'; orderId: number; state: PaymentState }
  | { kind: 'mismatch'; reason: MismatchReason }
  /** the reference looks like one of ours but no such order is visible (yet: its transaction may not have committed) */
  | { kind: 'unknown-order' }

const amountOf = (p: MpPayment) => (typeof p.transaction_amount === 'number' ? p.transaction_amount : Number.NaN)

async function keepMismatch(db: Executor, p: MpPayment, reason: MismatchReason): Promise<RecordOutcome> {
  const amount = amountOf(p)
  await paymentsRepository(db).mismatch({
    provider: MERCADO_PAGO,
    providerPaymentId: String(p.id),
    reason: MISMATCH_REASONS[reason],
    externalReference: String(p.external_reference ?? '').slice(0, 200),
    status: String(p.status ?? '').slice(0, 50),
    amount: Number.isFinite(amount) && Math.abs(amount) < 1e12 ? Math.round(amount * 100) / 100 : 0,
    currency: String(p.currency_id ?? '').slice(0, 10),
    raw: p as unknown as Record<string, unknown>,
  })
  return { kind: 'mismatch', reason }
}

export interface RecordingDeps {
  database: Database
  origin: string
}

/**
 * Records one fetched payment. `unknownIsMismatch`: whether a reference of our shape naming no
 * visible order is kept as a mismatch now (true) or answered 'unknown-order' for a retry (false).
 */
export async function recordMpPayment(
  { database, origin }: RecordingDeps,
  p: MpPayment,
  actor: string,
  unknownIsMismatch: boolean,
  /** more work for the same transaction (the audit row of a staff refund) */
  alsoInTransaction?: (tx: Executor) => Promise<void>,
): Promise<RecordOutcome> {
  const reference = typeof p.external_reference === 'string' ? p.external_reference : ''
  if (!EXTERNAL_REFERENCE.test(reference)) return keepMismatch(database.db, p, 'unknownOrder')
  const outcome = await database.db.transaction(async (tx): Promise<RecordOutcome> => {
    const repo = paymentsRepository(tx)
    const order = await repo.order({ movement: Number(reference) }, true)
    if (!order) return { kind: 'unknown-order' }
    if (p.currency_id !== PAYMENT_CURRENCY) return keepMismatch(tx, p, 'currency')
    if (!sameAmount(amountOf(p), order.totalPrice)) return keepMismatch(tx, p, 'amount')
    if (!isMpStatus(p.status)) {
      const current = await repo.state(order.id)
      return { kind: 'unchanged', orderId: order.id, state: (current?.state ?? 'sin_pagar') as PaymentState }
    }
    const applied = await applyPayment(tx, origin, order, p, p.status, actor)
    await alsoInTransaction?.(tx)
    return applied
  })
  if (outcome.kind === 'unknown-order' && unknownIsMismatch) return keepMismatch(database.db, p, 'unknownOrder')
  return outcome
}

async function applyPayment(
  tx: Executor,
  origin: string,
  order: PayableOrder,
  p: MpPayment,
  status: MpStatus,
  actor: string,
): Promise<RecordOutcome> {
  const repo = paymentsRepository(tx)
  const current = await repo.ensureState(order.id)
  const id = String(p.id)
  const stored = await repo.payment(MERCADO_PAGO, id, true)
  const fields = {
    status,
    statusDetail: String(p.status_detail ?? '').slice(0, 200),
    amount: amountOf(p),
    refunded: typeof p.transaction_amount_refunded === 'number' ? p.transaction_amount_refunded : 0,
    currency: PAYMENT_CURRENCY,
    method: String(p.payment_method_id ?? '').slice(0, 50),
    instalments: Number.isSafeInteger(p.installments) && p.installments! > 0 && p.installments! < 100 ? p.installments! : 1,
    approvedAt: p.date_approved ? new Date(p.date_approved) : null,
    raw: p as unknown as Record<string, unknown>,
  }
  const unchanged: RecordOutcome = { kind: 'unchanged', orderId: order.id, state: current.state as PaymentState }
  if (stored) {
    if (stored.orderId !== order.id || !mayFollow(stored.status as MpStatus, status)) return unchanged
    if (stored.status === status && stored.refunded === fields.refunded && stored.statusDetail === fields.statusDetail)
      return unchanged
    await repo.updatePayment(stored.id, fields)
  } else {
    await repo.insertPayment({ orderId: order.id, provider: MERCADO_PAGO, providerPaymentId: id, ...fields })
  }
  const changed = await settleOrderState(tx, origin, order, current.state as PaymentState, actor, `Pago ${id}: ${status}`)
  return { kind: 'recorded', orderId: order.id, state: changed ?? (current.state as PaymentState), changed: changed !== null }
}

/**
 * The order's payment state again from all its payments; when it moved, the history row and,
 * for approved or rejected, the shopper's e-mail. Returns the new state, or null when unchanged.
 */
export async function settleOrderState(
  tx: Executor,
  origin: string,
  order: PayableOrder,
  currentState: PaymentState,
  actor: string,
  note: string,
): Promise<PaymentState | null> {
  const repo = paymentsRepository(tx)
  const all = await repo.paymentsOf([order.id])
  const next = orderPaymentState(all.map((row) => row.status).filter(isMpStatus), currentState === 'vencido')
  if (next === currentState) return null
  await repo.setState(order.id, next, note, actor)
  if (notifiesShopper(next)) {
    const approved = all.find((row) => row.status === (next === 'pagado' ? 'approved' : 'rejected'))
    const mail = renderPaymentEmail({
      movement: order.movement,
      fullname: order.payload.datos_cliente.nombre_completo,
      state: next as 'pagado' | 'rechazado',
      amount: approved?.amount ?? order.totalPrice,
      origin,
    })
    await enqueueEmail(tx, {
      kind: next === 'pagado' ? 'payment-approved' : 'payment-rejected',
      recipients: [order.email],
      ...mail,
    })
  }
  return next
}
