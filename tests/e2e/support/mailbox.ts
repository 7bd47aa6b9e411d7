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
