/**
 * DATA_DIR holds customers' personal data (the database, outbox e-mails with names, DNI,
 * addresses and phones, invoices) and the token signing key: no other local user may read it.
 * The directory is created 0700 (an existing one is tightened), and the store's process creates
 * every file 0600 and every folder 0700 — PGlite's files included, which it would otherwise
 * create world-readable.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/**
 * Creates `dir` (with its parents) 0700, or tightens an existing one that others can read.
 * Answers a warning when it cannot (a folder owned by another user), undefined otherwise.
 */
export function makePrivateDir(dir: string): string | undefined {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  if ((statSync(dir).mode & 0o077) === 0) return undefined
  try {
    chmodSync(dir, PRIVATE_DIR_MODE)
    return undefined
  } catch (error) {
    return `no se pudieron restringir los permisos de ${dir} a 0700 (${(error as NodeJS.ErrnoException).code ?? String(error)}): otros usuarios del equipo podrían leer sus datos.`
  }
}

/**
 * Tightens every folder under `dir` to 0700 and every file to 0600. PGlite writes the files of a
 * new database with chmod 0666 (the process's umask does not apply) and runs from them; the
 * files PostgreSQL creates later are 0600 already. Symbolic links are left alone, and so is what
 * cannot be changed (another user's file): DATA_DIR's own 0700 still keeps others out.
 */
export function makeTreePrivate(dir: string): void {
  const pending = [dir]
  while (pending.length > 0) {
    const at = pending.pop()!
    try {
      const stat = lstatSync(at)
      if (stat.isSymbolicLink()) continue
      const wanted = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE
      if ((stat.mode & 0o777) !== wanted) chmodSync(at, wanted)
      if (stat.isDirectory()) for (const entry of readdirSync(at)) pending.push(path.join(at, entry))
    } catch {
      // gone meanwhile, or not ours: see above
    }
  }
}

/** For the store's own process: whatever it creates is readable by its user only. */
export function createFilesPrivately(): void {
  process.umask(0o077)
}
