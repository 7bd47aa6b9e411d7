/** Registrations per client address, for the hourly limit (accounts/registration-limit.ts). */
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { registrationAttempts } from '../db/schema/index.ts'

/** `now() - <seconds>`, by the database's clock: instances with skewed clocks agree. */
const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds}::double precision)`

export function registrationAttemptsRepository(db: Executor) {
  return {
    async add(address: string): Promise<number> {
      const [row] = await db.insert(registrationAttempts).values({ address }).returning({ id: registrationAttempts.id })
      return row!.id
    },

    /** Attempts from `address` within the last `windowSeconds`. */
    async countRecent(address: string, windowSeconds: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(registrationAttempts)
        .where(and(eq(registrationAttempts.address, address), gte(registrationAttempts.createdAt, secondsAgo(windowSeconds))))
      return row?.count ?? 0
    },

    async remove(id: number): Promise<void> {
      await db.delete(registrationAttempts).where(eq(registrationAttempts.id, id))
    },

    async pruneOlderThan(windowSeconds: number): Promise<void> {
      await db.delete(registrationAttempts).where(lt(registrationAttempts.createdAt, secondsAgo(windowSeconds)))
    },
  }
}

export type RegistrationAttemptsRepository = ReturnType<typeof registrationAttemptsRepository>
