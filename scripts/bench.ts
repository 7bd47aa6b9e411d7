/**
 * `npm run bench [-- --products N] [--quick]`: builds the store, starts it on a fresh data
 * directory per catalogue (the demo one, and with --products N a second one with N generated
 * products, both up side by side), and on PostgreSQL a demo-size store and one with --scale
 * products (bench/plan.ts), measures Lighthouse, load, listing bytes, sign-ins and order
 * placement with the outbox, and writes docs/BENCHMARKS.md (plus the raw figures in
 * docs/bench-results.json). Everything it starts is stopped and removed on exit, failure or
 * Ctrl-C, the PostgreSQL databases it created included.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { measureImportThroughput } from './bench/import-throughput.ts'
import { launchBrowser, runLighthouse, summarize, type LighthouseRun } from './bench/lighthouse.ts'
import { CONNECTIONS, LoadSeries } from './bench/load.ts'
import { PART_HELP, PARTS, parseParts, storePlans, targetsOf } from './bench/plan.ts'
import { DEFAULT_POSTGRES_URL, postgresVersion } from './bench/postgres-database.ts'
import { finishOrders, prepareOrders, type OrderRun } from './bench/orders.ts'
import { runScript, installSignalHandlers, run } from './bench/processes.ts'
import { measureSignIns } from './bench/sign-ins.ts'
import { runPaymentsBench } from './bench/payments.ts'
import { PAGE_LABELS, type BenchResults, type Machine, type PageId, type SizeResult } from './bench/results.ts'
import { projectRoot, startStore, type StoreUnderTest } from './bench/store.ts'
import { discoverUrls, measureListingBytes, TARGET_LABELS, type StoreUrls, type TargetId } from './bench/targets.ts'
import { measureStockAlerts } from './bench/stock-alerts.ts'
import { measureOwnProcessParts, ownPartsOf, reportWithOwnParts, writeBenchFiles, type SavedResults } from './bench/own-parts.ts'

const USAGE = `Usage: npm run bench -- [--products N] [--scale N] [--only PARTS] [--skip PARTS] [--quick] [--seconds S] [--rounds K] [--lighthouse-runs R] [--no-build] [--out FILE]

  --products N        also measure a store with N generated products, side by side with the demo one
  --scale N           products of the large PostgreSQL store (default 1000000; 0 or --skip-1m: none)
  --skip-1m           no large PostgreSQL store (the demo-size one still runs)
  --postgres URL      the PostgreSQL server whose databases the benchmark creates and drops
                      (default ${DEFAULT_POSTGRES_URL}); --no-postgres: embedded database only
  --only PARTS        comma-separated parts to run; --skip PARTS: all but these. Parts:
${PARTS.map((p) => `                        ${p.padEnd(15)} ${PART_HELP[p]}`).join('\n')}
  --quick             short runs (3 s per target in one round, one Lighthouse run per page): checks the harness
  --seconds S         seconds of load per target and catalogue (default 8)
  --rounds K          the load is cut in K slices per target, interleaved with the other targets (default 8)
  --lighthouse-runs R Lighthouse runs per page, median reported (default 3; 0 skips Lighthouse)
  --no-build          use the existing build/ instead of running npm run build
  --out FILE          the Markdown report (default docs/BENCHMARKS.md; the JSON goes beside it)
  --render JSON       measure nothing: write the report again from a saved bench-results.json
  --payments          only the payments' figures (notifications per second, order + preference p99),
                      embedded and PostgreSQL (--no-postgres: embedded only), into docs/bench-payments.json
`

const USERS = 50
/** argon2id customers are signed in again and again; each scrypt one once (then re-hashed) */
const SIGN_IN_USERS = { argon2id: 50, scrypt: 600 }
const log = (message: string) => console.log(`[bench] ${message}`)
const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`

function options() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      scale: { type: 'string' },
      'skip-1m': { type: 'boolean', default: false },
      postgres: { type: 'string', default: DEFAULT_POSTGRES_URL },
      'no-postgres': { type: 'boolean', default: false },
      only: { type: 'string' },
      skip: { type: 'string' },
      quick: { type: 'boolean', default: false },
      seconds: { type: 'string' },
      rounds: { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      out: { type: 'string', default: 'docs/BENCHMARKS.md' },
      render: { type: 'string' },
      payments: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  })
  if (values.help) {
    process.stdout.write(USAGE)
    process.exit(0)
  }
  const whole = (name: string, value: string | undefined, fallback: number, min: number) => {
    if (value === undefined) return fallback
    const n = Number(value.replace(/_/g, ''))
    if (!Number.isSafeInteger(n) || n < min) throw new Error(`--${name} must be a whole number ≥ ${min}, got '${value}'`)
    return n
  }
  const quick = values.quick
  return {
    products: values.products === undefined ? undefined : whole('products', values.products, 0, 1),
    scale: values['skip-1m'] ? 0 : whole('scale', values.scale, 1_000_000, 0),
    postgresUrl: values['no-postgres'] ? undefined : values.postgres,
    parts: parseParts(values.only, values.skip),
    quick,
    seconds: whole('seconds', values.seconds, quick ? 3 : 8, 1),
    rounds: whole('rounds', values.rounds, quick ? 1 : 8, 1),
    warmupSeconds: quick ? 1 : 2,
    lighthouseRuns: whole('lighthouse-runs', values['lighthouse-runs'], quick ? 1 : 3, 0),
    orderSeconds: quick ? 3 : 8,
    build: !values['no-build'],
    out: path.resolve(projectRoot, values.out),
    render: values.render === undefined ? undefined : path.resolve(values.render),
    payments: values.payments,
    command: ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' '),
  }
}

function packageVersion(name: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(projectRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
      .version
  } catch {
    return '?'
  }
}

function machine(): Machine {
  const cpus = os.cpus()
  return {
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    loadAverageStart: os.loadavg(),
    loadAverageEnd: [],
    chromium: null,
    lighthouse: packageVersion('lighthouse'),
    autocannon: packageVersion('autocannon'),
  }
}

function pagePaths(urls: StoreUrls): Record<PageId, string> {
  const path = (id: TargetId, fallback: string) => urls.targets.find((t) => t.id === id)?.path ?? fallback
  return {
    home: path('home', '/'),
    listing: path('listing', urls.listingPath),
    product: path('product', `/products/?product=${encodeURIComponent(urls.sku)}`),
    cart: '/cart',
  }
}

async function main() {
  const opts = options()
  if (opts.payments)
    return runPaymentsBench({ postgresUrl: opts.postgresUrl, out: path.join(projectRoot, 'docs/bench-payments.json') })
  if (opts.render) {
    const saved = JSON.parse(readFileSync(opts.render, 'utf8')) as SavedResults
    writeFileSync(opts.out, reportWithOwnParts(saved, ownPartsOf(saved)))
    log(`wrote ${path.relative(projectRoot, opts.out)} from ${opts.render}`)
    return
  }
  installSignalHandlers()
  const started = performance.now()
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
  const host = machine()
  log(
    `${host.cpus} × ${host.cpuModel}, ${host.memoryGiB.toFixed(1)} GiB, Node ${host.node}, load ${host.loadAverageStart.map((v) => v.toFixed(2)).join(' ')}`,
  )

  if (opts.build) {
    log('npm run build…')
    const built = await run('npm', ['run', 'build'], { cwd: projectRoot, env: { ...process.env, NODE_ENV: 'production' } })
    if (built.code !== 0) throw new Error(`npm run build failed (${built.code}):\n${built.stdout}\n${built.stderr}`)
    log(`built (${elapsed(started)})`)
  }

  // Every store comes up at once (the large ones' seeds are the long part); nothing is measured yet.
  const jwtSecret = randomBytes(36).toString('base64url')
  const plans = storePlans({
    parts: opts.parts,
    products: opts.products,
    scale: opts.scale,
    postgres: opts.postgresUrl !== undefined,
  })
  const ownStores = opts.parts.some((p) => ['admin-products', 'reports', 'price-list', 'reseller-page', 'hot-sale'].includes(p))
  if (plans.length === 0 && !ownStores) throw new Error('nothing to measure: the parts chosen need no store')
  if (opts.postgresUrl && plans.some((p) => p.database === 'postgres')) host.postgres = await postgresVersion(opts.postgresUrl)
  const stores: StoreUnderTest[] = await Promise.all(
    plans.map((plan) =>
      startStore({
        label: plan.label,
        products: plan.products,
        ...(plan.database === 'postgres' ? { database: { kind: 'postgres' as const, serverUrl: opts.postgresUrl! } } : {}),
        users: USERS,
        ...(plan.parts.includes('sign-ins') ? { signInUsers: SIGN_IN_USERS } : {}),
        ...(['import', 'stock-alerts', 'orders'].some((part) => plan.parts.includes(part as never)) ? { staff: true } : {}),
        jwtSecret,
        log,
      }),
    ),
  )
  log(`stores ready (${elapsed(started)})`)

  const sizes: SizeResult[] = []
  for (const [i, store] of stores.entries()) {
    const urls = await discoverUrls(store.baseUrl, targetsOf(plans[i]!))
    sizes.push({
      label: store.label,
      database: store.database,
      parts: plans[i]!.parts,
      products: store.products,
      seedSeconds: store.seedSeconds,
      startSeconds: store.startSeconds,
      urls,
      pagePaths: pagePaths(urls),
      lighthouse: {},
      load: {},
      listingBytes: await measureListingBytes(store.baseUrl, urls),
      orders: null,
      signIns: null,
    })
    log(`[${store.label}] product ${urls.sku}; listing HTML ${sizes.at(-1)!.listingBytes.htmlBytes} bytes`)
  }

  // Lighthouse first, with the stores idle; run after run, each page on every store in turn.
  const lighthouseStores = stores.filter((_, i) => plans[i]!.parts.includes('lighthouse'))
  if (opts.lighthouseRuns > 0 && lighthouseStores.length > 0) {
    const browser = await launchBrowser()
    host.chromium = browser.version
    const runs = new Map<string, LighthouseRun[]>()
    for (let run = 1; run <= opts.lighthouseRuns; run++) {
      for (const page of Object.keys(PAGE_LABELS) as PageId[]) {
        for (const [i, store] of stores.entries()) {
          if (!lighthouseStores.includes(store)) continue
          const result = await runLighthouse(browser, `${store.baseUrl}${sizes[i]!.pagePaths[page]}`)
          const key = `${i}:${page}`
          runs.set(key, [...(runs.get(key) ?? []), result])
          log(
            `[${store.label}] Lighthouse ${page} (run ${run}/${opts.lighthouseRuns}): score ${result.score}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, JS ${(result.scriptGzipBytes / 1000).toFixed(1)} KB gzip`,
          )
        }
      }
    }
    await browser.close()
    for (const [key, results] of runs) {
      const [i, page] = key.split(':') as [string, PageId]
      sizes[Number(i)]!.lighthouse[page] = summarize(results)
    }
  }

  // Load: every target warmed up on every store, then `rounds` rounds in which each target is
  // loaded for a slice on each store in turn, so the machine's noise is shared out evenly.
  const targetIds = (Object.keys(TARGET_LABELS) as TargetId[]).filter((id) =>
    sizes.some((s) => s.urls.targets.some((t) => t.id === id)),
  )
  const series = stores.map((store, i) => {
    const entries = sizes[i]!.urls.targets.map((target) => [
      target.id,
      new LoadSeries({
        url: `${store.baseUrl}${target.path}`,
        seconds: opts.seconds,
        ...(target.headers ? { headers: target.headers } : {}),
        ...(target.rotation ? { rotation: target.rotation } : {}),
      }),
    ])
    return Object.fromEntries(entries) as Partial<Record<TargetId, LoadSeries>>
  })
  for (const id of targetIds) for (const i of stores.keys()) await series[i]![id]?.warmUp(opts.warmupSeconds)
  if (targetIds.length) log(`warmed up (${elapsed(started)})`)
  const sliceSeconds = Math.max(1, Math.round(opts.seconds / opts.rounds))
  for (let round = 1; round <= opts.rounds && targetIds.length > 0; round++) {
    const line: string[] = []
    for (const id of targetIds) {
      for (const [i, store] of stores.entries()) {
        const target = series[i]![id]
        if (!target) continue
        const rps = await target.slice(sliceSeconds)
        line.push(`${store.label} ${id} ${Math.round(rps)}`)
      }
    }
    log(`round ${round}/${opts.rounds} req/s: ${line.join(', ')}`)
  }
  for (const [i, store] of stores.entries()) {
    for (const id of targetIds) {
      const target = series[i]![id]
      if (!target) continue
      const figures = target.figures()
      sizes[i]!.load[id] = figures
      log(
        `[${store.label}] ${TARGET_LABELS[id]}: ${Math.round(figures.rps)} req/s, p50 ${figures.p50.toFixed(2)} ms, p99 ${figures.p99.toFixed(2)} ms`,
      )
    }
  }

  // Sign-ins (they write too: known addresses, re-hashed passwords), argon2id and scrypt in
  // alternating slices, then the registration burst.
  for (const [i, store] of stores.entries()) {
    if (!store.signIn) continue
    const figures = await measureSignIns(store, store.signIn, { rounds: opts.rounds, log })
    sizes[i]!.signIns = figures
    log(
      `[${store.label}] sign-ins: argon2id ${figures.argon2id.rps.toFixed(1)}/s (p99 ${Math.round(figures.argon2id.p99)} ms), scrypt ${figures.scrypt.rps.toFixed(1)}/s (p99 ${Math.round(figures.scrypt.p99)} ms); ${figures.burst.registrations} simultaneous registrations: ${figures.burst.created} created, ${figures.burst.busy} busy (503), ${figures.burst.other} other, in ${figures.burst.seconds.toFixed(2)} s`,
    )
  }

  // Orders last (they write to the databases), in slices alternating between the stores like
  // the load above; each store's outbox drain is timed from the end of its last slice.
  const orderRuns: (OrderRun | null)[] = []
  for (const [i, store] of stores.entries()) {
    if (!plans[i]!.parts.includes('orders')) {
      orderRuns.push(null)
      continue
    }
    const prepared = await prepareOrders(store, { jwtSecret })
    if ('missing' in prepared) {
      sizes[i]!.orders = { measured: false, reason: prepared.missing }
      log(`[${store.label}] orders not measured: ${prepared.missing}`)
      orderRuns.push(null)
    } else {
      await prepared.series.warmUp(opts.warmupSeconds)
      orderRuns.push(prepared)
    }
  }
  const orderSlice = Math.max(1, Math.round(opts.orderSeconds / opts.rounds))
  const loadEnds: number[] = []
  for (let round = 1; round <= opts.rounds; round++) {
    for (const [i, run] of orderRuns.entries()) {
      if (!run) continue
      await run.series.slice(orderSlice)
      loadEnds[i] = performance.now()
    }
  }
  await Promise.all(
    orderRuns.map(async (run, i) => {
      if (!run) return
      const figures = await finishOrders(run, loadEnds[i]!)
      sizes[i]!.orders = figures
      if (figures.measured) {
        log(
          `[${run.store.label}] orders: ${figures.rps.toFixed(1)}/s, p99 ${figures.p99.toFixed(1)} ms, ${figures.orders} placed, outbox drained ${figures.drainSeconds === null ? 'NOT within 180 s' : `in ${figures.drainSeconds.toFixed(1)} s`}`,
        )
      }
    }),
  )

  // The demo store's pages while the back office applies a 10,000-row import (its own module).
  const importStore = plans.findIndex((p) => p.parts.includes('import'))
  const importPaths = (['product', 'listing'] as const).map((id) => ({
    label: TARGET_LABELS[id],
    path: sizes[importStore]?.urls.targets.find((t) => t.id === id)?.path,
  }))
  const importThroughput =
    importStore >= 0 && importPaths.every((t) => t.path !== undefined)
      ? await measureImportThroughput({
          baseUrl: stores[importStore]!.baseUrl,
          targets: importPaths.map((t) => ({ label: t.label, path: t.path! })),
          warmupSeconds: opts.warmupSeconds,
          idleSeconds: opts.quick ? 2 : 5,
          log,
        })
      : null

  // A restock with 10,000 back-in-stock requests, on the demo PostgreSQL store (scripts/bench/stock-alerts.ts).
  const alertStore = plans.findIndex((p) => p.parts.includes('stock-alerts'))
  const stockAlerts =
    alertStore >= 0 && stores[alertStore]!.databaseUrl
      ? await measureStockAlerts({
          baseUrl: stores[alertStore]!.baseUrl,
          databaseUrl: stores[alertStore]!.databaseUrl!,
          warmupSeconds: opts.warmupSeconds,
          idleSeconds: opts.quick ? 2 : 5,
          log,
        })
      : null

  for (const store of stores) await store.stop()
  const own = await measureOwnProcessParts({
    parts: opts.parts,
    quick: opts.quick,
    postgresUrl: opts.postgresUrl,
    products: opts.products,
    jwtSecret,
    log,
  })
  host.loadAverageEnd = os.loadavg()

  const results: BenchResults = {
    date,
    machine: host,
    settings: {
      seconds: opts.seconds,
      rounds: opts.rounds,
      warmupSeconds: opts.warmupSeconds,
      connections: CONNECTIONS,
      lighthouseRuns: opts.lighthouseRuns,
      orderSeconds: Math.max(1, Math.round(opts.orderSeconds / opts.rounds)) * opts.rounds,
      quick: opts.quick,
      command: opts.command,
    },
    sizes,
    importThroughput,
    durationSeconds: (performance.now() - started) / 1000,
  }
  const jsonFile = writeBenchFiles(opts.out, results, { ...own, stockAlerts })
  log(`wrote ${path.relative(projectRoot, opts.out)} and ${path.relative(projectRoot, jsonFile)} (${elapsed(started)})`)
}

await runScript('bench', main)
