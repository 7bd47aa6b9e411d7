/**
 * The token signing key: JWT_SECRET when set (several instances must share it), otherwise a
 * random key generated once into DATA_DIR, so tokens survive restarts of a single instance.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../shared/private-data-dir.ts'

export function loadJwtSecret(dataDir: string, configured: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured)
  const file = path.resolve(dataDir, 'jwt-secret')
  try {
    const existing = readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return new TextEncoder().encode(existing)
  } catch {
    // first start: generated below
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE })
  const secret = randomBytes(48).toString('base64url')
  // 'wx' fails if another process wrote it first; then read what it wrote.
  try {
    writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE, flag: 'wx' })
    return new TextEncoder().encode(secret)
  } catch {
    return new TextEncoder().encode(readFileSync(file, 'utf8').trim())
  }
}
