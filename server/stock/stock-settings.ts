/**
 * The store's setting "los pedidos descuentan stock" (store_meta `stock_follows_orders`): on unless
 * a seller whose stock comes from their own system through imports turns it off (decision 048).
 */
import type { Executor } from '../db/database.ts'
import { metaRepository } from '../db/store-meta-repository.ts'

const KEY = 'stock_follows_orders'

export async function stockFollowsOrders(db: Executor): Promise<boolean> {
  return (await metaRepository(db).get(KEY)) !== 'off'
}

export async function setStockFollowsOrders(db: Executor, on: boolean): Promise<void> {
  await metaRepository(db).set(KEY, on ? 'on' : 'off')
}
