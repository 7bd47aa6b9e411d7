/**
 * What the stock changes that follow in this transaction are: the trigger that records every
 * change of a product's stock (migration 0026, decision 048) reads it from the transaction's
 * setting `tecnohogar.stock_movement`. Local to the transaction, so it never leaks into the next
 * one on the same connection.
 */
import { sql } from 'drizzle-orm'
import type { StockMovementKind } from '#domain/stock-movements.ts'
import type { Executor } from '../db/database.ts'

export interface StockMovementContext {
  kind: StockMovementKind
  orderId?: number
  /** the adjustment's reason, the import's name */
  note?: string
  /** who: a staff member's e-mail, 'tienda' */
  actor?: string
}

export async function describeStockChanges(tx: Executor, context: StockMovementContext): Promise<void> {
  await tx.execute(sql`select set_config('tecnohogar.stock_movement', ${JSON.stringify(context)}, true)`)
}
