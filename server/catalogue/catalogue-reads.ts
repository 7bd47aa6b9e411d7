/**
 * What every part of the catalogue's reads shares, built once per process: the repositories on
 * the pool and the cache that keeps each answer until the catalogue version moves
 * (versioned-cache.ts).
 */
import type { Database } from '../db/database.ts'
import { versionedCache, type VersionedCache } from '../shared/versioned-cache.ts'
import { type CompressedBody, compressedBody } from '../shared/compressed-body.ts'
import { pageRepository } from './page-repository.ts'
import { metaRepository } from '../db/store-meta-repository.ts'
import { productsRepository, type ProductsRepository } from './products-repository.ts'

/** A JSON answer serialised once per catalogue version, with its compressed forms. */
export type JsonDocument = CompressedBody

export function jsonDocument(value: unknown): JsonDocument {
  return compressedBody(JSON.stringify(value))
}

export interface CatalogueReads {
  products: ProductsRepository
  page: ReturnType<typeof pageRepository>
  meta: ReturnType<typeof metaRepository>
  cache: VersionedCache
}

export function catalogueReads(database: Database): CatalogueReads {
  const meta = metaRepository(database.db)
  return {
    products: productsRepository(database.db),
    page: pageRepository(database.db),
    meta,
    cache: versionedCache(async () => (await meta.get('catalogue_version')) ?? '0'),
  }
}
