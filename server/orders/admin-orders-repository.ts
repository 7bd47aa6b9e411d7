/**
 * The back office's orders list: newest first, filtered by a free-text search (order number,
 * the name typed in the order or the account's, e-mail, DNI or CUIT), a state (without case or
 * outer spaces) and a range of instants; and the states in use, offered when setting one.
 */
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { orderPayments, orderTags, orders, users } from '../db/schema/index.ts'
import { likeContains } from '../db/like-contains.ts'
import { ORDER_SUMMARY_COLUMNS } from '../db/order-summary.ts'

export interface OrderFilter {
  q: string
  /** the order number the search reads as one, if it does */
  movement: number | null
  state: string
  start?: Date | undefined
  end?: Date | undefined
  /** the payment state (server/payments/); an order without a payment row is 'sin_pagar' */
  paymentState?: string | undefined
  /** a tag's key (domain/admin/staff-notes.ts tagKey) */
  tag?: string | undefined
}

function whereOf(filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (filter.q) {
    const pattern = likeContains(filter.q)
    const digits = filter.q.replace(/[\s.\-/]/g, '')
    const taxId = /^\d{3,11}$/.test(digits) ? likeContains(digits) : null
    conditions.push(
      or(
        filter.movement === null ? undefined : eq(orders.movement, filter.movement),
        ilike(sql<string>`${orders.payload}->'datos_cliente'->>'nombre_completo'`, pattern),
        ilike(users.fullname, pattern),
        ilike(users.email, pattern),
        taxId ? ilike(orders.taxId, taxId) : undefined,
        taxId ? ilike(users.dni, taxId) : undefined,
      ),
    )
  }
  if (filter.state) conditions.push(eq(sql`lower(trim(${orders.orderState}))`, filter.state.toLowerCase()))
  if (filter.start) conditions.push(gte(orders.date, filter.start))
  if (filter.end) conditions.push(lt(orders.date, filter.end))
  if (filter.paymentState)
    conditions.push(
      sql`coalesce((select ${orderPayments.state} from ${orderPayments} where ${orderPayments.orderId} = ${orders.id}), 'sin_pagar') = ${filter.paymentState}`,
    )
  if (filter.tag)
    conditions.push(
      sql`exists (select 1 from ${orderTags} where ${orderTags.orderId} = ${orders.id} and ${orderTags.key} = ${filter.tag})`,
    )
  return conditions.length ? and(...conditions) : undefined
}

export interface AdminOrderListRow {
  id: number
  movement: number
  date: Date
  total: number
  state: string
  paymentList: number
  /** the payment option's label as the order recorded it */
  payment: string
  /** picked up at a branch, or delivered to `postalCode` */
  pickup: boolean
  postalCode: string
  invoiceNumber: number | null
  invoicePointOfSale: number | null
  /** the name typed in the order, else the account's */
  customer: string
  email: string
  taxIdKind: string
  taxId: string
  /** a reseller's order (orders.wholesale, decision 058) */
  reseller: boolean
}

export interface AdminOrderList {
  rows: AdminOrderListRow[]
  /** how many orders match the filter, on every page */
  total: number
}

export function adminOrdersRepository(db: Executor) {
  return {
    async list(filter: OrderFilter, limit: number, offset: number): Promise<AdminOrderList> {
      const where = whereOf(filter)
      const rows = await db
        .select({
          ...ORDER_SUMMARY_COLUMNS,
          paymentList: orders.paymentList,
          payment: orders.payment,
          pickup: sql<boolean>`coalesce((${orders.payload}->'opcion_de_entrega'->>'retira_en_local')::boolean, false)`.mapWith(
            Boolean,
          ),
          postalCode: sql<string>`coalesce(${orders.payload}->'opcion_de_entrega'->>'cp', '')`,
          invoiceNumber: orders.invoiceNumber,
          invoicePointOfSale: orders.invoicePointOfSale,
          typedName: sql<string | null>`${orders.payload}->'datos_cliente'->>'nombre_completo'`,
          fullname: users.fullname,
          email: users.email,
          taxIdKind: orders.taxIdKind,
          taxId: orders.taxId,
          reseller: sql<boolean>`${orders.wholesale} is not null`.mapWith(Boolean),
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.date), desc(orders.movement))
        .limit(limit)
        .offset(offset)
      const [total] = await db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where)
      return {
        rows: rows.map(({ typedName, fullname, ...r }) => ({ ...r, customer: typedName || fullname })),
        total: Number(total?.n ?? 0),
      }
    },

    /** The ids of the orders the filter matches, newest first, at most `limit`, and how many match. */
    async matchingIds(filter: OrderFilter, limit: number): Promise<{ ids: number[]; total: number }> {
      const where = whereOf(filter)
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.date), desc(orders.movement))
        .limit(limit + 1)
      if (rows.length <= limit) return { ids: rows.map((r) => r.id), total: rows.length }
      const [total] = await db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where)
      return { ids: rows.slice(0, limit).map((r) => r.id), total: Number(total?.n ?? 0) }
    },

    /** The states orders are in, most used first (the choices offered when setting one). */
    async statesInUse(limit = 50): Promise<string[]> {
      const rows = await db
        .select({ state: orders.orderState, n: count() })
        .from(orders)
        .groupBy(orders.orderState)
        .orderBy(desc(count()), orders.orderState)
        .limit(limit)
      return rows.map((r) => r.state)
    },
  }
}
