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
