/**
 * Every path that writes products (the demo seed, the staff import) goes through here, so
 * HTML is sanitised once on the way in and the catalogue version moves exactly once per change.
 */
import type { ProductInput } from '#domain/product.ts'
import type { Database, Executor } from '../db/database.ts'
import { metaRepository } from '../repositories/page-repository.ts'
import { productsRepository } from '../repositories/products-repository.ts'
import { sanitizeProductHtml } from './html-sanitizer.ts'

export function cleanProduct(input: ProductInput): ProductInput {
  return {
    ...input,
    descriptions: sanitizeProductHtml(input.descriptions),
    specifications: sanitizeProductHtml(input.specifications),
    faq: sanitizeProductHtml(input.faq),
  }
}

/** Inserts in batches inside the caller's transaction (a seed is all or nothing). */
export async function insertProducts(tx: Executor, inputs: Iterable<ProductInput>, batchSize = 500): Promise<number> {
  const repo = productsRepository(tx)
  let batch: ProductInput[] = []
  let count = 0
  for (const input of inputs) {
    batch.push(cleanProduct(input))
    if (batch.length === batchSize) {
      await repo.insertMany(batch)
      count += batch.length
      batch = []
    }
  }
  await repo.insertMany(batch)
  return count + batch.length
}

export async function bumpCatalogueVersion(tx: Executor): Promise<void> {
  await metaRepository(tx).bumpCatalogueVersion()
}

export type { Database }
