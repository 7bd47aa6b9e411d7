/**
 * Placing an order, step by step, in one transaction (docs/orders.md): the customer checked
 * (a per-customer lock, the idempotency key, the hourly limit), the lines priced from the
 * database, the order numbered and inserted, its first state recorded and its e-mails put in the
 * outbox. The answer is sent only after that transaction commits, so an order a customer saw
 * confirmed survives a crash, with its e-mails still to be sent.
 *
 * Nothing the browser says about money is trusted: prices come from the database, in the
 * chosen payment list, and the total is added in cents. Staff recipients come from
 * STAFF_EMAILS; a `mails` list in the request is ignored.
 *
 * Stock follows the orders (decision 048): the lines' products are locked, checked and their
 * units taken in the order's transaction, so of two orders for the last unit the second waits
 * and is refused (409). A seller whose stock comes from their own system through imports turns
 * that off (server/stock/stock-settings.ts): then the stock is only checked, and the staff
 * e-mail says it was not taken.
 */
import type { Env } from '#config/env.server.ts'
import { store } from '#config/store.ts'
import { displayName } from '#domain/display-name.ts'
import { cartPlanView, type PlanView } from '#domain/financing-view.ts'
import { fromCents, toCents } from '#domain/money.ts'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import { toOrderPayload, type OrderPayload, type OrderRequest } from '#domain/order-payload.ts'
import { INITIAL_ORDER_STATE, ORDER_STATE_ACTORS } from '#domain/order-state.ts'
import {
  PAYMENT_OPTIONS,
  orderTotalWithoutNationalTaxes,
  lineTotalCents,
  paymentListPrice,
  type PaymentOption,
} from '#domain/prices.ts'
import type { Product } from '#domain/product.ts'
import { shippingCost, type OrderShipping } from '#domain/shipping/order-shipping.ts'
import { seenShippingDiffers, shippingChangeText } from '#domain/shipping/order-shipping-check.ts'
import { SHIPPING_MESSAGES } from '#domain/shipping/shipping-messages.ts'
import { minimumOrderProblem } from '#domain/wholesale/minimum-order.ts'
import {
  ON_ACCOUNT_LABEL,
  WHOLESALE_TERMS_MESSAGES,
  creditProblem,
  resellerPriceLists,
  vatSplit,
  type OrderWholesale,
  type WholesaleOrderTerms,
} from '#domain/wholesale/wholesale-prices.ts'
import type { Database, Executor } from '../db/database.ts'
import { isUniqueViolation } from '../db/postgres-errors.ts'
import { ConflictError, ForbiddenError, InvalidError, UnauthorizedError } from '../shared/errors.ts'
import { productsRepository } from '../catalogue/products-repository.ts'
import { bumpCatalogueVersion } from '../catalogue/catalogue-writer.ts'
import { lockProductsBySku, takeOrderStock } from '../stock/order-stock.ts'
import { stockFollowsOrders } from '../stock/stock-settings.ts'
import { enqueueEmail } from '../mail/outbox-repository.ts'
import { renderOrderEmail, type OrderEmailLine } from './order-email.ts'
import { renderReceiptEmail } from './emails/receipt-email.ts'
import { orderStatesRepository } from './order-states-repository.ts'
import { ordersRepository, type OrderRow } from './orders-repository.ts'
import { placedOf, type PlacedOrder } from './order-views.ts'

const RATE_WINDOW_SECONDS = 60 * 60
const PICKUP_ADDRESS = 'Retira en local'

/**
 * What placing an order needs of the shipping (server/shipping/, handed in by createServices):
 * the order's shipping quoted from its delivery and the lines' subtotal. Declared here so orders
 * depend on no other feature.
 */
export interface ShippingQuoter {
  forOrder(delivery: OrderRequest['delivery'], subtotal: number, now: Date): Promise<OrderShipping>
}

/**
 * What placing an order needs of the wholesale channel (server/wholesale/, handed in by
 * createServices): an approved reseller's terms, or null for anyone else. `lock` holds the
 * reseller's account until the order's transaction ends.
 */
export interface WholesaleTermsReader {
  forOrder(db: Executor, userId: number, skus: readonly string[], lock: boolean): Promise<WholesaleOrderTerms | null>
}

export interface PlacingDeps {
  database: Database
  env: Pick<Env, 'STAFF_EMAILS' | 'ORDERS_PER_HOUR'>
  /** the store's public origin, for the shopper's receipt (email-origin.ts) */
  origin: string
  /** quotes the order's shipping */
  shipping: ShippingQuoter
  /** an approved reseller's prices and terms; absent: every order is retail */
  wholesale?: WholesaleTermsReader | undefined
  /** this instance forgets its catalogue caches at once, when an order moved a product's stock label */
  onCatalogueChange?: () => void
}

/** One order being placed: whose, what, and the key that makes a retry answer the same order. */
export interface Placement {
  userId: number
  /** the session's e-mail, trimmed: the order's and the receipt's address */
  email: string
  request: OrderRequest
  option: PaymentOption
  idempotencyKey: string | null
}

/** A line priced from the database, in the chosen payment list. */
interface PricedLine {
  sku: string
  name: string
  quantity: number
  unitCents: number
  subtotalCents: number
  /** the wholesale price before IVA; null when the retail lists priced the line */
  net: number | null
  product: Product
}

interface InsertedOrder {
  order: OrderRow
  payload: OrderPayload
  financing: PlanView | null
  /** the lines plus the shipping's cost */
  total: number
  shipping: OrderShipping
  wholesale: OrderWholesale | null
}

export type PlaceResult = PlacedOrder & { replayed: boolean }

/**
 * The customer exists, is locked against parallel orders (so the idempotency check and the
 * hourly count cannot race), and is under the hourly limit. Returns the order already placed
 * with this key, if any.
 */
async function checkCustomer(tx: Executor, p: Placement, ordersPerHour: number): Promise<OrderRow | undefined> {
  const orders = ordersRepository(tx)
  if (!(await orders.userExists(p.userId))) throw new UnauthorizedError(ORDER_MESSAGES.sessionExpired)
  await orders.lockCustomer(p.userId)
  if (p.idempotencyKey !== null) {
    const existing = await orders.byIdempotencyKey(p.userId, p.idempotencyKey)
    if (existing) return existing
  }
  if ((await orders.countRecent(p.userId, RATE_WINDOW_SECONDS)) >= ordersPerHour) {
    throw new ForbiddenError(ORDER_MESSAGES.rateLimited)
  }
  return undefined
}

/**
 * Each line at the database's price for the chosen list — a reseller's at the wholesale price with
 * IVA where the product has one; a gone product, short stock or no price refuses the order.
 */
async function priceLines(
  tx: Executor,
  { lines, paymentList }: OrderRequest,
  terms: WholesaleOrderTerms | null,
): Promise<PricedLine[]> {
  const found = new Map(
    (await productsRepository(tx).bySkus(lines.map((l) => l.sku))).map((p) => [
      p.sku,
      resellerPriceLists(p, terms?.prices.get(p.sku)),
    ]),
  )
  // one line per sku: toOrderRequest merged a product named twice (domain/order-payload.ts)
  return lines.map(({ sku, quantity }) => {
    const product = found.get(sku)
    if (!product) throw new ConflictError(`El producto ${sku} ya no está disponible. Quítelo del carrito para continuar.`)
    if (quantity > product.stock) {
      throw new ConflictError(
        product.stock > 0
          ? `No hay stock suficiente de "${displayName(product.name)}": pidió ${quantity} y hay ${product.stock} disponible${product.stock === 1 ? '' : 's'}.`
          : `"${displayName(product.name)}" no tiene stock disponible. Quítelo del carrito para continuar.`,
      )
    }
    const unitCents = toCents(paymentListPrice(product, paymentList))
    if (unitCents <= 0) throw new ConflictError(`"${displayName(product.name)}" no tiene precio para la forma de pago elegida.`)
    const subtotalCents = lineTotalCents(product, quantity, paymentList)
    const net = terms?.prices.get(sku)?.net ?? null
    return {
      sku,
      name: product.name,
      quantity,
      unitCents,
      subtotalCents,
      net,
      product,
    }
  })
}

/** The order's number (taken as late as possible: the counter row stays locked until the commit), then its row and lines. */
async function numberAndInsert(
  tx: Executor,
  p: Placement,
  lines: PricedLine[],
  shipping: OrderShipping,
  wholesale: OrderWholesale | null,
): Promise<InsertedOrder> {
  const orders = ordersRepository(tx)
  const total = fromCents(totalCentsOf(lines, shipping))
  const movement = await orders.allocateMovement()
  const { delivery, identity, paymentList } = p.request
  // The chosen plan's figures as the cart showed them, kept with the order for the e-mails.
  const financing = cartPlanView(lines, paymentList)
  const payload = toOrderPayload({
    movement,
    clientEmail: p.email,
    company: store.brandName,
    footerImg: '',
    customer: { ...p.request.customer, email: p.email },
    lines: lines.map((l) => ({ sku: l.sku, name: l.name, unitPrice: fromCents(l.unitCents), quantity: l.quantity })),
    delivery,
    total,
    paymentList,
    identity,
    shipping,
    ...(p.request.onAccount ? { onAccount: true } : {}),
  })
  const order = await orders.insert(
    {
      movement,
      userId: p.userId,
      totalPrice: total,
      address: delivery.pickup ? PICKUP_ADDRESS : `${delivery.address} (CP ${delivery.postal_code})`,
      payment: p.option.label,
      paymentList: p.option.list,
      payload,
      taxIdKind: identity.taxId.kind,
      taxId: identity.taxId.number,
      vatCondition: identity.vatCondition,
      invoiceType: identity.invoiceType,
      financing,
      idempotencyKey: p.idempotencyKey,
      shipping,
      shippingCost: shippingCost(shipping),
      wholesale,
    },
    lines.map((l) => ({ sku: l.sku, name: l.name, quantity: l.quantity, price: fromCents(l.unitCents) })),
  )
  return { order, payload, financing, total, shipping, wholesale }
}

const totalCentsOf = (lines: readonly PricedLine[], shipping: OrderShipping) =>
  lines.reduce((sum, l) => sum + l.subtotalCents, 0) + toCents(shippingCost(shipping))

/**
 * A reseller's order as the account allows it: on cuenta corriente only for an approved reseller;
 * billed to the account's CUIT with a Factura A whatever the page sent as condition (another CUIT
 * is refused, not silently replaced: the reseller must see who the invoice is for).
 */
function resellerPlacement(p: Placement, terms: WholesaleOrderTerms | null): Placement {
  if (!terms) {
    // 409, not 403: the page reads a 403 on this call as the hourly limit (spec)
    if (p.request.onAccount) throw new ConflictError(WHOLESALE_TERMS_MESSAGES.onAccountNotReseller)
    return p
  }
  const { taxId } = p.request.identity
  if (taxId.kind !== 'cuit' || taxId.number !== terms.cuit)
    throw new InvalidError(WHOLESALE_TERMS_MESSAGES.foreignCuit(terms.cuit))
  const identity = { ...p.request.identity, vatCondition: terms.vatCondition, invoiceType: 'A' as const }
  return { ...p, request: { ...p.request, identity, customer: { ...p.request.customer, vat_condition: terms.vatCondition } } }
}

/**
 * The reseller's order figures, after its minimum (lines with IVA, shipping apart) and, on cuenta
 * corriente, its credit are checked: IVA apart, and the balance used once this order counts.
 */
function wholesaleOf(
  p: Placement,
  terms: WholesaleOrderTerms,
  lines: readonly PricedLine[],
  shipping: OrderShipping,
): OrderWholesale {
  const subtotal = fromCents(lines.reduce((sum, l) => sum + l.subtotalCents, 0))
  const short = minimumOrderProblem(subtotal, terms.minimumOrder)
  if (short) throw new ConflictError(short)
  const totalCents = totalCentsOf(lines, shipping)
  const onAccount = p.request.onAccount === true
  if (onAccount) {
    const refused = creditProblem({ limit: terms.creditLimit, used: terms.balanceUsed }, fromCents(totalCents))
    if (refused) throw new ConflictError(refused)
  }
  const split = vatSplit(
    lines.map((l) => ({ ...l, vatPercentage: l.product.tax_percentage })),
    shippingCost(shipping),
  )
  return {
    razon_social: terms.razonSocial,
    cuit: terms.cuit,
    on_account: onAccount,
    credit_limit: terms.creditLimit,
    balance_used: onAccount ? fromCents(toCents(terms.balanceUsed) + totalCents) : terms.balanceUsed,
    net: split.net,
    vat: split.vat,
  }
}

/**
 * The order's shipping, quoted from its delivery and the lines' subtotal at the database's prices
 * (never the browser's figure), before the order's transaction opens: the quote may read the
 * zones or, later, ask a carrier, neither of which belongs inside it (PGlite runs one transaction
 * at a time). When the page says what it showed and the quote differs (a zone changed while the
 * cart was open), the order is refused naming the new figure, so the shopper sees it first.
 */
async function quoteShipping({ database, shipping: quoter, wholesale }: PlacingDeps, p: Placement): Promise<OrderShipping> {
  const { lines, paymentList } = p.request
  const skus = lines.map((l) => l.sku)
  // a reseller's subtotal at their prices: a free-shipping threshold reads what they pay
  const terms = wholesale ? await wholesale.forOrder(database.db, p.userId, skus, false) : null
  const found = new Map(
    (await productsRepository(database.db).bySkus(skus)).map((pr) => [pr.sku, resellerPriceLists(pr, terms?.prices.get(pr.sku))]),
  )
  const subtotalCents = lines.reduce((sum, { sku, quantity }) => {
    const product = found.get(sku)
    return product ? sum + lineTotalCents(product, quantity, paymentList) : sum
  }, 0)
  const shipping = await quoter.forOrder(p.request.delivery, fromCents(subtotalCents), new Date())
  if (seenShippingDiffers(p.request.seenShipping, shipping)) {
    throw new ConflictError(SHIPPING_MESSAGES.shippingChanged(shippingChangeText(shipping)))
  }
  return shipping
}

const emailLinesOf = (lines: PricedLine[]): OrderEmailLine[] =>
  lines.map((l) => ({
    sku: l.sku,
    name: l.name,
    quantity: l.quantity,
    unitPrice: fromCents(l.unitCents),
    subtotal: fromCents(l.subtotalCents),
  }))

/** The order's first state, then the shopper's receipt: same transaction, same outbox as the order. */
async function recordFirstState(tx: Executor, order: OrderRow): Promise<void> {
  await orderStatesRepository(tx).insert({
    orderId: order.id,
    state: order.orderState || INITIAL_ORDER_STATE,
    note: '',
    actor: ORDER_STATE_ACTORS.store,
    notified: false,
    setAt: order.date,
  })
}

async function enqueueStaffEmail(
  tx: Executor,
  origin: string,
  staffEmails: readonly string[],
  p: Placement,
  lines: PricedLine[],
  o: InsertedOrder,
  stockTaken: boolean,
) {
  const { delivery, identity } = p.request
  const mail = renderOrderEmail(
    {
      movement: o.order.movement,
      date: o.order.date,
      customer: { ...p.request.customer, email: p.email },
      lines: emailLinesOf(lines),
      delivery,
      payment: { list: p.option.list, label: p.option.label },
      total: o.total,
      billing: identity,
      financing: o.financing,
      shipping: o.shipping,
      stockTaken,
      wholesale: o.wholesale,
    },
    origin,
  )
  await enqueueEmail(tx, {
    kind: 'order-staff',
    recipients: [...staffEmails],
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  })
}

async function enqueueReceipt(tx: Executor, origin: string, p: Placement, lines: PricedLine[], o: InsertedOrder) {
  const { delivery, identity, paymentList } = p.request
  const receipt = renderReceiptEmail({
    movement: o.order.movement,
    date: o.order.date,
    fullname: p.request.customer.fullname,
    lines: emailLinesOf(lines),
    total: o.total,
    // what the cart page showed under the total, its shipping included (domain/prices.ts)
    totalWithoutTaxes: orderTotalWithoutNationalTaxes(lines, paymentList, shippingCost(o.shipping)),
    payment: { list: p.option.list, label: p.option.label },
    delivery,
    billing: identity,
    financing: o.financing,
    shipping: o.shipping,
    wholesale: o.wholesale,
    origin,
  })
  await enqueueEmail(tx, { kind: 'order-receipt', recipients: [p.email], ...receipt })
}

/** Takes the order's units; when a product's label on the storefront moves, the catalogue's version moves too. */
async function takeStock(tx: Executor, order: OrderRow, lines: PricedLine[]): Promise<boolean> {
  const taken = lines.map((l) => ({ productId: l.product.id, quantity: l.quantity }))
  const labelMoved = await takeOrderStock(tx, order.id, taken, ORDER_STATE_ACTORS.store)
  if (labelMoved) await bumpCatalogueVersion(tx)
  return labelMoved
}

async function placeOnce(
  { database, env, origin, onCatalogueChange, wholesale }: PlacingDeps,
  asked: Placement,
  shipping: OrderShipping,
): Promise<PlaceResult> {
  let labelMoved = false
  const result = await database.db.transaction(async (tx) => {
    const existing = await checkCustomer(tx, asked, env.ORDERS_PER_HOUR)
    if (existing) return { ...placedOf(existing), replayed: true }
    const skus = asked.request.lines.map((l) => l.sku)
    const terms = wholesale ? await wholesale.forOrder(tx, asked.userId, skus, true) : null
    const p = resellerPlacement(asked, terms)
    const follows = await stockFollowsOrders(tx)
    if (follows)
      await lockProductsBySku(
        tx,
        p.request.lines.map((l) => l.sku),
      )
    const lines = await priceLines(tx, p.request, terms)
    const inserted = await numberAndInsert(tx, p, lines, shipping, terms && wholesaleOf(p, terms, lines, shipping))
    if (follows) labelMoved = await takeStock(tx, inserted.order, lines)
    await enqueueStaffEmail(tx, origin, env.STAFF_EMAILS, p, lines, inserted, follows)
    await recordFirstState(tx, inserted.order)
    await enqueueReceipt(tx, origin, p, lines, inserted)
    return {
      movimiento_numero: inserted.payload.movimiento_numero,
      order_id: inserted.order.id,
      total: inserted.total,
      replayed: false,
    }
  })
  if (labelMoved) onCatalogueChange?.()
  return result
}

/** The payment option the request names; InvalidError for one the store does not offer. */
export function paymentOptionOf(request: OrderRequest): PaymentOption {
  // cuenta corriente pays at the cash list, as a transfer does (decision 058)
  if (request.onAccount) return { list: 2, label: ON_ACCOUNT_LABEL, instalments: 1 }
  const option = PAYMENT_OPTIONS.find((o) => o.list === request.paymentList)
  if (!option) throw new InvalidError(ORDER_MESSAGES.badPayment)
  return option
}

/**
 * Places an order. Returns `replayed: true` when the same customer already placed an order
 * with this idempotency key: that order is answered again and nothing new is written.
 */
export async function placeOrder(deps: PlacingDeps, p: Placement): Promise<PlaceResult> {
  try {
    return await placeOnce(deps, p, await quoteShipping(deps, p))
  } catch (error) {
    // Two requests with one key racing past the lock (not possible with the advisory lock,
    // kept as a safety net): the unique index refused the second; answer the first.
    if (p.idempotencyKey !== null && isUniqueViolation(error, 'orders_idempotency_key')) {
      const existing = await ordersRepository(deps.database.db).byIdempotencyKey(p.userId, p.idempotencyKey)
      if (existing) return { ...placedOf(existing), replayed: true }
    }
    throw error
  }
}
