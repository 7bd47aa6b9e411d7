/** Orders as the back office names them. The order pages come with the order-state history. */

/** The state a new order is stored in (server/db/schema/index.ts, orders.order_state's default). */
export const INITIAL_ORDER_STATE = 'Pendiente'

/** The back-office page of an order, by its number (the `movement` customers and e-mails show). */
export function adminOrderPath(movement: number): string {
  return `/admin/orders/${movement}`
}
