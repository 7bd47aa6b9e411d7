/**
 * How an outbox message leaves the store: through the SMTP server named by SMTP_URL, or — the
 * embedded default, with SMTP_URL unset — as one `.eml` file per message under DATA_DIR/outbox,
 * which any mail client opens. The outbox sender (outbox-sender.ts) decides when and retries.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Env } from '#config/env.server.ts'
import { store } from '#config/store.ts'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../shared/private-data-dir.ts'

/** One outbox row, as the transport needs it. */
export interface OutgoingEmail {
  id: number
  kind: string
  recipients: string[]
  subject: string
  html: string
  text: string
  createdAt: Date
  /** the message's own extra headers (outbox-repository.ts OutboxMessage.headers) */
  headers?: Record<string, string> | null
}

export interface MailTransport {
  readonly mode: 'smtp' | 'eml'
  /** for logs: where the mail goes (never a password) */
  readonly description: string
  /** Throws when nothing can be sent right now (SMTP server unreachable, login refused, folder not writable). */
  verify(): Promise<void>
  /** Throws when this message was not delivered. */
  send(message: OutgoingEmail): Promise<void>
  close(): void
}

const TIMEOUT_MS = 10_000

/** `"TecnoHogar" <ventas@…>`: the store's sales address, so a reply reaches a person. */
export const fromAddress = { name: store.brandName, address: store.emails.sales }
const messageIdDomain = store.emails.sales.split('@')[1] ?? 'localhost'

/**
 * A Message-ID fixed by the outbox row, so a message sent twice (a crash between the SMTP
 * server's "accepted" and the row's update) carries the same id both times and mail clients and
 * servers can tell it is one message.
 */
export function outboxMessageId(message: Pick<OutgoingEmail, 'id' | 'createdAt'>): string {
  return `<outbox-${message.id}-${message.createdAt.getTime()}@${messageIdDomain}>`
}

function mailOptions(message: OutgoingEmail) {
  return {
    from: fromAddress,
    to: message.recipients,
    subject: message.subject,
    html: message.html,
    ...(message.text ? { text: message.text } : {}),
    messageId: outboxMessageId(message),
    date: message.createdAt,
    // RFC 3834: an automatic message; vacation responders should not answer it.
    headers: { 'Auto-Submitted': 'auto-generated', ...message.headers },
  }
}

/** `20250314-093005-42.eml`: the moment it was written (UTC), then the outbox id. */
export function emlFileName(id: number, at: Date): string {
  const iso = at.toISOString() // 2025-03-14T09:30:05.123Z
  const stamp = `${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}`
  return `${stamp}-${id}.eml`
}

/** The SMTP URL for logs: user kept, password hidden. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl)
    if (url.password) url.password = '***'
    url.search = ''
    return url.toString()
  } catch {
    return 'SMTP'
  }
}

/**
 * True when the error says the server (or the way to it) failed rather than this message:
 * no connection, a timeout, TLS or login refused, or 421 "service not available". The sender
 * then stops the round instead of trying the next messages against a dead server.
 */
export function isServerUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown }
  if (responseCode === 421) return true
  return (
    typeof code === 'string' &&
    ['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ETLS', 'EAUTH', 'ENOAUTH', 'EPROXY'].includes(code)
  )
}

/** SMTP commands whose 5xx reply is about this message: its recipients, or its content. */
const MESSAGE_COMMANDS = new Set(['RCPT TO', 'DATA'])

/**
 * True when the SMTP server refused this message for good: a 5xx reply to its recipients or to
 * its content (no such mailbox, message too large, refused as spam). Sending it again gets the
 * same answer, so the sender marks it 'failed' for an operator. Everything else is retried until
 * it goes through: no connection, timeouts, 4xx replies ("try later"), and also 5xx replies about
 * the session rather than the message (login refused, sender address not allowed), which are a
 * configuration fault the operator fixes once for every waiting message.
 */
export function isPermanentRejection(error: unknown): boolean {
  if (!error || typeof error !== 'object' || isServerUnavailable(error)) return false
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown }
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    typeof command === 'string' &&
    MESSAGE_COMMANDS.has(command)
  )
}

function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // One connection per message: nothing stays open between rounds, and an instance holds no
    // pool a restarted server would have to time out. The URL's own parameters win.
    pool: false,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  })
  return {
    mode: 'smtp',
    description: describeSmtpUrl(smtpUrl),
    async verify() {
      await transporter.verify()
    },
    async send(message) {
      const info = await transporter.sendMail(mailOptions(message))
      if (info.rejected.length > 0 && info.accepted.length === 0) {
        throw new Error(`el servidor rechazó a todos los destinatarios: ${info.response ?? ''}`)
      }
    },
    close() {
      transporter.close()
    },
  }
}

function emlTransport(dataDir: string): MailTransport {
  const folder = path.resolve(dataDir, 'outbox')
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    mode: 'eml',
    description: `archivos .eml en ${folder}`,
    async verify() {
      await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE })
    },
    async send(message) {
      const info = await composer.sendMail(mailOptions(message))
      const raw = info.message
      if (!Buffer.isBuffer(raw)) throw new Error('nodemailer no devolvió el mensaje armado')
      await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE })
      const finalPath = path.join(folder, emlFileName(message.id, new Date()))
      // Written beside its final name and renamed when complete: whoever watches the folder
      // never sees half a message, and a crash leaves only a dot-file behind.
      const tempPath = path.join(folder, `.${message.id}-${randomUUID()}.tmp`)
      try {
        // names, DNI, addresses and phones: for the store's user only
        const file = await open(tempPath, 'wx', PRIVATE_FILE_MODE)
        try {
          await file.writeFile(raw)
          await file.sync()
        } finally {
          await file.close()
        }
        await rename(tempPath, finalPath)
      } catch (error) {
        await rm(tempPath, { force: true })
        throw error
      }
    },
    close() {
      composer.close()
    },
  }
}

/** SMTP when SMTP_URL is set, `.eml` files under DATA_DIR/outbox otherwise. */
export function createMailTransport(env: Pick<Env, 'SMTP_URL' | 'DATA_DIR'>): MailTransport {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL) : emlTransport(env.DATA_DIR)
}
