/**
 * Withdrawal requests' SQL. The service runs these inside one transaction: locks, counts for the
 * hourly limit, the duplicate check and the insert.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { withdrawalRequests } from '../db/schema/index.ts'

export type WithdrawalRow = typeof withdrawalRequests.$inferSelect

/** What a request stores besides its id and time: the address is the client's (staff only). */
export type NewWithdrawal = Pick<WithdrawalRow, 'code' | 'fullname' | 'email' | 'phone' | 'orderNumber' | 'reason' | 'address'>

export function withdrawalRepository(db: Executor) {
  return {
    /**
     * Serialises the requests of one client address and of one e-mail across every instance
     * (PostgreSQL), so the hourly counts and the duplicate check cannot race with a parallel
     * request. Taken in a fixed order, so two requests never wait for each other's second lock.
     * Released by the commit or rollback; harmless on PGlite, which runs one transaction at a time.
     */
    async lock(keys: string[]): Promise<void> {
      for (const key of [...new Set(keys)].sort()) {
        await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`withdrawal:${key}`}))`)
      }
    },

    /**
     * Requests stored within the last `windowSeconds`, by the database's clock (instances with
     * skewed clocks agree): from this address, and for this e-mail.
     */
    async countRecent(address: string, email: string, windowSeconds: number): Promise<{ address: number; email: number }> {
      const [row] = await db
        .select({
          address: sql<number>`count(*) filter (where ${withdrawalRequests.address} = ${address})`.mapWith(Number),
          email: sql<number>`count(*) filter (where ${withdrawalRequests.email} = ${email})`.mapWith(Number),
        })
        .from(withdrawalRequests)
        .where(
          and(
            gte(withdrawalRequests.createdAt, sql`now() - make_interval(secs => ${windowSeconds}::double precision)`),
            sql`(${withdrawalRequests.address} = ${address} or ${withdrawalRequests.email} = ${email})`,
          ),
        )
      return { address: row?.address ?? 0, email: row?.email ?? 0 }
    },

    async byEmailAndOrder(email: string, orderNumber: number): Promise<WithdrawalRow | undefined> {
      const sameRequest = and(eq(withdrawalRequests.email, email), eq(withdrawalRequests.orderNumber, orderNumber))
      const [row] = await db.select().from(withdrawalRequests).where(sameRequest)
      return row
    },

    /** Inserts the request; undefined when a unique key (code, or e-mail and order) is taken. */
    async insert(request: NewWithdrawal): Promise<WithdrawalRow | undefined> {
      const [row] = await db.insert(withdrawalRequests).values(request).onConflictDoNothing().returning()
      return row
    },

    /** For staff tools and tests: every request, oldest first. */
    async all(): Promise<WithdrawalRow[]> {
      return db.select().from(withdrawalRequests).orderBy(asc(withdrawalRequests.id))
    },
  }
}

export type WithdrawalRepository = ReturnType<typeof withdrawalRepository>
