import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { loginAttempts } from '../db/schema.ts'
import type { LoginAttemptStore } from '../services/login-throttle.ts'

/** The throttle's counters in the database, so every instance of the store counts the same. */
export function loginAttemptsRepository(db: Executor): LoginAttemptStore {
  return {
    async add(email, address, at) {
      const [row] = await db.insert(loginAttempts).values({ email, address, createdAt: at }).returning({ id: loginAttempts.id })
      return row!.id
    },
    async counts(email, address, since) {
      const [row] = await db
        .select({
          pair: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email})`.mapWith(Number),
          address: sql<number>`count(*)`.mapWith(Number),
        })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.address, address), gte(loginAttempts.createdAt, since)))
      return { pair: row?.pair ?? 0, address: row?.address ?? 0 }
    },
    async remove(id) {
      await db.delete(loginAttempts).where(eq(loginAttempts.id, id))
    },
    async clearPair(email, address) {
      await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.address, address)))
    },
    async pruneBefore(before) {
      await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before))
    },
  }
}
