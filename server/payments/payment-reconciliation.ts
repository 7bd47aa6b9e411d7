/**
 * No notification lost (docs/decisions/046): every so often each instance asks Mercado Pago about
 * the orders still waiting on a payment (GET /v1/payments/search?external_reference=…), records
 * what it finds exactly as a notification would, and asks again later with back-off (1 minute,
 * doubling, at most 6 hours). Orders are claimed with FOR UPDATE SKIP LOCKED, so instances never
 * ask about the same order at once. An order waiting longer than PENDING_DAYS becomes 'vencido'
 * (not cancelled: the staff decide); a payment arriving later still counts.
 */
import { PENDING_DAYS, reconcileDelaySeconds } from '#domain/payments/payment-rules.ts'
import type { Database } from '../db/database.ts'
import type { MercadoPagoClient } from './mercadopago-client.ts'
import { PAYMENT_ACTORS, recordMpPayment } from './payment-recording.ts'
import { paymentsRepository } from './payments-repository.ts'

export interface ReconciliationDeps {
  database: Database
  mercadoPago: MercadoPagoClient | null
  origin: string
  log?: (message: string, error: unknown) => void
}

export interface Reconciliation {
  /** One round: the due orders asked about, the long waits expired. */
  run(options?: { batch?: number }): Promise<{ checked: number; recorded: number; expired: number }>
}

/** How long a claimed order is left alone by other instances while this one asks about it. */
const LEASE_SECONDS = 300

export function reconciliation({ database, mercadoPago, origin, log }: ReconciliationDeps): Reconciliation {
  const db = database.db
  const recording = { database, origin }

  async function check(orderId: number, attempts: number): Promise<number> {
    const repo = paymentsRepository(db)
    const order = await repo.order({ id: orderId })
    if (!order || !mercadoPago) return 0
    let recorded = 0
    try {
      const found = await mercadoPago.searchByReference(String(order.movement).padStart(8, '0'))
      for (const payment of found) {
        const outcome = await recordMpPayment(recording, payment, PAYMENT_ACTORS.reconciliation, true)
        if (outcome.kind === 'recorded') recorded++
      }
    } catch (error) {
      log?.('payments: reconciliation could not ask Mercado Pago', error)
    }
    await repo.scheduleCheck(orderId, reconcileDelaySeconds(attempts))
    return recorded
  }

  async function expire(batch: number): Promise<number> {
    return db.transaction(async (tx) => {
      const repo = paymentsRepository(tx)
      const ids = await repo.expiredWaits(PENDING_DAYS, batch)
      for (const id of ids)
        await repo.setState(id, 'vencido', `Más de ${PENDING_DAYS} días sin pago aprobado`, PAYMENT_ACTORS.reconciliation)
      return ids.length
    })
  }

  return {
    async run({ batch = 50 } = {}) {
      let checked = 0
      let recorded = 0
      if (mercadoPago) {
        const due = await paymentsRepository(db).claimOrdersToCheck(batch, LEASE_SECONDS)
        for (const { orderId, attempts } of due) recorded += await check(orderId, attempts)
        checked = due.length
      }
      return { checked, recorded, expired: await expire(batch) }
    },
  }
}
