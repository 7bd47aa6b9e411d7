/**
 * The bound on a plan's CFTEA the seller sets (store_meta `max_cftea_percent`, issue 32 item 2):
 * a product whose instalment list passes it is refused (domain/admin/price-checks.ts).
 */
import { DEFAULT_MAX_CFTEA_PERCENT } from '#domain/admin/price-checks.ts'
import type { Executor } from '../db/database.ts'
import { metaRepository } from '../db/store-meta-repository.ts'

const KEY = 'max_cftea_percent'

export async function maxCfteaPercent(db: Executor): Promise<number> {
  const stored = Number(await metaRepository(db).get(KEY))
  return Number.isFinite(stored) && stored > 0 ? stored : DEFAULT_MAX_CFTEA_PERCENT
}

export async function setMaxCfteaPercent(db: Executor, percent: number): Promise<void> {
  await metaRepository(db).set(KEY, String(percent))
}
