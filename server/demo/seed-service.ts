/**
 * Loads the demo catalogue into an empty database, once. A marker row records the seed, so a
 * restart (or a second instance) never seeds twice, and the whole seed is one transaction: a
 * start interrupted half-way leaves nothing behind and seeds again next time.
 */
import { sql } from 'drizzle-orm'
import type { Database, Executor } from '../db/database.ts'
import { DEMO_PRODUCT_COUNT, demoBanners, demoCarouselBrands, demoCarouselCategories, generateProducts } from './catalogue.ts'
import { pageRepository } from '../catalogue/page-repository.ts'
import { metaRepository } from '../db/store-meta-repository.ts'
import { productsRepository } from '../catalogue/products-repository.ts'
import { BULK_LOAD_FROM, withIndexesBuiltAfter } from './bulk-load.ts'
import { bumpCatalogueVersion, generatedProductCleaner, insertProducts } from '../catalogue/catalogue-writer.ts'
import { HOME_GROUPS_META_KEY } from '../home-content/home-group-settings.ts'

const SEED_MARKER = 'demo_seeded_at'
// Any constant: instances starting together against one PostgreSQL take turns.
const SEED_LOCK_KEY = 7_245_002

export interface SeedResult {
  seeded: boolean
  products: number
}

export async function seedDemoIfEmpty(database: Database, productCount = DEMO_PRODUCT_COUNT): Promise<SeedResult> {
  // Start-up work: on a connection without the request limits, so an instance starting beside
  // another can wait out the other's whole seed.
  return database.withoutLimits(async (db) => {
    const result = await seedIfEmpty(db, database.kind, productCount)
    // Marks the new pages all-visible, which index-only scans need (a category's facets,
    // schema/products.ts products_category_idx); autovacuum would get there, minutes later. Outside the
    // seed's transaction: VACUUM cannot run in one.
    if (result.seeded && productCount >= BULK_LOAD_FROM) await db.execute(sql`vacuum products`)
    return result
  })
}

function seedIfEmpty(db: Database['db'], kind: Database['kind'], productCount: number): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    if (kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const meta = metaRepository(tx)
    if ((await meta.get(SEED_MARKER)) !== undefined) return { seeded: false, products: 0 }
    // A catalogue imported before the first start is the seller's own: leave it alone.
    if ((await productsRepository(tx, { includeHidden: true }).count()) > 0) return { seeded: false, products: 0 }
    const load = () => insertProducts(tx, generateProducts(productCount), { clean: generatedProductCleaner() })
    const products = productCount >= BULK_LOAD_FROM ? await withIndexesBuiltAfter(tx, kind, load) : await load()
    // The planner's row estimates for the search and the facets come from these statistics;
    // without them it takes a search matching thousands for one matching a single row until
    // autovacuum gets round to the table.
    await tx.execute(sql`analyze products`)
    await writeDemoPageContent(tx)
    await meta.set(SEED_MARKER, new Date().toISOString())
    await bumpCatalogueVersion(tx)
    return { seeded: true, products }
  })
}

export async function writeDemoPageContent(tx: Executor): Promise<void> {
  const page = pageRepository(tx)
  await page.replaceBanners(demoBanners())
  await page.replaceCarouselCategories(demoCarouselCategories())
  await page.replaceCarouselBrands(demoCarouselBrands())
}

/**
 * Staff "clear and reseed": wipes products and page content and loads the demo again. The home
 * groups' settings go back to the configured ones too (home-group-settings.ts): a promoted
 * manufacturer or an EAN chosen for the old catalogue means nothing in the demo's.
 */
export async function reseedDemo(database: Database, productCount = DEMO_PRODUCT_COUNT): Promise<SeedResult> {
  return database.db.transaction(async (tx) => {
    await productsRepository(tx).deleteAll()
    const products = await insertProducts(tx, generateProducts(productCount), { clean: generatedProductCleaner() })
    await writeDemoPageContent(tx)
    await metaRepository(tx).delete(HOME_GROUPS_META_KEY)
    await metaRepository(tx).set(SEED_MARKER, new Date().toISOString())
    await bumpCatalogueVersion(tx)
    return { seeded: true, products }
  })
}
