/**
 * Online and transfer payments of orders (server/payments/, docs/decisions/046): each payment
 * keyed by its provider's id, the order's payment state apart from its order state with a
 * history, the notifications still to look at, and what did not match an order, for the staff.
 */
import { bigint, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { identityId, money, ownedBy, timestamptz } from './columns.ts'
import { orders } from './orders.ts'

/** One row per order that has a payment state other than the default 'sin_pagar'. */
export const orderPayments = pgTable(
  'order_payments',
  {
    orderId: ownedBy('order_id', () => orders.id).primaryKey(),
    /** domain/payments/payment-states.ts's PaymentState */
    state: text('state').notNull().default('sin_pagar'),
    /** the last Checkout Pro preference: reused while it is valid and the amount is the same */
    preferenceId: text('preference_id'),
    preferenceUrl: text('preference_url'),
    preferenceCents: bigint('preference_cents', { mode: 'number' }),
    preferenceExpiresAt: timestamptz('preference_expires_at'),
    /** the reconciliation's back-off: when to ask Mercado Pago about this order again */
    checkAttempts: integer('check_attempts').notNull().default(0),
    nextCheckAt: timestamptz('next_check_at'),
    /** the shopper's transfer receipt in the file store (server/files/) */
    receiptKey: text('receipt_key'),
    receiptName: text('receipt_name'),
    receiptType: text('receipt_type'),
    receiptAt: timestamptz('receipt_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('order_payments_check_idx').on(t.state, t.nextCheckAt)],
)

/** Every payment state an order has been in, oldest first. */
export const orderPaymentHistory = pgTable(
  'order_payment_history',
  {
    id: identityId(),
    orderId: ownedBy('order_id', () => orders.id),
    state: text('state').notNull(),
    note: text('note').notNull().default(''),
    actor: text('actor').notNull().default(''),
    setAt: timestamptz('set_at').notNull().defaultNow(),
  },
  (t) => [index('order_payment_history_order_idx').on(t.orderId, t.setAt)],
)

/** A payment as its provider last told it: one row per provider payment id, whatever the notifications' count. */
export const payments = pgTable(
  'payments',
  {
    id: identityId(),
    orderId: ownedBy('order_id', () => orders.id),
    /** 'mercadopago' or 'transferencia' */
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    /** Mercado Pago's status (domain/payments/payment-states.ts MpStatus); 'approved' for a transfer staff received */
    status: text('status').notNull(),
    statusDetail: text('status_detail').notNull().default(''),
    amount: money('amount'),
    refunded: money('refunded'),
    currency: text('currency').notNull().default('ARS'),
    method: text('method').notNull().default(''),
    instalments: smallint('instalments').notNull().default(1),
    approvedAt: timestamptz('approved_at'),
    /** the provider's answer as fetched, for the staff */
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_provider_id_key').on(t.provider, t.providerPaymentId), index('payments_order_idx').on(t.orderId)],
)

/** A verified notification still to look at: the webhook writes it and answers; a worker fetches the payment. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    providerPaymentId: text('provider_payment_id').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error').notNull().default(''),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [index('payment_notifications_due_idx').on(t.nextAttemptAt)],
)

/** A payment that names no order of this store, or another currency or amount: never recorded as paid. */
export const paymentMismatches = pgTable(
  'payment_mismatches',
  {
    id: identityId(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    reason: text('reason').notNull(),
    externalReference: text('external_reference').notNull().default(''),
    status: text('status').notNull().default(''),
    amount: money('amount'),
    currency: text('currency').notNull().default(''),
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_mismatches_key').on(t.provider, t.providerPaymentId, t.reason)],
)
