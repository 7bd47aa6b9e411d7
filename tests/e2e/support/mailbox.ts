/** Reads what the e2e SMTP server received (tests/e2e/support/e2e-server.ts). */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export function receivedMessages(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'smtp-received')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
}

/** Quoted-printable soft line breaks and escapes undone, enough to search the text. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

export function e2eDatabaseUrl(): string | undefined {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'database-url')
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined
}

export interface ReadMessage {
  raw: string
  /** the To header as written */
  to: string
  /** the Subject, its encoded-words decoded */
  subject: string
  /** the text/plain and text/html parts, decoded to UTF-8 */
  text: string
  html: string
}

function decodeBody(body: string, encoding: string): string {
  const e = encoding.toLowerCase()
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (e === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '')
    const bytes: number[] = []
    for (let i = 0; i < soft.length; i++) {
      if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
        bytes.push(parseInt(soft.slice(i + 1, i + 3), 16))
        i += 2
      } else bytes.push(...Buffer.from(soft[i]!, 'utf8'))
    }
    return Buffer.from(bytes).toString('utf8')
  }
  return body
}

function headerValue(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'mi').exec(unfolded)?.[1]?.trim() ?? ''
}

function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    )
}

/** A received message's headers and its text and HTML parts, decoded (enough MIME for nodemailer's output). */
export function readMessage(raw: string): ReadMessage {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  const parts: { type: string; content: string }[] = []
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1]
  const chunks = boundary ? body.split(`--${boundary}`) : [`${head}\n\n${body}`]
  for (const chunk of chunks) {
    const [partHead = '', ...partRest] = chunk.replace(/^\r?\n/, '').split(/\r?\n\r?\n/)
    const type = headerValue(partHead, 'Content-Type').toLowerCase()
    if (!type.startsWith('text/')) continue
    parts.push({ type, content: decodeBody(partRest.join('\n\n'), headerValue(partHead, 'Content-Transfer-Encoding')) })
  }
  return {
    raw,
    to: headerValue(head, 'To'),
    subject: decodeWords(headerValue(head, 'Subject')),
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
  }
}

/** Every received message, read. */
export function readMessages(): ReadMessage[] {
  return receivedMessages().map(readMessage)
}
