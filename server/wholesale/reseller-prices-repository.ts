/**
 * What a reseller's prices and terms read: the wholesale price of the products asked for (only
 * the ones the store shows) and the cuenta corriente's balance — the totals of the customer's
 * orders on account that are neither paid ("Marcar pago recibido", server/payments/) nor cancelled.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { isCancelledState } from '#domain/stock-movements.ts'
import { sumMoney } from '#domain/money.ts'
import type { Executor } from '../db/database.ts'
import { orderPayments, orders, products } from '../db/schema/index.ts'

export interface WholesaleRow {
  sku: string
  price_wholesale: number | null
  tax_percentage: number
}

export function resellerPricesRepository(db: Executor) {
  return {
    /** visible products among `skus` that have a wholesale price */
    async wholesaleBySkus(skus: readonly string[]): Promise<WholesaleRow[]> {
      if (skus.length === 0) return []
      return db
        .select({ sku: products.sku, price_wholesale: products.priceWholesale, tax_percentage: products.taxPercentage })
        .from(products)
        .where(and(inArray(products.sku, [...skus]), eq(products.hidden, false), isNotNull(products.priceWholesale)))
    },

    async onAccountBalance(userId: number): Promise<number> {
      const rows = await db
        .select({ total: orders.totalPrice, state: orders.orderState })
        .from(orders)
        .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
        .where(
          and(
            eq(orders.userId, userId),
            sql`(${orders.wholesale} ->> 'on_account')::boolean`,
            sql`coalesce(${orderPayments.state}, 'sin_pagar') <> 'pagado'`,
          ),
        )
      // the order's state is free text ("Cancelada" counts too): the stock rule's reading, in JS
      return sumMoney(rows.filter((r) => !isCancelledState(r.state)).map((r) => r.total))
    },
  }
}
