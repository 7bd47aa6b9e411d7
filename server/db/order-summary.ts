/**
 * An order as every admin list shows it (the orders page, a customer's orders): one select
 * shape, so the two lists agree on what a row carries.
 */
import { orders } from './schema/index.ts'

export const ORDER_SUMMARY_COLUMNS = {
  id: orders.id,
  movement: orders.movement,
  date: orders.date,
  total: orders.totalPrice,
  state: orders.orderState,
}
