/**
 * Order SQL: the counter that hands out order numbers, the orders with their lines, and the
 * reads the account pages and the staff command line need. Functions that must run inside the
 * order's transaction take the transaction handle; nothing here opens one.
 */
import type { TaxId } from '#domain/cuit.ts'
import type { PlanView } from '#domain/financing-view.ts'
import type { InvoiceType, VatCondition } from '#domain/vat-condition.ts'
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { OrderPayload } from '#domain/order-payload.ts'
import type { Executor } from '../db/database.ts'
import { orderCounter, orderLines, orders, users } from '../db/schema/index.ts'

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect

export interface NewOrder {
  movement: number
  userId: number
  totalPrice: number
  address: string
  payment: string
  paymentList: number
  payload: OrderPayload
  /** the billing identity (issue 15): 'dni' or 'cuit' and its digits, the VAT condition, the invoice */
  taxIdKind: TaxId['kind']
  taxId: string
  vatCondition: VatCondition
  invoiceType: InvoiceType
  /** the chosen instalment plan's figures; null for one payment */
  financing: PlanView | null
  idempotencyKey: string | null
}

export interface NewOrderLine {
  sku: string
  name: string
  quantity: number
  price: number
}

export interface OrderWithLines {
  order: OrderRow
  lines: OrderLineRow[]
}

export interface StaffOrderRow extends OrderRow {
  email: string
  fullname: string
}

export function ordersRepository(db: Executor) {
  async function linesOf(orderIds: number[]): Promise<Map<number, OrderLineRow[]>> {
    const byOrder = new Map<number, OrderLineRow[]>()
    if (orderIds.length === 0) return byOrder
    const rows = await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id))
    for (const line of rows) {
      const list = byOrder.get(line.orderId) ?? []
      list.push(line)
      byOrder.set(line.orderId, list)
    }
    return byOrder
  }

  return {
    linesOf,

    /**
     * Serialises one customer's order transactions across every instance (PostgreSQL), so the
     * idempotency check and the hourly count below cannot race with a parallel request of the
     * same customer. Released by the commit or rollback. PGlite runs one transaction at a time
     * anyway; the call is harmless there.
     */
    async lockCustomer(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`orders:${userId}`}))`)
    },

    async userExists(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
      return row !== undefined
    },

    async userContact(userId: number): Promise<{ email: string; fullname: string } | undefined> {
      const [row] = await db.select({ email: users.email, fullname: users.fullname }).from(users).where(eq(users.id, userId))
      return row
    },

    async byIdempotencyKey(userId: number, key: string): Promise<OrderRow | undefined> {
      const sameKey = and(eq(orders.userId, userId), eq(orders.idempotencyKey, key))
      const [row] = await db.select().from(orders).where(sameKey)
      return row
    },

    /** Orders this customer placed within the last `seconds`, by the database's clock. */
    async countRecent(userId: number, seconds: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.userId, userId), gt(orders.date, sql`now() - make_interval(secs => ${seconds})`)))
      return row?.n ?? 0
    },

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

    async insert(order: NewOrder, lines: NewOrderLine[]): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(order).returning()
      if (!row) throw new Error('order insert returned nothing')
      if (lines.length) await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row.id })))
      return row
    },

    async byId(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id))
      return row
    },

    async byMovement(movement: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.movement, movement))
      return row
    },

    /** A customer's orders with their lines, newest first. */
    async forUser(userId: number, limit: number): Promise<OrderWithLines[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.date), desc(orders.id))
        .limit(limit)
      const lines = await linesOf(rows.map((r) => r.id))
      return rows.map((order) => ({ order, lines: lines.get(order.id) ?? [] }))
    },

    /** Newest first, optionally only one state (compared without case or outer spaces). */
    async listForStaff(limit: number, state?: string): Promise<StaffOrderRow[]> {
      const rows = await db
        .select({ order: orders, email: users.email, fullname: users.fullname })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(state === undefined ? undefined : eq(sql`lower(trim(${orders.orderState}))`, state.trim().toLowerCase()))
        .orderBy(desc(orders.movement))
        .limit(limit)
      return rows.map((r) => ({ ...r.order, email: r.email, fullname: r.fullname }))
    },

    async setState(movement: number, state: string): Promise<OrderRow | undefined> {
      const [row] = await db.update(orders).set({ orderState: state }).where(eq(orders.movement, movement)).returning()
      return row
    },

    async setInvoice(movement: number, invoiceNumber: number, invoiceFile: string): Promise<OrderRow | undefined> {
      const [row] = await db.update(orders).set({ invoiceNumber, invoiceFile }).where(eq(orders.movement, movement)).returning()
      return row
    },
  }
}

export type OrdersRepository = ReturnType<typeof ordersRepository>
