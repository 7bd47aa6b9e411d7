/** DATA_DIR/.lock as the crash tests read and rewrite it (server/db/data-dir-lock.ts writes it). */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface LockRecord {
  pid: number
  host: string
  socket?: string
}

const lockPath = (dir: string) => path.join(dir, '.lock')

export const readLockRecord = (dir: string) => JSON.parse(readFileSync(lockPath(dir), 'utf8')) as LockRecord

/** Rewrites the record in place (same file): what a reused pid or a renamed host look like. */
export const editLockRecord = (dir: string, change: Partial<LockRecord>) =>
  writeFileSync(lockPath(dir), JSON.stringify({ ...readLockRecord(dir), ...change }))
