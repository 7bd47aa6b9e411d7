/**
 * SQL of an order's state history (order_state_history). Functions that belong in a change's
 * transaction take its handle; nothing here opens one.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { orderStateHistory, orders, users } from '../db/schema/index.ts'

export type OrderStateRow = typeof orderStateHistory.$inferSelect

export interface NewOrderState {
  orderId: number
  state: string
  note: string
  actor: string
  notified: boolean
  /** when absent, the database's now() */
  setAt?: Date
}

export interface LockedOrder {
  id: number
  movement: number
  orderState: string
  userId: number
  email: string
  fullname: string
}

/** An order named by its id, or by its number as staff know it. */
export type OrderKey = { orderId: number } | { movement: number }

export function orderStatesRepository(db: Executor) {
  return {
    /** The order and its customer's address, its row locked until the transaction ends. */
    async lockOrder(key: OrderKey): Promise<LockedOrder | undefined> {
      const [row] = await db
        .select({
          id: orders.id,
          movement: orders.movement,
          orderState: orders.orderState,
          userId: orders.userId,
          email: users.email,
          fullname: users.fullname,
          typedName: sql<string>`coalesce(${orders.payload}->'datos_cliente'->>'nombre_completo', '')`,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where('orderId' in key ? eq(orders.id, key.orderId) : eq(orders.movement, key.movement))
        .for('update', { of: orders })
      if (!row) return undefined
      const { typedName, ...order } = row
      return { ...order, fullname: typedName.trim() || order.fullname }
    },

    async setCurrent(orderId: number, state: string): Promise<void> {
      await db.update(orders).set({ orderState: state }).where(eq(orders.id, orderId))
    },

    async insert(entry: NewOrderState): Promise<OrderStateRow> {
      const [row] = await db
        .insert(orderStateHistory)
        .values({ ...entry, ...(entry.setAt ? { setAt: entry.setAt } : {}) })
        .returning()
      if (!row) throw new Error('order_state_history insert returned nothing')
      return row
    },

    /** Oldest first, per order. */
    async forOrders(orderIds: number[]): Promise<Map<number, OrderStateRow[]>> {
      const byOrder = new Map<number, OrderStateRow[]>()
      if (orderIds.length === 0) return byOrder
      const rows = await db
        .select()
        .from(orderStateHistory)
        .where(inArray(orderStateHistory.orderId, orderIds))
        .orderBy(asc(orderStateHistory.setAt), asc(orderStateHistory.id))
      for (const row of rows) {
        const list = byOrder.get(row.orderId) ?? []
        list.push(row)
        byOrder.set(row.orderId, list)
      }
      return byOrder
    },
  }
}
