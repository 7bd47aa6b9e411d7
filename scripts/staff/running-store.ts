/**
 * The account commands' way through a store that holds the embedded database: its command socket
 * in DATA_DIR (server/admin/staff-command-socket.ts), authenticated by the key file beside it,
 * which only the store's user can read. Undefined when no store answers there (none running, an
 * older store, a file system without sockets): the caller then says to stop the store, as before.
 */
import { readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { throughShortPath } from '#server/db/liveness-socket.ts'
import {
  STAFF_KEY_NAME,
  STAFF_SOCKET_NAME,
  type StaffCommandReply,
  type StaffCommandRequest,
} from '#server/admin/staff-command-protocol.ts'
import { CliError } from './cli-error.ts'

/** Hashing a password waits behind the store's sign-ins: generous, but never forever. */
const REPLY_TIMEOUT_MS = 60_000

type Request = StaffCommandRequest extends infer R ? (R extends unknown ? Omit<R, 'key'> : never) : never
type Success = Extract<StaffCommandReply, { ok: true }>

function readKey(dir: string): string | undefined {
  try {
    return readFileSync(path.join(dir, STAFF_KEY_NAME), 'utf8').trim()
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return undefined
    if (code === 'EACCES')
      throw new CliError(`No puede leer ${path.join(dir, STAFF_KEY_NAME)}: ejecute el comando con el usuario de la tienda.`)
    throw error
  }
}

function exchange(socketPath: string, line: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(socketPath)
    let received = ''
    const timer = setTimeout(() => {
      connection.destroy()
      reject(new CliError('La tienda no respondió a tiempo. Vea su registro e intente de nuevo.'))
    }, REPLY_TIMEOUT_MS)
    connection.setEncoding('utf8')
    connection.on('connect', () => connection.write(`${line}\n`))
    connection.on('data', (chunk: string) => (received += chunk))
    connection.on('end', () => {
      clearTimeout(timer)
      resolve(received)
    })
    connection.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer)
      // Nobody listens there: no store, or one that does not take commands.
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined)
      else if (error.code === 'EACCES')
        reject(
          new CliError(
            `No puede usar el socket de la tienda en ${path.dirname(socketPath)}: ejecute el comando con el usuario de la tienda.`,
          ),
        )
      else reject(new CliError(`No se pudo hablar con la tienda: ${error.message}`))
    })
  })
}

/** Sends `request` to the store running on DATA_DIR `dataDir`; its answer, or undefined when none is reachable. */
export async function askRunningStore<C extends Request['command']>(
  dataDir: string,
  request: Extract<Request, { command: C }>,
): Promise<Extract<Success, { command: C }> | undefined> {
  const dir = path.resolve(dataDir)
  const key = readKey(dir)
  if (key === undefined) return undefined
  const text = await throughShortPath(dir, STAFF_SOCKET_NAME, (socketPath) =>
    exchange(socketPath, JSON.stringify({ ...request, key })),
  )
  if (text === undefined) return undefined
  let reply: StaffCommandReply
  try {
    reply = JSON.parse(text) as StaffCommandReply
  } catch {
    throw new CliError('La tienda dio una respuesta ilegible. Vea su registro.')
  }
  if (!reply.ok) throw new CliError(reply.message)
  if (reply.command !== request.command) throw new CliError('La tienda respondió a otro comando.')
  return reply as Extract<Success, { command: C }>
}
