/**
 * The process entry: validate configuration, open the database, seed the demo catalogue when
 * empty, serve the API and the pages on one port, and close cleanly on SIGTERM/SIGINT — also
 * when a signal or a failure arrives half-way through starting.
 */
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { ViteDevServer } from 'vite'
import { ConfigError, loadEnv } from '#config/env.server.ts'
import { buildApp } from './app.ts'
import { openDatabase, type Database } from './db/database.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import { asDataDirError } from './db/storage-errors.ts'
import { registerPages } from './pages.ts'
import { createMailTransport, type MailTransport } from './services/mail-transport.ts'
import { startOutboxSender, type OutboxSender } from './services/outbox-sender.ts'
import { seedDemoIfEmpty } from './services/seed-service.ts'
import { createServices } from './services/services.ts'

const log = (message: string) => console.log(`[tienda] ${message}`)

/** What is open so far; closed in reverse order whatever stage start-up reached. */
const open: {
  app?: FastifyInstance
  vite?: ViteDevServer | undefined
  sender?: OutboxSender
  transport?: MailTransport
  database?: Database
} = {}
let stopping = false
/** DATA_DIR, absolute, once the configuration is read: names the folder when it cannot be written. */
let dataDir: string | undefined

async function closeAll(): Promise<void> {
  const steps: (() => Promise<unknown> | unknown)[] = [
    () => open.app?.close(),
    () => open.vite?.close(),
    () => open.sender?.stop(),
    () => open.transport?.close(),
    () => open.database?.close(),
  ]
  for (const step of steps) {
    try {
      await step()
    } catch (error) {
      console.error('[tienda] Error al cerrar:', error)
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
  dataDir = path.resolve(env.DATA_DIR)
  // From here on a signal closes whatever has been opened, even mid-start.
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))

  open.database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, log })
  const database = open.database
  log(`Base de datos: ${database.kind} (${database.location})`)
  const services = createServices(env, database)
  open.transport = createMailTransport(env)
  open.sender = startOutboxSender({ database, transport: open.transport, log })
  log(`Correo: ${open.transport.description}`)
  if (env.SEED_DEMO) {
    const seed = await seedDemoIfEmpty(database)
    if (seed.seeded) log(`Catálogo de demostración cargado: ${seed.products} productos`)
  }
  open.app = await buildApp({ services, logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL } })
  open.vite = await registerPages(open.app, { services, mode: env.NODE_ENV === 'development' ? 'development' : 'production' })

  try {
    await open.app.listen({ port: env.PORT, host: env.HOST })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new ConfigError(`PORT: el puerto ${env.PORT} ya está en uso.`)
    throw error
  }
  const address = open.app.server.address() as AddressInfo
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
  log(`Lista en http://${host}:${address.port} (${Math.round(performance.now() - startedAt)} ms)`)
}

main().catch(async (error: unknown) => {
  const storage = dataDir === undefined ? undefined : asDataDirError(error, dataDir)
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`[tienda] ${error.message}`)
  } else if (storage) {
    console.error(`[tienda] ${storage.message}`)
  } else {
    console.error('[tienda] No se pudo iniciar:', error)
  }
  if (!stopping) {
    stopping = true
    await closeAll()
  }
  process.exit(1)
})
