/**
 * Sending one claimed batch of the outbox (outbox-sender.ts runs the rounds): each message in
 * turn, its outcome recorded; a failure retried with back-off, a permanent refusal made
 * 'failed'; when the server itself is down, the rest of the batch counts one attempt each.
 */
import type { Executor } from '../db/database.ts'
import { bringRetriesForward, markEmailFailed, markEmailSent, releaseEmails, type ClaimedEmail } from './outbox-repository.ts'
import { isPermanentRejection, isServerUnavailable, type MailTransport } from './mail-transport.ts'
import { describeError, retryDelayMs, type RetryPolicy } from './outbox-retries.ts'

/** How long a claim keeps other senders off a message. */
export const LOCK_SECONDS = 60
/** No new message is started once a claim is older than this: what is left is released, not sent late. */
const SEND_WINDOW_MS = (LOCK_SECONDS - 30) * 1000

export interface OutboxDeliveryDeps {
  db: Executor
  transport: MailTransport
  log: (message: string) => void
  retry: RetryPolicy
  /** the sender is stopping: start no new message */
  isStopped: () => boolean
}

export interface BatchOutcome {
  delivered: number
  /** the rest of the queue should wait for the next round */
  interrupted: boolean
}

/** Sends one claimed batch, claimed at `claimedAt` (performance.now()). */
export type DeliverBatch = (batch: ClaimedEmail[], claimedAt: number) => Promise<BatchOutcome>

export function outboxDelivery(deps: OutboxDeliveryDeps): DeliverBatch {
  return async (batch, claimedAt) => {
    let delivered = 0
    for (const [index, message] of batch.entries()) {
      if (deps.isStopped() || performance.now() - claimedAt > SEND_WINDOW_MS) {
        await releaseEmails(deps.db, batch.slice(index))
        return { delivered, interrupted: true }
      }
      const failure = await sendOne(deps.transport, message)
      if (failure === undefined) {
        await recordSent(deps, message)
        delivered++
        continue
      }
      const text = describeError(failure)
      await recordFailure(deps, message, text, { final: isPermanentRejection(failure) })
      const rest = batch.slice(index + 1)
      if (rest.length === 0 || !isServerUnavailable(failure)) continue
      if (await serverIsDown(deps, rest, text)) return { delivered, interrupted: true }
    }
    return { delivered, interrupted: false }
  }
}

/** The send's error, or undefined when the server accepted the message. */
async function sendOne(transport: MailTransport, message: ClaimedEmail): Promise<unknown> {
  try {
    await transport.send(message)
    return undefined
  } catch (error) {
    return error ?? new Error('error desconocido')
  }
}

/**
 * Records a delivery. Called outside the send's try: a database error here must not be taken for
 * a failed delivery, which would schedule a second copy. The row stays locked and is retried
 * after the lock.
 */
async function recordSent({ db, log }: OutboxDeliveryDeps, message: ClaimedEmail): Promise<void> {
  if (!(await markEmailSent(db, message))) {
    log(`Correo #${message.id}: enviado, pero el bloqueo había vencido (puede llegar dos veces)`)
  }
  // A message that had failed went through: the server is probably back, so the others
  // waiting out their back-off go now (in the next rounds) rather than up to 30 min later.
  if (message.attempts > 0) {
    const forward = await bringRetriesForward(db)
    if (forward > 0) log(`Correo: el servidor volvió a aceptar mensajes; ${forward} pendiente(s) se reintentan ya`)
  }
}

/**
 * No connection, a timeout, login refused: is it the server, or did this message break the
 * session? Asks the server once before trying the others against it. When it is down, the rest
 * of the round counts one attempt each and backs off (answers true).
 */
async function serverIsDown(deps: OutboxDeliveryDeps, rest: ClaimedEmail[], error: string): Promise<boolean> {
  try {
    await deps.transport.verify()
    return false
  } catch {
    for (const other of rest) await recordFailure(deps, other, `servidor de correo no disponible: ${error}`, { quiet: true })
    deps.log(`Correo: ${deps.transport.description} no disponible; ${rest.length} mensaje(s) más se reintentarán`)
    return true
  }
}

/**
 * Records a failed attempt: `final` (a permanent refusal) makes the message 'failed'; anything
 * else schedules the next attempt, however many came before.
 */
async function recordFailure(
  { db, log, retry }: OutboxDeliveryDeps,
  message: ClaimedEmail,
  error: string,
  { final = false, quiet = false } = {},
): Promise<void> {
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
