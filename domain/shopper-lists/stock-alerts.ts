/**
 * Back-in-stock alerts ('Avisame cuando ingrese'): how long a request lives, who is e-mailed when
 * units come in, and how an e-mail address is compared. Pure: the server's SQL
 * (server/shopper-lists/stock-alert-repository.ts) follows the same rules, and its integration
 * test checks them against these functions.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** Double opt-in: an unconfirmed request lives 7 days, a confirmed one 90 days from its confirmation. */
export const STOCK_ALERT_LIFETIME = {
  unconfirmedDays: 7,
  confirmedDays: 90,
} as const

export const UNCONFIRMED_LIFETIME_MS = STOCK_ALERT_LIFETIME.unconfirmedDays * DAY_MS
export const CONFIRMED_LIFETIME_MS = STOCK_ALERT_LIFETIME.confirmedDays * DAY_MS

/** One stored request, as the rules need it. */
export interface StockAlertRequest {
  id: number
  createdAt: Date
  confirmedAt: Date | null
  notifiedAt: Date | null
  unsubscribedAt: Date | null
}

export type StockAlertState = 'pending' | 'confirmed' | 'expired' | 'notified' | 'unsubscribed'

/** Where a request stands at `now`. */
export function stockAlertState(request: StockAlertRequest, now: Date): StockAlertState {
  if (request.unsubscribedAt) return 'unsubscribed'
  if (request.notifiedAt) return 'notified'
  if (request.confirmedAt) {
    return now.getTime() - request.confirmedAt.getTime() < CONFIRMED_LIFETIME_MS ? 'confirmed' : 'expired'
  }
  return now.getTime() - request.createdAt.getTime() < UNCONFIRMED_LIFETIME_MS ? 'pending' : 'expired'
}

/** Still waiting (pending or confirmed): asking again changes nothing and sends nothing. */
export const isActive = (state: StockAlertState): boolean => state === 'pending' || state === 'confirmed'

/**
 * Who is e-mailed when `units` units came in: the confirmed, live requests, oldest request
 * first (by when it was made, then by id), at most one per unit. The rest wait for the next
 * restock: two units and ten subscribers e-mail two people, not ten.
 */
export function restockRecipients<R extends StockAlertRequest>(requests: readonly R[], units: number, now: Date): R[] {
  const whole = Math.floor(units)
  if (!(whole >= 1)) return []
  return requests
    .filter((request) => stockAlertState(request, now) === 'confirmed')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .slice(0, whole)
}

/**
 * How many units a restock offers when the alerts go out: the units that came in, but never more
 * than the stock at that moment (some may have been sold, or the stock set back to 0, meanwhile).
 */
export function unitsToOffer(unitsThatCameIn: number, stockNow: number): number {
  const units = Math.min(Math.floor(unitsThatCameIn), Math.floor(stockNow))
  return Number.isFinite(units) && units > 0 ? units : 0
}

/**
 * The address as stored and compared: trimmed and lowercased ('Ana@Mail.com ' and
 * 'ana@mail.com' are one subscriber), as accounts and withdrawal requests compare them.
 */
export function normaliseAlertEmail(email: string): string {
  return email.trim().toLowerCase()
}
