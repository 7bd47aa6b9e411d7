/**
 * The catalogue as the pages and the API need it. Reads are memoised per catalogue version
 * (versioned-cache.ts), so a busy home page costs no SQL until an import changes the catalogue.
 * It is made of three parts, each a file: the products one by one (catalogue-product-reads.ts),
 * search and listing (catalogue-search-reads.ts) and the home and menu (catalogue-home-reads.ts),
 * all sharing one cache and one set of repositories (catalogue-reads.ts).
 */
import type { Database } from '../db/database.ts'
import type { VersionedCache } from '../shared/versioned-cache.ts'
import { catalogueReads } from './catalogue-reads.ts'
import { productReads, type ProductReads } from './catalogue-product-reads.ts'
import { searchReads, type SearchReads } from './catalogue-search-reads.ts'
import { homeReads, type HomeReads } from './catalogue-home-reads.ts'

export interface CatalogueOptions {
  /** view requests one client address may make a minute (VIEWS_PER_MINUTE; view-limiter.ts) */
  viewsPerMinute: number
}

export interface CatalogueService extends ProductReads, SearchReads, HomeReads {
  /** the answers kept until the catalogue version moves; a write on this instance invalidates it */
  cache: VersionedCache
}

export function catalogueService(database: Database, { viewsPerMinute }: CatalogueOptions): CatalogueService {
  const reads = catalogueReads(database)
  return {
    cache: reads.cache,
    ...productReads(reads, viewsPerMinute),
    ...searchReads(reads),
    ...homeReads(reads),
  }
}
