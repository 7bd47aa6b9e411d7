/**
 * The reseller's price list at 100,000 products (decision 057): an approved reseller downloads
 * GET /api/reseller-price-list through HTTP from a store in this process (embedded database, the
 * generated catalogue, ~85 % of it with a wholesale price), and the whole body is read and thrown
 * away as it comes. Timed from the request to the last byte; the process's memory (RSS and V8
 * heap) sampled every 50 ms during the download, against what it was just before (after a
 * garbage collection). The first download is the cold one (PGlite's pages and the plans not yet in
 * memory); then `rounds` more. A module of its own: `npm run bench` adds its section to the
 * report, and `tsx scripts/bench/price-list.ts [--products N] [--rounds K]` runs it alone.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import v8 from 'node:v8'
import vm from 'node:vm'
import { eq } from 'drizzle-orm'
import { parseEnv } from '#config/env.server.ts'
import { buildApp } from '#server/app.ts'
import { bumpCatalogueVersion, generatedProductCleaner, insertProducts } from '#server/catalogue/catalogue-writer.ts'
import { openDatabase } from '#server/db/database.ts'
import { resellerAccounts, users } from '#server/db/schema/index.ts'
import { generateProducts } from '#server/demo/catalogue.ts'
import { createServices } from '#server/services.ts'
import { registrationBody } from '#tests/setup/account-api.ts'

export const PRICE_LIST_PRODUCTS = 100_000
/** The aim (issue 33, item 4): the whole file in ≤ 5 s, the store's memory growing < 100 MB. */
export const PRICE_LIST_AIMS = { seconds: 5, megabytes: 100 }
const MB = 1024 * 1024
const SAMPLE_MS = 50

export interface PriceListDownloadFigures {
  seconds: number
  /** the process's CPU time (user + system) during the download: the figure a loaded machine moves least */
  cpuSeconds: number
  bytes: number
  /** the highest RSS and heap sampled during the download, less the figures just before it */
  rssGrowthMB: number
  heapGrowthMB: number
}

export interface PriceListFigures {
  products: number
  rounds: number
  cold: PriceListDownloadFigures
  /** the warm downloads' median time and their worst memory growth */
  warm: PriceListDownloadFigures
  /** every warm download, in order */
  downloads: PriceListDownloadFigures[]
}

/** global.gc without starting Node with --expose-gc: the memory before each download is what stays. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc')
  return vm.runInNewContext('gc') as () => void
}

async function downloadOnce(url: string, token: string, gc: () => void): Promise<PriceListDownloadFigures> {
  gc()
  const before = process.memoryUsage()
  let peakRss = before.rss
  let peakHeap = before.heapUsed
  const sample = () => {
    const now = process.memoryUsage()
    peakRss = Math.max(peakRss, now.rss)
    peakHeap = Math.max(peakHeap, now.heapUsed)
  }
  const sampler = setInterval(sample, SAMPLE_MS)
  const cpu = process.cpuUsage()
  const started = performance.now()
  try {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
    if (response.status !== 200 || !response.body) throw new Error(`price list: ${response.status} ${await response.text()}`)
    let bytes = 0
    const reader = response.body.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength
    const seconds = (performance.now() - started) / 1000
    const used = process.cpuUsage(cpu)
    sample()
    return {
      seconds,
      cpuSeconds: (used.user + used.system) / 1e6,
      bytes,
      rssGrowthMB: (peakRss - before.rss) / MB,
      heapGrowthMB: (peakHeap - before.heapUsed) / MB,
    }
  } finally {
    clearInterval(sampler)
  }
}

export async function measurePriceList(
  options: { products?: number; rounds?: number; log?: (line: string) => void } = {},
): Promise<PriceListFigures> {
  const count = options.products ?? PRICE_LIST_PRODUCTS
  const rounds = options.rounds ?? 5
  const log = options.log ?? ((line: string) => console.log(`[bench price-list] ${line}`))
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-price-list-'))
  const database = await openDatabase({ dataDir, poolSize: 1 })
  const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO: 'false' })
  const app = await buildApp({ services: createServices(env, database) })
  try {
    const seeded = performance.now()
    await database.db.transaction(async (tx) => {
      await insertProducts(tx, generateProducts(count), { clean: generatedProductCleaner() })
      await bumpCatalogueVersion(tx)
    })
    log(`${count.toLocaleString('en-US')} products in ${((performance.now() - seeded) / 1000).toFixed(1)} s`)

    const email = 'revendedor@bench.test'
    const registered = await app.inject({ method: 'POST', url: '/api/page/registerUser', payload: registrationBody(email) })
    if (registered.statusCode !== 201) throw new Error(`registration: ${registered.statusCode} ${registered.body}`)
    const token = registered.json<{ token: string }>().token
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    await database.db.insert(resellerAccounts).values({
      userId: user!.id,
      state: 'aprobada',
      razonSocial: 'Revendedor del bench SRL',
      cuit: '30712345671',
      vatCondition: 'responsable_inscripto',
      activity: 'Venta de electrodomésticos',
      address: 'Av. Mitre 1234',
      phone: '1145554444',
    })

    const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/reseller-price-list`
    const gc = collector()
    const line = (label: string, f: PriceListDownloadFigures) =>
      log(
        `${label}: ${f.seconds.toFixed(2)} s (CPU ${f.cpuSeconds.toFixed(2)} s, load ${os.loadavg()[0]!.toFixed(1)}), ${(f.bytes / MB).toFixed(1)} MB file, RSS +${f.rssGrowthMB.toFixed(1)} MB, heap +${f.heapGrowthMB.toFixed(1)} MB`,
      )
    const cold = await downloadOnce(url, token, gc)
    line('cold', cold)
    const downloads: PriceListDownloadFigures[] = []
    for (let round = 1; round <= rounds; round++) {
      downloads.push(await downloadOnce(url, token, gc))
      line(`warm ${round}/${rounds}`, downloads.at(-1)!)
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!
    const warm = {
      seconds: median(downloads.map((d) => d.seconds)),
      cpuSeconds: median(downloads.map((d) => d.cpuSeconds)),
      bytes: downloads.at(-1)!.bytes,
      rssGrowthMB: Math.max(...downloads.map((d) => d.rssGrowthMB)),
      heapGrowthMB: Math.max(...downloads.map((d) => d.heapGrowthMB)),
    }
    return { products: count, rounds, cold, warm, downloads }
  } finally {
    await app.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const mark = (ok: boolean) => (ok ? '✅' : '❌')

/** The report's section (appended to docs/BENCHMARKS.md by `npm run bench`). */
export function renderPriceList(figures: PriceListFigures): string {
  const row = (label: string, f: PriceListDownloadFigures) =>
    `| ${label} | ${f.seconds.toFixed(2)} s ${mark(f.seconds <= PRICE_LIST_AIMS.seconds)} | ${f.cpuSeconds.toFixed(2)} s | ${(f.bytes / 1e6).toFixed(1)} MB | +${f.rssGrowthMB.toFixed(0)} MB ${mark(f.rssGrowthMB < PRICE_LIST_AIMS.megabytes)} | +${f.heapGrowthMB.toFixed(0)} MB |`
  return [
    '',
    "## Reseller's price list",
    '',
    `GET /api/reseller-price-list for an approved reseller, ${figures.products.toLocaleString('en-US')} products (embedded database, in this process), the whole .xlsx read through HTTP and thrown away as it came. Memory is the process's (store, database and client together), the highest of samples every ${SAMPLE_MS} ms less the figure just before the download. Aim: ≤ ${PRICE_LIST_AIMS.seconds} s, < ${PRICE_LIST_AIMS.megabytes} MB. Warm: median time of ${figures.rounds} downloads, worst growth. CPU time is the process's (user + system) during the download: on a busy machine the wall time grows, it does not.`,
    '',
    '| download | time | CPU time | file | RSS growth | heap growth |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    row('first (cold)', figures.cold),
    row('warm', figures.warm),
    '',
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { products: { type: 'string' }, rounds: { type: 'string' } }, strict: true })
  const whole = (value: string | undefined) => (value === undefined ? undefined : Number(value.replace(/_/g, '')))
  const figures = await measurePriceList({ products: whole(values.products), rounds: whole(values.rounds) })
  process.stdout.write(renderPriceList(figures))
}
