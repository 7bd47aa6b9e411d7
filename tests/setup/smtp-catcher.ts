/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps every message it
 * accepts, for tests that run the store with SMTP_URL: which messages arrived, how many times,
 * and which client (the SMTP user name in the URL) delivered each one.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface CaughtMessage {
  raw: string
  /** the Subject header, unfolded and with its MIME encoded-words decoded */
  subject: string
  /** the user the client logged in as ('' without AUTH) */
  user: string
}

export interface SmtpCatcher {
  port: number
  messages: CaughtMessage[]
  close(): Promise<void>
}

/** Decodes RFC 2047 encoded-words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as nodemailer writes them. */
export function decodeMimeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8')
      const bytes: number[] = []
      for (let i = 0; i < text.length; i++) {
        const char = text[i]!
        if (char === '_') bytes.push(0x20)
        else if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
          bytes.push(parseInt(text.slice(i + 1, i + 3), 16))
          i += 2
        } else bytes.push(char.charCodeAt(0))
      }
      return Buffer.from(bytes).toString('utf8')
    })
}

export function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const line = new RegExp(`^${name}:[ \\t]*(.*)$`, 'mi').exec(unfolded)?.[1] ?? ''
  return decodeMimeWords(line.trim())
}

/** Starts the catcher on `port` (0: any free port). Any AUTH user and password is accepted. */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const messages: CaughtMessage[] = []
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? '' })
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        messages.push({ raw, subject: headerOf(raw, 'Subject'), user: typeof session.user === 'string' ? session.user : '' })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  let closed = false
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    close: () =>
      closed
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            closed = true
            server.close(() => resolve())
          }),
  }
}

/** How many messages arrived per order number, from subjects 'Nuevo pedido N° 00000043 - …'. */
export function countOrderEmails(messages: CaughtMessage[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const message of messages) {
    const movement = /Nuevo pedido N\S*\s+(\d{8})/.exec(message.subject)?.[1]
    if (movement) counts.set(movement, (counts.get(movement) ?? 0) + 1)
  }
  return counts
}

/** How many shopper's receipts arrived per order number, from subjects 'Recibimos tu pedido N° 00000043'. */
export function countReceiptEmails(messages: CaughtMessage[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const message of messages) {
    const movement = /Recibimos tu pedido N\S*\s+(\d{8})/.exec(message.subject)?.[1]
    if (movement) counts.set(movement, (counts.get(movement) ?? 0) + 1)
  }
  return counts
}
