/**
 * PGlite is one process's database: two processes writing the same directory would corrupt it.
 * The store holds an exclusive lock file, DATA_DIR/.lock, naming its pid, its host and a socket it
 * listens on in the same directory (server/db/liveness-socket.ts); a second process refuses to
 * start, naming the directory. The lock of an owner whose socket refuses connections is taken
 * over: the kernel closed it when the owner died, so a kill -9, a zombie nobody reaps, a pid
 * given to another process or a container recreated with another host name never keep the store
 * down. A lock written by an older store (pid and host only) is judged by its pid, as then.
 *
 * Every step another process could interleave with is one atomic file-system operation:
 *
 * - Taking a free lock: the owner is written and flushed to a private temporary file, which is
 *   then link()ed to `.lock`; link fails if `.lock` exists. So `.lock` never exists empty or
 *   half-written, and nobody can mistake a lock being written for one left by a crash. The owner
 *   listens on its socket before the file exists, so a lock never names a socket not yet open.
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
import { setTimeout as sleep } from 'node:timers/promises'
import { openLivenessSocket, probeLivenessSocket, type Liveness, type LivenessSocket } from './liveness-socket.ts'

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

interface LockOwner {
  pid: number
  host: string
  /** the owner's liveness socket in the same directory; absent in an older store's lock */
  socket?: string
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

// Directories this process has locked. For a lock without a socket: one naming our own pid that
// is not in this set was left by an earlier process that had the same pid (containers start with
// the same pids every time), so it is stale, not ours.
const heldHere = new Set<string>()

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return errorCode(error) === 'EPERM'
  }
  return !isZombie(pid)
}

/** A process that has ended but is still in the table (Linux's /proc says Z, or X while it goes). */
function isZombie(pid: number): boolean {
  try {
    return /^\d+ \(.*\) [ZX]/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

// Only a plain file name in the lock's own directory is ever probed or removed.
const SOCKET_NAME = /^\.lock\.[0-9a-f]+\.sock$/

function parseOwner(text: string): LockOwner | null {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return null
    const socket = typeof owner.socket === 'string' && SOCKET_NAME.test(owner.socket) ? owner.socket : undefined
    return socket ? { pid: owner.pid, host: owner.host, socket } : { pid: owner.pid, host: owner.host }
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

/** 'waiting': nobody may take it yet, but that may change within moments; look again. */
type Verdict = 'held' | 'stale' | 'waiting'

/** An owner without a socket to ask (an older store's lock, or its socket removed by hand). */
function judgeByPid(owner: LockOwner, heldByUs: boolean): Verdict {
  // Another host's process cannot be checked from here: only an operator can say it is gone.
  if (owner.host !== os.hostname()) return 'held'
  if (owner.pid === process.pid) return heldByUs ? 'held' : 'stale'
  return isAlive(owner.pid) ? 'held' : 'stale'
}

/** `heldByUs`: whether this process holds this lock right now (its own pid is then no proof of staleness). */
async function judge(dir: string, lock: LockFile, heldByUs: boolean): Promise<Verdict> {
  if (lock.owner === null) return lock.ageMs > UNREADABLE_GRACE_MS ? 'stale' : 'waiting'
  if (!lock.owner.socket) return judgeByPid(lock.owner, heldByUs)
  const liveness: Liveness = await probeLivenessSocket(dir, lock.owner.socket)
  if (liveness === 'dead') return 'stale'
  if (liveness === 'no-socket') return judgeByPid(lock.owner, heldByUs)
  // An owner killed a moment ago can show as a zombie while its last threads still hold its
  // files, the socket among them: they are closed within moments.
  if (liveness === 'alive' && lock.owner.host === os.hostname() && !isAlive(lock.owner.pid)) return 'waiting'
  // Alive, or not sure (no permission to connect, no answer): never take a lock on a doubt.
  return 'held'
}

/** Writes this process's owner record to a new private file beside the lock, flushed to disk. */
function writeOwnerFile(dir: string, socket: LivenessSocket | null): string {
  const file = path.join(dir, `.lock.${process.pid}.${randomBytes(6).toString('hex')}.tmp`)
  // Owner-only, like everything else in DATA_DIR.
  const fd = openSync(file, 'wx', 0o600)
  try {
    const owner: LockOwner = { pid: process.pid, host: os.hostname(), ...(socket ? { socket: socket.name } : {}) }
    writeSync(fd, JSON.stringify(owner))
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
function removeIfSame(file: string, expected: LockFile): boolean {
  const aside = `${file}.stale-${process.pid}-${randomBytes(6).toString('hex')}`
  try {
    renameSync(file, aside)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false
    throw error
  }
  const moved = inspect(aside)
  // Someone replaced it between our look and the rename: put theirs back (link fails only if a
  // third process has taken the name meanwhile, and then that one holds it).
  const same = !moved || sameFile(moved, expected)
  if (!same) placeIfAbsent(aside, file)
  rmSync(aside, { force: true })
  return same
}

/**
 * Moves the stale `.lock` aside while holding `.lock.takeover`, and removes its dead owner's
 * socket. False when another process is taking over right now (the caller pauses and looks again).
 */
async function takeOver(dir: string, file: string, stale: LockFile, ownerFile: string): Promise<boolean> {
  const mutex = `${file}.takeover`
  if (!placeIfAbsent(ownerFile, mutex)) {
    // A takeover lasts microseconds; one whose process died half-way is cleared the same way.
    const holder = inspect(mutex)
    if (holder && (await judge(dir, holder, false)) === 'stale') removeIfSame(mutex, holder)
    return false
  }
  const ours = inspect(mutex)
  try {
    const current = inspect(file)
    // Only the file judged stale is moved: if it was released and taken meanwhile, leave it.
    if (current && sameFile(current, stale) && removeIfSame(file, stale) && stale.owner?.socket) {
      rmSync(path.join(dir, stale.owner.socket), { force: true })
    }
    return true
  } finally {
    const still = inspect(mutex)
    if (still && ours && sameFile(still, ours)) rmSync(mutex, { force: true })
  }
}

function lockedError(dir: string, owner: LockOwner): DataDirLockedError {
  return new DataDirLockedError(
    `El directorio de datos ${dir} está en uso por otro proceso (pid ${owner.pid} en ${owner.host}). ` +
      'La base embebida admite un solo servidor; para varios, use DATABASE_URL con PostgreSQL.',
  )
}

/**
 * Takes the lock or throws DataDirLockedError naming the directory. Returns the release function,
 * which removes the lock and closes the socket (ending the process does the same for the socket,
 * and the lock it leaves is then taken over).
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const dir = path.resolve(dataDir)
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, '.lock')
  const deadline = Date.now() + ACQUIRE_TIMEOUT_MS
  const socket = await openLivenessSocket(dir)
  let ownerFile: string | undefined
  let won = false
  try {
    ownerFile = writeOwnerFile(dir, socket)
    for (;;) {
      if (placeIfAbsent(ownerFile, file)) {
        const mine = inspect(file)
        if (!mine) throw new DataDirLockedError(`El bloqueo de ${dir} desapareció apenas tomado: ¿otro proceso lo borró?`)
        heldHere.add(dir)
        won = true
        let released = false
        return () => {
          if (released) return
          released = true
          heldHere.delete(dir)
          // Nobody replaces a live owner's lock, so the file is still ours unless removed by hand.
          const current = inspect(file)
          if (current && sameFile(current, mine)) rmSync(file, { force: true })
          socket?.close()
        }
      }
      const current = inspect(file)
      if (!current) continue // released between our two looks
      const verdict = await judge(dir, current, heldHere.has(dir))
      if (verdict === 'held') {
        // Judged while it was being replaced (a takeover by someone else): look again.
        const now = inspect(file)
        if (now && !sameFile(now, current)) continue
        throw lockedError(dir, current.owner!)
      }
      const progressed = verdict === 'stale' && (await takeOver(dir, file, current, ownerFile))
      if (Date.now() > deadline) {
        throw new DataDirLockedError(
          `No se pudo tomar el bloqueo del directorio de datos ${dir}: ${file} no se puede leer o ` +
            'lo está tomando otro proceso. Si ningún servidor usa ese directorio, borre el archivo.',
        )
      }
      if (!progressed) await sleep(PAUSE_MS)
    }
  } finally {
    if (ownerFile) rmSync(ownerFile, { force: true })
    if (!won) socket?.close()
  }
}
