/**
 * A customer's orders: placing one (the steps are order-placing.ts; docs/orders.md), the order
 * numbers the checkout page asks for, the history of Mis pedidos and the invoice links. The
 * request's schema is in order-request.ts, the answers' shapes in order-views.ts; the staff's
 * functions are a service of their own (admin-orders-service.ts).
 */
import type { Env } from '#config/env.server.ts'
import { formatOrderNumber } from '#domain/format.ts'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import type { OrderRequest } from '#domain/order-payload.ts'
import type { Database } from '../db/database.ts'
import type { FileStore, StoredFile } from '../files/file-store.ts'
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../shared/errors.ts'
import type { SessionClaims } from '../accounts/token-service.ts'
import { INVOICE_FILE_PATTERN, invoiceFileName, invoiceKey, invoiceLinks, invoicePath } from './invoice-links.ts'
import { paymentOptionOf, placeOrder, type PlaceResult, type ShippingQuoter, type WholesaleTermsReader } from './order-placing.ts'
import { orderStatesRepository } from './order-states-repository.ts'
import { ordersRepository } from './orders-repository.ts'
import { clientOrderOf, type ClientOrder } from './order-views.ts'

/** Who a session belongs to: all an order needs of it. */
type SessionOwner = Pick<SessionClaims, 'userId' | 'email'>

/** How far back getClientOrders looks: more than any customer's real history. */
export const CLIENT_ORDERS_LIMIT = 500

export interface OrderService {
  /** What getOrderMovement shows: the next number if nobody orders first. Not reserved. */
  previewMovement(): Promise<string>
  /** The last number handed out; setOrderMovement answers it and changes nothing. */
  lastMovement(): Promise<string>
  /**
   * Places an order for the session's account (order-placing.ts). Returns `replayed: true` when
   * the same customer already placed an order with this idempotency key: that order is answered
   * again and nothing new is written.
   */
  place(session: SessionOwner, request: OrderRequest, idempotencyKey: string | null): Promise<PlaceResult>
  /** With each order's states, oldest first (the timeline of Mis pedidos). */
  clientOrders(session: SessionOwner): Promise<ClientOrder[]>
  /**
   * A signed, expiring link to the order's invoice, for its owner only. Another customer's
   * order is answered as an unknown one: the answer must not tell which order ids exist.
   */
  invoiceLink(session: SessionOwner, orderId: number): Promise<{ url: string; expires_at: string }>
  /**
   * The invoice behind a link: ForbiddenError when the link is not valid (or expired), null
   * when it is but the file store has no such file. The key is the link's path without its
   * leading '/', which is also where DATA_DIR kept invoices before the file store.
   */
  invoiceFile(userId: string, file: string, query: { exp?: unknown; sig?: unknown }): Promise<StoredFile | null>
}

export interface OrderServiceDeps {
  database: Database
  env: Pick<Env, 'STAFF_EMAILS' | 'ORDERS_PER_HOUR'>
  /** key of the invoice links (invoice-links.ts) */
  linkSecret: Uint8Array
  /** where invoice PDFs are kept (server/files/) */
  files: FileStore
  /** the store's public origin, for the shopper's receipt (email-origin.ts) */
  origin: string
  /** quotes an order's shipping (server/shipping/) */
  shipping: ShippingQuoter
  /** an approved reseller's prices and terms (server/wholesale/); absent: every order is retail */
  wholesale?: WholesaleTermsReader
  /** this instance forgets its catalogue caches at once (an order moved a product's stock label) */
  onCatalogueChange?: () => void
}

export function orderService(deps: OrderServiceDeps): OrderService {
  const { database, linkSecret, files } = deps
  const db = database.db
  const links = invoiceLinks(linkSecret)

  return {
    previewMovement: async () => formatOrderNumber((await ordersRepository(db).lastMovement()) + 1),
    lastMovement: async () => formatOrderNumber(await ordersRepository(db).lastMovement()),

    async place(session, request, idempotencyKey) {
      if (!session.email.trim()) throw new UnauthorizedError(ORDER_MESSAGES.sessionExpired)
      const option = paymentOptionOf(request)
      const paid = request.onAccount ? { ...request, paymentList: option.list } : request
      const placement = { userId: session.userId, email: session.email.trim(), request: paid, option, idempotencyKey }
      return placeOrder(deps, placement)
    },

    async clientOrders(session) {
      const rows = await ordersRepository(db).forUser(session.userId, CLIENT_ORDERS_LIMIT)
      const history = await orderStatesRepository(db).forOrders(rows.map(({ order }) => order.id))
      return rows.map(({ order, lines }) => clientOrderOf(order, lines, history.get(order.id) ?? []))
    },

    async invoiceLink(session, orderId) {
      const order = await ordersRepository(db).byId(orderId)
      if (!order || order.userId !== session.userId) throw new NotFoundError(ORDER_MESSAGES.orderNotFound)
      if (!order.invoiceNumber) throw new ConflictError(ORDER_MESSAGES.invoiceNotReady)
      const file = invoiceFileName(order.invoiceNumber, formatOrderNumber(order.movement))
      const { url, expiresAt } = links.sign(invoicePath(order.userId, file))
      return { url, expires_at: expiresAt.toISOString() }
    },

    async invoiceFile(userId, file, query) {
      const valid =
        /^[1-9]\d{0,9}$/.test(userId) &&
        INVOICE_FILE_PATTERN.test(file) &&
        links.verify({ path: invoicePath(Number(userId), file), exp: query.exp, sig: query.sig })
      if (!valid) throw new ForbiddenError(ORDER_MESSAGES.invoiceLinkInvalid)
      return files.get(invoiceKey(Number(userId), file))
    },
  }
}
