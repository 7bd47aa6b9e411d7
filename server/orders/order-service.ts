/**
 * Orders: the number, the order and its e-mails written in one transaction (docs/orders.md).
 *
 * One transaction stores everything an order is: a per-customer lock, the idempotency check,
 * the hourly limit, the order number (taken from `order_counter`), the order with its lines
 * and the staff e-mail in the outbox. The answer is sent only after that transaction commits,
 * so an order a customer saw confirmed survives a crash, with its e-mail still to be sent.
 *
 * Nothing the browser says about money is trusted: prices come from the database, in the
 * chosen payment list, and the total is added in cents. Staff recipients come from
 * STAFF_EMAILS; a `mails` list in the request is ignored.
 *
 * Stock is NOT decremented: the seller confirms availability with the customer by phone or
 * WhatsApp, and the catalogue's stock is overwritten by every import from the
 * seller's systems. An order asking for more than the listed stock is refused (409).
 *
 * This file is the customer's side; the request's schema is in order-request.ts, the answers'
 * shapes in order-views.ts; the staff's functions are a service of their own (admin-orders-service.ts).
 */
import type { Env } from '#config/env.server.ts'
import { store } from '#config/store.ts'
import { displayName } from '#domain/display-name.ts'
import { formatOrderNumber } from '#domain/format.ts'
import { fromCents, toCents } from '#domain/money.ts'
import { cartPlanView } from '#domain/financing-view.ts'
import { INITIAL_ORDER_STATE, ORDER_STATE_ACTORS } from '#domain/order-state.ts'
import { PAYMENT_OPTIONS, cartTotalWithoutNationalTaxes, lineTotalCents, paymentListPrice } from '#domain/prices.ts'
import type { Database } from '../db/database.ts'
import type { FileStore, StoredFile } from '../files/file-store.ts'
import { isUniqueViolation } from '../db/postgres-errors.ts'
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, UnauthorizedError } from '../shared/errors.ts'
import { orderStatesRepository } from './order-states-repository.ts'
import { enqueueEmail } from '../mail/outbox-repository.ts'
import { ordersRepository } from './orders-repository.ts'
import { productsRepository } from '../catalogue/products-repository.ts'
import type { SessionClaims } from '../accounts/token-service.ts'
import { INVOICE_FILE_PATTERN, invoiceFileName, invoiceKey, invoiceLinks, invoicePath } from './invoice-links.ts'
import { renderOrderEmail } from './order-email.ts'
import { renderReceiptEmail } from './emails/receipt-email.ts'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import { toOrderPayload, type OrderRequest } from '#domain/order-payload.ts'
import { clientOrderOf, placedOf, type ClientOrder, type PlacedOrder } from './order-views.ts'

/** Who a session belongs to: all an order needs of it. */
type SessionOwner = Pick<SessionClaims, 'userId' | 'email'>

/** How far back getClientOrders looks: more than any customer's real history. */
export const CLIENT_ORDERS_LIMIT = 500
const RATE_WINDOW_SECONDS = 60 * 60
const PICKUP_ADDRESS = 'Retira en local'

export interface OrderServiceDeps {
  database: Database
  env: Pick<Env, 'STAFF_EMAILS' | 'ORDERS_PER_HOUR'>
  /** key of the invoice links (invoice-links.ts) */
  linkSecret: Uint8Array
  /** where invoice PDFs are kept (server/files/) */
  files: FileStore
  /** the store's public origin, for the shopper's receipt (email-origin.ts) */
  origin: string
}

export function orderService({ database, env, linkSecret, files, origin }: OrderServiceDeps) {
  const db = database.db
  const links = invoiceLinks(linkSecret)

  function assertSessionEmail(session: SessionOwner): void {
    if (!session.email.trim()) throw new UnauthorizedError(ORDER_MESSAGES.sessionExpired)
  }

  return {
    /** What getOrderMovement shows: the next number if nobody orders first. Not reserved. */
    async previewMovement(): Promise<string> {
      return formatOrderNumber((await ordersRepository(db).lastMovement()) + 1)
    },

    /** The last number handed out; setOrderMovement answers it and changes nothing. */
    async lastMovement(): Promise<string> {
      return formatOrderNumber(await ordersRepository(db).lastMovement())
    },

    /**
     * Places an order. Returns `replayed: true` when the same customer already placed an order
     * with this idempotency key: that order is answered again and nothing new is written.
     */
    async place(
      session: SessionOwner,
      request: OrderRequest,
      idempotencyKey: string | null,
    ): Promise<PlacedOrder & { replayed: boolean }> {
      assertSessionEmail(session)
      const { userId } = session
      const email = session.email.trim()
      const option = PAYMENT_OPTIONS.find((o) => o.list === request.paymentList)
      if (!option) throw new InvalidError(ORDER_MESSAGES.badPayment)

      const attempt = () =>
        db.transaction(async (tx) => {
          const orders = ordersRepository(tx)
          if (!(await orders.userExists(userId))) throw new UnauthorizedError(ORDER_MESSAGES.sessionExpired)
          await orders.lockCustomer(userId)

          if (idempotencyKey !== null) {
            const existing = await orders.byIdempotencyKey(userId, idempotencyKey)
            if (existing) return { ...placedOf(existing), replayed: true }
          }
          if ((await orders.countRecent(userId, RATE_WINDOW_SECONDS)) >= env.ORDERS_PER_HOUR) {
            throw new ForbiddenError(ORDER_MESSAGES.rateLimited)
          }

          const found = new Map((await productsRepository(tx).bySkus(request.lines.map((l) => l.sku))).map((p) => [p.sku, p]))
          const lines = request.lines.map(({ sku, quantity }) => {
            const product = found.get(sku)
            if (!product) throw new ConflictError(`El producto ${sku} ya no está disponible. Quítelo del carrito para continuar.`)
            if (quantity > product.stock) {
              throw new ConflictError(
                product.stock > 0
                  ? `No hay stock suficiente de "${displayName(product.name)}": pidió ${quantity} y hay ${product.stock} disponible${product.stock === 1 ? '' : 's'}.`
                  : `"${displayName(product.name)}" no tiene stock disponible. Quítelo del carrito para continuar.`,
              )
            }
            const unitCents = toCents(paymentListPrice(product, request.paymentList))
            if (unitCents <= 0)
              throw new ConflictError(`"${displayName(product.name)}" no tiene precio para la forma de pago elegida.`)
            return {
              sku,
              name: product.name,
              quantity,
              unitCents,
              subtotalCents: lineTotalCents(product, quantity, request.paymentList),
              product,
            }
          })
          const totalCents = lines.reduce((sum, l) => sum + l.subtotalCents, 0)
          const total = fromCents(totalCents)

          // Taken as late as possible: the counter row stays locked until the commit.
          const movement = await orders.allocateMovement()
          const customer = { ...request.customer, email }
          const { delivery, identity } = request
          // The chosen plan's figures as the cart showed them, kept with the order for the e-mails.
          const financing = cartPlanView(
            request.lines.map(({ sku, quantity }) => ({ product: found.get(sku)!, quantity })),
            request.paymentList,
          )
          const payload = toOrderPayload({
            movement,
            clientEmail: email,
            company: store.brandName,
            footerImg: '',
            customer,
            lines: lines.map((l) => ({ sku: l.sku, name: l.name, unitPrice: fromCents(l.unitCents), quantity: l.quantity })),
            delivery,
            total,
            paymentList: request.paymentList,
            identity,
          })
          const order = await orders.insert(
            {
              movement,
              userId,
              totalPrice: total,
              address: delivery.pickup ? PICKUP_ADDRESS : `${delivery.address} (CP ${delivery.postal_code})`,
              payment: option.label,
              paymentList: option.list,
              payload,
              taxIdKind: identity.taxId.kind,
              taxId: identity.taxId.number,
              vatCondition: identity.vatCondition,
              invoiceType: identity.invoiceType,
              financing,
              idempotencyKey,
            },
            lines.map((l) => ({ sku: l.sku, name: l.name, quantity: l.quantity, price: fromCents(l.unitCents) })),
          )

          const mail = renderOrderEmail({
            movement,
            date: order.date,
            customer,
            lines: lines.map((l) => ({
              sku: l.sku,
              name: l.name,
              quantity: l.quantity,
              unitPrice: fromCents(l.unitCents),
              subtotal: fromCents(l.subtotalCents),
            })),
            delivery,
            payment: { list: option.list, label: option.label },
            total,
            billing: identity,
            financing,
          })
          await enqueueEmail(tx, {
            kind: 'order-staff',
            recipients: [...env.STAFF_EMAILS],
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
          })
          // The order's first state, and the shopper's receipt: same transaction, same outbox.
          await orderStatesRepository(tx).insert({
            orderId: order.id,
            state: order.orderState || INITIAL_ORDER_STATE,
            note: '',
            actor: ORDER_STATE_ACTORS.store,
            notified: false,
            setAt: order.date,
          })
          const receipt = renderReceiptEmail({
            movement,
            date: order.date,
            fullname: customer.fullname,
            lines: lines.map((l) => ({
              sku: l.sku,
              name: l.name,
              quantity: l.quantity,
              unitPrice: fromCents(l.unitCents),
              subtotal: fromCents(l.subtotalCents),
            })),
            total,
            // what the cart page showed under the total (domain/prices.ts)
            totalWithoutTaxes: cartTotalWithoutNationalTaxes(lines, request.paymentList),
            payment: { list: option.list, label: option.label },
            delivery,
            billing: identity,
            financing,
            origin,
          })
          await enqueueEmail(tx, { kind: 'order-receipt', recipients: [email], ...receipt })
          return { movimiento_numero: payload.movimiento_numero, order_id: order.id, total, replayed: false }
        })

      try {
        return await attempt()
      } catch (error) {
        // Two requests with one key racing past the lock (not possible with the advisory lock,
        // kept as a safety net): the unique index refused the second; answer the first.
        if (idempotencyKey !== null && isUniqueViolation(error, 'orders_idempotency_key')) {
          const existing = await ordersRepository(db).byIdempotencyKey(userId, idempotencyKey)
          if (existing) return { ...placedOf(existing), replayed: true }
        }
        throw error
      }
    },

    /** With each order's states, oldest first (the timeline of Mis pedidos). */
    async clientOrders(session: SessionOwner): Promise<ClientOrder[]> {
      const rows = await ordersRepository(db).forUser(session.userId, CLIENT_ORDERS_LIMIT)
      const history = await orderStatesRepository(db).forOrders(rows.map(({ order }) => order.id))
      return rows.map(({ order, lines }) => clientOrderOf(order, lines, history.get(order.id) ?? []))
    },

    /**
     * A signed, expiring link to the order's invoice, for its owner only. Another customer's
     * order is answered as an unknown one: the answer must not tell which order ids exist.
     */
    async invoiceLink(session: SessionOwner, orderId: number): Promise<{ url: string; expires_at: string }> {
      const order = await ordersRepository(db).byId(orderId)
      if (!order || order.userId !== session.userId) throw new NotFoundError(ORDER_MESSAGES.orderNotFound)
      if (!order.invoiceNumber) throw new ConflictError(ORDER_MESSAGES.invoiceNotReady)
      const file = invoiceFileName(order.invoiceNumber, formatOrderNumber(order.movement))
      const { url, expiresAt } = links.sign(invoicePath(order.userId, file))
      return { url, expires_at: expiresAt.toISOString() }
    },

    /**
     * The invoice behind a link: ForbiddenError when the link is not valid (or expired), null
     * when it is but the file store has no such file. The key is the link's path without its
     * leading '/', which is also where DATA_DIR kept invoices before the file store.
     */
    async invoiceFile(userId: string, file: string, query: { exp?: unknown; sig?: unknown }): Promise<StoredFile | null> {
      const valid =
        /^[1-9]\d{0,9}$/.test(userId) &&
        INVOICE_FILE_PATTERN.test(file) &&
        links.verify({ path: invoicePath(Number(userId), file), exp: query.exp, sig: query.sig })
      if (!valid) throw new ForbiddenError(ORDER_MESSAGES.invoiceLinkInvalid)
      return files.get(invoiceKey(Number(userId), file))
    },
  }
}

export type OrderService = ReturnType<typeof orderService>
