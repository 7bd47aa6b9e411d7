/** What PostgreSQL's error codes (SQLSTATE) mean to the store, whichever driver raised them. */

const UNIQUE_VIOLATION = '23505'
/** drizzle wraps the driver's error in `cause`; a few levels are plenty. */
const MAX_CAUSE_DEPTH = 5

/**
 * A unique index said no, whether or not drizzle wrapped the error. With `constraint`, only
 * that index counts (an error that names no index is taken to be it).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < MAX_CAUSE_DEPTH;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown }
    if (code === UNIQUE_VIOLATION && (constraint === undefined || name === undefined || name === constraint)) return true
  }
  return false
}

const LOCK_NOT_AVAILABLE = '55P03'

/**
 * A statement gave up waiting for a lock (PostgreSQL's lock_timeout, DATABASE_LOCK_TIMEOUT_MS):
 * the row or customer it needed was held longer than the store waits — a stuck holder, or a
 * queue of orders for one product at a hot sale's peak. Busy, not broken: worth trying again.
 */
export function isLockTimeout(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < MAX_CAUSE_DEPTH;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === LOCK_NOT_AVAILABLE) return true
  }
  return false
}
