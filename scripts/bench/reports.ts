/**
 * The back office's Reportes at 100,000 orders over two years: what its page's loader asks for
 * (one `salesReport` of a period: the day-and-state totals of the period and the one before,
 * rankings, mixes, views to orders), for the page's presets and a two-year period, timed one
 * after another; and the spreadsheet download of the last 12 months. On the embedded database
 * always, and on PostgreSQL (a database of its own, dropped after) when a server is named. A
 * module of its own: `npm run bench` adds its section to the report, and
 * `tsx scripts/bench/reports.ts [--orders N] [--rounds K] [--database-url URL]` runs it alone.
 */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buenosAiresDay } from '#domain/admin/buenos-aires-day.ts'
import { addDays, periodOf, reportPresets, REPORT_MAX_DAYS, type ReportPeriod } from '#domain/admin/report-period.ts'
import { parseEnv } from '#config/env.server.ts'
import { openDatabase } from '#server/db/database.ts'
import { generateProducts } from '#server/demo/catalogue.ts'
import { seedSalesHistory } from '#server/demo/sales-history.ts'
import { insertProducts, bumpCatalogueVersion, generatedProductCleaner } from '#server/catalogue/catalogue-writer.ts'
import { createServices } from '#server/services.ts'
import { createBenchDatabase, postgresVersion } from './postgres-database.ts'
import { installSignalHandlers, removeDirLater, runScript } from './processes.ts'

export const REPORT_ORDERS = 100_000
const PRODUCTS = 2_000
const HISTORY_DAYS = 730
/** The history ends here (fixed, so every run reads the same periods of the same orders). */
const NOW = new Date('2026-06-18T12:00:00-03:00')
/** the store's pool on PostgreSQL: the report's queries run side by side, as in the store */
const POSTGRES_POOL = 10

export interface LatencyFigures {
  loads: number
  p50: number
  p99: number
  max: number
}

export interface ReportPeriodFigures {
  label: string
  from: string
  to: string
  by: string
  days: number
  p50: number
  max: number
}

export interface ReportsDatabaseFigures {
  database: 'pglite' | 'postgres'
  /** the server's version line (PostgreSQL) */
  server?: string
  orders: number
  lines: number
  /** the catalogue's insert, then the orders, their lines and the product views */
  catalogueSeconds: number
  seedSeconds: number
  /** one salesReport per load, rotating the periods */
  page: LatencyFigures
  periods: ReportPeriodFigures[]
  /** exportReport(last 12 months, 'xlsx'), once a round */
  xlsx: LatencyFigures & { bytes: number }
}

export interface ReportsFigures {
  orders: number
  products: number
  days: number
  /** the last day of the history (Buenos Aires): the presets' "today" */
  today: string
  rounds: number
  databases: ReportsDatabaseFigures[]
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

function latency(times: number[]): LatencyFigures {
  const sorted = [...times].sort((a, b) => a - b)
  return { loads: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1)! }
}

/** The page's presets for `today`, then two years by month: the longest period the page takes. */
export function benchPeriods(today: string): { label: string; period: ReportPeriod }[] {
  return [
    ...reportPresets(today).map((p) => ({ label: p.label, period: periodOf(p.from, p.to, p.by) })),
    { label: 'Dos años', period: periodOf(addDays(today, -(REPORT_MAX_DAYS - 1)), today, 'mes') },
  ]
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, application_name: 'tienda-bench' })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

async function measureOn(
  kind: 'pglite' | 'postgres',
  options: { orders: number; rounds: number; serverUrl?: string | undefined; log: (line: string) => void },
): Promise<ReportsDatabaseFigures> {
  const { log } = options
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'))
  const removeDir = removeDirLater(dataDir)
  const created = kind === 'postgres' ? await createBenchDatabase(options.serverUrl!, 'reports') : undefined
  const server = kind === 'postgres' ? await postgresVersion(options.serverUrl!) : undefined
  const name = kind === 'postgres' ? server! : 'embedded (PGlite)'
  const database = await openDatabase({ dataDir, databaseUrl: created?.url, poolSize: kind === 'postgres' ? POSTGRES_POOL : 1 })
  try {
    let started = performance.now()
    await database.db.transaction(async (tx) => {
      await insertProducts(tx, generateProducts(PRODUCTS), { clean: generatedProductCleaner() })
      await bumpCatalogueVersion(tx)
    })
    const catalogueSeconds = (performance.now() - started) / 1000
    started = performance.now()
    const seeded = await database.db.transaction((tx) =>
      seedSalesHistory(tx, { orders: options.orders, days: HISTORY_DAYS, now: NOW }),
    )
    // A store that took two years to reach these orders has had its statistics gathered many times.
    await database.db.execute(sql`analyze`)
    const seedSeconds = (performance.now() - started) / 1000
    log(
      `[reports ${kind}] ${PRODUCTS} products in ${catalogueSeconds.toFixed(1)} s; ${seeded.orders.toLocaleString('en')} orders (${seeded.lines.toLocaleString('en')} lines) over ${HISTORY_DAYS} days, with views, in ${seedSeconds.toFixed(1)} s`,
    )

    const env = parseEnv({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ...(created ? { DATABASE_URL: created.url } : {}),
    })
    const { reports } = createServices(env, database)
    const periods = benchPeriods(buenosAiresDay(NOW))
    const year = periods.find((p) => p.period.by === 'mes' && p.period.days < 400)!.period
    // warm-up: plans and pages in memory, the spreadsheet writer loaded
    for (const { period } of periods) await reports.salesReport(period)
    await reports.exportReport(year, 'xlsx')

    const times: number[] = []
    const perPeriod = periods.map(() => [] as number[])
    const exports: number[] = []
    let bytes = 0
    for (let round = 0; round < options.rounds; round++) {
      for (const [i, { period }] of periods.entries()) {
        const start = performance.now()
        await reports.salesReport(period)
        const ms = performance.now() - start
        times.push(ms)
        perPeriod[i]!.push(ms)
      }
      const start = performance.now()
      const file = await reports.exportReport(year, 'xlsx')
      exports.push(performance.now() - start)
      bytes = file.bytes.length
    }
    const periodFigures = periods.map(({ label, period }, i) => {
      const f = latency(perPeriod[i]!)
      log(
        `[reports ${kind}]   ${label} (${period.from} – ${period.to}, ${period.by}): median ${f.p50.toFixed(1)} ms, worst ${f.max.toFixed(1)} ms`,
      )
      return { label, from: period.from, to: period.to, by: period.by, days: period.days, p50: f.p50, max: f.max }
    })
    const page = latency(times)
    const xlsx = { ...latency(exports), bytes }
    log(
      `[reports ${kind}] Reportes page data: p50 ${page.p50.toFixed(1)} ms, p99 ${page.p99.toFixed(1)} ms, max ${page.max.toFixed(1)} ms over ${page.loads} loads`,
    )
    log(
      `[reports ${kind}] xlsx of the last 12 months (${(bytes / 1000).toFixed(1)} KB): p50 ${xlsx.p50.toFixed(1)} ms, p99 ${xlsx.p99.toFixed(1)} ms, max ${xlsx.max.toFixed(1)} ms over ${xlsx.loads}`,
    )
    return {
      database: kind,
      ...(server ? { server } : {}),
      orders: seeded.orders,
      lines: seeded.lines,
      catalogueSeconds,
      seedSeconds,
      page,
      periods: periodFigures,
      xlsx,
    }
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  } finally {
    await database.close()
    await removeDir()
    if (created) await dropDatabase(options.serverUrl!, created.name)
  }
}

export async function measureReports(
  options: { orders?: number; rounds?: number; postgresUrl?: string | undefined; log?: (line: string) => void } = {},
): Promise<ReportsFigures> {
  const orders = options.orders ?? REPORT_ORDERS
  const rounds = options.rounds ?? 15
  const log = options.log ?? ((line: string) => console.log(`[bench] ${line}`))
  const databases = [await measureOn('pglite', { orders, rounds, log })]
  if (options.postgresUrl) databases.push(await measureOn('postgres', { orders, rounds, serverUrl: options.postgresUrl, log }))
  return { orders, products: PRODUCTS, days: HISTORY_DAYS, today: buenosAiresDay(NOW), rounds, databases }
}

const f1 = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US')} ms`
const databaseName = (d: ReportsDatabaseFigures) =>
  d.database === 'postgres' ? (d.server ?? 'PostgreSQL').replace(/ \(.*\)$/, '') : 'embedded (PGlite)'

/** The report's section (appended to docs/BENCHMARKS.md by `npm run bench`). */
export function renderReports(figures: ReportsFigures): string {
  const rows = figures.databases.flatMap((d) => [
    `| Reportes page (${d.periods.length} periods in turn) | ${databaseName(d)} | ${d.page.loads} | ${f1(d.page.p50)} | ${f1(d.page.p99)} | ${f1(d.page.max)} |`,
    `| xlsx download, last 12 months (${(d.xlsx.bytes / 1000).toFixed(1)} KB) | ${databaseName(d)} | ${d.xlsx.loads} | ${f1(d.xlsx.p50)} | ${f1(d.xlsx.p99)} | ${f1(d.xlsx.max)} |`,
  ])
  const first = figures.databases[0]
  const periodRows = (first?.periods ?? []).map((p, i) => {
    const cells = figures.databases.map((d) => `${f1(d.periods[i]?.p50 ?? NaN)} / ${f1(d.periods[i]?.max ?? NaN)}`)
    return `| ${p.label} | ${p.from} – ${p.to} | ${p.days} | ${p.by} | ${cells.join(' | ')} |`
  })
  const seeding = figures.databases.map(
    (d) =>
      `${databaseName(d)}: ${d.orders.toLocaleString('en-US')} orders and ${d.lines.toLocaleString('en-US')} lines in ${d.seedSeconds.toFixed(1)} s`,
  )
  return [
    '',
    '## Back office: Reportes',
    '',
    `What /admin/reports loads for a period (one \`salesReport\`: the days' totals of the period and the one before it, product and brand rankings, payment and delivery mixes, views to orders), at ${figures.orders.toLocaleString('en-US')} orders over the ${figures.days} days before ${figures.today} (${figures.products.toLocaleString('en-US')} products, \`seedSalesHistory\`, then \`ANALYZE\`). ${figures.rounds} rounds, each the page's presets for that day and two years by month one after another, then the spreadsheet download of the last 12 months. Seeding: ${seeding.join('; ')}.`,
    '',
    '| measure | database | loads | p50 | p99 | max |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Per period, median / worst:`,
    '',
    `| period | dates | days | by | ${figures.databases.map(databaseName).join(' | ')} |`,
    `| --- | --- | ---: | --- | ${figures.databases.map(() => '---:').join(' | ')} |`,
    ...periodRows,
    '',
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  installSignalHandlers()
  await runScript('bench reports', async () => {
    const { values } = parseArgs({
      options: { orders: { type: 'string' }, rounds: { type: 'string' }, 'database-url': { type: 'string' } },
      strict: true,
    })
    const whole = (value: string | undefined) => (value === undefined ? undefined : Number(value.replace(/_/g, '')))
    const figures = await measureReports({
      orders: whole(values.orders) ?? REPORT_ORDERS,
      rounds: whole(values.rounds) ?? 15,
      postgresUrl: values['database-url'],
    })
    process.stdout.write(renderReports(figures))
  })
}
