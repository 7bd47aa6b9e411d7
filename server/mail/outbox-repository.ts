/**
 * The e-mail outbox (transactional outbox pattern): a message is written in the same
 * transaction as the business row it reports, and a sender delivers it later with retries.
 */
import { and, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { emailBodies, emailOutbox } from '../db/schema/index.ts'
import { newestFirstPage, type Paged } from '../db/list-queries.ts'

export interface OutboxMessage {
  /** what kind of message, for operators: 'order-staff', 'withdrawal-ack', … */
  kind: string
  recipients: string[]
  subject: string
  html: string
  text: string
  /** extra headers (a stock alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058) */
  headers?: Record<string, string>
}

/** Writes the message in the caller's transaction; returns its id. */
export async function enqueueEmail(tx: Executor, message: OutboxMessage): Promise<number> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      recipients: message.recipients,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: message.headers ?? null,
    })
    .returning({ id: emailOutbox.id })
  return row!.id
}

/** A body's two halves, around the part each message fills in. */
export type AroundFill = readonly [before: string, after: string]

/**
 * Stores one body for many messages (a restock's alerts); each message's row then names it and
 * carries only its own `fill` (stock-alert-repository.ts queueRestockAlerts). Returns its id.
 */
export async function storeSharedBody(tx: Executor, body: { html: AroundFill; text: AroundFill }): Promise<number> {
  const [row] = await tx
    .insert(emailBodies)
    .values({ htmlBefore: body.html[0], htmlAfter: body.html[1], textBefore: body.text[0], textAfter: body.text[1] })
    .returning({ id: emailBodies.id })
  return row!.id
}

type OutboxRow = typeof emailOutbox.$inferSelect

/** An outbox row as it is sent: its own body, or its shared body with its fill in place. */
export type OutboxEmail = Omit<OutboxRow, 'html' | 'text'> & { html: string; text: string }

/** Composes the rows' bodies: one read of the shared bodies they name. */
export async function withBodies(db: Executor, rows: OutboxRow[]): Promise<OutboxEmail[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.bodyId === null ? [] : [row.bodyId])))]
  const bodies = new Map(
    ids.length === 0 ? [] : (await db.select().from(emailBodies).where(inArray(emailBodies.id, ids))).map((b) => [b.id, b]),
  )
  return rows.map((row) => {
    const body = row.bodyId === null ? undefined : bodies.get(row.bodyId)
    if (!body) return { ...row, html: row.html ?? '', text: row.text ?? '' }
    const fill = row.fill ?? ''
    return { ...row, html: body.htmlBefore + fill + body.htmlAfter, text: body.textBefore + fill + body.textAfter }
  })
}

// ---------------------------------------------------------------------------------------------
// The sender's side (server/mail/outbox-sender.ts). Every statement below uses the
// database's clock, never the process's, so instances with skewed clocks agree on what is due.

/** A message claimed by one sender: locked until `lockedUntil`, which also serves as its claim token. */
export type ClaimedEmail = OutboxEmail & { lockedUntil: Date }

export type OutboxStatus = 'pending' | 'sent' | 'failed'

/**
 * Claims up to `limit` due messages in one statement and locks them for `lockSeconds`.
 * `FOR UPDATE SKIP LOCKED` makes concurrent senders (several instances on one PostgreSQL) take
 * disjoint rows: a row another sender is claiming right now is skipped, and a row it has just
 * claimed no longer matches (its lock is in the future). The lock is cut to milliseconds so it
 * round-trips through a JavaScript Date unchanged and can be compared later as a token.
 */
export async function claimDueEmails(db: Executor, options: { limit: number; lockSeconds: number }): Promise<ClaimedEmail[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(emailOutbox.id)
    .limit(options.limit)
    .for('update', { skipLocked: true })
  const rows = await db
    .update(emailOutbox)
    .set({ lockedUntil: sql`date_trunc('milliseconds', now() + make_interval(secs => ${options.lockSeconds}::integer))` })
    .where(inArray(emailOutbox.id, due))
    .returning()
  return ((await withBodies(db, rows)) as ClaimedEmail[]).sort((a, b) => a.id - b.id)
}

/** The claim still holds: same lock token, still pending. False when the lock expired and another sender took the row. */
const stillClaimed = (claim: { id: number; lockedUntil: Date }) =>
  and(eq(emailOutbox.id, claim.id), eq(emailOutbox.lockedUntil, claim.lockedUntil), eq(emailOutbox.status, 'pending'))

export async function markEmailSent(db: Executor, claim: { id: number; lockedUntil: Date }): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(stillClaimed(claim))
    .returning({ id: emailOutbox.id })
  return rows.length > 0
}

/**
 * Records a failed attempt: `attempts` is the new count, `retryInMs` when to try again, or
 * `final` for a permanent refusal (status 'failed', for an operator to fix and resend).
 */
export async function markEmailFailed(
  db: Executor,
  claim: { id: number; lockedUntil: Date },
  failure: { attempts: number; error: string; retryInMs: number; final: boolean },
): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({
      status: failure.final ? 'failed' : 'pending',
      attempts: failure.attempts,
      lastError: failure.error,
      nextAttemptAt: sql`now() + make_interval(secs => ${Math.max(0, failure.retryInMs) / 1000}::double precision)`,
      lockedUntil: null,
    })
    .where(stillClaimed(claim))
    .returning({ id: emailOutbox.id })
  return rows.length > 0
}

/**
 * Makes every waiting message that has failed before due now. Called when a delivery has just
 * gone through after failures: the server is back, and the backlog should not sit out the rest
 * of its back-off (up to 30 minutes) before going out.
 */
export async function bringRetriesForward(db: Executor): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(emailOutbox.status, 'pending'), gt(emailOutbox.attempts, 0), gt(emailOutbox.nextAttemptAt, sql`now()`)))
    .returning({ id: emailOutbox.id })
  return rows.length
}

/** Gives claimed messages back untouched (the sender is stopping or its lock is running out). */
export async function releaseEmails(db: Executor, claims: { id: number; lockedUntil: Date }[]): Promise<void> {
  for (const claim of claims) {
    await db.update(emailOutbox).set({ lockedUntil: null }).where(stillClaimed(claim))
  }
}

/** One message's status and attempts, locked until the transaction ends (the back office's resend). */
export async function lockEmail(db: Executor, id: number) {
  const [row] = await db
    .select({ id: emailOutbox.id, status: emailOutbox.status, subject: emailOutbox.subject, attempts: emailOutbox.attempts })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
    .for('update')
    .limit(1)
  return row
}

/** Puts failed messages (all, or the one with `id`) back in the queue with a fresh count of attempts. */
export async function resendFailedEmails(db: Executor, id?: number): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(id === undefined ? eq(emailOutbox.status, 'failed') : and(eq(emailOutbox.status, 'failed'), eq(emailOutbox.id, id)))
    .returning({ id: emailOutbox.id })
  return rows.length
}

export interface OutboxStats {
  pending: number
  sent: number
  failed: number
  /** when the oldest message still waiting was written; null when none waits */
  oldestPendingAt: Date | null
  /** waiting messages that have failed at least once: retried on their own, but SMTP is failing */
  retrying: number
  /** the error of the newest such message; null when none */
  lastRetryError: string | null
}

export async function countEmailsByStatus(db: Executor): Promise<OutboxStats> {
  const rows = await db
    .select({
      status: emailOutbox.status,
      count: sql<number>`count(*)::integer`,
      retrying: sql<number>`(count(*) filter (where ${emailOutbox.attempts} > 0))::integer`,
      oldestMs: sql<number | null>`(extract(epoch from min(${emailOutbox.createdAt})) * 1000)::double precision`,
    })
    .from(emailOutbox)
    .groupBy(emailOutbox.status)
  const stats: OutboxStats = { pending: 0, sent: 0, failed: 0, oldestPendingAt: null, retrying: 0, lastRetryError: null }
  for (const row of rows) {
    const count = Number(row.count)
    if (row.status === 'pending' || row.status === 'sent' || row.status === 'failed') stats[row.status] = count
    if (row.status === 'pending' && row.oldestMs !== null) stats.oldestPendingAt = new Date(Number(row.oldestMs))
    if (row.status === 'pending') stats.retrying = Number(row.retrying)
  }
  if (stats.retrying > 0) {
    const [newest] = await db
      .select({ lastError: emailOutbox.lastError })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), gt(emailOutbox.attempts, 0)))
      .orderBy(desc(emailOutbox.id))
      .limit(1)
    stats.lastRetryError = newest?.lastError ?? null
  }
  return stats
}

const FAILED_EMAIL_COLUMNS = ['id', 'kind', 'recipients', 'subject', 'attempts', 'lastError', 'createdAt'] as const
export type FailedEmailRow = Pick<typeof emailOutbox.$inferSelect, (typeof FAILED_EMAIL_COLUMNS)[number]>

/** Failed messages, newest first, with their last error: the back office's page and `staff outbox`. */
export function failedEmails(db: Executor, limit: number, offset = 0): Promise<Paged<FailedEmailRow>> {
  return newestFirstPage(db, emailOutbox, FAILED_EMAIL_COLUMNS, eq(emailOutbox.status, 'failed'), limit, offset)
}
