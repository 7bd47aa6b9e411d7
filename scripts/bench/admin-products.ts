/**
 * The back office's product list at 100,000 products: what its page's loader asks for (one page
 * of the list with its total, and the category and brand lists of the filters), for a rotation of
 * searches, filters and sorts a catalogue manager uses, timed one after another on the embedded
 * database. A module of its own: `npm run bench` adds its row to the report, and
 * `tsx scripts/bench/admin-products.ts [--products N]` runs it alone.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { EMPTY_PRODUCT_QUERY, type ProductListQuery } from '#domain/admin/product-admin.ts'
import { parseEnv } from '#config/env.server.ts'
import { openDatabase } from '#server/db/database.ts'
import { generateProducts } from '#server/demo/catalogue.ts'
import { insertProducts, bumpCatalogueVersion, generatedProductCleaner } from '#server/catalogue/catalogue-writer.ts'
import { createServices } from '#server/services.ts'

export const ADMIN_LIST_PRODUCTS = 100_000

/** What staff type and pick: words with and without accents, filters, sorts, a far page. */
const QUERIES: Partial<ProductListQuery>[] = [
  {},
  { q: 'heladera' },
  { q: 'lavarropas automatico' },
  { q: 'samsung 55' },
  { q: 'aire acondicionado', sort: 'price_asc' },
  { q: 'cafetera', stock: 'none' },
  { q: 'smart tv', sort: 'name_asc' },
  { stock: 'low', sort: 'stock_asc' },
  { noImage: true },
  { noDescription: true, sort: 'sku_asc' },
  { q: 'philips', page: 3 },
  { page: 2000 },
  { q: 'ñ' },
  { q: 'zzzz sin resultados' },
]

export interface AdminListFigures {
  products: number
  queries: number
  p50: number
  p99: number
  max: number
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

export async function measureAdminProductList(
  options: { products?: number; rounds?: number; log?: (line: string) => void } = {},
): Promise<AdminListFigures> {
  const count = options.products ?? ADMIN_LIST_PRODUCTS
  const rounds = options.rounds ?? 15
  const log = options.log ?? ((line: string) => console.log(`[bench admin] ${line}`))
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-admin-'))
  const database = await openDatabase({ dataDir, poolSize: 1 })
  try {
    const seeded = performance.now()
    await database.db.transaction(async (tx) => {
      await insertProducts(tx, generateProducts(count), { clean: generatedProductCleaner() })
      await bumpCatalogueVersion(tx)
    })
    log(`${count} products in ${((performance.now() - seeded) / 1000).toFixed(1)} s`)
    const services = createServices(parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO: 'false' }), database)
    const { adminProducts } = services
    const load = (query: Partial<ProductListQuery>) =>
      Promise.all([adminProducts.list({ ...EMPTY_PRODUCT_QUERY, ...query }), adminProducts.labels()])
    for (const query of QUERIES) await load(query) // warm-up: plans and pages in memory
    const times: number[] = []
    const perQuery = QUERIES.map(() => [] as number[])
    for (let round = 0; round < rounds; round++) {
      for (const [i, query] of QUERIES.entries()) {
        const start = performance.now()
        await load(query)
        const ms = performance.now() - start
        times.push(ms)
        perQuery[i]!.push(ms)
      }
    }
    for (const [i, query] of QUERIES.entries()) {
      const sorted = perQuery[i]!.sort((a, b) => a - b)
      log(`  ${JSON.stringify(query)}: median ${percentile(sorted, 50).toFixed(1)} ms, worst ${sorted.at(-1)!.toFixed(1)} ms`)
    }
    times.sort((a, b) => a - b)
    const figures = {
      products: count,
      queries: times.length,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: times.at(-1)!,
    }
    log(`list page data: p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms over ${figures.queries} loads`)
    return figures
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The report's section for this row (appended to docs/BENCHMARKS.md by `npm run bench`). */
export function renderAdminProductList(figures: AdminListFigures): string {
  return [
    '',
    '## Back office: product list',
    '',
    `What /admin/products loads (a page of 25 with its total, and the filters' category and brand lists), ${figures.queries} loads rotating ${QUERIES.length} searches, filters, sorts and far pages, one after another, embedded database.`,
    '',
    '| measure | products | loads | p50 | p99 | max |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| product list search | ${figures.products.toLocaleString('en-US')} | ${figures.queries} | ${figures.p50.toFixed(1)} ms | ${figures.p99.toFixed(1)} ms | ${figures.max.toFixed(1)} ms |`,
    '',
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { products: { type: 'string' } }, strict: true })
  const figures = await measureAdminProductList({
    products: values.products === undefined ? ADMIN_LIST_PRODUCTS : Number(values.products.replace(/_/g, '')),
  })
  process.stdout.write(renderAdminProductList(figures))
}
