/**
 * What /api/health asks of the database. On PostgreSQL a `select 1` answered 200 while one
 * frozen backend held the order counter's lock and every order queued behind it: the probe
 * takes that lock as an order would, for at most a second. Orders hold it for milliseconds
 * (the longest wait measured under 200 orders/s was 0.3 s, docs/decisions/018), so a probe that
 * cannot get it within a second means orders are stuck. The embedded database has no other
 * sessions: answering at all is the check.
 */
import { ping, type Database } from '../db/database.ts'
import { ordersRepository } from '../orders/orders-repository.ts'

const COUNTER_LOCK_WAIT_MS = 1000

export async function checkDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') return ping(database.db)
  await database.db.transaction((tx) => ordersRepository(tx).lockCounterWithin(COUNTER_LOCK_WAIT_MS))
}
