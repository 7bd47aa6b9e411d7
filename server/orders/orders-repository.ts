/**
 * Order SQL: the counter that hands out order numbers (order-counter-repository.ts), the
 * customer checks before an order is placed, the orders with their lines, and the reads the
 * account pages and staff need. Functions that must run inside the order's transaction take the
 * transaction handle; nothing here opens one.
 */
import type { InvoiceNumber } from '#domain/invoice-number.ts'
import type { TaxId } from '#domain/cuit.ts'
import type { PlanView } from '#domain/financing-view.ts'
import type { InvoiceType, VatCondition } from '#domain/vat-condition.ts'
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { OrderPayload } from '#domain/order-payload.ts'
import type { OrderShipping } from '#domain/shipping/order-shipping.ts'
import type { OrderWholesale } from '#domain/wholesale/wholesale-prices.ts'
import type { Executor } from '../db/database.ts'
import { orderLines, orders, users } from '../db/schema/index.ts'
import { orderCounterRepository } from './order-counter-repository.ts'

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
  /** the billing identity (docs/legal.md): 'dni' or 'cuit' and its digits, the VAT condition, the invoice */
  taxIdKind: TaxId['kind']
  taxId: string
  vatCondition: VatCondition
  invoiceType: InvoiceType
  /** the chosen instalment plan's figures; null for one payment */
  financing: PlanView | null
  idempotencyKey: string | null
  /** the shipping the server quoted (server/shipping/) and its cost, included in totalPrice */
  shipping?: OrderShipping | null
  shippingCost?: number
  /** a reseller's order (decision 058); null or absent for retail */
  wholesale?: OrderWholesale | null
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

async function linesOf(db: Executor, orderIds: number[]): Promise<Map<number, OrderLineRow[]>> {
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

/** What placing an order checks of its customer, inside the order's transaction. */
function customerChecks(db: Executor) {
  return {
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
  }
}

/** The orders' rows and lines: written, found, listed. */
function orderRows(db: Executor) {
  return {
    linesOf: (orderIds: number[]) => linesOf(db, orderIds),

    async userContact(userId: number): Promise<{ email: string; fullname: string } | undefined> {
      const [row] = await db.select({ email: users.email, fullname: users.fullname }).from(users).where(eq(users.id, userId))
      return row
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

    /** The order, locked until the transaction ends: writers that compare and then change it queue here. */
    async lockedByMovement(movement: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.movement, movement)).for('update')
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
      const lines = await linesOf(
        db,
        rows.map((r) => r.id),
      )
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

    async setInvoice(movement: number, invoice: InvoiceNumber, invoiceFile: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ invoiceNumber: invoice.number, invoicePointOfSale: invoice.pointOfSale, invoiceFile })
        .where(eq(orders.movement, movement))
        .returning()
      return row
    },
  }
}

export function ordersRepository(db: Executor) {
  return { ...orderCounterRepository(db), ...customerChecks(db), ...orderRows(db) }
}

export type OrdersRepository = ReturnType<typeof ordersRepository>
