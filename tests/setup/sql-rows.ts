import type { SQL } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'

/**
 * The rows of a raw SQL statement. Both drivers (pg and PGlite) answer `{ rows }`, but the
 * shared database type cannot say so, hence the one cast here instead of in every test.
 */
export async function sqlRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}
