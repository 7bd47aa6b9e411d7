/**
 * The staff's side of payments (docs/back-office.md, "Pagos"): an order's payment state with its
 * history, each payment as the provider told it, the transfer receipt; "Marcar pago recibido" for a
 * transfer; a full or partial Mercado Pago refund (admins only), recorded when Mercado Pago confirms
 * it; the payments that matched no order. Every write audited in its own transaction.
 */
import { formatOrderNumber } from '#domain/format.ts'
import { fromCents, toCents } from '#domain/money.ts'
import { PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts'
import { idempotencyKey } from '#domain/payments/payment-rules.ts'
import { PAYMENT_STATE_LABELS, type PaymentState } from '#domain/payments/payment-states.ts'
import type { Database } from '../db/database.ts'
import type { FileStore, StoredFile } from '../files/file-store.ts'
import { auditRepository, type AuditActor } from '../admin/audit-repository.ts'
import { ConflictError, InvalidError, NotFoundError, ServiceUnavailableError } from '../shared/errors.ts'
import { MercadoPagoError, type MercadoPagoClient } from './mercadopago-client.ts'
import { MERCADO_PAGO, TRANSFER, recordMpPayment, settleOrderState } from './payment-recording.ts'
import { paymentsRepository, type MismatchRow, type PaymentRow } from './payments-repository.ts'

export interface StaffPayment {
  provider: string
  id: string
  status: string
  status_detail: string
  method: string
  instalments: number
  amount: number
  refunded: number
  approved_at: string | null
}

export interface StaffOrderPayments {
  order_id: number
  movement: string
  state: PaymentState
  state_label: string
  total: number
  payment_list: number
  history: { state: PaymentState; label: string; note: string; actor: string; at: string }[]
  payments: StaffPayment[]
  receipt: { name: string; type: string; at: string } | null
}

export interface AdminPaymentService {
  forOrder(movement: number): Promise<StaffOrderPayments>
  /** Payment states of the listed orders ('sin_pagar' when none). */
  statesOf(orderIds: number[]): Promise<Map<number, PaymentState>>
  receipt(movement: number): Promise<(StoredFile & { name: string }) | null>
  markReceived(actor: AuditActor, movement: number, note: string): Promise<PaymentState>
  refund(actor: AuditActor, providerPaymentId: string, amount: number | null): Promise<StaffPayment>
  mismatches(): Promise<MismatchRow[]>
}

export interface AdminPaymentDeps {
  database: Database
  mercadoPago: MercadoPagoClient | null
  files: FileStore
  origin: string
}

const staffPaymentOf = (p: PaymentRow): StaffPayment => ({
  provider: p.provider,
  id: p.providerPaymentId,
  status: p.status,
  status_detail: p.statusDetail,
  method: p.method,
  instalments: p.instalments,
  amount: p.amount,
  refunded: p.refunded,
  approved_at: p.approvedAt?.toISOString() ?? null,
})

export function adminPaymentService({ database, mercadoPago, files, origin }: AdminPaymentDeps): AdminPaymentService {
  const db = database.db

  async function orderOf(movement: number) {
    const order = await paymentsRepository(db).order({ movement })
    if (!order) throw new NotFoundError(PAYMENT_MESSAGES.orderNotFound)
    return order
  }

  return {
    async forOrder(movement) {
      const order = await orderOf(movement)
      const repo = paymentsRepository(db)
      const [row, history, list] = await Promise.all([
        repo.state(order.id),
        repo.history([order.id]),
        repo.paymentsOf([order.id]),
      ])
      const state = (row?.state ?? 'sin_pagar') as PaymentState
      return {
        order_id: order.id,
        movement: formatOrderNumber(order.movement),
        state,
        state_label: PAYMENT_STATE_LABELS[state],
        total: order.totalPrice,
        payment_list: order.paymentList,
        history: history.map((h) => ({
          state: h.state as PaymentState,
          label: PAYMENT_STATE_LABELS[h.state as PaymentState] ?? h.state,
          note: h.note,
          actor: h.actor,
          at: h.setAt.toISOString(),
        })),
        payments: list.map(staffPaymentOf),
        receipt:
          row?.receiptKey && row.receiptAt
            ? { name: row.receiptName ?? '', type: row.receiptType ?? '', at: row.receiptAt.toISOString() }
            : null,
      }
    },

    async statesOf(orderIds) {
      const rows = await paymentsRepository(db).states(orderIds)
      return new Map(rows.map((r) => [r.orderId, r.state as PaymentState]))
    },

    async receipt(movement) {
      const order = await orderOf(movement)
      const row = await paymentsRepository(db).state(order.id)
      if (!row?.receiptKey) return null
      const file = await files.get(row.receiptKey)
      return file ? { ...file, name: row.receiptName ?? 'comprobante' } : null
    },

    async markReceived(actor, movement, note) {
      return db.transaction(async (tx) => {
        const repo = paymentsRepository(tx)
        const order = await repo.order({ movement }, true)
        if (!order) throw new NotFoundError(PAYMENT_MESSAGES.orderNotFound)
        const before = await repo.ensureState(order.id)
        if (before.state === 'pagado') throw new ConflictError(PAYMENT_MESSAGES.alreadyReceived)
        const id = `pedido-${order.id}`
        const existing = await repo.payment(TRANSFER, id, true)
        const fields = { status: 'approved', statusDetail: note.slice(0, 200), amount: order.totalPrice, approvedAt: new Date() }
        if (existing) await repo.updatePayment(existing.id, fields)
        else
          await repo.insertPayment({
            orderId: order.id,
            provider: TRANSFER,
            providerPaymentId: id,
            method: 'transferencia',
            ...fields,
          })
        const state =
          (await settleOrderState(tx, origin, order, before.state as PaymentState, actor.label, note || 'Pago recibido')) ??
          (before.state as PaymentState)
        await auditRepository(tx).record(actor, {
          action: 'payment.received',
          entity: 'order',
          entityId: formatOrderNumber(order.movement),
          before: { payment_state: before.state },
          after: { payment_state: state, amount: order.totalPrice, note },
        })
        return state
      })
    },

    async refund(actor, providerPaymentId, amount) {
      if (!mercadoPago) throw new ConflictError(PAYMENT_MESSAGES.notConfigured)
      const stored = await paymentsRepository(db).payment(MERCADO_PAGO, providerPaymentId)
      if (!stored) throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound)
      if (stored.status !== 'approved') throw new ConflictError(PAYMENT_MESSAGES.refundNotPossible)
      const remaining = toCents(stored.amount) - toCents(stored.refunded)
      const cents = amount === null ? remaining : toCents(amount)
      if (!(cents > 0) || cents > remaining) throw new InvalidError(PAYMENT_MESSAGES.refundAmount)
      // Derived from the payment and what was refunded before: a double click is one refund.
      const key = idempotencyKey('refund', providerPaymentId, toCents(stored.refunded), cents)
      try {
        await mercadoPago.refund(providerPaymentId, cents === remaining && amount === null ? null : fromCents(cents), key)
      } catch (error) {
        if (error instanceof MercadoPagoError) throw new ServiceUnavailableError(PAYMENT_MESSAGES.refundFailed, 5)
        throw error
      }
      // Mercado Pago confirmed: read the payment as it now stands and record it, with the audit row.
      let fetched
      try {
        fetched = await mercadoPago.payment(providerPaymentId)
      } catch {
        throw new ServiceUnavailableError(PAYMENT_MESSAGES.refundFailed, 5)
      }
      await recordMpPayment({ database, origin }, fetched, actor.label, true, (tx) =>
        auditRepository(tx).record(actor, {
          action: 'payment.refunded',
          entity: 'payment',
          entityId: providerPaymentId,
          before: { status: stored.status, refunded: stored.refunded },
          after: { status: fetched.status, refunded: fetched.transaction_amount_refunded ?? null, requested: fromCents(cents) },
        }),
      )
      const after = await paymentsRepository(db).payment(MERCADO_PAGO, providerPaymentId)
      return staffPaymentOf(after!)
    },

    mismatches: () => paymentsRepository(db).mismatches(200),
  }
}
