/**
 * The counter that hands out order numbers (order_counter, one row). Inside an order's
 * transaction, so a rolled-back order gives its number back.
 */
import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { orderCounter } from '../db/schema/index.ts'

export function orderCounterRepository(db: Executor) {
  return {
    /**
     * Takes the next order number. The UPDATE locks the counter's single row until the order's
     * transaction ends, so two orders never get the same number, and a rolled-back order gives
     * its number back: numbers stay consecutive.
     */
    async allocateMovement(): Promise<number> {
      const rows = await db
        .update(orderCounter)
        .set({ lastMovement: sql`${orderCounter.lastMovement} + 1` })
        .where(eq(orderCounter.id, 1))
        .returning({ movement: orderCounter.lastMovement })
      const movement = rows[0]?.movement
      if (movement === undefined) throw new Error('order_counter row 1 is missing')
      return movement
    },

    /**
     * Takes the counter's row lock as an order would, waiting at most `timeoutMs` (the health
     * check: a stuck holder stops every order). Inside a transaction, which releases it.
     */
    async lockCounterWithin(timeoutMs: number): Promise<void> {
      await db.execute(sql.raw(`set local lock_timeout = ${Math.max(1, Math.floor(timeoutMs))}`))
      await db.select({ id: orderCounter.id }).from(orderCounter).where(eq(orderCounter.id, 1)).for('update')
    },

    /** The last number handed out (0 before the first order). Reads, never locks. */
    async lastMovement(): Promise<number> {
      const [row] = await db.select({ last: orderCounter.lastMovement }).from(orderCounter).where(eq(orderCounter.id, 1))
      return row?.last ?? 0
    },
  }
}
