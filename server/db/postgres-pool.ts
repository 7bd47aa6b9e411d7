/**
 * The PostgreSQL pool of a running store, with limits on how long anything may wait on the
 * database. Without them a frozen server (or one frozen backend holding a lock every order
 * needs) kept every request waiting for as long as it stayed frozen.
 *
 * - `connectMs`: getting a connection — a free one from the pool or a new one from the server.
 * - `statementMs`: PostgreSQL's `statement_timeout`; the server cancels a statement that runs
 *   longer. A frozen server or backend cancels nothing, so a statement without an answer
 *   `statementMs` + 1 s after it was sent has its connection closed: the request fails, and the
 *   pool replaces the connection instead of handing the stuck one to the next request.
 * - `lockMs`: PostgreSQL's `lock_timeout`; a statement waiting longer for a lock (the order
 *   counter, a customer's lock) fails instead of queueing behind a stuck holder.
 *
 * The defaults come from measurements on a 100,000-product catalogue (docs/decisions/018).
 */
import pg from 'pg'

export interface PostgresTimeouts {
  connectMs: number
  statementMs: number
  lockMs: number
}

/** How long after its statement timeout an unanswered query is given up (the server's own cancel arrives within milliseconds). */
export const UNANSWERED_GRACE_MS = 1000
/** Names the store's connections in pg_stat_activity (the staff command line leaves its own unnamed). */
export const STORE_APPLICATION_NAME = 'tienda'

type QueryFunction = (...args: unknown[]) => unknown

/**
 * Closes the connection when a query has no answer within `limitMs`. Works for both forms the
 * pool and drizzle use: a callback as last argument, or a returned promise.
 */
function closeWhenUnanswered(client: pg.PoolClient, limitMs: number): void {
  const query = client.query.bind(client) as QueryFunction
  const watched: QueryFunction = (...args) => {
    const timer = setTimeout(() => {
      // With a query in flight, end() destroys the socket: the query and those queued behind it
      // fail at once ('Connection terminated') and the pool drops the client when released.
      client.end().catch(() => undefined)
    }, limitMs)
    timer.unref()
    const last = args[args.length - 1]
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        clearTimeout(timer)
        return (last as (...a: unknown[]) => unknown)(...results)
      }
      return query(...args)
    }
    const result = query(...args)
    if (result instanceof Promise)
      result.then(
        () => clearTimeout(timer),
        () => clearTimeout(timer),
      )
    else clearTimeout(timer)
    return result
  }
  ;(client as unknown as { query: QueryFunction }).query = watched
}

export function createPostgresPool(options: {
  connectionString: string
  max: number
  timeouts?: PostgresTimeouts | undefined
  applicationName?: string
}): pg.Pool {
  const { timeouts } = options
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    keepAlive: true,
    // No JIT: a search's statements run once each, and a broad one spent 30–35 ms of its time
    // compiling expressions (decision 035). The embedded database has no JIT to turn off.
    options: '-c jit=off',
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
    ...(timeouts
      ? { connectionTimeoutMillis: timeouts.connectMs, statement_timeout: timeouts.statementMs, lock_timeout: timeouts.lockMs }
      : {}),
  })
  pool.on('connect', (client) => {
    // A connection checked out by a request (between two statements of a transaction) gets a
    // lost server's error on the client, where no pool listener is attached: without this one a
    // restart of the server under load ends the process. The statement in progress fails on its
    // own (the request answers 500) and the pool drops the broken client when it is released.
    client.on('error', () => undefined)
    if (timeouts) closeWhenUnanswered(client, timeouts.statementMs + UNANSWERED_GRACE_MS)
  })
  return pool
}
