/**
 * Builds a whole store (database, services, Fastify app) for an integration test, on PGlite in a
 * temporary folder or on a fresh database of the PostgreSQL server named by TEST_DATABASE_URL.
 * Each call gets its own database, so test files never see each other's rows.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import pg from 'pg'
import { parseEnv, type Env } from '#config/env.server.ts'
import { buildApp } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/database.ts'
import { seedDemoIfEmpty } from '#server/demo/seed-service.ts'
import { createServices, type Services } from '#server/services.ts'

export type DatabaseKind = 'pglite' | 'postgres'

/** The databases this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export interface TestStore {
  kind: DatabaseKind
  env: Env
  database: Database
  services: Services
  app: FastifyInstance
  dataDir: string
  close(): Promise<void>
}

export async function createTestDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `store_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

export interface TestStoreOptions {
  seed?: boolean
  env?: Record<string, string>
  /** serve the pages too, from the production build (built first when missing) */
  pages?: boolean
  /** a logger for the app (server/shared/logger.ts); none by default */
  logger?: FastifyBaseLogger
}

export async function createTestStore(kind: DatabaseKind, options: TestStoreOptions = {}): Promise<TestStore> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-test-'))
  const pgDatabase = kind === 'postgres' ? await createTestDatabaseUrl() : undefined
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
    ...options.env,
  })
  const database = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL, poolSize: 4 })
  if (options.seed !== false) await seedDemoIfEmpty(database)
  const services = createServices(env, database)
  const app = await buildApp({ services, ...(options.logger !== undefined ? { logger: options.logger } : {}) })
  if (options.pages) {
    // Imported here: most tests never load React Router's build.
    const [{ ensurePageBuild }, { registerPages }] = await Promise.all([
      import('./spawn-server.ts'),
      import('#server/pages/pages.ts'),
    ])
    await ensurePageBuild()
    await registerPages(app, { services, mode: 'production' })
  }
  await app.ready()
  return {
    kind,
    env,
    database,
    services,
    app,
    dataDir,
    async close() {
      await app.close()
      await database.close()
      await pgDatabase?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
