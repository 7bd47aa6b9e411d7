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
import {
  bringRetriesForward,
  claimDueEmails,
  countEmailsByStatus,
  markEmailFailed,
  markEmailSent,
  releaseEmails,
  resendFailedEmails,
  type ClaimedEmail,
  type OutboxStats,
} from './outbox-repository.ts'
import { isPermanentRejection, isServerUnavailable, type MailTransport } from './mail-transport.ts'

/** How long a claim keeps other senders off a message. */
export const LOCK_SECONDS = 60
/** No new message is started once a claim is older than this: what is left is released, not sent late. */
const SEND_WINDOW_MS = (LOCK_SECONDS - 30) * 1000
const MAX_ERROR_LENGTH = 1000
/** Rounds per drain: bounds one drain even if messages keep arriving. */
const MAX_ROUNDS = 50
const MAX_IDLE_BACKOFF_MS = 30_000

export interface RetryPolicy {
  /** wait after the first failed attempt */
  firstMs: number
  /** the longest wait between attempts, reached by doubling and then kept for good */
  maxMs: number
}

/** 5 s, 10 s, 20 s, … up to 30 min: about ten tries in the first hour, then two an hour. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { firstMs: 5_000, maxMs: 30 * 60_000 }

/**
 * Wait before the next attempt, after `failures` failed attempts (1, 2, …): the policy's first
 * wait, doubling up to its cap, then ±10 % jitter so messages that failed together do not retry
 * together. There is no last attempt: a message waiting for its server is tried at the cap for
 * as long as the outage lasts.
 */
export function retryDelayMs(
  failures: number,
  random: () => number = Math.random,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30))
  const base = Math.min(policy.firstMs * 2 ** exponent, policy.maxMs)
  return Math.round(base * (0.9 + 0.2 * random()))
}

/** Error text for `last_error` and logs: message, nodemailer's code, cut to a sane length. */
export function describeError(error: unknown): string {
  let text: string
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    text = typeof code === 'string' && !error.message.includes(code) ? `${code}: ${error.message}` : error.message
  } else {
    text = String(error)
  }
  text = text.replace(/\s+/g, ' ').trim() || 'error desconocido'
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text
}

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

  /**
   * Records a failed attempt: `final` (a permanent refusal) makes the message 'failed'; anything
   * else schedules the next attempt, however many came before.
   */
  async function recordFailure(message: ClaimedEmail, error: string, { final = false, quiet = false } = {}): Promise<void> {
    const attempts = message.attempts + 1
    const retryInMs = final ? 0 : retryDelayMs(attempts, Math.random, retry)
    const recorded = await markEmailFailed(db, message, { attempts, error, retryInMs, final })
    const name = `Correo #${message.id} (${message.kind})`
    if (!recorded) {
      log(`${name}: el bloqueo venció antes de registrar el error; otra instancia lo tomó`)
    } else if (final) {
      log(
        `${name} FALLIDO: el servidor lo rechazó de forma permanente: ${error}. Corrija la causa y reenvíelo con el comando de staff.`,
      )
    } else if (!quiet) {
      log(`${name}: intento ${attempts} falló, se reintenta en ${Math.round(retryInMs / 1000)} s: ${error}`)
    }
  }

  /** Sends one claimed batch; `interrupted` when the rest of the queue should wait for the next round. */
  async function deliverBatch(batch: ClaimedEmail[], claimedAt: number): Promise<{ delivered: number; interrupted: boolean }> {
    let delivered = 0
    for (const [index, message] of batch.entries()) {
      if (stopped || performance.now() - claimedAt > SEND_WINDOW_MS) {
        await releaseEmails(db, batch.slice(index))
        return { delivered, interrupted: true }
      }
      let failure: unknown
      try {
        await transport.send(message)
      } catch (error) {
        failure = error ?? new Error('error desconocido')
      }
      if (failure === undefined) {
        // Outside the try: a database error here must not be taken for a failed delivery,
        // which would schedule a second copy. The row stays locked and is retried after the lock.
        if (!(await markEmailSent(db, message))) {
          log(`Correo #${message.id}: enviado, pero el bloqueo había vencido (puede llegar dos veces)`)
        }
        delivered++
        // A message that had failed went through: the server is probably back, so the others
        // waiting out their back-off go now (in the next rounds) rather than up to 30 min later.
        if (message.attempts > 0) {
          const forward = await bringRetriesForward(db)
          if (forward > 0) log(`Correo: el servidor volvió a aceptar mensajes; ${forward} pendiente(s) se reintentan ya`)
        }
        continue
      }
      const text = describeError(failure)
      await recordFailure(message, text, { final: isPermanentRejection(failure) })
      const rest = batch.slice(index + 1)
      if (rest.length === 0 || !isServerUnavailable(failure)) continue
      // No connection, a timeout, login refused: is it the server, or did this message break
      // the session? Ask the server once before trying the others against it.
      try {
        await transport.verify()
      } catch {
        // The server is down: the rest of the round counts one attempt each and backs off.
        for (const other of rest) await recordFailure(other, `servidor de correo no disponible: ${text}`, { quiet: true })
        log(`Correo: ${transport.description} no disponible; ${rest.length} mensaje(s) más se reintentarán`)
        return { delivered, interrupted: true }
      }
    }
    return { delivered, interrupted: false }
  }

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
