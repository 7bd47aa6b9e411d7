/**
 * Reportes' queries: sums grouped in the database, never orders read one by one, so a year of
 * 100,000 orders answers in one pass each over the period's orders (orders_date_idx) and their
 * lines. Days are Buenos Aires calendar days (UTC−3 all year, domain/admin/report-period.ts).
 * Which states count as cancelled is decided in domain/stock-movements.ts and handed in.
 */
import { and, desc, eq, gte, inArray, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm'
import { BUENOS_AIRES_OFFSET_HOURS } from '#domain/admin/report-period.ts'
import type { DayStateTotal } from '#domain/admin/report-series.ts'
import type { Executor } from '../db/database.ts'
import { orderLines, orders, productViewDays, products } from '../db/schema/index.ts'

export interface Instants {
  start: Date
  end: Date
}

const count = sql<number>`count(*)::int`.mapWith(Number)
const totalAmount = sql<number>`coalesce(sum(${orders.totalPrice}), 0)::float8`.mapWith(Number)
const units = sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`.mapWith(Number)
const linesAmount = sql<number>`coalesce(sum(${orderLines.quantity} * ${orderLines.price}), 0)::float8`.mapWith(Number)

// the order's Buenos Aires calendar day, whatever the session's time zone
const orderDay = sql<string>`to_char((${orders.date} at time zone 'UTC') - interval '${sql.raw(String(BUENOS_AIRES_OFFSET_HOURS))} hours', 'YYYY-MM-DD')`

const deliveryKind = sql<string>`coalesce(${orders.shipping}->>'kind', case when ${orders.payload}->'opcion_de_entrega'->>'retira_en_local' = 'true' then 'pickup' else 'delivery' end)`
const pickupBranch = sql<string | null>`${orders.shipping}->>'branch'`

/** The orders of [start, end) that are not cancelled. */
function sold({ start, end }: Instants, cancelledStates: readonly string[]): SQL {
  const inPeriod = and(gte(orders.date, start), lt(orders.date, end))!
  return cancelledStates.length ? and(inPeriod, notInArray(orders.orderState, [...cancelledStates]))! : inPeriod
}

export function reportRepository(db: Executor) {
  return {
    /** Orders and their amount per Buenos Aires day and state (cancelled ones included). */
    async dayStateTotals({ start, end }: Instants): Promise<DayStateTotal[]> {
      return db
        .select({ day: orderDay, state: orders.orderState, orders: count, amount: totalAmount })
        .from(orders)
        .where(and(gte(orders.date, start), lt(orders.date, end)))
        .groupBy(orderDay, orders.orderState)
    },

    topProducts(period: Instants, cancelled: readonly string[], limit: number) {
      return db
        .select({ sku: orderLines.sku, name: sql<string>`max(${orderLines.name})`, units, amount: linesAmount })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(sold(period, cancelled))
        .groupBy(orderLines.sku)
        .orderBy(desc(linesAmount), orderLines.sku)
        .limit(limit)
    },

    /** By the brand the product has today; a line whose product is gone or has no brand gets ''. */
    topBrands(period: Instants, cancelled: readonly string[], limit: number) {
      const brand = sql<string>`coalesce(${products.brand}, '')`
      return db
        .select({ brand, units, amount: linesAmount })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .leftJoin(products, eq(products.sku, orderLines.sku))
        .where(sold(period, cancelled))
        .groupBy(brand)
        .orderBy(desc(linesAmount), brand)
        .limit(limit)
    },

    paymentLists(period: Instants, cancelled: readonly string[]) {
      return db
        .select({ list: orders.paymentList, orders: count, amount: totalAmount })
        .from(orders)
        .where(sold(period, cancelled))
        .groupBy(orders.paymentList)
    },

    deliveries(period: Instants, cancelled: readonly string[]) {
      return db
        .select({ kind: deliveryKind, branch: pickupBranch, orders: count, amount: totalAmount })
        .from(orders)
        .where(sold(period, cancelled))
        .groupBy(deliveryKind, pickupBranch)
    },

    /** The products whose pages were seen most on the days from `from` to `to` (both included). */
    mostViewed(from: string, to: string, limit: number) {
      const views = sql<number>`sum(${productViewDays.views})::int`.mapWith(Number)
      return db
        .select({ productId: products.id, sku: products.sku, name: products.name, views })
        .from(productViewDays)
        .innerJoin(products, eq(products.id, productViewDays.productId))
        .where(and(gte(productViewDays.day, from), lte(productViewDays.day, to)))
        .groupBy(products.id)
        .orderBy(desc(views), products.id)
        .limit(limit)
    },

    /** How many of the period's orders carried each SKU, and how many units. */
    ordersOfSkus(period: Instants, cancelled: readonly string[], skus: readonly string[]) {
      if (skus.length === 0) return Promise.resolve([])
      return db
        .select({ sku: orderLines.sku, orders: sql<number>`count(distinct ${orderLines.orderId})::int`.mapWith(Number), units })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(sold(period, cancelled), inArray(orderLines.sku, [...skus])))
        .groupBy(orderLines.sku)
    },
  }
}

export type ReportRepository = ReturnType<typeof reportRepository>
