/**
 * Orders (spec sections 3, 4 'Order placement', 7; ARCHITECTURE.md 'Orders and e-mail').
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
 * WhatsApp (spec section 4), and the catalogue's stock is overwritten by every import from the
 * seller's systems. An order asking for more than the listed stock is refused (409).
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import type { Env } from '#config/env.ts'
import { store } from '#config/store.ts'
import { formatOrderNumber } from '#domain/format.ts'
import { fromCents, toCents } from '#domain/money.ts'
import { PAYMENT_OPTIONS, lineTotalCents, paymentListPrice, parsePriceList, type PriceList } from '#domain/prices.ts'
import type { Database } from '../db/database.ts'
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, UnauthorizedError } from '../errors.ts'
import { enqueueEmail } from '../repositories/outbox-repository.ts'
import { ordersRepository, type OrderLineRow, type OrderRow } from '../repositories/orders-repository.ts'
import { productsRepository } from '../repositories/products-repository.ts'
import type { SessionClaims } from './token-service.ts'
import { invoiceFileName, invoiceLinks, invoicePath } from './invoice-links.ts'
import { renderOrderEmail } from './order-email.ts'

/** Who a session belongs to: all an order needs of it. */
type SessionOwner = Pick<SessionClaims, 'userId' | 'email'>

// ---------------------------------------------------------------------------------------------
// Messages the pages show (spec sections 5 and 8)

export const ORDER_MESSAGES = {
  missingFields: 'Faltan campos a completar',
  sessionExpired: 'Tu sesión expiró, vuelve a iniciar sesión',
  rateLimited: 'Excedió el límite de pedidos por hora. Intente más tarde.',
  badPayment: 'La forma de pago elegida no es válida.',
  emptyCart: 'El carrito está vacío.',
  tooManyLines: 'Un pedido admite hasta 100 productos distintos.',
  invoiceNotReady: 'La factura no se encuentra disponible aun, intentelo más tarde!',
  orderNotFound: 'Pedido no encontrado.',
  otherAccount: 'No tiene permiso para acceder a los datos de otra cuenta.',
  badIdempotencyKey: 'La clave Idempotency-Key es inválida (hasta 100 caracteres visibles).',
} as const

export const MAX_ORDER_LINES = 100
export const MAX_QUANTITY = 9999
/** How far back getClientOrders looks: more than any customer's real history. */
export const CLIENT_ORDERS_LIMIT = 500
const RATE_WINDOW_SECONDS = 60 * 60
const PICKUP_ADDRESS = 'Retira en local'
const PICKUP_PLACEHOLDER = '---'

// ---------------------------------------------------------------------------------------------
// The request of POST /api/page/sendOrderEmail

const isAbsent = (v: unknown) => v === undefined || v === null

/** A text field: numbers become strings (a DNI typed as a number), null counts as absent. */
function text(max: number, required: boolean) {
  const base = z
    .string({ error: (issue) => (isAbsent(issue.input) ? ORDER_MESSAGES.missingFields : 'debe ser texto') })
    .trim()
    .max(max, `admite hasta ${max} caracteres`)
  const checked = required ? base.min(1, ORDER_MESSAGES.missingFields) : base
  const prepared = z.preprocess(
    (v) => (v === null ? undefined : typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    checked,
  )
  return required
    ? prepared
    : z.preprocess(
        (v) => (v === null ? undefined : v),
        prepared.optional().transform((v) => v ?? ''),
      )
}

const quantity = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
  z
    .number({
      error: (issue) => (isAbsent(issue.input) ? ORDER_MESSAGES.missingFields : 'la cantidad debe ser un número entero'),
    })
    .int('la cantidad debe ser un número entero')
    .min(1, 'la cantidad mínima es 1')
    .max(MAX_QUANTITY, `la cantidad máxima es ${MAX_QUANTITY}`),
)

const paymentList = z.unknown().transform((value, ctx): PriceList => {
  if (isAbsent(value) || value === '') {
    ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.missingFields })
    return z.NEVER
  }
  const list = parsePriceList(value)
  if (list === null) {
    ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.badPayment })
    return z.NEVER
  }
  return list
})

const flag = z.preprocess(
  (v) => (isAbsent(v) ? false : v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v),
  z.boolean({ error: 'debe ser verdadero o falso' }),
)

const objectOf = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.object(shape, { error: (issue) => (isAbsent(issue.input) ? ORDER_MESSAGES.missingFields : 'debe ser un objeto') })

const orderLineSchema = objectOf({
  sku: text(100, true),
  cantidad_seleccionada: quantity,
  // descripcion and precio are the browser's copy; the server takes both from the database.
})

const orderDataSchema = objectOf({
  client_email: text(300, true),
  datos_cliente: objectOf({
    nombre_completo: text(300, true),
    dni: text(300, true),
    direccion: text(300, true),
    location: text(300, false),
    cp: text(300, true),
    celular: text(300, true),
    // read-only on the page: the session's e-mail is what is stored
    email: text(300, false),
  }),
  productos: z
    .array(orderLineSchema, { error: (issue) => (isAbsent(issue.input) ? ORDER_MESSAGES.emptyCart : 'debe ser una lista') })
    .min(1, ORDER_MESSAGES.emptyCart)
    .max(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyLines),
  opcion_de_entrega: objectOf({
    retira_en_local: flag,
    cp: text(300, false),
    direccion: text(300, false),
  }),
  abona_en: paymentList,
  // movimiento_numero, total, company and footer_img are ignored: the server allocates the
  // number, adds the total and writes the e-mail itself.
})

/** The body: `mails` (the staff list the old page sent) is accepted and ignored. */
export const sendOrderBodySchema = z.object(
  { datos_de_orden: orderDataSchema, mails: z.unknown().optional() },
  { error: 'El cuerpo debe ser un objeto JSON.' },
)

export type OrderData = z.infer<typeof orderDataSchema>

export interface OrderRequest {
  clientEmail: string
  customer: OrderData['datos_cliente']
  lines: { sku: string; quantity: number }[]
  delivery: { pickup: boolean; cp: string; direccion: string }
  paymentList: PriceList
}

/** Messages that are whole sentences for the customer, shown without the field's path. */
const WHOLE_MESSAGES = new Set<string>([
  ORDER_MESSAGES.missingFields,
  ORDER_MESSAGES.badPayment,
  ORDER_MESSAGES.emptyCart,
  ORDER_MESSAGES.tooManyLines,
])

/**
 * Validates the body. A missing required value wins over every other problem and gives the
 * page's 'Faltan campos a completar'; other problems name the field.
 */
export function parseOrderRequest(body: unknown): OrderRequest {
  const result = sendOrderBodySchema.safeParse(body ?? {})
  if (!result.success) {
    const issues = result.error.issues
    if (issues.some((i) => i.message === ORDER_MESSAGES.missingFields))
      throw new InvalidError(ORDER_MESSAGES.missingFields, issues)
    const first = issues[0]
    if (first && WHOLE_MESSAGES.has(first.message)) throw new InvalidError(first.message, issues)
    const where = first && first.path.length ? `${first.path.join('.')}: ` : ''
    throw new InvalidError(`Datos inválidos. ${where}${first?.message ?? ''}`.trim(), issues)
  }
  const data = result.data.datos_de_orden
  const given = data.opcion_de_entrega
  const pickup = given.retira_en_local
  if (
    !pickup &&
    (given.cp === '' || given.direccion === '' || given.cp === PICKUP_PLACEHOLDER || given.direccion === PICKUP_PLACEHOLDER)
  ) {
    throw new InvalidError(ORDER_MESSAGES.missingFields)
  }
  // The cart matches lines by sku, so a repeated sku is one line with the quantities added.
  const merged = new Map<string, number>()
  for (const line of data.productos) merged.set(line.sku, (merged.get(line.sku) ?? 0) + line.cantidad_seleccionada)
  return {
    clientEmail: data.client_email,
    customer: data.datos_cliente,
    lines: [...merged].map(([sku, quantity]) => ({ sku, quantity })),
    delivery: pickup
      ? { pickup, cp: PICKUP_PLACEHOLDER, direccion: PICKUP_PLACEHOLDER }
      : { pickup, cp: given.cp, direccion: given.direccion },
    paymentList: data.abona_en,
  }
}

/** Idempotency-Key: absent → none; otherwise 1 to 100 visible ASCII characters. */
export function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,100}$/.test(header.trim()))
    throw new InvalidError(ORDER_MESSAGES.badIdempotencyKey)
  return header.trim()
}

// ---------------------------------------------------------------------------------------------
// Answers

export interface PlacedOrder {
  movimiento_numero: string
  order_id: number
  total: number
}

export interface ClientOrder {
  order_header: {
    id: number
    movement: string
    date: string
    total_price: number
    order_state: string
    address: string
    payment: string
    invoice_number: number | null
  }
  order_details: { sku: string; name: string; quantity: number; price: number }[]
}

export interface StaffOrder {
  id: number
  movement: string
  date: string
  user_id: number
  email: string
  customer: string
  total_price: number
  order_state: string
  address: string
  payment: string
  payment_list: number
  invoice_number: number | null
  invoice_file: string | null
  lines: { sku: string; name: string; quantity: number; price: number }[]
}

function placedOf(order: OrderRow): PlacedOrder {
  return { movimiento_numero: formatOrderNumber(order.movement), order_id: order.id, total: order.totalPrice }
}

const detailOf = (l: OrderLineRow) => ({ sku: l.sku, name: l.name, quantity: l.quantity, price: l.price })

function clientOrderOf(order: OrderRow, lines: OrderLineRow[]): ClientOrder {
  return {
    order_header: {
      id: order.id,
      movement: formatOrderNumber(order.movement),
      date: order.date.toISOString(),
      total_price: order.totalPrice,
      order_state: order.orderState,
      address: order.address,
      payment: order.payment,
      invoice_number: order.invoiceNumber,
    },
    order_details: lines.map(detailOf),
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown }
    if (code === '23505' && (name === undefined || name === constraint)) return true
  }
  return false
}

// ---------------------------------------------------------------------------------------------
// Staff functions (the staff command line calls these)

export interface OrderStaffDeps {
  database: Database
  /** DATA_DIR: invoices are kept under DATA_DIR/bills/client_{userId}/ */
  dataDir: string
}

/** An order number as staff type it: 12, '12' or '00000012'. */
export function parseMovement(value: number | string): number {
  const n = typeof value === 'number' ? value : /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : NaN
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidError(`Número de pedido inválido: ${String(value)}`)
  return n
}

export const MAX_INVOICE_BYTES = 20 * 1024 * 1024
const MAX_STATE_LENGTH = 60

export function orderStaffService({ database, dataDir }: OrderStaffDeps) {
  const db = database.db
  const repo = ordersRepository(db)
  const billsDir = path.resolve(dataDir, 'bills')

  function staffOrderOf(order: OrderRow, email: string, fullname: string, lines: OrderLineRow[]): StaffOrder {
    const customer = (order.payload.datos_cliente as { nombre_completo?: unknown } | undefined)?.nombre_completo
    return {
      id: order.id,
      movement: formatOrderNumber(order.movement),
      date: order.date.toISOString(),
      user_id: order.userId,
      email,
      customer: typeof customer === 'string' && customer ? customer : fullname,
      total_price: order.totalPrice,
      order_state: order.orderState,
      address: order.address,
      payment: order.payment,
      payment_list: order.paymentList,
      invoice_number: order.invoiceNumber,
      invoice_file: order.invoiceFile,
      lines: lines.map(detailOf),
    }
  }

  async function findStaffOrder(movement: number): Promise<StaffOrder> {
    const order = await repo.byMovement(movement)
    if (!order) throw new NotFoundError(`No existe el pedido N° ${formatOrderNumber(movement)}.`)
    const contact = await repo.userContact(order.userId)
    const lines = (await repo.linesOf([order.id])).get(order.id) ?? []
    return staffOrderOf(order, contact?.email ?? '', contact?.fullname ?? '', lines)
  }

  return {
    /** Newest first; `state` keeps only orders in that state (case-insensitive). */
    async listOrders({ limit = 50, state }: { limit?: number; state?: string | undefined } = {}): Promise<StaffOrder[]> {
      if (!Number.isSafeInteger(limit) || limit < 1 || limit > 10_000)
        throw new InvalidError('El límite debe ser un entero entre 1 y 10000.')
      const rows = await repo.listForStaff(limit, state?.trim() ? state : undefined)
      const lines = await repo.linesOf(rows.map((r) => r.id))
      return rows.map((r) => staffOrderOf(r, r.email, r.fullname, lines.get(r.id) ?? []))
    },

    /** The order state is free text shown to the customer (spec section 4). */
    async setOrderState(movementInput: number | string, stateInput: string): Promise<StaffOrder> {
      const movement = parseMovement(movementInput)
      const state = String(stateInput ?? '').trim()
      // eslint-disable-next-line no-control-regex
      if (state.length === 0 || state.length > MAX_STATE_LENGTH || /[\u0000-\u001f\u007f]/.test(state)) {
        throw new InvalidError(`El estado debe tener entre 1 y ${MAX_STATE_LENGTH} caracteres, en una línea.`)
      }
      if (!(await repo.setState(movement, state)))
        throw new NotFoundError(`No existe el pedido N° ${formatOrderNumber(movement)}.`)
      return findStaffOrder(movement)
    },

    /**
     * Copies the invoice PDF to DATA_DIR/bills/client_{userId}/fc-{n}_movement-{m}.pdf (written
     * to a temporary name and renamed, so a download never sees half a file) and only then
     * records invoice_number and invoice_file, so a link never points at a missing file.
     */
    async attachInvoice(
      movementInput: number | string,
      invoiceNumberInput: number | string,
      pdfPath: string,
    ): Promise<StaffOrder & { path: string }> {
      const movement = parseMovement(movementInput)
      const invoiceNumber =
        typeof invoiceNumberInput === 'number'
          ? invoiceNumberInput
          : /^\s*\d{1,12}\s*$/.test(invoiceNumberInput)
            ? Number(invoiceNumberInput)
            : NaN
      if (!Number.isSafeInteger(invoiceNumber) || invoiceNumber < 1)
        throw new InvalidError(`Número de factura inválido: ${String(invoiceNumberInput)}`)
      const order = await repo.byMovement(movement)
      if (!order) throw new NotFoundError(`No existe el pedido N° ${formatOrderNumber(movement)}.`)
      let bytes: Buffer
      try {
        bytes = await readFile(pdfPath)
      } catch (error) {
        throw new InvalidError(`No se pudo leer ${pdfPath}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
      }
      if (bytes.length > MAX_INVOICE_BYTES) throw new InvalidError(`La factura supera los ${MAX_INVOICE_BYTES / 1024 / 1024} MB.`)
      if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new InvalidError(`${pdfPath} no es un PDF.`)

      const fileName = invoiceFileName(invoiceNumber, formatOrderNumber(movement))
      const folder = path.join(billsDir, `client_${order.userId}`)
      const target = path.join(folder, fileName)
      await mkdir(folder, { recursive: true })
      const partial = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.partial`
      try {
        await writeFile(partial, bytes, { mode: 0o640 })
        await rename(partial, target)
      } finally {
        await rm(partial, { force: true })
      }
      const relative = path.posix.join('bills', `client_${order.userId}`, fileName)
      await repo.setInvoice(movement, invoiceNumber, relative)
      return { ...(await findStaffOrder(movement)), path: target }
    },
  }
}

export type OrderStaffService = ReturnType<typeof orderStaffService>

// ---------------------------------------------------------------------------------------------
// The customer's side

export interface OrderServiceDeps {
  database: Database
  env: Pick<Env, 'STAFF_EMAILS' | 'ORDERS_PER_HOUR' | 'DATA_DIR'>
  /** key of the invoice links (invoice-links.ts) */
  linkSecret: Uint8Array
}

export function orderService({ database, env, linkSecret }: OrderServiceDeps) {
  const db = database.db
  const links = invoiceLinks(linkSecret)
  const billsDir = path.resolve(env.DATA_DIR, 'bills')

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
                  ? `No hay stock suficiente de "${product.name}": pidió ${quantity} y hay ${product.stock} disponible${product.stock === 1 ? '' : 's'}.`
                  : `"${product.name}" no tiene stock disponible. Quítelo del carrito para continuar.`,
              )
            }
            const unitCents = toCents(paymentListPrice(product, request.paymentList))
            if (unitCents <= 0) throw new ConflictError(`"${product.name}" no tiene precio para la forma de pago elegida.`)
            return {
              sku,
              name: product.name,
              quantity,
              unitCents,
              subtotalCents: lineTotalCents(product, quantity, request.paymentList),
            }
          })
          const totalCents = lines.reduce((sum, l) => sum + l.subtotalCents, 0)
          const total = fromCents(totalCents)

          // Taken as late as possible: the counter row stays locked until the commit.
          const movement = await orders.allocateMovement()
          const movimiento = formatOrderNumber(movement)
          const customer = { ...request.customer, email }
          const payload = {
            movimiento_numero: movimiento,
            client_email: email,
            company: store.brandName,
            footer_img: '',
            datos_cliente: customer,
            productos: lines.map((l) => ({
              sku: l.sku,
              descripcion: l.name,
              precio: fromCents(l.unitCents),
              cantidad_seleccionada: l.quantity,
            })),
            opcion_de_entrega: {
              retira_en_local: request.delivery.pickup,
              cp: request.delivery.cp,
              direccion: request.delivery.direccion,
            },
            total,
            abona_en: request.paymentList,
          }
          const order = await orders.insert(
            {
              movement,
              userId,
              totalPrice: total,
              address: request.delivery.pickup ? PICKUP_ADDRESS : `${request.delivery.direccion} (CP ${request.delivery.cp})`,
              payment: option.label,
              paymentList: option.list,
              payload,
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
            delivery: request.delivery,
            payment: { list: option.list, label: option.label },
            total,
          })
          await enqueueEmail(tx, {
            kind: 'order-staff',
            recipients: [...env.STAFF_EMAILS],
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
          })
          return { movimiento_numero: movimiento, order_id: order.id, total, replayed: false }
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

    async clientOrders(session: SessionOwner): Promise<ClientOrder[]> {
      const rows = await ordersRepository(db).forUser(session.userId, CLIENT_ORDERS_LIMIT)
      return rows.map(({ order, lines }) => clientOrderOf(order, lines))
    },

    /** A signed, expiring link to the order's invoice, for its owner only. */
    async invoiceLink(session: SessionOwner, orderId: number): Promise<{ url: string; expires_at: string }> {
      const order = await ordersRepository(db).byId(orderId)
      if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound)
      if (order.userId !== session.userId) throw new ForbiddenError(ORDER_MESSAGES.otherAccount)
      if (!order.invoiceNumber) throw new ConflictError(ORDER_MESSAGES.invoiceNotReady)
      const file = invoiceFileName(order.invoiceNumber, formatOrderNumber(order.movement))
      const { url, expiresAt } = links.sign(invoicePath(order.userId, file))
      return { url, expires_at: expiresAt.toISOString() }
    },

    /** The file behind a verified link, or null when the link is not valid. */
    invoiceFile(userId: string, file: string, query: { exp?: unknown; sig?: unknown }): string | null {
      if (!/^[1-9]\d{0,9}$/.test(userId) || !/^fc-\d{1,12}_movement-\d{1,12}\.pdf$/.test(file)) return null
      if (!links.verify({ path: invoicePath(Number(userId), file), exp: query.exp, sig: query.sig })) return null
      return path.join(billsDir, `client_${userId}`, file)
    },

    ...orderStaffService({ database, dataDir: env.DATA_DIR }),
  }
}

export type OrderService = ReturnType<typeof orderService>
