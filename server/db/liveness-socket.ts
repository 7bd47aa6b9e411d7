/**
 * Proof that the owner of DATA_DIR's lock is alive: a Unix socket it listens on inside DATA_DIR.
 * The kernel closes a process's sockets the moment it dies — before a parent reaps it, whatever
 * pid the next process gets, whatever host name a recreated container has — so a connection
 * refused on the owner's socket means the owner is gone, and an accepted one that it lives. The
 * kernel completes the connection from the socket's queue, so an owner busy on a long query
 * still answers. Any process that sees the same directory (another container on the same
 * volume) reaches the same socket; a network file system shared between machines does not carry
 * sockets, which is why the embedded database wants a local disk (docs/database.md).
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** What a connection to an owner's socket says about the owner. */
export type Liveness = 'alive' | 'dead' | 'no-socket' | 'unknown'

export interface LivenessSocket {
  /** the socket's file name inside the directory, recorded in the lock */
  name: string
  close(): void
}

// A socket address holds at most 104 bytes on macOS and 108 on Linux, and Node cuts a longer one
// short without a word (listening somewhere else). Longer paths go through a short symbolic link
// to the directory: the socket itself is still created in, and found through, the directory.
// The staff command line's socket (server/admin/staff-command-socket.ts) is reached the same way.
const MAX_SOCKET_PATH = 100
const PROBE_TIMEOUT_MS = 2_000

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code

export async function throughShortPath<T>(dir: string, name: string, use: (socketPath: string) => Promise<T>): Promise<T> {
  const direct = path.join(dir, name)
  if (Buffer.byteLength(direct) <= MAX_SOCKET_PATH) return use(direct)
  const aliasDir = mkdtempSync(path.join(os.tmpdir(), 'tienda-'))
  const alias = path.join(aliasDir, 'd')
  symlinkSync(dir, alias, 'dir')
  try {
    return await use(path.join(alias, name))
  } finally {
    rmSync(aliasDir, { recursive: true, force: true })
  }
}

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

/**
 * Listens on a new socket in `dir`. Null when the file system takes no sockets (some network and
 * FUSE mounts): the lock then names only a pid and a host, as the store's older versions did.
 */
export async function openLivenessSocket(dir: string): Promise<LivenessSocket | null> {
  const name = `.lock.${randomBytes(6).toString('hex')}.sock`
  // Each probe is accepted and dropped at once; the process never waits for it to end.
  const server = net.createServer((connection) => connection.destroy())
  try {
    await throughShortPath(dir, name, (socketPath) => listen(server, socketPath))
  } catch {
    server.close()
    return null
  }
  try {
    // Only the same user (the store, its staff command line) needs to connect.
    chmodSync(path.join(dir, name), 0o600)
  } catch {
    // A file system without modes: the directory's own permissions still apply.
  }
  server.unref()
  server.on('error', () => undefined)
  return {
    name,
    close() {
      server.close()
      rmSync(path.join(dir, name), { force: true })
    },
  }
}

/** Connects once to the socket `name` in `dir`. */
export function probeLivenessSocket(dir: string, name: string): Promise<Liveness> {
  return throughShortPath(
    dir,
    name,
    (socketPath) =>
      new Promise<Liveness>((resolve) => {
        const connection = net.connect(socketPath)
        const settle = (liveness: Liveness) => {
          clearTimeout(timer)
          connection.destroy()
          resolve(liveness)
        }
        const timer = setTimeout(() => settle('unknown'), PROBE_TIMEOUT_MS)
        connection.once('connect', () => settle('alive'))
        connection.once('error', (error) => {
          const code = errorCode(error)
          // Refused: nothing listens on that socket any more, its owner is dead. Missing: someone
          // removed it, which proves nothing. A full queue (EAGAIN) means someone is there.
          if (code === 'ECONNREFUSED') settle('dead')
          else if (code === 'ENOENT') settle('no-socket')
          else if (code === 'EAGAIN') settle('alive')
          else settle('unknown')
        })
      }),
  )
}
