/** SQL of password-reset links and of the requests the per-client limit counts. */
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { passwordResetRequests, passwordResetTokens, users } from '../db/schema/index.ts'
import { clientRequestsRepository, secondsAgo, type ClientRequestsRepository } from './client-requests-repository.ts'

/** The password-reset requests the per-client limit counts. */
export const passwordResetRequestsRepository = (db: Executor): ClientRequestsRepository =>
  clientRequestsRepository(db, passwordResetRequests)

export interface ResetTokenWithAccount {
  id: number
  userId: number
  usedAt: Date | null
  expiresAt: Date
  passwordFingerprint: string
  email: string
  passwordHash: string | null
  /** the database's clock, so instances agree on expiry */
  now: Date
}

export function passwordResetRepository(db: Executor) {
  return {
    /** Serialises one account's reset requests across instances until the transaction ends. */
    async lockAccount(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-reset:${userId}`}))`)
    },

    /** Links made for this account within the window (used or not): the e-mails it received. */
    async countTokens(userId: number, windowSeconds: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, userId), gte(passwordResetTokens.createdAt, secondsAgo(windowSeconds))))
      return row?.count ?? 0
    },

    async insertToken(token: {
      userId: number
      tokenHash: string
      passwordFingerprint: string
      lifetimeSeconds: number
    }): Promise<void> {
      await db.insert(passwordResetTokens).values({
        userId: token.userId,
        tokenHash: token.tokenHash,
        passwordFingerprint: token.passwordFingerprint,
        expiresAt: sql`now() + make_interval(secs => ${token.lifetimeSeconds}::double precision)`,
      })
    },

    /** The link's row and its account, both locked until the transaction ends. */
    async lockToken(tokenHash: string): Promise<ResetTokenWithAccount | undefined> {
      const [row] = await db
        .select({
          id: passwordResetTokens.id,
          userId: passwordResetTokens.userId,
          usedAt: passwordResetTokens.usedAt,
          expiresAt: passwordResetTokens.expiresAt,
          passwordFingerprint: passwordResetTokens.passwordFingerprint,
          email: users.email,
          passwordHash: users.passwordHash,
          now: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)),
        })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(eq(passwordResetTokens.tokenHash, tokenHash))
        .for('update')
      return row
    },

    /** Marks every unused link of the account used (the one just used, and any older one). */
    async useAll(userId: number): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
    },

    async pruneTokens(olderThanSeconds: number): Promise<void> {
      await db.delete(passwordResetTokens).where(lt(passwordResetTokens.createdAt, secondsAgo(olderThanSeconds)))
    },
  }
}
