/** Reads of the stock's movements: a product's history, newest first; an order's movements. */
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { orders, products, stockMovements } from '../db/schema/index.ts'

export interface StockMovementRow {
  id: number
  productId: number
  kind: string
  delta: number
  stockAfter: number
  orderId: number | null
  /** the order's number, to link it */
  movement: number | null
  note: string
  actor: string
  createdAt: Date
}

export function stockMovementsRepository(db: Executor) {
  const columns = {
    id: stockMovements.id,
    productId: stockMovements.productId,
    kind: stockMovements.kind,
    delta: stockMovements.delta,
    stockAfter: stockMovements.stockAfter,
    orderId: stockMovements.orderId,
    movement: orders.movement,
    note: stockMovements.note,
    actor: stockMovements.actor,
    createdAt: stockMovements.createdAt,
  }
  return {
    history(productId: number, limit: number): Promise<StockMovementRow[]> {
      return db
        .select(columns)
        .from(stockMovements)
        .leftJoin(orders, eq(orders.id, stockMovements.orderId))
        .where(eq(stockMovements.productId, productId))
        .orderBy(desc(stockMovements.id))
        .limit(limit)
    },
    /** An order's movements, oldest first, with the product's name for messages. */
    forOrder(orderId: number) {
      return db
        .select({
          productId: stockMovements.productId,
          kind: stockMovements.kind,
          delta: stockMovements.delta,
          name: products.name,
        })
        .from(stockMovements)
        .innerJoin(products, eq(products.id, stockMovements.productId))
        .where(eq(stockMovements.orderId, orderId))
        .orderBy(stockMovements.id)
    },
    async orderTookStock(orderId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: stockMovements.id })
        .from(stockMovements)
        .where(and(eq(stockMovements.orderId, orderId), inArray(stockMovements.kind, ['order'])))
        .limit(1)
      return row !== undefined
    },
  }
}
