/**
 * A restock with 10,000 confirmed back-in-stock requests (server/shopper-lists/, decision 045): how
 * long until their e-mails are in the outbox (aim ≤ 5 s), and the storefront's throughput
 * meanwhile against idle (aim ≥ 0.7). On the demo PostgreSQL store, whose database this process
 * can reach: the requests are written there directly (10,000 shoppers asking and confirming
 * through the API would measure the API, not the restock), then the back office's quick edit
 * gives the product 10,000 units as staff would, and the store's own dispatcher does the rest. A
 * product page is loaded idle before, then in one-second slices from the quick edit until every
 * request is marked sent.
 */
import pg from 'pg'
import { LoadSeries } from './load.ts'
import { signIn, staffCall } from './import-throughput.ts'
import { sleep } from './processes.ts'

export const ALERT_REQUESTS = 10_000
export const ALERT_QUEUE_AIM_SECONDS = 5
export const ALERT_THROUGHPUT_AIM = 0.7

export interface StockAlertFigures {
  requests: number
  /** seconds from the quick edit's answer to every e-mail queued */
  queueSeconds: number
  emails: number
  page: string
  idleRps: number
  duringRps: number
  ratio: number
}

export async function measureStockAlerts(options: {
  baseUrl: string
  databaseUrl: string
  warmupSeconds: number
  idleSeconds: number
  log: (message: string) => void
}): Promise<StockAlertFigures> {
  const { baseUrl, log } = options
  const db = new pg.Client({ connectionString: options.databaseUrl })
  await db.connect()
  try {
    const one = async <T>(text: string, values: unknown[] = []): Promise<T> => (await db.query(text, values)).rows[0] as T
    const target = await one<{ id: number; sku: string }>(
      'select id, sku from products where stock <= 0 and not hidden order by id limit 1',
    )
    const page = await one<{ sku: string }>('select sku from products where stock > 0 and not hidden order by id limit 1')
    await db.query(
      `insert into stock_alert_requests (product_id, email, token, created_at, confirmed_at)
       select $1, 'bench-' || n || '@cliente.example', encode(sha256(('bench-alert-' || n)::bytea), 'base64'),
              now() - make_interval(secs => $2 - n), now() - make_interval(secs => ($2 - n) / 2)
       from generate_series(1, $2) as n`,
      [target.id, ALERT_REQUESTS],
    )
    const before = await one<{ n: string }>("select count(*) as n from email_outbox where kind = 'stock-alert'")
    log(`stock alerts: ${ALERT_REQUESTS.toLocaleString('en')} confirmed requests for product ${target.sku}`)

    const path = `/products/?product=${encodeURIComponent(page.sku)}`
    const idle = new LoadSeries({ url: `${baseUrl}${path}`, seconds: 1 })
    const during = new LoadSeries({ url: `${baseUrl}${path}`, seconds: 1 })
    await idle.warmUp(options.warmupSeconds)
    await idle.slice(options.idleSeconds)

    const signed = await signIn(baseUrl)
    await staffCall(baseUrl, signed, '/api/admin/products', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rows: [{ id: target.id, stock: ALERT_REQUESTS }] }),
    })
    const started = performance.now()
    let queueSeconds = 0
    for (;;) {
      const sent = await one<{ n: string }>(
        'select count(*) as n from stock_alert_requests where product_id = $1 and notified_at is not null',
        [target.id],
      )
      if (Number(sent.n) >= ALERT_REQUESTS) {
        queueSeconds = (performance.now() - started) / 1000
        break
      }
      if (performance.now() - started > 120_000) throw new Error('stock alerts: the e-mails were not queued within 120 s')
      // one-second slices of the product page while the dispatcher works; a short wait before the first
      if (during.sliceRps.length === 0 && performance.now() - started < 100) await sleep(20)
      else await during.slice(1)
    }
    if (during.sliceRps.length === 0) await during.slice(1)
    const after = await one<{ n: string }>("select count(*) as n from email_outbox where kind = 'stock-alert'")
    const emails = Number(after.n) - Number(before.n)
    const idleRps = idle.figures().rps
    const duringRps = during.figures().rps
    log(
      `stock alerts: ${emails.toLocaleString('en')} e-mails queued in ${queueSeconds.toFixed(2)} s; product page ${Math.round(idleRps)} req/s idle, ${Math.round(duringRps)} meanwhile (${(duringRps / idleRps).toFixed(2)})`,
    )
    return {
      requests: ALERT_REQUESTS,
      queueSeconds,
      emails,
      page: path,
      idleRps,
      duringRps,
      ratio: duringRps / Math.max(1e-9, idleRps),
    }
  } finally {
    await db.end()
  }
}

/** The report's section. */
export function stockAlertsSection(figures: StockAlertFigures | null | undefined): string {
  if (!figures) return ''
  const ok = (pass: boolean) => (pass ? 'met' : '**missed**')
  return `
## A restock with ${figures.requests.toLocaleString('en')} back-in-stock requests

The demo PostgreSQL store; ${figures.requests.toLocaleString('en')} confirmed requests for one product without stock, then the back
office's quick edit gives it ${figures.requests.toLocaleString('en')} units. The store's dispatcher
(server/shopper-lists/restock-dispatcher.ts) writes one e-mail per request to the outbox, in batches of 1,000
that share one stored body (decision 045).

| figure | value | aim |
| --- | --- | --- |
| e-mails queued | ${figures.emails.toLocaleString('en')} | ${figures.requests.toLocaleString('en')} |
| seconds from the quick edit to all queued | ${figures.queueSeconds.toFixed(2)} | ≤ ${ALERT_QUEUE_AIM_SECONDS} (${ok(figures.queueSeconds <= ALERT_QUEUE_AIM_SECONDS)}) |
| product page, idle (req/s) | ${Math.round(figures.idleRps)} | |
| product page, meanwhile (req/s) | ${Math.round(figures.duringRps)} | |
| ratio | ${figures.ratio.toFixed(2)} | ≥ ${ALERT_THROUGHPUT_AIM} (${ok(figures.ratio >= ALERT_THROUGHPUT_AIM)}) |
`
}
