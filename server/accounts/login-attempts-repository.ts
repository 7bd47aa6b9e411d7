import { and, eq, lt, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { loginAttempts, loginKnownAddresses } from '../db/schema/index.ts'
import type { LoginAttemptStore } from './login-throttle.ts'

/** A timestamp parameter in raw SQL, the same on both drivers. */
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`

/** The throttle's counters in the database, so every instance of the store counts the same. */
export function loginAttemptsRepository(db: Executor): LoginAttemptStore {
  return {
    async add(email, address, at) {
      const [row] = await db.insert(loginAttempts).values({ email, address, createdAt: at }).returning({ id: loginAttempts.id })
      return row!.id
    },

    async counts(email, address, since) {
      // Addresses this account has signed in from lately: their failures do not spend its budget.
      const known = sql`(select ${loginKnownAddresses.address} from ${loginKnownAddresses}
        where ${loginKnownAddresses.email} = ${email} and ${loginKnownAddresses.lastSuccessAt} >= ${instant(since.knownSince)})`
      const inWindow = sql`${loginAttempts.address} = ${address} and ${loginAttempts.createdAt} >= ${instant(since.window)}`
      const inAccountWindow = sql`${loginAttempts.email} = ${email} and ${loginAttempts.createdAt} >= ${instant(since.accountWindow)}`
      const [row] = await db
        .select({
          pair: sql<number>`count(*) filter (where ${inWindow} and ${loginAttempts.email} = ${email})`.mapWith(Number),
          address: sql<number>`count(*) filter (where ${inWindow})`.mapWith(Number),
          account: sql<number>`count(*) filter (where ${inAccountWindow} and ${loginAttempts.address} not in ${known})`.mapWith(
            Number,
          ),
          known: sql<boolean>`${address} in ${known}`.mapWith(Boolean),
        })
        .from(loginAttempts)
        .where(sql`(${inWindow}) or (${inAccountWindow})`)
      return { pair: row?.pair ?? 0, address: row?.address ?? 0, account: row?.account ?? 0, known: row?.known ?? false }
    },

    async remove(id) {
      await db.delete(loginAttempts).where(eq(loginAttempts.id, id))
    },

    async clearPair(email, address) {
      await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.address, address)))
    },

    async rememberAddress(email, address, at) {
      await db
        .insert(loginKnownAddresses)
        .values({ email, address, lastSuccessAt: at })
        .onConflictDoUpdate({ target: [loginKnownAddresses.email, loginKnownAddresses.address], set: { lastSuccessAt: at } })
    },

    async pruneBefore(attemptsBefore, knownBefore) {
      await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, attemptsBefore))
      await db.delete(loginKnownAddresses).where(lt(loginKnownAddresses.lastSuccessAt, knownBefore))
    },
  }
}
