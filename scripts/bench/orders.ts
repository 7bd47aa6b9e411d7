/**
 * Order placement under load: POST /api/page/sendOrderEmail from 10 connections, each request
 * from the next of the benchmark's customers (so customers rarely wait on each other's lock),
 * two in-stock products (given a stock no run empties: orders take their units) picked up at the
 * counter, payment list 1. Then the outbox: with
 * SMTP_URL unset the store writes one `.eml` file per order under DATA_DIR/outbox, and the
 * drain time is from the end of the load until every order's file is there.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { tokenService } from '#server/accounts/token-service.ts'
import { BROWSER_HEADERS, LoadSeries, type LoadFigures } from './load.ts'
import { PRODUCT_QUERY } from './targets.ts'
import { signIn, staffCall } from './import-throughput.ts'
import { sleep } from './processes.ts'
import type { BenchUser, StoreUnderTest } from './store.ts'

export const ORDER_PATH = '/api/page/sendOrderEmail'
const DRAIN_TIMEOUT_MS = 180_000

export type OrderFigures =
  | { measured: false; reason: string }
  | (LoadFigures & {
      measured: true
      /** orders in the database after the run (warm-up included) */
      orders: number
      /** e-mail files written when the load stopped */
      emailsAtLoadEnd: number
      /** seconds from the end of the load until every order's e-mail was written; null if not within the timeout */
      drainSeconds: number | null
      emailsAtTimeout: number
    })

function countEmails(dataDir: string): number {
  try {
    return readdirSync(path.join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml')).length
  } catch {
    return 0
  }
}

/** Skus of products with stock, found as a shopper would (the search box). */
export async function inStockSkus(baseUrl: string, wanted: number): Promise<string[]> {
  const found = (await (await fetch(`${baseUrl}/api/search/suggestions?q=${encodeURIComponent(PRODUCT_QUERY)}`)).json()) as {
    items: { sku: string }[]
  }
  const skus: string[] = []
  for (const { sku } of found.items) {
    const [product] = (await (await fetch(`${baseUrl}/api/products?sku=${encodeURIComponent(sku)}`)).json()) as {
      stock?: number
    }[]
    if ((product?.stock ?? 0) >= 1) skus.push(sku)
    if (skus.length === wanted) return skus
  }
  if (skus.length === 0) throw new Error(`no product in stock among the suggestions for '${PRODUCT_QUERY}'`)
  return skus
}

/** A stock no run empties (orders take their units, decision 048). */
export const BENCH_STOCK = 10_000_000

/**
 * Gives the products the measurement buys a stock thousands of orders do not empty, through the
 * back office's quick edit as the store's staff account (the store needs `staff: true`): each
 * order takes its units, and a demo product's stock is a few dozen.
 */
export async function stockUp(baseUrl: string, skus: readonly string[]): Promise<void> {
  const rows = await Promise.all(
    skus.map(async (sku) => {
      const [product] = (await (await fetch(`${baseUrl}/api/products?sku=${encodeURIComponent(sku)}`)).json()) as { id: number }[]
      return { id: product!.id, stock: BENCH_STOCK }
    }),
  )
  const signed = await signIn(baseUrl)
  await staffCall(baseUrl, signed, '/api/admin/products', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rows }),
  })
}

/** One order request per customer: its session token and the order's JSON (pick-up, payment list 1). */
export async function orderRequests(
  users: readonly BenchUser[],
  jwtSecret: string,
  skus: readonly string[],
): Promise<{ token: string; body: string }[]> {
  const tokens = tokenService(new TextEncoder().encode(jwtSecret))
  const lines = skus.map((sku) => ({ sku, cantidad_seleccionada: 1 }))
  return Promise.all(
    users.map(async (user, i) => ({
      token: await tokens.sign({ userId: user.id, email: user.email }),
      body: JSON.stringify({
        datos_de_orden: {
          client_email: user.email,
          datos_cliente: {
            nombre_completo: `Cliente Bench ${i}`,
            dni: String(30_000_000 + i),
            direccion: `Calle Falsa ${100 + i}`,
            location: 'CABA',
            cp: '1406',
            celular: '1155550000',
            email: user.email,
          },
          productos: lines,
          opcion_de_entrega: { retira_en_local: true, cp: '', direccion: '' },
          abona_en: 1,
        },
      }),
    })),
  )
}

export interface OrderRun {
  store: StoreUnderTest
  series: LoadSeries
  /** the session token of one customer, to ask for the order counter */
  token: string
}

/**
 * Checks the endpoint, signs the customers' tokens, finds products in stock and places one order
 * by hand (a clear message if ours is refused). `missing` when the endpoint does not exist.
 */
export async function prepareOrders(
  store: StoreUnderTest,
  options: { jwtSecret: string },
): Promise<OrderRun | { missing: string }> {
  const { baseUrl } = store
  const probe = await fetch(`${baseUrl}${ORDER_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  await probe.arrayBuffer()
  if (probe.status === 404) return { missing: `endpoint missing (POST ${ORDER_PATH} answered 404)` }

  const skus = await inStockSkus(baseUrl, 2)
  await stockUp(baseUrl, skus)
  const requests = await orderRequests(store.users, options.jwtSecret, skus)

  const first = await fetch(`${baseUrl}${ORDER_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${requests[0]!.token}` },
    body: requests[0]!.body,
  })
  if (first.status !== 200)
    throw new Error(`[${store.label}] placing a test order answered ${first.status}: ${await first.text()}`)
  await first.arrayBuffer()

  let next = 0
  const series = new LoadSeries({
    url: `${baseUrl}${ORDER_PATH}`,
    method: 'POST',
    seconds: 0,
    setupRequest: (request) => {
      const customer = requests[next++ % requests.length]!
      return {
        ...request,
        method: 'POST',
        path: ORDER_PATH,
        headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
        body: customer.body,
      }
    },
  })
  return { store, series, token: requests[0]!.token }
}

/** After the store's last slice of orders (at `loadEnd`, performance.now()): the outbox's drain. */
export async function finishOrders(run: OrderRun, loadEnd: number): Promise<OrderFigures> {
  const { store } = run
  const emailsAtLoadEnd = countEmails(store.dataDir)
  // The order counter says how many orders exist, warm-up and the first order included.
  const last = await fetch(`${store.baseUrl}/api/page/setOrderMovement`, {
    method: 'POST',
    headers: { authorization: `Bearer ${run.token}` },
  })
  if (last.status !== 200) throw new Error(`[${store.label}] setOrderMovement answered ${last.status}`)
  const orders = Number(((await last.json()) as { movement: string }).movement)

  let emails = emailsAtLoadEnd
  while (emails < orders && performance.now() - loadEnd < DRAIN_TIMEOUT_MS) {
    await sleep(100)
    emails = countEmails(store.dataDir)
  }
  const drainSeconds = emails >= orders ? (performance.now() - loadEnd) / 1000 : null
  return { measured: true, ...run.series.figures(), orders, emailsAtLoadEnd, drainSeconds, emailsAtTimeout: emails }
}
