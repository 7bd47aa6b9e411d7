/**
 * A Hot Sale day: two store instances on one PostgreSQL database, under a shoppers' mix of 80 %
 * cached pages (home, category listings, product pages), 15 % searches (a third of them distinct,
 * suggestions and listings), 4 % cart look-ups and 1 % orders from signed-in shoppers, sent at a
 * fixed rate shared by the two instances. Short probes find the highest rate whose p99 stays under
 * 500 ms without an error; the day is then that rate for 60 s. Afterwards every order must have its
 * staff e-mail and its receipt in the outbox exactly once. A module of its own: `npm run bench`
 * adds its section to the report (`--only hot-sale`).
 */
import autocannon from 'autocannon'
import pg from 'pg'
import { BROWSER_HEADERS } from './load.ts'
import { inStockSkus, ORDER_PATH, orderRequests, stockUp } from './orders.ts'
import { startStore, type StoreUnderTest } from './store.ts'
import { catalogueSkus, distinctSearches, LISTING_CATEGORY } from './targets.ts'

export const HOT_SALE_P99_MS = 500
const CONNECTIONS_PER_INSTANCE = 25
const FIRST_RATE = 100
const MAX_RATE = 6_400

export interface HotSaleRound {
  /** requests per second asked of both instances together */
  rate: number
  seconds: number
  requests: number
  /** answered per second */
  rps: number
  p50: number
  p99: number
  /** timeouts, connection errors and answers outside 2xx */
  errors: number
  /** the answers outside 2xx by status, and 'timeout' / 'error' */
  failures: Record<string, number>
}

export interface HotSaleCatalogue {
  label: string
  products: number
  probes: HotSaleRound[]
  day: HotSaleRound
  /** orders in the database after the day (the probes' included) */
  orders: number
  staffEmails: number
  receipts: number
  /** order numbers whose e-mail of one kind is in the outbox more than once */
  duplicated: number
}

export interface HotSaleFigures {
  seconds: number
  catalogues: HotSaleCatalogue[]
}

type Kind = 'page' | 'search' | 'cart' | 'order'

/** The mix as a cycle of 100 requests: where each kind falls, spread out rather than in blocks. */
export function mixCycle(): Kind[] {
  const counts: [Kind, number][] = [
    ['page', 80],
    ['search', 15],
    ['cart', 4],
    ['order', 1],
  ]
  const slots: { kind: Kind; at: number }[] = []
  for (const [kind, n] of counts) for (let i = 0; i < n; i++) slots.push({ kind, at: (i + 0.5) / n })
  return slots.sort((a, b) => a.at - b.at || a.kind.localeCompare(b.kind)).map((s) => s.kind)
}

interface Mix {
  next(): { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string }
}

async function shoppersMix(store: StoreUnderTest, jwtSecret: string): Promise<Mix> {
  const skus = await catalogueSkus(store.baseUrl, 40)
  const pages = [
    '/',
    `/search/?category=${encodeURIComponent(LISTING_CATEGORY)}`,
    '/search/?category=informatica',
    '/search/?category=tecnologia',
    ...skus.slice(0, 20).map((sku) => `/products/?product=${encodeURIComponent(sku)}`),
  ]
  const repeated = ['samsung', 'heladera', 'smart tv', 'aire acondicionado', 'notebook'].flatMap((q) => [
    `/api/search/suggestions?q=${encodeURIComponent(q)}`,
    `/search.data?search=${encodeURIComponent(q)}`,
  ])
  const distinct = distinctSearches().map((q, i) =>
    i % 2 ? `/api/search/suggestions?q=${encodeURIComponent(q)}` : `/search.data?search=${encodeURIComponent(q)}`,
  )
  const carts = Array.from({ length: 10 }, (_, i) => `/api/cart/products?skus=${skus.slice(i * 3, i * 3 + 3).join(',')}`)
  const bought = await inStockSkus(store.baseUrl, 2)
  await stockUp(store.baseUrl, bought)
  const orders = await orderRequests(store.users, jwtSecret, bought)
  // Cached pages are cached before the day starts, as they are on the morning of a sale.
  for (const path of [...pages, ...repeated, ...carts]) {
    const response = await fetch(`${store.baseUrl}${path}`)
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`[${store.label}] GET ${path} answered ${response.status}`)
  }
  const cycle = mixCycle()
  const n = { slot: 0, page: 0, search: 0, cart: 0, order: 0, distinct: 0 }
  return {
    next() {
      const kind = cycle[n.slot++ % cycle.length]!
      switch (kind) {
        case 'page':
          return { method: 'GET', path: pages[n.page++ % pages.length]! }
        case 'search':
          // A third of the searches are ones no memo holds.
          return n.search++ % 3 === 0
            ? { method: 'GET', path: distinct[n.distinct++ % distinct.length]! }
            : { method: 'GET', path: repeated[n.search % repeated.length]! }
        case 'cart':
          return { method: 'GET', path: carts[n.cart++ % carts.length]! }
        case 'order': {
          const order = orders[n.order++ % orders.length]!
          return {
            method: 'POST',
            path: ORDER_PATH,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${order.token}` },
            body: order.body,
          }
        }
      }
    },
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

/** Both instances at once, `rate` requests a second between them, for `seconds`. */
async function round(instances: { store: StoreUnderTest; mix: Mix }[], rate: number, seconds: number): Promise<HotSaleRound> {
  const latencies: number[] = []
  const failures: Record<string, number> = {}
  const fail = (what: string, n = 1) => {
    if (n > 0) failures[what] = (failures[what] ?? 0) + n
  }
  const started = performance.now()
  await Promise.all(
    instances.map(
      ({ store, mix }) =>
        new Promise<void>((resolve, reject) => {
          const instance = autocannon(
            {
              url: store.baseUrl,
              connections: CONNECTIONS_PER_INSTANCE,
              pipelining: 1,
              duration: seconds,
              timeout: 10,
              overallRate: Math.max(1, Math.round(rate / instances.length)),
              headers: BROWSER_HEADERS,
              requests: [
                {
                  setupRequest: (request: autocannon.Request) => {
                    const next = mix.next()
                    return {
                      ...request,
                      method: next.method,
                      path: next.path,
                      headers: { ...BROWSER_HEADERS, ...next.headers },
                      ...(next.body !== undefined ? { body: next.body } : {}),
                    }
                  },
                },
              ],
            },
            (error: unknown, result: autocannon.Result) => {
              if (error) reject(error instanceof Error ? error : new Error(String(error)))
              else {
                fail('timeout', result.timeouts)
                fail('error', result.errors - result.timeouts)
                resolve()
              }
            },
          )
          instance.on('response', (_client, statusCode, _bytes, responseTime) => {
            if (statusCode >= 200 && statusCode <= 299) latencies.push(responseTime)
            else fail(String(statusCode))
          })
        }),
    ),
  )
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    rate,
    seconds,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: Object.values(failures).reduce((a, b) => a + b, 0),
    failures,
  }
}

/** What the outbox holds for the orders: each order's staff e-mail and receipt, once each. */
async function outboxOfOrders(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'tienda-bench' })
  await client.connect()
  try {
    const orders = Number((await client.query<{ n: string }>('select count(*) as n from orders')).rows[0]?.n ?? 0)
    const kinds = await client.query<{ kind: string; n: string; distinct_subjects: string }>(
      `select kind, count(*) as n, count(distinct subject) as distinct_subjects from email_outbox
       where kind in ('order-staff', 'order-receipt') group by kind`,
    )
    const of = (kind: string) => kinds.rows.find((r) => r.kind === kind)
    const staffEmails = Number(of('order-staff')?.n ?? 0)
    const receipts = Number(of('order-receipt')?.n ?? 0)
    const duplicated =
      staffEmails -
      Number(of('order-staff')?.distinct_subjects ?? 0) +
      receipts -
      Number(of('order-receipt')?.distinct_subjects ?? 0)
    return { orders, staffEmails, receipts, duplicated }
  } finally {
    await client.end()
  }
}

export async function measureHotSale(options: {
  postgresUrl: string
  /** undefined: the demo catalogue */
  catalogues: (number | undefined)[]
  jwtSecret: string
  seconds: number
  probeSeconds: number
  log: (message: string) => void
}): Promise<HotSaleFigures> {
  const { log } = options
  const catalogues: HotSaleCatalogue[] = []
  for (const products of options.catalogues) {
    const label = products === undefined ? 'hot-demo' : `hot-${products / 1000}k`
    const first = await startStore({
      label: `${label}-a`,
      products,
      database: { kind: 'postgres', serverUrl: options.postgresUrl },
      users: 400,
      staff: true,
      jwtSecret: options.jwtSecret,
      log,
    })
    const second = await startStore({
      label: `${label}-b`,
      products,
      database: { kind: 'postgres', serverUrl: options.postgresUrl, join: first.databaseUrl! },
      users: 0,
      jwtSecret: options.jwtSecret,
      log,
    })
    const instances = [
      { store: first, mix: await shoppersMix(first, options.jwtSecret) },
      { store: second, mix: await shoppersMix({ ...second, users: first.users }, options.jwtSecret) },
    ]
    const probes: HotSaleRound[] = []
    let best: number | null = null
    for (let rate = FIRST_RATE; rate <= MAX_RATE; rate *= 2) {
      const probe = await round(instances, rate, options.probeSeconds)
      probes.push(probe)
      log(
        `[${label}] probe ${rate}/s: ${probe.rps.toFixed(0)} answered/s, p99 ${probe.p99.toFixed(0)} ms, ${probe.errors} errors`,
      )
      if (probe.p99 >= HOT_SALE_P99_MS || probe.errors > 0 || probe.rps < rate * 0.9) break
      best = rate
    }
    // Between the last good probe and the first bad one, halfway, when it holds too.
    const failed = probes.at(-1)!
    if (best !== null && failed.rate > best) {
      const middle = Math.round((best + failed.rate) / 2)
      const probe = await round(instances, middle, options.probeSeconds)
      probes.push(probe)
      log(`[${label}] probe ${middle}/s: p99 ${probe.p99.toFixed(0)} ms, ${probe.errors} errors`)
      if (probe.p99 < HOT_SALE_P99_MS && probe.errors === 0 && probe.rps >= middle * 0.9) best = middle
    }
    const rate = best ?? FIRST_RATE / 2
    const day = await round(instances, rate, options.seconds)
    log(`[${label}] the day at ${rate}/s: p99 ${day.p99.toFixed(0)} ms, ${day.errors} errors, ${day.requests} answers`)
    // The outbox is written in each order's transaction: nothing to wait for.
    const outbox = await outboxOfOrders(first.databaseUrl!)
    log(
      `[${label}] ${outbox.orders} orders; ${outbox.staffEmails} staff e-mails, ${outbox.receipts} receipts, ${outbox.duplicated} duplicated`,
    )
    await second.stop()
    await first.stop()
    catalogues.push({ label, products: first.products, probes, day, ...outbox })
  }
  return { seconds: options.seconds, catalogues }
}

const whole = (n: number) => Math.round(n).toLocaleString('en')

/** ' (503×4, timeout×2)' */
function failureList(round: HotSaleRound): string {
  const entries = Object.entries(round.failures ?? {})
  return entries.length ? ` (${entries.map(([what, n]) => `${what}×${n}`).join(', ')})` : ''
}

export function renderHotSale(figures: HotSaleFigures): string {
  const rows = figures.catalogues.map((c) => {
    const once = c.staffEmails === c.orders && c.receipts === c.orders && c.duplicated === 0
    const held = c.day.p99 < HOT_SALE_P99_MS && c.day.errors === 0
    return `| ${c.label} (${whole(c.products)} products) | **${whole(c.day.rate)}/s** | ${whole(c.day.rps)} | ${c.day.p50.toFixed(0)} | ${c.day.p99.toFixed(0)} | ${c.day.errors}${failureList(c.day)} | ${held ? '✅' : '❌'} | ${whole(c.orders)} | ${whole(c.staffEmails)} / ${whole(c.receipts)} | ${once ? '✅ once each' : `❌ ${c.duplicated} duplicated`} |`
  })
  const probes = figures.catalogues.map(
    (c) =>
      `- ${c.label}: ${c.probes.map((p) => `${whole(p.rate)}/s → p99 ${p.p99.toFixed(0)} ms${p.errors ? `, ${p.errors} errors${failureList(p)}` : ''}`).join('; ')}`,
  )
  return `
## A Hot Sale day

Two store instances on one PostgreSQL database; a shoppers' mix of 80 % cached pages, 15 %
searches (a third distinct), 4 % cart look-ups and 1 % orders from signed-in shoppers, sent at a
fixed rate split between the instances (${CONNECTIONS_PER_INSTANCE} connections each). Probes of a
few seconds find the highest rate with p99 under ${HOT_SALE_P99_MS} ms and no error; the day is that
rate for ${figures.seconds} s. Orders are counted in the database (the probes' included), and every
order must have its staff e-mail and its receipt in the outbox exactly once.

| catalogue | rate | answered/s | p50 ms | p99 ms | errors | day held (p99, errors) | orders | staff e-mails / receipts | outbox |
| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- |
${rows.join('\n')}

Probes:
${probes.join('\n')}
`
}
