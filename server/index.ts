/**
 * The process entry: validate configuration, open the database, seed the demo catalogue when
 * empty, serve the API and the pages on one port, and close cleanly on SIGTERM/SIGINT — also
 * when a signal or a failure arrives half-way through starting.
 */
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import type { ViteDevServer } from 'vite'
import { ConfigError, loadEnv } from '#config/env.server.ts'
import { mailSetupLine } from '#config/mail-setup.ts'
import { buildApp } from './app.ts'
import { openDatabase, type Database } from './db/database.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import { asDataDirError } from './db/storage-errors.ts'
import { chooseLogFormat, createLogger, requestLogLevel, storeLogger, type LogFormat } from './shared/logger.ts'
import { registerPages } from './pages/pages.ts'
import { createFilesPrivately, makePrivateDir } from './shared/private-data-dir.ts'
import { createMailTransport, type MailTransport } from './mail/mail-transport.ts'
import { startOutboxSender, type OutboxSender } from './mail/outbox-sender.ts'
import { startRestockDispatcher, type RestockDispatcher } from './shopper-lists/restock-dispatcher.ts'
import { startPaymentWorker, type PaymentWorker } from './payments/payment-worker.ts'
import { seedDemoIfEmpty } from './demo/seed-service.ts'
import { createServices } from './services.ts'
import { openStaffCommandSocket, type StaffCommandSocket } from './admin/staff-command-socket.ts'
import { setupCodeLines } from './admin/setup-code-log.ts'

// Until the configuration is read, LOG_FORMAT as given if it is a valid one: a wrong configuration
// is itself reported through this logger.
const givenFormat = process.env.LOG_FORMAT
let logger: Logger = createLogger({
  level: 'info',
  format: chooseLogFormat(givenFormat === 'pretty' || givenFormat === 'json' ? givenFormat : 'auto'),
})
let storeLog: Logger = storeLogger(logger)
const log = (message: string) => storeLog.info(message)

/** What is open so far; closed in reverse order whatever stage start-up reached. */
const open: {
  app?: FastifyInstance
  vite?: ViteDevServer | undefined
  sender?: OutboxSender
  restocks?: RestockDispatcher
  payments?: PaymentWorker
  transport?: MailTransport
  staffCommands?: StaffCommandSocket | null
  database?: Database
} = {}
let stopping = false
/** DATA_DIR, absolute, once the configuration is read: names the folder when it cannot be written. */
let dataDir: string | undefined

async function closeAll(): Promise<void> {
  const steps: (() => Promise<unknown> | unknown)[] = [
    () => open.app?.close(),
    () => open.vite?.close(),
    () => open.restocks?.stop(),
    () => open.payments?.stop(),
    () => open.sender?.stop(),
    () => open.transport?.close(),
    () => open.staffCommands?.close(),
    () => open.database?.close(),
  ]
  for (const step of steps) {
    try {
      await step()
    } catch (error) {
      storeLog.error({ err: error }, 'Error al cerrar')
    }
  }
}

async function stop(signal: string, code = 0): Promise<void> {
  if (stopping) return
  stopping = true
  log(`${signal}: cerrando`)
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  await closeAll()
  clearTimeout(force)
  process.exit(code)
}

async function main() {
  const startedAt = performance.now()
  const env = loadEnv()
  const format: LogFormat = chooseLogFormat(env.LOG_FORMAT)
  logger = createLogger({ level: env.LOG_LEVEL, format })
  storeLog = storeLogger(logger)
  dataDir = path.resolve(env.DATA_DIR)
  createFilesPrivately()
  const warning = makePrivateDir(dataDir)
  if (warning) storeLog.warn(`Aviso: ${warning}`)
  // From here on a signal closes whatever has been opened, even mid-start.
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))

  open.database = await openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    timeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: env.DATABASE_LOCK_TIMEOUT_MS,
    },
    log,
  })
  const database = open.database
  log(`Base de datos: ${database.kind} (${database.location})`)
  const services = createServices(env, database, { log: (message, error) => storeLog.error({ err: error }, message) })
  log(`Archivos: ${services.files.kind} (${services.files.location})`)
  if (!env.PUBLIC_URL)
    log(
      `Enlaces absolutos: PUBLIC_URL sin definir; se usa el Host pedido solo si es ${[...env.PUBLIC_HOSTS, 'localhost'].join(', ')} ` +
        '(PUBLIC_HOSTS), si no la dirección que recibió la conexión. En producción defina PUBLIC_URL.',
    )
  open.transport = createMailTransport(env)
  open.sender = startOutboxSender({ database, transport: open.transport, log })
  open.restocks = startRestockDispatcher({ stockAlerts: services.stockAlerts, log })
  if (services.payments.onlineEnabled) {
    open.payments = startPaymentWorker({
      payments: services.payments,
      reconciliation: services.paymentReconciliation,
      log: (message, error) => storeLog.error({ err: error }, message),
    })
    log(`Pagos en línea: Mercado Pago (${env.MERCADOPAGO_API_URL})`)
  }
  // One line, with the variables to set when orders reach no one; the back office's dashboard
  // says it too, in red, to the seller who never reads this log.
  log(mailSetupLine(env, open.transport.description))
  if (env.SEED_DEMO) {
    const seed = await seedDemoIfEmpty(database)
    if (seed.seeded) log(`Catálogo de demostración cargado: ${seed.products} productos`)
  }
  // The embedded database is this process's alone: the staff command line's account commands
  // come in through a socket in DATA_DIR instead (admin/staff-command-socket.ts).
  if (database.kind === 'pglite') {
    open.staffCommands = await openStaffCommandSocket({ dataDir: env.DATA_DIR, accounts: services.adminStaff, log })
  }
  // With no staff account yet, a one-time code lets the owner create the first administrator at /admin.
  const setupCode = await services.adminStaff.firstAdmin.prepare()
  open.app = await buildApp({ services, logger, requestLogLevel: requestLogLevel(format) })
  const mode = env.NODE_ENV === 'development' ? 'development' : 'production'
  open.vite = await registerPages(open.app, { services, mode })
  // React chose its build from NODE_ENV when it was imported; say which, so a slow start is seen.
  const react = process.env.NODE_ENV === 'production' ? 'de producción' : "de desarrollo (NODE_ENV no es 'production': más lento)"
  log(`Páginas: ${mode === 'development' ? 'Vite, recarga en caliente' : 'compilación de build/'}; React ${react}`)

  try {
    await open.app.listen({ port: env.PORT, host: env.HOST, listenTextResolver: (address) => `Escuchando en ${address}` })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new ConfigError(`PORT: el puerto ${env.PORT} ya está en uso.`)
    throw error
  }
  const address = open.app.server.address() as AddressInfo
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
  log(`Lista en http://${host}:${address.port} (${Math.round(performance.now() - startedAt)} ms)`)
  if (setupCode) for (const line of setupCodeLines(setupCode, `http://${host}:${address.port}`)) storeLog.warn(line)
}

main().catch(async (error: unknown) => {
  const storage = dataDir === undefined ? undefined : asDataDirError(error, dataDir)
  // A message for what the operator can fix; a stack only for what they cannot.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    storeLog.fatal(error.message)
  } else if (storage) {
    storeLog.fatal(storage.message)
  } else {
    storeLog.fatal({ err: error }, 'No se pudo iniciar')
  }
  if (!stopping) {
    stopping = true
    await closeAll()
  }
  process.exit(1)
})
