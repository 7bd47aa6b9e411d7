/** Orders, their lines, their numbering and every state each has been in. */
import type { PlanView } from '#domain/financing-view.ts'
import type { OrderPayload } from '#domain/order-payload.ts'
import type { OrderShipping } from '#domain/shipping/order-shipping.ts'
import type { OrderWholesale } from '#domain/wholesale/wholesale-prices.ts'
import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { money, timestamptz, serialId, identityId, ownedBy } from './columns.ts'
import { users } from './shoppers.ts'

/** One row: the last order number handed out. Updated in the order's own transaction. */
export const orderCounter = pgTable('order_counter', {
  id: smallint('id').primaryKey().default(1),
  lastMovement: integer('last_movement').notNull().default(0),
})

export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    movement: integer('movement').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    date: timestamptz('date').notNull().defaultNow(),
    /** what the shopper pays: the lines plus `shippingCost` */
    totalPrice: money('total_price'),
    orderState: text('order_state').notNull().default('Pendiente'),
    address: text('address').notNull().default(''),
    payment: text('payment').notNull().default(''),
    paymentList: smallint('payment_list').notNull().default(1),
    /** the order's e-mail payload (`datos_de_orden`), as stored when the order was placed */
    payload: jsonb('payload').$type<OrderPayload>().notNull(),
    /** the buyer's billing identity (docs/legal.md): 'dni' or 'cuit', its digits, the VAT condition and the invoice it calls for */
    taxIdKind: text('tax_id_kind').notNull().default('dni'),
    taxId: text('tax_id').notNull().default(''),
    vatCondition: text('vat_condition').notNull().default('consumidor_final'),
    invoiceType: text('invoice_type').notNull().default('B'),
    /** the chosen instalment plan's figures as shown when the order was placed (domain/financing-view.ts); null for one payment */
    financing: jsonb('financing').$type<PlanView>(),
    /** the invoice's number without its point of sale (the PDF's file name carries it, as the spec says) */
    invoiceNumber: integer('invoice_number'),
    /** the invoice's point of sale (1–99999), shown as PPPPP-NNNNNNNN; null for invoices attached before it was asked */
    invoicePointOfSale: integer('invoice_point_of_sale'),
    invoiceFile: text('invoice_file'),
    /** a retried or double-clicked request carries the same key and gets the same order */
    idempotencyKey: text('idempotency_key'),
    /** the shipping the server quoted when the order was placed (server/shipping/); null for orders before it */
    shipping: jsonb('shipping').$type<OrderShipping>(),
    /** the shipping's cost, included in `totalPrice`; 0 for a pick-up, a free or a to-be-quoted delivery */
    shippingCost: money('shipping_cost'),
    /** a reseller's order: priced from the wholesale list, its IVA apart, cuenta corriente (decision 058); null for retail */
    wholesale: jsonb('wholesale').$type<OrderWholesale>(),
  },
  (t) => [
    uniqueIndex('orders_movement_key').on(t.movement),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_date_idx').on(t.userId, t.date),
    // Reportes and the dashboard read orders by date across every customer
    index('orders_date_idx').on(t.date),
  ],
)

export const orderLines = pgTable(
  'order_lines',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    price: money('price'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
)

/**
 * Every state an order has been in, oldest first (server/orders/order-state-service.ts). The
 * first row of an order placed after this table existed is 'Pendiente' at the order's date;
 * orders older than the table got their state at that time as their first row. `actor` is who
 * changed it, as text ('ventas@…', 'línea de comandos', 'tienda' for the order itself);
 * `notified` whether the shopper was e-mailed about it.
 */
export const orderStateHistory = pgTable(
  'order_state_history',
  {
    id: identityId(),
    orderId: ownedBy('order_id', () => orders.id),
    state: text('state').notNull(),
    note: text('note').notNull().default(''),
    actor: text('actor').notNull().default(''),
    notified: boolean('notified').notNull().default(false),
    setAt: timestamptz('set_at').notNull().defaultNow(),
  },
  (t) => [index('order_state_history_order_idx').on(t.orderId, t.setAt)],
)
