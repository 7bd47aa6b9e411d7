/**
 * Payment SQL (docs/decisions/046): the order a payment is about (locked in the recording's
 * transaction), payments keyed by the provider's id, the order's payment state and its history,
 * the notifications still to look at, the reconciliation's queue and the mismatches kept for the
 * staff. Nothing here opens a transaction; every clock is the database's.
 */
import { and, asc, desc, eq, inArray, isNotNull, lte, or, isNull, lt, sql } from 'drizzle-orm'
import type { PaymentState } from '#domain/payments/payment-states.ts'
import type { Executor } from '../db/database.ts'
import {
  orderLines,
  orderPaymentHistory,
  orderPayments,
  orders,
  paymentMismatches,
  paymentNotifications,
  payments,
  users,
} from '../db/schema/index.ts'

export type PaymentRow = typeof payments.$inferSelect
export type NewPayment = typeof payments.$inferInsert
export type OrderPaymentRow = typeof orderPayments.$inferSelect
export type PaymentHistoryRow = typeof orderPaymentHistory.$inferSelect
export type MismatchRow = typeof paymentMismatches.$inferSelect
export type PayableOrder = typeof orders.$inferSelect & { email: string }
export type PayableLine = typeof orderLines.$inferSelect

export function paymentsRepository(db: Executor) {
  return {
    /** An order with its owner's e-mail; `lock` takes it FOR UPDATE (the recording's transaction). */
    async order(where: { id: number } | { movement: number }, lock = false): Promise<PayableOrder | undefined> {
      const query = db
        .select({ order: orders, email: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where('id' in where ? eq(orders.id, where.id) : eq(orders.movement, where.movement))
      const [row] = lock ? await query.for('update', { of: orders }) : await query
      return row ? { ...row.order, email: row.email } : undefined
    },

    /** A customer's orders, newest first: what Mis pedidos lists. */
    ordersOf: (userId: number) =>
      db
        .select({
          id: orders.id,
          movement: orders.movement,
          totalPrice: orders.totalPrice,
          paymentList: orders.paymentList,
          // a reseller's order on cuenta corriente: nothing to pay now (decision 058)
          onAccount: sql<boolean>`coalesce((${orders.wholesale} ->> 'on_account')::boolean, false)`,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.date))
        .limit(500),

    lines: (orderId: number): Promise<PayableLine[]> =>
      db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),

    async state(orderId: number, lock = false): Promise<OrderPaymentRow | undefined> {
      const query = db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId))
      const [row] = lock ? await query.for('update') : await query
      return row
    },

    states: (orderIds: number[]): Promise<OrderPaymentRow[]> =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db.select().from(orderPayments).where(inArray(orderPayments.orderId, orderIds)),

    /** The order's payment-state row, created as 'sin_pagar' when it has none; locked. */
    async ensureState(orderId: number): Promise<OrderPaymentRow> {
      await db.insert(orderPayments).values({ orderId }).onConflictDoNothing()
      const [row] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).for('update')
      return row!
    },

    async setState(orderId: number, state: PaymentState, note: string, actor: string): Promise<void> {
      await db
        .update(orderPayments)
        .set({ state, updatedAt: sql`now()` })
        .where(eq(orderPayments.orderId, orderId))
      await db.insert(orderPaymentHistory).values({ orderId, state, note, actor })
    },

    async savePreference(orderId: number, p: { id: string; url: string; cents: number; expiresAt: Date }): Promise<void> {
      await db
        .update(orderPayments)
        .set({
          preferenceId: p.id,
          preferenceUrl: p.url,
          preferenceCents: p.cents,
          preferenceExpiresAt: p.expiresAt,
          // the reconciliation starts asking a minute from now
          checkAttempts: 0,
          nextCheckAt: sql`now() + interval '1 minute'`,
          updatedAt: sql`now()`,
        })
        .where(eq(orderPayments.orderId, orderId))
    },

    async saveReceipt(orderId: number, r: { key: string; name: string; type: string }): Promise<void> {
      await db
        .update(orderPayments)
        .set({ receiptKey: r.key, receiptName: r.name, receiptType: r.type, receiptAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(orderPayments.orderId, orderId))
    },

    history: (orderIds: number[]): Promise<PaymentHistoryRow[]> =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(orderPaymentHistory)
            .where(inArray(orderPaymentHistory.orderId, orderIds))
            .orderBy(asc(orderPaymentHistory.setAt), asc(orderPaymentHistory.id)),

    async payment(provider: string, providerPaymentId: string, lock = false): Promise<PaymentRow | undefined> {
      const query = db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
      const [row] = lock ? await query.for('update') : await query
      return row
    },

    paymentsOf: (orderIds: number[]): Promise<PaymentRow[]> =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(payments)
            .where(inArray(payments.orderId, orderIds))
            .orderBy(asc(payments.createdAt), asc(payments.id)),

    async insertPayment(row: NewPayment): Promise<void> {
      await db.insert(payments).values(row)
    },

    async updatePayment(id: number, row: Partial<NewPayment>): Promise<void> {
      await db
        .update(payments)
        .set({ ...row, updatedAt: sql`now()` })
        .where(eq(payments.id, id))
    },

    /** Kept once per payment and reason, however often it is notified. */
    async mismatch(row: typeof paymentMismatches.$inferInsert): Promise<void> {
      await db.insert(paymentMismatches).values(row).onConflictDoNothing()
    },

    mismatches: (limit: number): Promise<MismatchRow[]> =>
      db.select().from(paymentMismatches).orderBy(desc(paymentMismatches.createdAt)).limit(limit),

    // -- notifications still to look at ------------------------------------------------------

    /** A verified notification: due now, whether or not it was seen before. */
    async enqueueNotification(providerPaymentId: string): Promise<void> {
      await db
        .insert(paymentNotifications)
        .values({ providerPaymentId })
        .onConflictDoUpdate({ target: paymentNotifications.providerPaymentId, set: { nextAttemptAt: sql`now()` } })
    },

    /** Claims due notifications for `lockSeconds`; FOR UPDATE SKIP LOCKED keeps instances on disjoint rows. */
    async claimNotifications(limit: number, lockSeconds: number): Promise<{ providerPaymentId: string; attempts: number }[]> {
      const due = db
        .select({ id: paymentNotifications.providerPaymentId })
        .from(paymentNotifications)
        .where(
          and(
            lte(paymentNotifications.nextAttemptAt, sql`now()`),
            or(isNull(paymentNotifications.lockedUntil), lt(paymentNotifications.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(paymentNotifications.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true })
      return db
        .update(paymentNotifications)
        .set({
          lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})`,
          attempts: sql`${paymentNotifications.attempts} + 1`,
        })
        .where(inArray(paymentNotifications.providerPaymentId, due))
        .returning({ providerPaymentId: paymentNotifications.providerPaymentId, attempts: paymentNotifications.attempts })
    },

    async notificationDone(providerPaymentId: string): Promise<void> {
      await db.delete(paymentNotifications).where(eq(paymentNotifications.providerPaymentId, providerPaymentId))
    },

    async notificationRetry(providerPaymentId: string, delaySeconds: number, error: string): Promise<void> {
      await db
        .update(paymentNotifications)
        .set({
          lockedUntil: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
          lastError: error.slice(0, 500),
        })
        .where(eq(paymentNotifications.providerPaymentId, providerPaymentId))
    },

    pendingNotifications: async (): Promise<number> =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(paymentNotifications))[0]!.n,

    // -- the reconciliation's queue ------------------------------------------------------------

    /**
     * Orders still waiting on Mercado Pago whose next question is due, claimed for this instance:
     * FOR UPDATE SKIP LOCKED, and their next question moved `leaseSeconds` ahead in the same
     * statement, so another instance neither waits for them nor asks about them too; the caller
     * then sets the back-off (scheduleCheck).
     */
    async claimOrdersToCheck(limit: number, leaseSeconds: number): Promise<{ orderId: number; attempts: number }[]> {
      const due = db
        .select({ id: orderPayments.orderId })
        .from(orderPayments)
        .where(
          and(
            inArray(orderPayments.state, ['sin_pagar', 'pendiente']),
            isNotNull(orderPayments.preferenceId),
            lte(orderPayments.nextCheckAt, sql`now()`),
          ),
        )
        .orderBy(asc(orderPayments.nextCheckAt))
        .limit(limit)
        .for('update', { skipLocked: true })
      return db
        .update(orderPayments)
        .set({
          checkAttempts: sql`${orderPayments.checkAttempts} + 1`,
          nextCheckAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
        })
        .where(inArray(orderPayments.orderId, due))
        .returning({ orderId: orderPayments.orderId, attempts: orderPayments.checkAttempts })
    },

    async scheduleCheck(orderId: number, delaySeconds: number): Promise<void> {
      await db
        .update(orderPayments)
        .set({ nextCheckAt: sql`now() + make_interval(secs => ${delaySeconds})` })
        .where(eq(orderPayments.orderId, orderId))
    },

    /** Orders waiting on a payment for longer than `days`: their ids, locked for the caller's transaction. */
    async expiredWaits(days: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: orderPayments.orderId })
        .from(orderPayments)
        .innerJoin(orders, eq(orders.id, orderPayments.orderId))
        .where(and(eq(orderPayments.state, 'pendiente'), lt(orders.date, sql`now() - make_interval(days => ${days})`)))
        .limit(limit)
        .for('update', { of: orderPayments, skipLocked: true })
      return rows.map((r) => r.id)
    },
  }
}
