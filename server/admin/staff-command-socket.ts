/**
 * The staff command line's way into a store that holds the embedded database: PGlite is one
 * process's, so `npm run staff -- add-staff` cannot open it while the store runs
 * (server/db/data-dir-lock.ts). The store listens on a Unix socket inside DATA_DIR and runs the
 * account commands there, with its own database (docs/decisions/051-first-administrator-with-a-setup-code.md).
 *
 * Local only, and the store's user's only: the socket is a file in DATA_DIR (0700) with mode
 * 0600, which Linux checks on connect, and each request must carry the key written beside it
 * (0600 too), which holds where a system ignores a socket's mode. With DATABASE_URL the command
 * line opens PostgreSQL itself, and no socket is opened.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { chmodSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { AppError } from '../shared/errors.ts'
import { throughShortPath } from '../db/liveness-socket.ts'
import { COMMAND_LINE_ACTOR } from './audit-actor.ts'
import type { AdminStaffAccounts } from './admin-staff-accounts.ts'
import type { StaffMember } from './admin-staff-repository.ts'
import {
  MAX_REQUEST_BYTES,
  STAFF_KEY_NAME,
  STAFF_SOCKET_NAME,
  staffCommandRequest,
  type StaffCommandMember,
  type StaffCommandReply,
} from './staff-command-protocol.ts'

/** A command that has not sent its whole line by then is not a command line's. */
const REQUEST_TIMEOUT_MS = 30_000

export interface StaffCommandSocket {
  close(): void
}

export interface StaffCommandSocketOptions {
  dataDir: string
  accounts: Pick<AdminStaffAccounts, 'addOrReset' | 'list'>
  /** one line per command run (never a password) */
  log: (message: string) => void
}

const travelling = (member: StaffMember): StaffCommandMember => ({
  email: member.email,
  role: member.role,
  disabled: member.disabled,
  createdAt: member.createdAt.toISOString(),
  passwordChangedAt: member.passwordChangedAt.toISOString(),
})

function keyMatches(expected: Buffer, given: string): boolean {
  const candidate = Buffer.from(given)
  return candidate.length === expected.length && timingSafeEqual(candidate, expected)
}

async function answer(
  line: string,
  key: Buffer,
  { accounts, log }: Pick<StaffCommandSocketOptions, 'accounts' | 'log'>,
): Promise<StaffCommandReply> {
  let json: unknown
  try {
    json = JSON.parse(line)
  } catch {
    return { ok: false, message: 'Pedido ilegible.' }
  }
  const parsed = staffCommandRequest.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { ok: false, message: `Pedido inválido: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim() }
  }
  const request = parsed.data
  if (!keyMatches(key, request.key)) return { ok: false, message: `La clave no coincide con ${STAFF_KEY_NAME} de la tienda.` }
  try {
    if (request.command === 'list-staff')
      return { ok: true, command: 'list-staff', members: (await accounts.list()).map(travelling) }
    const outcome = await accounts.addOrReset(COMMAND_LINE_ACTOR, {
      email: request.email,
      role: request.role,
      password: request.password,
    })
    log(
      `Línea de comandos: ${outcome.created ? 'cuenta del personal creada' : 'contraseña cambiada'} para ${outcome.member.email}`,
    )
    return {
      ok: true,
      command: 'add-staff',
      created: outcome.created,
      member: travelling(outcome.member),
      endedSessions: outcome.endedSessions,
    }
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message }
    throw error
  }
}

function serve(connection: net.Socket, key: Buffer, options: StaffCommandSocketOptions): void {
  connection.setTimeout(REQUEST_TIMEOUT_MS, () => connection.destroy())
  connection.on('error', () => undefined)
  let received = ''
  let handled = false
  connection.setEncoding('utf8')
  connection.on('data', (chunk: string) => {
    if (handled) return
    received += chunk
    const end = received.indexOf('\n')
    if (end === -1) {
      if (Buffer.byteLength(received) > MAX_REQUEST_BYTES) connection.destroy()
      return
    }
    handled = true
    answer(received.slice(0, end), key, options)
      .catch((error: unknown): StaffCommandReply => {
        options.log(`Línea de comandos: error inesperado (${(error as Error).message})`)
        return { ok: false, message: 'Error inesperado en la tienda; vea su registro.' }
      })
      .then((reply) => connection.end(`${JSON.stringify(reply)}\n`))
  })
}

/**
 * Writes a new key and listens on DATA_DIR's command socket; null when the file system takes no
 * sockets (the command line then says to stop the store, as before).
 */
export async function openStaffCommandSocket(options: StaffCommandSocketOptions): Promise<StaffCommandSocket | null> {
  const dir = path.resolve(options.dataDir)
  const socketFile = path.join(dir, STAFF_SOCKET_NAME)
  const keyFile = path.join(dir, STAFF_KEY_NAME)
  const key = Buffer.from(randomBytes(32).toString('base64url'))
  // This process holds DATA_DIR's lock: a socket or key left there was a dead store's.
  rmSync(socketFile, { force: true })
  rmSync(keyFile, { force: true })
  writeFileSync(keyFile, key, { mode: 0o600, flag: 'wx' })
  const server = net.createServer((connection) => serve(connection, key, options))
  try {
    await throughShortPath(dir, STAFF_SOCKET_NAME, (socketPath) => {
      return new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(socketPath, () => {
          server.off('error', reject)
          resolve()
        })
      })
    })
  } catch {
    server.close()
    rmSync(keyFile, { force: true })
    return null
  }
  try {
    chmodSync(socketFile, 0o600)
  } catch {
    // A file system without modes: DATA_DIR's own permissions and the key still apply.
  }
  server.unref()
  server.on('error', () => undefined)
  return {
    close() {
      server.close()
      rmSync(socketFile, { force: true })
      rmSync(keyFile, { force: true })
    },
  }
}
