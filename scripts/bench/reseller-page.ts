/**
 * A reseller's product page against an anonymous visitor's (issue 33, decision 058). The HTML is
 * everyone's (cached); an approved reseller's browser then asks POST /api/reseller-prices with the
 * skus the page carries (its `data-reseller-price="…"` blocks: the product and its recommendation
 * cards). Measured side by side with the bench's load (load.ts: autocannon, 10 connections, slices
 * interleaved): (a) GET the product page; (b) a page view of the reseller: that GET and the price
 * request, alternating on the same connections, so page views per second are half its requests;
 * and the price request alone, to tell where the time goes. Aim: (b) ≥ 0.8 × (a).
 *
 * Its own stores (built server, `build/server.js`): the demo catalogue on the embedded database
 * and, unless --no-postgres, on PostgreSQL. The reseller registers with a CUIT
 * (POST /api/page/registerUser) and applies (POST /api/reseller-account) over HTTP; the approval
 * is written in reseller_accounts directly (the embedded store is stopped for it and started again
 * on the same data, the database admitting one process), and any sku of the page without a
 * wholesale price gets one.
 */
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import path from 'node:path'
import { eq, inArray, isNull, and, sql } from 'drizzle-orm'
import { envSchema } from '#config/env.server.ts'
import { openDatabase } from '#server/db/database.ts'
import { products, resellerAccounts } from '#server/db/schema/index.ts'
import { registrationBody } from '#tests/setup/account-api.ts'
import { BROWSER_HEADERS, LoadSeries, type LoadFigures } from './load.ts'
import { freePort, killTree, onCleanup, sleep } from './processes.ts'
import { projectRoot, startStore, type StoreUnderTest } from './store.ts'
import { discoverUrls } from './targets.ts'

/** The aim (issue 33): a reseller's page views per second ≥ 0.8 × an anonymous visitor's. */
export const RESELLER_PAGE_AIM = 0.8

export interface ResellerPageStoreFigures {
  label: string
  database: 'pglite' | 'postgres'
  productPath: string
  skus: string[]
  anonymous: LoadFigures
  /** requests of both kinds, alternating: page views per second are rps / 2 */
  reseller: LoadFigures
  resellerPageViews: number
  /** POST /api/reseller-prices alone */
  pricesOnly: LoadFigures
  ratio: number
}

export interface ResellerPageFigures {
  seconds: number
  rounds: number
  stores: ResellerPageStoreFigures[]
}

/** A valid CUIT (mod-11 check digit) from eight digits. */
function cuitOf(seed: number): string {
  for (let n = seed; ; n++) {
    const body = `20${String(n % 100_000_000).padStart(8, '0')}`
    const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    const sum = weights.reduce((s, w, i) => s + w * Number(body[i]), 0)
    const check = 11 - (sum % 11)
    if (check === 10) continue
    return `${body}${check === 11 ? 0 : check}`
  }
}

async function call(baseUrl: string, method: string, url: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`reseller-page: ${method} ${url} answered ${response.status}: ${text}`)
  return JSON.parse(text) as Record<string, unknown>
}

/** The skus of the page's reseller-price blocks, each once, in order. */
export function pageSkus(html: string): string[] {
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  return [...new Set([...html.matchAll(/data-reseller-price="([^"]*)"/g)].map((m) => decode(m[1]!)))]
}

/** The built server again on a stopped embedded store's data (same secret, new port). */
async function restart(store: StoreUnderTest, jwtSecret: string, log: (line: string) => void) {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const key of Object.keys(envSchema.shape)) delete env[key]
  const port = await freePort()
  const logStream = createWriteStream(`${store.logFile}.again`)
  const child = spawn(process.execPath, [path.join(projectRoot, 'build/server.js')], {
    cwd: path.dirname(store.dataDir),
    env: {
      ...env,
      DATA_DIR: store.dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: jwtSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.pipe(logStream)
  child.stderr!.pipe(logStream)
  const stop = onCleanup(
    `server ${store.label} (again)`,
    () => killTree(child),
    () => child.kill('SIGKILL'),
  )
  const baseUrl = `http://127.0.0.1:${port}`
  for (const deadline = Date.now() + 120_000; ; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`[${store.label}] the store did not start again (${child.exitCode})`)
    if (Date.now() > deadline) throw new Error(`[${store.label}] the store did not answer again within 120 s`)
    try {
      if ((await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) break
    } catch {
      // not listening yet
    }
  }
  log(`[${store.label}] started again at ${baseUrl}`)
  return {
    baseUrl,
    stop: async () => {
      await stop()
      logStream.end()
    },
  }
}

async function measureStore(
  options: { label: string; postgresUrl?: string; jwtSecret: string; seconds: number; rounds: number; warmupSeconds: number },
  log: (line: string) => void,
): Promise<ResellerPageStoreFigures> {
  const { label, jwtSecret } = options
  const store = await startStore({
    label,
    ...(options.postgresUrl ? { database: { kind: 'postgres' as const, serverUrl: options.postgresUrl } } : {}),
    users: 1,
    jwtSecret,
    log,
  })
  let stopAgain: (() => Promise<void>) | undefined
  try {
    const urls = await discoverUrls(store.baseUrl, ['product'])
    const productPath = urls.targets.find((t) => t.id === 'product')!.path
    const html = await (await fetch(`${store.baseUrl}${productPath}`)).text()
    const skus = pageSkus(html)
    if (skus.length === 0) throw new Error(`reseller-page: ${productPath} carries no data-reseller-price block`)

    const cuit = cuitOf(Date.now() % 100_000_000)
    const email = `revendedor-${cuit}@bench.test`
    const { token } = (await call(
      store.baseUrl,
      'POST',
      '/api/page/registerUser',
      registrationBody(email, { dni: cuit, vat_condition: 'monotributo' }),
    )) as { token: string }
    const applied = (await call(
      store.baseUrl,
      'POST',
      '/api/reseller-account',
      {
        razon_social: `Reventa ${cuit}`,
        cuit,
        vat_condition: 'monotributo',
        activity: 'Venta de electrodomésticos en Quilmes',
        address: 'Av. Calchaquí 1234, Quilmes',
        phone: '11 4555-1234',
      },
      token,
    )) as { account: { id: number } }

    // The approval (and wholesale prices for any of the page's skus without one), in the database.
    let baseUrl = store.baseUrl
    if (store.database === 'pglite') await store.stop()
    const database = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, poolSize: 1 })
    try {
      await database.db.update(resellerAccounts).set({ state: 'aprobada' }).where(eq(resellerAccounts.id, applied.account.id))
      await database.db
        .update(products)
        .set({ priceWholesale: sql`round(${products.priceList2} / 1.21 * 0.85)` })
        .where(and(inArray(products.sku, skus), isNull(products.priceWholesale)))
    } finally {
      await database.close()
    }
    if (store.database === 'pglite') {
      const again = await restart(store, jwtSecret, log)
      baseUrl = again.baseUrl
      stopAgain = again.stop
    }
    const body = JSON.stringify({ skus })
    const answer = await call(baseUrl, 'POST', '/api/reseller-prices', { skus }, token)
    log(
      `[${label}] ${productPath}: ${skus.length} skus on the page, ${(answer.prices as unknown[]).length} wholesale prices answered`,
    )

    const pricesHeaders = {
      ...BROWSER_HEADERS,
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    }
    let turn = 0
    const series = {
      anonymous: new LoadSeries({ url: `${baseUrl}${productPath}`, seconds: options.seconds }),
      reseller: new LoadSeries({
        url: `${baseUrl}${productPath}`,
        seconds: options.seconds,
        // the page, then its price request: half the requests each, on the same connections
        setupRequest: (request) =>
          turn++ % 2 === 0
            ? { ...request, method: 'GET', path: productPath, headers: { ...BROWSER_HEADERS } }
            : { ...request, method: 'POST', path: '/api/reseller-prices', headers: pricesHeaders, body },
      }),
      pricesOnly: new LoadSeries({
        url: `${baseUrl}/api/reseller-prices`,
        seconds: options.seconds,
        method: 'POST',
        headers: pricesHeaders,
        body,
      }),
    }
    for (const s of Object.values(series)) await s.warmUp(options.warmupSeconds)
    const slice = Math.max(1, Math.round(options.seconds / options.rounds))
    for (let round = 1; round <= options.rounds; round++) {
      const line: string[] = []
      for (const [name, s] of Object.entries(series)) line.push(`${name} ${Math.round(await s.slice(slice))}`)
      log(`[${label}] round ${round}/${options.rounds} req/s: ${line.join(', ')}`)
    }
    const anonymous = series.anonymous.figures()
    const reseller = series.reseller.figures()
    const pricesOnly = series.pricesOnly.figures()
    const resellerPageViews = reseller.rps / 2
    const figures = {
      label,
      database: store.database,
      productPath,
      skus,
      anonymous,
      reseller,
      resellerPageViews,
      pricesOnly,
      ratio: resellerPageViews / anonymous.rps,
    }
    log(
      `[${label}] anonymous ${Math.round(anonymous.rps)} pages/s; reseller ${Math.round(resellerPageViews)} page views/s (${Math.round(reseller.rps)} req/s); price request alone ${Math.round(pricesOnly.rps)} req/s (p50 ${pricesOnly.p50.toFixed(2)} ms); ratio ${figures.ratio.toFixed(2)} (aim ≥ ${RESELLER_PAGE_AIM})`,
    )
    return figures
  } finally {
    if (stopAgain) await stopAgain()
    else await store.stop()
  }
}

export async function measureResellerPage(options: {
  postgresUrl: string | undefined
  jwtSecret: string
  quick: boolean
  log: (line: string) => void
}): Promise<ResellerPageFigures> {
  const seconds = options.quick ? 3 : 8
  const rounds = options.quick ? 1 : 4
  const run = { jwtSecret: options.jwtSecret, seconds, rounds, warmupSeconds: options.quick ? 1 : 2 }
  const stores = [await measureStore({ ...run, label: 'reseller-demo' }, options.log)]
  if (options.postgresUrl)
    stores.push(await measureStore({ ...run, label: 'reseller-demo-pg', postgresUrl: options.postgresUrl }, options.log))
  return { seconds, rounds, stores }
}

const mark = (ok: boolean) => (ok ? '✅' : '❌')

/** The report's section (appended to docs/BENCHMARKS.md by `npm run bench`). */
export function renderResellerPage(figures: ResellerPageFigures): string {
  return [
    '',
    "## Reseller's product page",
    '',
    `The demo store's product page (cached HTML, everyone's) for an anonymous visitor, against an approved reseller's page view: the same GET, then POST /api/reseller-prices with the skus of the page's \`data-reseller-price\` blocks (the product and its recommendation cards), alternating on the same ${'10'} connections, so page views per second are half its requests. ${figures.rounds} interleaved slices, ${figures.seconds} s each kind. The price request alone is given to show where the time goes. Aim: reseller ≥ ${RESELLER_PAGE_AIM} × anonymous.`,
    '',
    '| store | anonymous pages/s | reseller page views/s | ratio | price request alone | its p50 / p99 |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...figures.stores.map(
      (s) =>
        `| ${s.label} (${s.database}, ${s.skus.length} skus) | ${Math.round(s.anonymous.rps)} | ${Math.round(s.resellerPageViews)} | ${s.ratio.toFixed(2)} ${mark(s.ratio >= RESELLER_PAGE_AIM)} | ${Math.round(s.pricesOnly.rps)} req/s | ${s.pricesOnly.p50.toFixed(1)} / ${s.pricesOnly.p99.toFixed(1)} ms |`,
    ),
    '',
  ].join('\n')
}
