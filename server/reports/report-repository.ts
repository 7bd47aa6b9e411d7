/**
 * Reportes' queries: sums grouped in the database, never orders read one by one, so a year of
 * 100,000 orders answers in one pass each over the period's orders (orders_date_idx) and their
 * lines. Days are Buenos Aires calendar days (UTC−3 all year, domain/admin/report-period.ts).
 * Which states count as cancelled is decided in domain/stock-movements.ts and handed in.
 */
import { and, desc, eq, gte, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm'
import { BUENOS_AIRES_OFFSET_HOURS } from '#domain/admin/buenos-aires-day.ts'
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

    /**
     * Every SKU sold in the period: units, amount, orders and the brand its product has today
     * ('' when the product is gone or has none). One pass over the period's lines gives the
     * product and brand rankings and the viewed products' orders.
     */
    soldSkus(period: Instants, cancelled: readonly string[]) {
      const brand = sql<string>`coalesce(max(${products.brand}), '')`
      return db
        .select({
          sku: orderLines.sku,
          name: sql<string>`max(${orderLines.name})`,
          brand,
          units,
          amount: linesAmount,
          orders: sql<number>`count(distinct ${orderLines.orderId})::int`.mapWith(Number),
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .leftJoin(products, eq(products.sku, orderLines.sku))
        .where(sold(period, cancelled))
        .groupBy(orderLines.sku)
    },

    /** The period's orders by payment list and delivery (the shipping's kind, a pick-up's branch). */
    mixes(period: Instants, cancelled: readonly string[]) {
      return db
        .select({ list: orders.paymentList, kind: deliveryKind, branch: pickupBranch, orders: count, amount: totalAmount })
        .from(orders)
        .where(sold(period, cancelled))
        .groupBy(orders.paymentList, deliveryKind, pickupBranch)
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
  }
}

export type ReportRepository = ReturnType<typeof reportRepository>
