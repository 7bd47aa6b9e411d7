/**
 * The back office's side of the stock (decision 048): a product's movements, newest first, for
 * its page; the store's setting "los pedidos descuentan stock", read and changed (audited).
 */
import { stockMovementLabel, STOCK_HISTORY_SIZE } from '#domain/stock-movements.ts'
import type { Database } from '../db/database.ts'
import { auditRepository, type AuditActor } from '../admin/audit-repository.ts'
import { stockMovementsRepository } from './stock-movements-repository.ts'
import { setStockFollowsOrders, stockFollowsOrders } from './stock-settings.ts'

/** One movement as the product page shows it. */
export interface StockMovementView {
  id: number
  kind: string
  label: string
  delta: number
  stock_after: number
  /** the order's number, when an order moved it */
  order_movement: number | null
  note: string
  actor: string
  created_at: string
}

export interface StockSettings {
  followsOrders: boolean
}

export interface StockService {
  history(productId: number): Promise<StockMovementView[]>
  settings(): Promise<StockSettings>
  setFollowsOrders(actor: AuditActor, on: boolean): Promise<StockSettings>
}

export function stockService({ database }: { database: Database }): StockService {
  const { db } = database
  return {
    async history(productId) {
      const rows = await stockMovementsRepository(db).history(productId, STOCK_HISTORY_SIZE)
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        label: stockMovementLabel(row.kind),
        delta: row.delta,
        stock_after: row.stockAfter,
        order_movement: row.movement,
        note: row.note,
        actor: row.actor,
        created_at: row.createdAt.toISOString(),
      }))
    },
    async settings() {
      return { followsOrders: await stockFollowsOrders(db) }
    },
    async setFollowsOrders(actor, on) {
      await db.transaction(async (tx) => {
        const before = await stockFollowsOrders(tx)
        if (before === on) return
        await setStockFollowsOrders(tx, on)
        await auditRepository(tx).record(actor, {
          action: 'stock.settings',
          entity: 'store_meta',
          entityId: 'stock_follows_orders',
          before: { followsOrders: before },
          after: { followsOrders: on },
        })
      })
      return { followsOrders: on }
    },
  }
}
