/**
 * Requests counted per client address within a window: registrations and password-reset
 * requests, each in its own table of the same shape. Counted by the database's clock, so
 * instances with skewed clocks agree.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import type { passwordResetRequests, registrationAttempts } from '../db/schema/index.ts'
import { RateLimitedError } from '../shared/errors.ts'

export type ClientRequestsTable = typeof registrationAttempts | typeof passwordResetRequests

/** `now() - <seconds>`, by the database's clock. */
export const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds}::double precision)`

export interface ClientRequestsRepository {
  /** records one request from `address`; answers its id */
  add(address: string): Promise<number>
  /** requests from `address` within the last `windowSeconds` */
  countRecent(address: string, windowSeconds: number): Promise<number>
  remove(id: number): Promise<void>
  pruneOlderThan(windowSeconds: number): Promise<void>
}

export function clientRequestsRepository(db: Executor, table: ClientRequestsTable): ClientRequestsRepository {
  return {
    async add(address) {
      const [row] = await db.insert(table).values({ address }).returning({ id: table.id })
      return row!.id
    },

    async countRecent(address, windowSeconds) {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(table)
        .where(and(eq(table.address, address), gte(table.createdAt, secondsAgo(windowSeconds))))
      return row?.count ?? 0
    },

    async remove(id) {
      await db.delete(table).where(eq(table.id, id))
    },

    async pruneOlderThan(windowSeconds) {
      await db.delete(table).where(lt(table.createdAt, secondsAgo(windowSeconds)))
    },
  }
}

/**
 * Records this request from `address`; when that makes more than `limit` within the window it
 * is withdrawn (a refused request leaves nothing behind) and refused with 429 and `message`.
 */
export async function admitClientRequest(
  requests: ClientRequestsRepository,
  address: string,
  { limit, windowSeconds, message }: { limit: number; windowSeconds: number; message: string },
): Promise<void> {
  const id = await requests.add(address)
  // The count includes this request.
  if ((await requests.countRecent(address, windowSeconds)) > limit) {
    await requests.remove(id)
    throw new RateLimitedError(message, windowSeconds)
  }
}
