/**
 * Delivers the e-mail outbox (docs/email.md). Every instance runs one sender; each round claims
 * due messages with a short lock in one statement, so instances sharing a PostgreSQL never take
 * the same message, then sends them one by one and records the outcome. A transient failure
 * (no connection, a timeout, a 4xx reply, login refused) is retried with exponential back-off,
 * capped, for as long as it takes: an SMTP outage of any length only delays an order's e-mail.
 * Only a permanent refusal of the message itself (a 5xx reply to its recipients or content)
 * makes it 'failed', for an operator to fix and resend. Delivery is at-least-once: only a crash
 * between the SMTP server's acceptance and the row's update sends a message twice, with the
 * same Message-ID.
 */
import type { Database, Executor } from '../db/database.ts'
import { claimDueEmails, countEmailsByStatus, resendFailedEmails, type OutboxStats } from './outbox-repository.ts'
import type { MailTransport } from './mail-transport.ts'
import { LOCK_SECONDS, outboxDelivery } from './outbox-delivery.ts'
import { DEFAULT_RETRY_POLICY, describeError, type RetryPolicy } from './outbox-retries.ts'

/** Rounds per drain: bounds one drain even if messages keep arriving. */
const MAX_ROUNDS = 50
const MAX_IDLE_BACKOFF_MS = 30_000

export interface OutboxSenderOptions {
  database: Pick<Database, 'db'>
  transport: MailTransport
  log: (message: string) => void
  /** pause between rounds when idle */
  intervalMs?: number
  /** messages claimed per statement */
  batchSize?: number
  /** back-off between attempts (tests shorten it) */
  retry?: RetryPolicy
}

export interface OutboxSender {
  /** Stops the timer and waits for the round in progress (which stops after its current message). */
  stop(): Promise<void>
  /**
   * Delivers everything due now and resolves with how many messages were delivered. Runs after
   * any drain already in progress. Rejects only when the database fails (the timer's rounds log
   * that instead).
   */
  drainOnce(): Promise<number>
}

export function startOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { transport, log } = options
  const db = options.database.db
  const intervalMs = options.intervalMs ?? 1000
  const batchSize = options.batchSize ?? 20
  const retry = options.retry ?? DEFAULT_RETRY_POLICY
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let queue: Promise<unknown> = Promise.resolve()
  let databaseErrors = 0

  const deliverBatch = outboxDelivery({ db, transport, log, retry, isStopped: () => stopped })

  async function drain(): Promise<number> {
    let delivered = 0
    for (let round = 0; round < MAX_ROUNDS && !stopped; round++) {
      const claimedAt = performance.now()
      const batch = await claimDueEmails(db, { limit: batchSize, lockSeconds: LOCK_SECONDS })
      if (batch.length === 0) break
      const result = await deliverBatch(batch, claimedAt)
      delivered += result.delivered
      if (result.interrupted || batch.length < batchSize) break
    }
    return delivered
  }

  function drainOnce(): Promise<number> {
    if (stopped) return Promise.resolve(0)
    const run = queue.then(() => (stopped ? 0 : drain()))
    queue = run.catch(() => undefined)
    return run
  }

  function schedule(delayMs: number) {
    if (stopped) return
    timer = setTimeout(() => void tick(), delayMs)
    timer.unref()
  }

  async function tick() {
    timer = undefined
    try {
      await drainOnce()
      if (databaseErrors > 0) log('Correo: la base de datos volvió a responder')
      databaseErrors = 0
    } catch (error) {
      databaseErrors++
      // One line when it starts, then every tenth failure: a database outage must not flood the log.
      if (databaseErrors === 1 || databaseErrors % 10 === 0) log(`Correo: no se pudo leer la cola (${describeError(error)})`)
    }
    schedule(databaseErrors === 0 ? intervalMs : Math.min(intervalMs * 2 ** databaseErrors, MAX_IDLE_BACKOFF_MS))
  }

  schedule(intervalMs)

  return {
    drainOnce,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = undefined
      await queue
    },
  }
}

/** Puts 'failed' messages (all, or only `id`) back in the queue with their attempts reset; returns how many. */
export function resendFailed(db: Executor, id?: number): Promise<number> {
  return resendFailedEmails(db, id)
}

/** Messages by status, for /api/health and the staff CLI. */
export function outboxStats(db: Executor): Promise<OutboxStats> {
  return countEmailsByStatus(db)
}

export type { OutboxStats }
