/**
 * Past orders for Reportes to read where no shopper has bought yet: the benchmark's 100,000
 * orders over two years, and the browser tests' few weeks. Written straight to the tables (not
 * through the order's service: no stock, no e-mails, no counter per order), deterministic from
 * a seed, every order a whole one the back office can open (payload, lines, shipping), and
 * product views per day beside them. Never run by `npm start`.
 */
import { asc, eq, sql } from 'drizzle-orm'
import type { OrderPayload } from '#domain/order-payload.ts'
import type { OrderShipping } from '#domain/shipping/order-shipping.ts'
import type { PriceList } from '#domain/prices.ts'
import type { Executor } from '../db/database.ts'
import { orderCounter, orderLines, orders, productViewDays, products, users } from '../db/schema/index.ts'
import { mixSeed, mulberry32 } from './random.ts'

export const SALES_HISTORY_EMAIL = 'historial@tecnohogar.example'

export interface SalesHistoryOptions {
  orders: number
  /** the orders spread over the `days` days before `now` (none on `now`'s own day) */
  days: number
  now: Date
  seed?: number
}

const STATES = ['Entregado', 'Entregado', 'Entregado', 'Enviado', 'En preparación', 'Cancelado'] as const
const LISTS: readonly PriceList[] = [2, 2, 2, 1, 1, 3, 4, 6]
const DAY_MS = 24 * 60 * 60 * 1000
// bounded parameters per statement on both databases
const BATCH = 500

function shippingOf(r: number, day: Date): OrderShipping {
  const iso = day.toISOString().slice(0, 10)
  if (r < 0.45) return { kind: 'pickup', branch: r < 0.3 ? 'caballito' : 'villaUrquiza', readyFrom: iso }
  if (r < 0.9) return { kind: 'delivery', zone: 'CABA', price: 0, free: true, minDays: 1, maxDays: 3, from: iso, to: iso }
  return { kind: 'to_quote' }
}

/** Writes the orders and views; returns how many orders and lines. */
export async function seedSalesHistory(db: Executor, options: SalesHistoryOptions): Promise<{ orders: number; lines: number }> {
  const rng = mulberry32(mixSeed(options.seed ?? 2026, 0x5a1e5))
  const pool = await db
    .select({ id: products.id, sku: products.sku, name: products.name, price: products.priceList1 })
    .from(products)
    .where(sql`${products.priceList1} > 0 and not ${products.hidden}`)
    .orderBy(asc(products.id))
    .limit(300)
  if (pool.length === 0) throw new Error('seedSalesHistory: the catalogue has no product with a price')
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, SALES_HISTORY_EMAIL))
  const userId =
    existing?.id ??
    (
      await db
        .insert(users)
        .values({ email: SALES_HISTORY_EMAIL, fullname: 'Cliente Histórico', dni: '20111222', phone: '1155550000' })
        .returning({ id: users.id })
    )[0]!.id
  const [counter] = await db.select({ last: orderCounter.lastMovement }).from(orderCounter)
  const [highest] = await db
    .select({ movement: sql<number>`coalesce(max(${orders.movement}), 0)::int`.mapWith(Number) })
    .from(orders)
  let movement = Math.max(counter?.last ?? 0, highest?.movement ?? 0)
  const start = options.now.getTime() - options.days * DAY_MS
  const span = options.days * DAY_MS - 60 * 60 * 1000
  let lineCount = 0

  for (let done = 0; done < options.orders; done += BATCH) {
    const size = Math.min(BATCH, options.orders - done)
    const rows: (typeof orders.$inferInsert)[] = []
    const linesOf: { sku: string; name: string; quantity: number; price: number }[][] = []
    for (let i = 0; i < size; i++) {
      // more orders lately: a store that grows
      const date = new Date(start + Math.sqrt((done + i + rng()) / options.orders) * span)
      // popular products first: a few sell a lot
      const picks = 1 + Math.floor(rng() * rng() * 3)
      const lines = Array.from({ length: picks }, () => {
        const product = pool[Math.floor(rng() ** 2 * pool.length)]!
        return { sku: product.sku, name: product.name, quantity: 1 + Math.floor(rng() * rng() * 3), price: product.price }
      })
      const shipping = shippingOf(rng(), date)
      const total = Math.round(lines.reduce((sum, l) => sum + l.quantity * l.price, 0) * 100) / 100
      const list = LISTS[Math.floor(rng() * LISTS.length)]!
      movement += 1
      const pickup = shipping.kind === 'pickup'
      const payload: OrderPayload = {
        movimiento_numero: String(movement),
        client_email: SALES_HISTORY_EMAIL,
        company: 'TecnoHogar',
        footer_img: '',
        datos_cliente: {
          nombre_completo: 'Cliente Histórico',
          dni: '20111222',
          direccion: pickup ? '---' : 'Av. Corrientes 1234',
          location: 'CABA',
          cp: pickup ? '---' : '1043',
          celular: '1155550000',
          email: SALES_HISTORY_EMAIL,
        },
        productos: lines.map((l) => ({ sku: l.sku, descripcion: l.name, precio: l.price, cantidad_seleccionada: l.quantity })),
        opcion_de_entrega: {
          retira_en_local: pickup,
          cp: pickup ? '---' : '1043',
          direccion: pickup ? '---' : 'Av. Corrientes 1234',
          ...(shipping.kind === 'pickup' && shipping.branch ? { sucursal: shipping.branch } : {}),
        },
        total,
        abona_en: list,
        envio: shipping,
      }
      rows.push({
        movement,
        userId,
        date,
        totalPrice: total,
        orderState: STATES[Math.floor(rng() * STATES.length)]!,
        address: payload.opcion_de_entrega.direccion,
        payment: list === 2 ? 'Efectivo, transferencia o depósito' : 'Tarjeta',
        paymentList: list,
        payload,
        shipping,
      })
      linesOf.push(lines)
    }
    const inserted = await db.insert(orders).values(rows).returning({ id: orders.id })
    const lineRows = inserted.flatMap(({ id }, i) => linesOf[i]!.map((l) => ({ orderId: id, ...l })))
    for (let j = 0; j < lineRows.length; j += BATCH) await db.insert(orderLines).values(lineRows.slice(j, j + BATCH))
    lineCount += lineRows.length
  }
  // the store's next order takes the number after these (the counter's row may not exist yet)
  await db
    .insert(orderCounter)
    .values({ id: 1, lastMovement: movement })
    .onConflictDoUpdate({ target: orderCounter.id, set: { lastMovement: movement } })

  // views: the most popular products seen most, every day of the period
  const views: (typeof productViewDays.$inferInsert)[] = []
  for (let d = 1; d <= options.days; d++) {
    const day = new Date(options.now.getTime() - d * DAY_MS - 3 * 60 * 60 * 1000).toISOString().slice(0, 10)
    for (const [rank, product] of pool.slice(0, 40).entries())
      views.push({ productId: product.id, day, views: 1 + Math.floor((400 / (rank + 2)) * rng()) })
  }
  for (let j = 0; j < views.length; j += BATCH)
    await db
      .insert(productViewDays)
      .values(views.slice(j, j + BATCH))
      .onConflictDoUpdate({
        target: [productViewDays.productId, productViewDays.day],
        set: { views: sql`${productViewDays.views} + excluded.views` },
      })
  return { orders: options.orders, lines: lineCount }
}
