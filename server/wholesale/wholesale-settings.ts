/**
 * The resellers' minimum order (store_meta `reseller_minimum_order`, issue 33 item 2): pesos
 * with IVA included, 0 when there is none. A stored value that is not a valid amount reads as 0,
 * so a damaged row never blocks resellers' orders.
 */
import { isMinimumOrderAmount } from '#domain/wholesale/minimum-order.ts'
import type { Executor } from '../db/database.ts'
import { metaRepository } from '../db/store-meta-repository.ts'

const KEY = 'reseller_minimum_order'

export async function resellerMinimumOrder(db: Executor): Promise<number> {
  const stored = await metaRepository(db).get(KEY)
  if (stored === undefined || !/^\d+(\.\d+)?$/.test(stored)) return 0
  const amount = Number(stored)
  return isMinimumOrderAmount(amount) ? amount : 0
}

export async function setResellerMinimumOrder(db: Executor, amount: number): Promise<void> {
  if (!isMinimumOrderAmount(amount)) throw new RangeError(`Not a minimum order amount: ${amount}`)
  await metaRepository(db).set(KEY, String(amount))
}
