/**
 * PGlite is one process's database: two processes writing the same directory would corrupt it.
 * The store holds an exclusive lock file, DATA_DIR/.lock, naming its pid and host; a second
 * process refuses to start, naming the directory. A lock left by a dead process is taken over.
 *
 * Every step another process could interleave with is one atomic file-system operation:
 *
 * - Taking a free lock: the owner is written and flushed to a private temporary file, which is
 *   then link()ed to `.lock`; link fails if `.lock` exists. So `.lock` never exists empty or
 *   half-written, and nobody can mistake a lock being written for one left by a crash.
 * - Taking over a stale lock: only while holding `.lock.takeover` (taken the same way), the stale
 *   file is renamed aside — after checking it is still the very file (same inode) that was judged
 *   stale — and the free-lock step is tried again. Two processes that find the same stale lock
 *   take turns: the second finds the first's new lock, alive, and stops; nobody ever removes a
 *   lock it did not judge stale.
 *
 * A `.lock` that cannot be read (written by an older version of the store, which created the
 * file first and wrote the pid after, or damaged by a crash of the machine) is given a moment
 * to be completed; if it stays unreadable it is stale.
 */
import {
  closeSync,
  constants,
  copyFileSync,
  fstatSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

interface LockOwner {
  pid: number
  host: string
}

/** One lock file as read: which file (device and inode) and who it names (null: unreadable). */
interface LockFile {
  dev: bigint
  ino: bigint
  ageMs: number
  owner: LockOwner | null
}

/** An unreadable lock younger than this may still be being written (by an older version). */
export const UNREADABLE_GRACE_MS = 2_000
/** How long to keep trying while a lock is being written or taken over by someone else. */
const ACQUIRE_TIMEOUT_MS = 5_000
const PAUSE_MS = 20

// Directories this process has locked. A lock file naming our own pid that is not in this set
// was left by an earlier process that had the same pid (containers start with the same pids
// every time), so it is stale, not ours.
const heldHere = new Set<string>()

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return errorCode(error) === 'EPERM'
  }
}

/** Blocks the thread: lockDataDir runs once at start-up, before anything else is served. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

function parseOwner(text: string): LockOwner | null {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host } : null
  } catch {
    return null
  }
}

/** The lock file at `file` as it is now; undefined when there is none. */
function inspect(file: string): LockFile | undefined {
  let fd: number
  try {
    fd = openSync(file, 'r')
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined
    throw error
  }
  try {
    // Inode and contents from one open file: they describe the same lock.
    const stat = fstatSync(fd, { bigint: true })
    const ageMs = Date.now() - Number(stat.mtimeMs)
    return { dev: stat.dev, ino: stat.ino, ageMs, owner: parseOwner(readFileSync(fd, 'utf8')) }
  } finally {
    closeSync(fd)
  }
}

const sameFile = (a: Pick<LockFile, 'dev' | 'ino'>, b: Pick<LockFile, 'dev' | 'ino'>) => a.dev === b.dev && a.ino === b.ino

type Verdict = 'held' | 'stale' | 'being-written'

/** `heldByUs`: whether this process holds this lock right now (its own pid is then no proof of staleness). */
function judge(lock: LockFile, heldByUs: boolean): Verdict {
  if (lock.owner === null) return lock.ageMs > UNREADABLE_GRACE_MS ? 'stale' : 'being-written'
  // Another host's process cannot be checked from here: only an operator can say it is gone.
  if (lock.owner.host !== os.hostname()) return 'held'
  if (lock.owner.pid === process.pid) return heldByUs ? 'held' : 'stale'
  return isAlive(lock.owner.pid) ? 'held' : 'stale'
}

/** Writes this process's owner record to a new private file beside the lock, flushed to disk. */
function writeOwnerFile(dir: string): string {
  const file = path.join(dir, `.lock.${process.pid}.${randomBytes(6).toString('hex')}.tmp`)
  const fd = openSync(file, 'wx')
  try {
    writeSync(fd, JSON.stringify({ pid: process.pid, host: os.hostname() }))
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  return file
}

/** Puts the complete file `from` at `to` unless `to` exists; false when it does. */
function placeIfAbsent(from: string, to: string): boolean {
  try {
    linkSync(from, to)
    return true
  } catch (error) {
    const code = errorCode(error)
    if (code === 'EEXIST') return false
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error
  }
  // A file system without hard links: an exclusive copy is still exclusive; its contents appear
  // a moment after the file, which is what the grace for unreadable locks is for.
  try {
    copyFileSync(from, to, constants.COPYFILE_EXCL)
    return true
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false
    throw error
  }
}

/** Removes `file` only if it is still `expected`: renamed aside first, so the check cannot race. */
function removeIfSame(file: string, expected: LockFile): void {
  const aside = `${file}.stale-${process.pid}-${randomBytes(6).toString('hex')}`
  try {
    renameSync(file, aside)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return
    throw error
  }
  const moved = inspect(aside)
  // Someone replaced it between our look and the rename: put theirs back (link fails only if a
  // third process has taken the name meanwhile, and then that one holds it).
  if (moved && !sameFile(moved, expected)) placeIfAbsent(aside, file)
  rmSync(aside, { force: true })
}

/**
 * Moves the stale `.lock` aside while holding `.lock.takeover`. False when another process is
 * taking over right now (the caller pauses and looks again).
 */
function takeOver(file: string, stale: LockFile, ownerFile: string): boolean {
  const mutex = `${file}.takeover`
  if (!placeIfAbsent(ownerFile, mutex)) {
    // A takeover lasts microseconds; one whose process died half-way is cleared the same way.
    const holder = inspect(mutex)
    if (holder && judge(holder, false) === 'stale') removeIfSame(mutex, holder)
    return false
  }
  const ours = inspect(mutex)
  try {
    const current = inspect(file)
    // Only the file judged stale is moved: if it was released and taken meanwhile, leave it.
    if (current && sameFile(current, stale)) removeIfSame(file, stale)
    return true
  } finally {
    const still = inspect(mutex)
    if (still && ours && sameFile(still, ours)) rmSync(mutex, { force: true })
  }
}

function lockedError(dir: string, file: string, owner: LockOwner): DataDirLockedError {
  return new DataDirLockedError(
    `El directorio de datos ${dir} está en uso por otro proceso (pid ${owner.pid} en ${owner.host}). ` +
      'La base embebida admite un solo servidor; para varios, use DATABASE_URL con PostgreSQL. ' +
      `Si ese proceso ya no existe (por ejemplo, el contenedor se recreó con otro nombre de host), borre ${file}.`,
  )
}

/** Takes the lock or throws DataDirLockedError naming the directory. Returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir)
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, '.lock')
  const deadline = Date.now() + ACQUIRE_TIMEOUT_MS
  const ownerFile = writeOwnerFile(dir)
  try {
    for (;;) {
      if (placeIfAbsent(ownerFile, file)) {
        const mine = inspect(file)
        if (!mine) throw new DataDirLockedError(`El bloqueo de ${dir} desapareció apenas tomado: ¿otro proceso lo borró?`)
        heldHere.add(dir)
        let released = false
        return () => {
          if (released) return
          released = true
          heldHere.delete(dir)
          // Nobody replaces a live owner's lock, so the file is still ours unless removed by hand.
          const current = inspect(file)
          if (current && sameFile(current, mine)) rmSync(file, { force: true })
        }
      }
      const current = inspect(file)
      if (!current) continue // released between our two looks
      const verdict = judge(current, heldHere.has(dir))
      if (verdict === 'held') throw lockedError(dir, file, current.owner!)
      const progressed = verdict === 'stale' && takeOver(file, current, ownerFile)
      if (Date.now() > deadline) {
        throw new DataDirLockedError(
          `No se pudo tomar el bloqueo del directorio de datos ${dir}: ${file} no se puede leer o ` +
            'lo está tomando otro proceso. Si ningún servidor usa ese directorio, borre el archivo.',
        )
      }
      if (!progressed) pause(PAUSE_MS)
    }
  } finally {
    rmSync(ownerFile, { force: true })
  }
}
