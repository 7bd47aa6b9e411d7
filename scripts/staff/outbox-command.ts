/**
 * `staff outbox [--limit N] [--json]`: the e-mail outbox — how many messages wait (and how many
 * of those are being retried because SMTP fails), went out or failed, and the last failed ones
 * with their error. A message is 'failed' only when the mail server refused it for good (5xx to
 * its recipients or content); an SMTP outage leaves messages waiting, retried on their own.
 * `staff outbox resend <id>` / `staff outbox resend --all-failed`: puts failed messages back in
 * the queue with their attempts reset (resendFailed); the store's sender delivers them.
 */
import type { Executor } from '#server/db/database.ts'
import { eq } from 'drizzle-orm'
import { emailOutbox } from '#server/db/schema/index.ts'
import { failedEmails } from '#server/mail/outbox-repository.ts'
import { outboxStats, resendFailed, type OutboxStats } from '#server/mail/outbox-sender.ts'
import { CliError, UsageError } from './cli-error.ts'
import {
  EMPTY_CELL,
  countOf,
  formatDateTime,
  formatTable,
  logToStderr,
  oneLine,
  parseLimit,
  parsePositiveInteger,
  printJson,
  truncate,
} from './listing-command.ts'
import { parseFlags } from './parse-flags.ts'
import { withDatabase } from './with-database.ts'

const DEFAULT_FAILED_LIMIT = 20
const RESEND_SHAPE = 'npm run staff -- outbox resend <id>  o  npm run staff -- outbox resend --all-failed'

const STATUS_WORDS: Record<string, string> = { pending: 'pendiente', sent: 'enviado', failed: 'fallido' }

export interface FailedMessage {
  id: number
  kind: string
  recipients: string[]
  subject: string
  attempts: number
  last_error: string | null
  created_at: string
}

async function lastFailed(db: Executor, limit: number): Promise<FailedMessage[]> {
  const { rows } = await failedEmails(db, limit)
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    recipients: r.recipients,
    subject: r.subject,
    attempts: r.attempts,
    last_error: r.lastError,
    created_at: r.createdAt.toISOString(),
  }))
}

export async function outboxCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseFlags({
    args,
    options: {
      json: { type: 'boolean', default: false },
      limit: { type: 'string' },
      'all-failed': { type: 'boolean', default: false },
    },
    allowPositionals: true,
    strict: true,
  })
  const [action, ...rest] = positionals
  if (action === undefined) {
    if (values['all-failed']) throw new UsageError(`--all-failed va con resend: ${RESEND_SHAPE}`)
    return showOutbox(values.json, parseLimit(values.limit, DEFAULT_FAILED_LIMIT, 1000))
  }
  if (action !== 'resend') throw new UsageError(`outbox no tiene la acción '${action}': use outbox, o ${RESEND_SHAPE}`)
  if (values.json || values.limit !== undefined) throw new UsageError(`resend no admite --json ni --limit: ${RESEND_SHAPE}`)
  if (rest.length > 1)
    throw new UsageError(`Se reenvía un correo por vez, o todos con --all-failed (sobra: ${rest.slice(1).join(' ')})`)
  const [idText] = rest
  if (idText !== undefined && values['all-failed'])
    throw new UsageError(`Indique un id o --all-failed, no ambos: ${RESEND_SHAPE}`)
  if (idText === undefined && !values['all-failed']) throw new UsageError(`Falta qué reenviar: ${RESEND_SHAPE}`)
  return resend(idText === undefined ? undefined : parsePositiveInteger(idText, 'Id de correo'))
}

async function showOutbox(json: boolean, limit: number): Promise<number> {
  const { stats, failed } = await withDatabase(
    async ({ database }) => ({ stats: await outboxStats(database.db), failed: await lastFailed(database.db, limit) }),
    logToStderr,
  )
  if (json) {
    printJson({
      pending: stats.pending,
      sent: stats.sent,
      failed: stats.failed,
      oldest_pending_at: stats.oldestPendingAt?.toISOString() ?? null,
      retrying: stats.retrying,
      last_retry_error: stats.lastRetryError,
      last_failed: failed,
    })
    return 0
  }
  process.stdout.write(statsTable(stats))
  if (stats.oldestPendingAt) console.log(`\nEl pendiente más antiguo es del ${formatDateTime(stats.oldestPendingAt)}.`)
  if (stats.retrying > 0) {
    const one = stats.retrying === 1
    console.log(
      `${countOf(stats.retrying, 'pendiente ya falló', 'pendientes ya fallaron')} al menos una vez y ` +
        `${one ? 'se reintenta solo' : 'se reintentan solos'}, cada 30 minutos como máximo, hasta que el servidor ` +
        `de correo ${one ? 'lo acepte: no hace falta reenviarlo' : 'los acepte: no hace falta reenviarlos'}. ` +
        'Si no bajan, revise SMTP_URL y el servidor.',
    )
    if (stats.lastRetryError) console.log(`Último error: ${truncate(oneLine(stats.lastRetryError), 200)}`)
  }
  if (failed.length === 0) {
    console.log('\nNo hay correos fallidos.')
    return 0
  }
  const shown = failed.length < stats.failed ? ` (los ${failed.length} más recientes de ${stats.failed})` : ''
  console.log(`\nFallidos${shown}:`)
  process.stdout.write(
    formatTable(
      [
        { header: 'Id', align: 'right' },
        { header: 'Tipo' },
        { header: 'Destinatarios' },
        { header: 'Intentos', align: 'right' },
        { header: 'Último error' },
      ],
      failed.map((m) => [
        String(m.id),
        m.kind,
        truncate(m.recipients.join(', '), 50),
        String(m.attempts),
        truncate(oneLine(m.last_error ?? ''), 80) || EMPTY_CELL,
      ]),
    ),
  )
  console.log(
    '\nEl servidor de correo los rechazó de forma definitiva (respuesta 5xx: destinatario inexistente, mensaje ' +
      `rechazado). Corrija la causa (la dirección, la casilla) y reenvíelos: ${RESEND_SHAPE}`,
  )
  return 0
}

function statsTable(stats: OutboxStats): string {
  return formatTable(
    [{ header: 'Correos' }, { header: 'Cantidad', align: 'right' }],
    [
      ['pendientes', stats.pending.toLocaleString('es-AR')],
      ['enviados', stats.sent.toLocaleString('es-AR')],
      ['fallidos', stats.failed.toLocaleString('es-AR')],
    ],
  )
}

const deliveryNote = (them: 'lo' | 'los') =>
  `La tienda ${them} envía en su próximo ciclo: en un segundo si está en marcha; con la base embebida, al volver a iniciarla.`

async function resend(id: number | undefined): Promise<number> {
  const log = (message: string) => console.log(message)
  const count = await withDatabase(async ({ database }) => {
    const db = database.db
    if (id === undefined) return resendFailed(db)
    const [row] = await db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id))
    if (!row) throw new CliError(`No existe el correo #${id}.`)
    const resent = await resendFailed(db, id)
    if (resent === 0) {
      const status = STATUS_WORDS[row.status] ?? row.status
      throw new CliError(`El correo #${id} está ${status}: solo se reenvían los fallidos.`)
    }
    return resent
  }, log)

  if (count === 0) {
    console.log('No hay correos fallidos: nada que reenviar.')
    return 0
  }
  if (id !== undefined) console.log(`Correo #${id} de vuelta en la cola, con los intentos en 0.`)
  else console.log(`${countOf(count, 'correo fallido', 'correos fallidos')} de vuelta en la cola, con los intentos en 0.`)
  console.log(deliveryNote(count === 1 ? 'lo' : 'los'))
  return 0
}
