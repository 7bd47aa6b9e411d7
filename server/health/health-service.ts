/**
 * What a load balancer's probe asks (GET /api/health): which database this instance uses and
 * whether it answers within a few seconds, orders included (health-check.ts).
 */
import type { Database } from '../db/database.ts'
import { checkDatabase } from './health-check.ts'

const HEALTH_TIMEOUT_MS = 3000

/** Rejects when `promise` has not settled within `ms` (the promise itself is left to finish). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export interface HealthService {
  /** which database this instance uses */
  database: Database['kind']
  /** Rejects when the database does not answer in time. */
  check(): Promise<void>
}

export function healthService(database: Database, timeoutMs = HEALTH_TIMEOUT_MS): HealthService {
  return {
    database: database.kind,
    check: () => withTimeout(checkDatabase(database), timeoutMs),
  }
}
