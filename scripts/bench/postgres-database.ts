/**
 * A database of its own on a PostgreSQL server for one store under test: created empty, named
 * after the store, dropped when the benchmark ends (on failure and Ctrl-C too). The server is the
 * one the integration tests use unless `--postgres URL` names another.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { onCleanup } from './processes.ts'

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test'

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, application_name: 'tienda-bench' })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Creates `bench_<label>_<random>` and returns its URL; the drop is registered for the end. */
export async function createBenchDatabase(serverUrl: string, label: string): Promise<{ url: string; name: string }> {
  const name = `bench_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`))
  onCleanup(`database ${name}`, () =>
    onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  )
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), name }
}

/** The server's version line, for the report. */
export function postgresVersion(serverUrl: string): Promise<string> {
  return onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ v: string }>(`SELECT current_setting('server_version') AS v`)
    return `PostgreSQL ${rows[0]?.v ?? '?'}`
  })
}
