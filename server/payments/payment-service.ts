/**
 * The shopper's side of payments and Mercado Pago's notifications (docs/decisions/046):
 * "Pagar ahora con Mercado Pago" (a preference from the stored order), the webhook (verified,
 * then queued and answered at once; a worker fetches the payment and records it), the return
 * through back_urls (the store looks the payment up itself), Mis pedidos' payment block, and the
 * transfer receipt. The reconciliation is in payment-reconciliation.ts, the staff's side in
 * admin-payment-service.ts.
 */
import { bankAccount, type BankAccount } from '#config/bank-account.ts'
import type { Env } from '#config/env.server.ts'
import { formatOrderNumber } from '#domain/format.ts'
import { toCents } from '#domain/money.ts'
import { PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts'
import { idempotencyKey } from '#domain/payments/payment-rules.ts'
import { mayPayOnline, type PaymentState } from '#domain/payments/payment-states.ts'
import { MAX_RECEIPT_BYTES, receiptKey, receiptType } from '#domain/payments/transfer-receipt.ts'
import type { Database } from '../db/database.ts'
import type { FileStore, StoredFile } from '../files/file-store.ts'
import {
  ConflictError,
  InvalidError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  UnauthorizedError,
} from '../shared/errors.ts'
import { checkoutPreference } from './checkout-preference.ts'
import { MercadoPagoError, type MercadoPagoClient } from './mercadopago-client.ts'
import { verifyNotification } from './notification-signature.ts'
import { PAYMENT_ACTORS, recordMpPayment, type RecordOutcome } from './payment-recording.ts'
import { paymentsRepository, type OrderPaymentRow } from './payments-repository.ts'

/** Who asks: a signed-in customer. */
export interface PaymentSession {
  userId: number
}

/** One order's payment, as Mis pedidos shows it. */
export interface ShopperPayment {
  order_id: number
  movement: string
  state: PaymentState
  amount: number
  /** whether "Pagar ahora con Mercado Pago" is offered */
  can_pay_online: boolean
  /** payment list 2: the seller's account and whether a receipt was sent */
  transfer: { account: BankAccount; receipt_sent: boolean } | null
}

export interface NotificationInput {
  dataId: string | undefined
  type: string | undefined
  xSignature: unknown
  xRequestId: unknown
}

export interface PaymentService {
  /** Mercado Pago configured (MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET) */
  readonly onlineEnabled: boolean
  /** The Checkout Pro address to send the shopper to, for their unpaid order. */
  checkout(session: PaymentSession, orderId: number): Promise<{ url: string }>
  /** A webhook call: 401 unless signed; a payment id queued. Answers before the payment is fetched. */
  notify(input: NotificationInput): Promise<void>
  /** Looks at queued notifications (the worker, and right after each webhook call); returns how many were settled. */
  processNotifications(): Promise<number>
  /** The shopper is back from Checkout Pro: the store asks Mercado Pago about the payment itself. Returns the order's number. */
  returnFromCheckout(query: { payment_id?: string | undefined; external_reference?: string | undefined }): Promise<string | null>
  /** The payment blocks of a customer's orders. */
  forShopper(session: PaymentSession): Promise<ShopperPayment[]>
  /** The transfer receipt of the customer's order (payment list 2, not yet paid). */
  uploadReceipt(session: PaymentSession, orderId: number, file: { name: string; bytes: Buffer }): Promise<void>
  /** The receipt as stored, for its owner. */
  receipt(session: PaymentSession, orderId: number): Promise<StoredFile | null>
}

export interface PaymentServiceDeps {
  database: Database
  env: Pick<Env, 'MERCADOPAGO_WEBHOOK_SECRET' | 'MERCADOPAGO_STATEMENT_DESCRIPTOR'>
  /** null when Mercado Pago is not configured */
  mercadoPago: MercadoPagoClient | null
  files: FileStore
  origin: string
  log?: (message: string, error: unknown) => void
}

/** How many times a notification naming an order not (yet) visible is looked at again before it is a mismatch. */
const UNKNOWN_ORDER_RETRIES = 5
const NOTIFICATION_LOCK_SECONDS = 60
const NOTIFICATION_BATCH = 20

const TRANSFER_LIST = 2

function shopperPaymentOf(
  order: { id: number; movement: number; totalPrice: number; paymentList: number; onAccount: boolean },
  row: OrderPaymentRow | undefined,
  onlineEnabled: boolean,
): ShopperPayment {
  const state = (row?.state ?? 'sin_pagar') as PaymentState
  return {
    order_id: order.id,
    movement: formatOrderNumber(order.movement),
    state,
    amount: order.totalPrice,
    // an order on cuenta corriente is settled with the account executive, not order by order
    can_pay_online: onlineEnabled && !order.onAccount && mayPayOnline(state),
    transfer:
      order.paymentList === TRANSFER_LIST && !order.onAccount
        ? { account: bankAccount, receipt_sent: Boolean(row?.receiptKey) }
        : null,
  }
}

export function paymentService({ database, env, mercadoPago, files, origin, log }: PaymentServiceDeps): PaymentService {
  const db = database.db
  const secret = env.MERCADOPAGO_WEBHOOK_SECRET
  const onlineEnabled = mercadoPago !== null && Boolean(secret)
  const recording = { database, origin }
  let draining: Promise<number> | null = null

  async function ownOrder(session: PaymentSession, orderId: number) {
    const order = await paymentsRepository(db).order({ id: orderId })
    if (!order || order.userId !== session.userId) throw new NotFoundError(PAYMENT_MESSAGES.orderNotFound)
    return order
  }

  async function settle(providerPaymentId: string, attempts: number): Promise<void> {
    const repo = paymentsRepository(db)
    let outcome: RecordOutcome
    try {
      const payment = await mercadoPago!.payment(providerPaymentId)
      outcome = await recordMpPayment(recording, payment, PAYMENT_ACTORS.provider, attempts >= UNKNOWN_ORDER_RETRIES)
    } catch (error) {
      // Mercado Pago down or the database busy: ask again later, a little later each time.
      await repo.notificationRetry(providerPaymentId, Math.min(5 * 2 ** attempts, 3600), String((error as Error).message))
      log?.('payments: notification not settled yet', error)
      return
    }
    if (outcome.kind === 'unknown-order') await repo.notificationRetry(providerPaymentId, 2 ** attempts, 'pedido aún no visible')
    else await repo.notificationDone(providerPaymentId)
  }

  async function drain(): Promise<number> {
    let settled = 0
    for (;;) {
      const claimed = await paymentsRepository(db).claimNotifications(NOTIFICATION_BATCH, NOTIFICATION_LOCK_SECONDS)
      if (claimed.length === 0) return settled
      for (const n of claimed) await settle(n.providerPaymentId, n.attempts)
      settled += claimed.length
    }
  }

  const service: PaymentService = {
    onlineEnabled,

    async checkout(session, orderId) {
      if (!onlineEnabled) throw new ConflictError(PAYMENT_MESSAGES.notConfigured)
      const order = await ownOrder(session, orderId)
      const repo = paymentsRepository(db)
      // Read, not created: a refused or failed attempt leaves no row behind.
      const current = (await repo.state(order.id)) ?? {
        state: 'sin_pagar',
        preferenceId: null,
        preferenceUrl: null,
        preferenceCents: null,
        preferenceExpiresAt: null,
      }
      if (current.state === 'pagado') throw new ConflictError(PAYMENT_MESSAGES.alreadyPaid)
      if (!mayPayOnline(current.state as PaymentState)) throw new ConflictError(PAYMENT_MESSAGES.notPayable)
      const cents = toCents(order.totalPrice)
      const now = new Date()
      const reusable =
        current.preferenceUrl &&
        current.preferenceCents === cents &&
        current.preferenceExpiresAt &&
        current.preferenceExpiresAt.getTime() - now.getTime() > 3600_000 &&
        current.state !== 'rechazado'
      if (reusable) return { url: current.preferenceUrl! }
      const body = checkoutPreference(order, await repo.lines(order.id), {
        origin,
        statementDescriptor: env.MERCADOPAGO_STATEMENT_DESCRIPTOR,
        now,
      })
      // Derived from the order and the preference it replaces: a retry after a timeout is the same request.
      const key = idempotencyKey('preference', order.id, cents, current.preferenceId ?? 'primera')
      let preference
      try {
        preference = await mercadoPago!.createPreference(body, key)
      } catch (error) {
        if (!(error instanceof MercadoPagoError)) throw error
        log?.('payments: preference not created', error)
        throw new ServiceUnavailableError(PAYMENT_MESSAGES.providerDown, 5)
      }
      if (typeof preference?.init_point !== 'string' || !/^https?:\/\//.test(preference.init_point)) {
        throw new ServiceUnavailableError(PAYMENT_MESSAGES.providerDown, 5)
      }
      const saved = { id: String(preference.id), url: preference.init_point, cents, expiresAt: new Date(body.expiration_date_to) }
      await db.transaction(async (tx) => {
        await paymentsRepository(tx).ensureState(order.id)
        await paymentsRepository(tx).savePreference(order.id, saved)
      })
      return { url: preference.init_point }
    },

    async notify(input) {
      if (!onlineEnabled || !secret) throw new NotFoundError(PAYMENT_MESSAGES.notConfigured)
      if (!verifyNotification(secret, input)) throw new UnauthorizedError(PAYMENT_MESSAGES.badSignature)
      // Only payments are looked at; other topics (merchant orders…) are answered and left alone.
      if (input.type !== undefined && input.type !== 'payment') return
      if (!input.dataId || !/^\d{1,20}$/.test(input.dataId)) throw new InvalidError(PAYMENT_MESSAGES.badNotification)
      await paymentsRepository(db).enqueueNotification(input.dataId)
      void service.processNotifications().catch((error: unknown) => log?.('payments: notifications', error))
    },

    processNotifications() {
      if (!mercadoPago) return Promise.resolve(0)
      // One drain at a time in this process; other instances take other rows (SKIP LOCKED).
      if (!draining) draining = drain().finally(() => (draining = null))
      return draining
    },

    async returnFromCheckout(query) {
      const reference = query.external_reference && /^\d{8}$/.test(query.external_reference) ? query.external_reference : null
      if (!mercadoPago || !query.payment_id || !/^\d{1,20}$/.test(query.payment_id)) return reference
      try {
        const payment = await mercadoPago.payment(query.payment_id)
        await recordMpPayment(recording, payment, PAYMENT_ACTORS.store, false)
        return typeof payment.external_reference === 'string' && /^\d{8}$/.test(payment.external_reference)
          ? payment.external_reference
          : reference
      } catch (error) {
        // The notification or the reconciliation will record it; the shopper is not kept waiting.
        log?.('payments: return lookup failed', error)
        return reference
      }
    },

    async forShopper(session) {
      const repo = paymentsRepository(db)
      const orders = await repo.ordersOf(session.userId)
      const rows = new Map((await repo.states(orders.map((o) => o.id))).map((r) => [r.orderId, r]))
      return orders.map((o) => shopperPaymentOf(o, rows.get(o.id), onlineEnabled))
    },

    async uploadReceipt(session, orderId, file) {
      const order = await ownOrder(session, orderId)
      if (file.bytes.length > MAX_RECEIPT_BYTES) throw new PayloadTooLargeError(PAYMENT_MESSAGES.receiptSize)
      const type = receiptType(file.bytes)
      if (!type) throw new InvalidError(PAYMENT_MESSAGES.receiptType)
      const current = await paymentsRepository(db).state(order.id)
      if (order.paymentList !== TRANSFER_LIST || current?.state === 'pagado')
        throw new ConflictError(PAYMENT_MESSAGES.receiptNotAllowed)
      const key = receiptKey(order.id, type)
      await files.put(key, { bytes: file.bytes, contentType: type })
      await db.transaction(async (tx) => {
        await paymentsRepository(tx).ensureState(order.id)
        await paymentsRepository(tx).saveReceipt(order.id, { key, name: file.name.slice(0, 200), type })
      })
    },

    async receipt(session, orderId) {
      await ownOrder(session, orderId)
      const row = await paymentsRepository(db).state(orderId)
      return row?.receiptKey ? files.get(row.receiptKey) : null
    },
  }
  return service
}
