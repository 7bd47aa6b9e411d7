/**
 * What staff read of orders: the back office's list with its filters and the states in use,
 * one order whole for its page (customer, billing identity, lines, delivery, payment list,
 * financing, state history), and the command line's plain list.
 */
import { ADMIN_PAGE_SIZE } from '#domain/admin/admin-forms.ts'
import { dayRange, orderNumberIn, type OrderListQuery } from '#domain/admin/order-filters.ts'
import { tagKey } from '#domain/admin/staff-notes.ts'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import type { PlanView } from '#domain/financing-view.ts'
import type { OrderShipping } from '#domain/shipping/order-shipping.ts'
import type { OrderWholesale } from '#domain/wholesale/wholesale-prices.ts'
import type { Database, Executor } from '../db/database.ts'
import { InvalidError, NotFoundError } from '../shared/errors.ts'
import { adminOrdersRepository, type AdminOrderList, type OrderFilter } from './admin-orders-repository.ts'
import { ordersRepository, type OrderRow } from './orders-repository.ts'
import type { OrderStateEntry, OrderStateService } from './order-state-service.ts'
import { staffOrderOf, type StaffOrder } from './order-views.ts'

/** The back office's order page. */
export type AdminOrderPage = StaffOrder & {
  movementNumber: number
  contact: { dni: string; phone: string; address: string; location: string; postalCode: string; orderEmail: string }
  delivery: { pickup: boolean; address: string; postalCode: string }
  financing: PlanView | null
  /** the shipping the server quoted when the order was placed; null for orders before shipping zones */
  shipping: OrderShipping | null
  /** a reseller's order: the account, the IVA apart and the cuenta corriente (decision 058); null for retail */
  wholesale: OrderWholesale | null
  hasInvoiceFile: boolean
  history: OrderStateEntry[]
}

export interface AdminOrderReads {
  /** One page of the back office's list, newest first, with the filters' total. */
  list(query: OrderListQuery): Promise<AdminOrderList>
  /** The states orders are in, most used first (the choices offered when setting one). */
  statesInUse(): Promise<string[]>
  /** One order by its number, as the order page shows it; NotFoundError when there is none. */
  order(movement: number): Promise<AdminOrderPage>
  /** The command line's list: newest first; `state` keeps only orders in that state (case-insensitive). */
  listOrders(options?: { limit?: number; state?: string | undefined }): Promise<StaffOrder[]>
}

/** The list's filters as the repository reads them (the page's list and its export alike). */
export function orderFilterOf(query: Omit<OrderListQuery, 'page'>): OrderFilter {
  const { start, end } = dayRange(query.from, query.to)
  return {
    q: query.q,
    movement: orderNumberIn(query.q),
    state: query.state,
    start,
    end,
    paymentState: query.pago,
    tag: query.etiqueta ? tagKey(query.etiqueta) : undefined,
  }
}

/** The order as staff listings show it, with its customer's account and its lines. */
export async function staffOrderView(db: Executor, order: OrderRow): Promise<StaffOrder> {
  const repo = ordersRepository(db)
  const contact = await repo.userContact(order.userId)
  const lines = (await repo.linesOf([order.id])).get(order.id) ?? []
  return staffOrderOf(order, contact?.email ?? '', contact?.fullname ?? '', lines)
}

async function orderPage(db: Executor, orderStates: OrderStateService, movement: number): Promise<AdminOrderPage> {
  const order = await ordersRepository(db).byMovement(movement)
  if (!order) throw new NotFoundError(ORDER_MESSAGES.noSuchOrder(movement))
  const { datos_cliente: customer, opcion_de_entrega: delivery } = order.payload
  return {
    ...(await staffOrderView(db, order)),
    movementNumber: order.movement,
    contact: {
      dni: customer.dni,
      phone: customer.celular,
      address: customer.direccion,
      location: customer.location,
      postalCode: customer.cp,
      orderEmail: customer.email || order.payload.client_email,
    },
    delivery: { pickup: delivery.retira_en_local, address: delivery.direccion, postalCode: delivery.cp },
    financing: order.financing ?? null,
    shipping: order.shipping ?? null,
    wholesale: order.wholesale ?? null,
    hasInvoiceFile: order.invoiceFile !== null,
    history: await orderStates.history(order.id),
  }
}

async function listOrders(db: Executor, { limit = 50, state }: { limit?: number; state?: string | undefined } = {}) {
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 10_000)
    throw new InvalidError('El límite debe ser un entero entre 1 y 10000.')
  const repo = ordersRepository(db)
  const rows = await repo.listForStaff(limit, state?.trim() ? state : undefined)
  const lines = await repo.linesOf(rows.map((r) => r.id))
  return rows.map((r) => staffOrderOf(r, r.email, r.fullname, lines.get(r.id) ?? []))
}

export function adminOrderReads({
  database,
  orderStates,
}: {
  database: Database
  orderStates: OrderStateService
}): AdminOrderReads {
  const { db } = database
  return {
    list(query) {
      return adminOrdersRepository(db).list(orderFilterOf(query), ADMIN_PAGE_SIZE, (query.page - 1) * ADMIN_PAGE_SIZE)
    },
    statesInUse: () => adminOrdersRepository(db).statesInUse(),
    order: (movement) => orderPage(db, orderStates, movement),
    listOrders: (options) => listOrders(db, options),
  }
}
