/**
 * PGlite is one process's database: two processes writing the same directory would corrupt
 * it. We take an exclusive lock file in DATA_DIR; a lock left by a dead process is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

interface LockOwner {
  pid: number
  host: string
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host } : null
  } catch {
    return null
  }
}

// Directories this process has locked. A lock file naming our own pid that is not in this set
// was left by an earlier process that had the same pid (containers start with the same pids
// every time), so it is stale, not ours.
const heldHere = new Set<string>()

/** Takes the lock or throws DataDirLockedError naming the directory. Returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir)
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, '.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, JSON.stringify({ pid: process.pid, host: os.hostname() }))
      closeSync(fd)
      heldHere.add(dir)
      let released = false
      return () => {
        if (released) return
        released = true
        heldHere.delete(dir)
        if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = readOwner(file)
      const ownPid = owner?.pid === process.pid
      const stale = owner === null ? false : owner.host === os.hostname() && (ownPid ? !heldHere.has(dir) : !isAlive(owner.pid))
      if (!stale && owner !== null) {
        throw new DataDirLockedError(
          `El directorio de datos ${dir} está en uso por otro proceso (pid ${owner.pid} en ${owner.host}). ` +
            'La base embebida admite un solo servidor; para varios, use DATABASE_URL con PostgreSQL. ' +
            `Si ese proceso ya no existe (por ejemplo, el contenedor se recreó con otro nombre de host), borre ${file}.`,
        )
      }
      if (owner === null && attempt === 0) {
        // A lock file we cannot read was cut off mid-write by a crash: nobody holds it.
        rmSync(file, { force: true })
        continue
      }
      rmSync(file, { force: true })
    }
  }
  throw new DataDirLockedError(`No se pudo tomar el bloqueo de ${dir}.`)
}
