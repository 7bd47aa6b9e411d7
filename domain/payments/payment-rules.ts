/**
 * The numbers of online payment: instalments per payment list, the amount check, how long a
 * payment may stay pending, how often the reconciliation asks again. Pure (docs/decisions/046).
 */
import { toCents } from '../money.ts'
import { PAYMENT_OPTIONS, type PriceList } from '../prices.ts'

/** The currency every payment of this store must be in. */
export const PAYMENT_CURRENCY = 'ARS'

/** Days an order may wait on a pending payment before it is 'vencido' (issue 31: cash tickets stay open up to 30 days). */
export const PENDING_DAYS = 30

/** How long a Checkout Pro preference stays payable, in hours. */
export const PREFERENCE_HOURS = 72

/** The instalments of a payment list: 1 for lists 1 and 2, then 3, 6, 9, 12 (domain/prices.ts). */
export function instalmentsOfList(list: PriceList): number {
  return PAYMENT_OPTIONS.find((o) => o.list === list)?.instalments ?? 1
}

/** Whether a payment's amount is the order's, to the centavo (never compared as floats). */
export function sameAmount(paid: number, due: number): boolean {
  if (!Number.isFinite(paid) || !Number.isFinite(due)) return false
  return toCents(paid) === toCents(due)
}

/**
 * Seconds until the reconciliation asks about an order again, after `attempts` questions:
 * 1 minute, doubling, at most 6 hours.
 */
export function reconcileDelaySeconds(attempts: number): number {
  const n = Math.max(0, Math.min(Math.floor(attempts), 20))
  return Math.min(60 * 2 ** n, 6 * 60 * 60)
}

/** Whether an order placed at `placedAt` has waited longer than PENDING_DAYS at `now`. */
export function pendingExpired(placedAt: Date, now: Date): boolean {
  return now.getTime() - placedAt.getTime() > PENDING_DAYS * 24 * 60 * 60 * 1000
}

/** Mercado Pago's external_reference of an order: its 8-digit number. */
export const EXTERNAL_REFERENCE = /^\d{8}$/

/**
 * The X-Idempotency-Key of a write about an order: derived from what the write is, never random,
 * so a retry after a timeout cannot create a second preference or a second refund.
 */
export function idempotencyKey(kind: 'preference' | 'refund', ...parts: (string | number)[]): string {
  return ['tecnohogar', kind, ...parts].join('-')
}
