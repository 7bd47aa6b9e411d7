/**
 * Opens the store's database: embedded PGlite under DATA_DIR by default, a PostgreSQL server
 * when DATABASE_URL is set. Same schema, same migrations, same queries on both.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { projectRoot } from '../shared/project-root.ts'
import { makePrivateDir, makeTreePrivate } from '../shared/private-data-dir.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { createPostgresPool, STORE_APPLICATION_NAME, type PostgresTimeouts } from './postgres-pool.ts'
import { asDataDirError } from './storage-errors.ts'
import * as schema from './schema/index.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
/** The handle a repository receives: the database itself or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** where the data lives, for logs (never includes a password) */
  location: string
  /**
   * Runs start-up work (the demo seed) on a connection without the store's statement and lock
   * limits (postgres-pool.ts): it may take longer than a request, and waits for another
   * instance's seed. On the embedded database, the database itself.
   */
  withoutLimits<T>(work: (db: Db) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface DatabaseOptions {
  dataDir: string
  databaseUrl?: string | undefined
  /** pool size for PostgreSQL */
  poolSize?: number
  /** the store's limits on waiting for PostgreSQL (postgres-pool.ts); the staff command line sets none */
  timeouts?: PostgresTimeouts | undefined
  log?: (message: string) => void
}

const migrationsFolder = path.join(projectRoot, 'server/db/migrations')
// Any constant: instances starting together take turns running migrations.
const MIGRATION_LOCK_KEY = 7_245_001

function newPglite(dir: string): PGlite {
  return new PGlite(dir, { extensions: { unaccent, pg_trgm } })
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const dataDir = path.resolve(options.dataDir)
  // Before the lock file creates it with the default mode (the staff command line opens it too).
  makePrivateDir(dataDir)
  const release = await lockDataDir(dataDir)
  try {
    const finalDir = path.join(dataDir, 'pgdata')
    if (!existsSync(finalDir)) {
      // initdb and the first migrations run in a scratch folder that is renamed only when
      // complete, so a first start cut off half-way leaves nothing the next start trusts.
      const partialDir = path.join(dataDir, 'pgdata.partial')
      rmSync(partialDir, { recursive: true, force: true })
      mkdirSync(dataDir, { recursive: true })
      options.log?.(`Creando la base embebida en ${finalDir}`)
      const fresh = newPglite(partialDir)
      await fresh.waitReady
      await migratePglite(drizzlePglite({ client: fresh, schema }), { migrationsFolder })
      await fresh.close()
      renameSync(partialDir, finalDir)
    }
    const client = newPglite(finalDir)
    await client.waitReady
    makeTreePrivate(finalDir)
    const db = drizzlePglite({ client, schema })
    await migratePglite(db, { migrationsFolder })
    let closed = false
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      location: finalDir,
      withoutLimits: (work) => work(db as unknown as Db),
      async close() {
        if (closed) return
        closed = true
        try {
          await client.close()
        } finally {
          release()
        }
      },
    }
  } catch (error) {
    release()
    throw error
  }
}

/** `work` on a connection of its own, without the store's statement and lock limits, closed after. */
async function onUnlimitedConnection<T>(
  options: DatabaseOptions & { databaseUrl: string },
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: options.databaseUrl,
    ...(options.timeouts ? { connectionTimeoutMillis: options.timeouts.connectMs } : {}),
  })
  client.on('error', () => undefined)
  await client.connect()
  try {
    return await work(client)
  } finally {
    // Ending the session releases its advisory locks too.
    await client.end().catch(() => undefined)
  }
}

/** A migration may build an index for longer than a request may take, and waits for another instance's migrations. */
async function migratePostgres(options: DatabaseOptions & { databaseUrl: string }): Promise<void> {
  await onUnlimitedConnection(options, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder })
  })
}

async function openPostgres(options: DatabaseOptions & { databaseUrl: string }): Promise<Database> {
  await migratePostgres(options)
  const pool = createPostgresPool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    timeouts: options.timeouts,
    ...(options.timeouts ? { applicationName: STORE_APPLICATION_NAME } : {}),
  })
  // A server restart drops idle connections; the pool replaces them. Without this listener
  // the 'error' event would crash the process.
  pool.on('error', (error) => options.log?.(`PostgreSQL: conexión perdida (${error.message})`))
  const db = drizzlePg({ client: pool, schema })
  const url = new URL(options.databaseUrl)
  url.password = url.password ? '***' : ''
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    location: url.toString(),
    withoutLimits: (work) => onUnlimitedConnection(options, (client) => work(drizzlePg({ client, schema }) as unknown as Db)),
    close: () => pool.end(),
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres({ ...options, databaseUrl: options.databaseUrl })
  try {
    return await openPglite(options)
  } catch (error) {
    // Full disk, read-only or unwritable DATA_DIR: one line naming the directory. A first start
    // that fails this way leaves at most pgdata.partial, which the next start throws away.
    throw asDataDirError(error, path.resolve(options.dataDir)) ?? error
  }
}

/** Cheap liveness probe for /api/health. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}
