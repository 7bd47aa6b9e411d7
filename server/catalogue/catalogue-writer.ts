/**
 * Every path that writes products (the demo seed, the staff import) goes through here, so
 * HTML is sanitised once on the way in and the catalogue version moves exactly once per change.
 */
import type { ProductInput } from '#domain/product.ts'
import type { Database, Executor } from '../db/database.ts'
import { metaRepository } from '../db/store-meta-repository.ts'
import { productsRepository } from './products-repository.ts'
import { sanitizeProductHtml } from './html-sanitizer.ts'
import { templateSanitizer } from './template-sanitizer.ts'

type HtmlSanitizer = (html: string | null | undefined) => string | null

export function cleanProduct(input: ProductInput, sanitize: HtmlSanitizer = sanitizeProductHtml): ProductInput {
  return {
    ...input,
    descriptions: sanitize(input.descriptions),
    specifications: sanitize(input.specifications),
    faq: sanitize(input.faq),
  }
}

/**
 * For the generated catalogue: its HTML is a few shapes, each sanitised once (same output as
 * cleanProduct, template-sanitizer.ts says why); one per seed.
 */
export function generatedProductCleaner(): (input: ProductInput) => ProductInput {
  const sanitize = templateSanitizer()
  return (input) => cleanProduct(input, sanitize)
}

export interface InsertOptions {
  batchSize?: number
  /** generatedProductCleaner() for the demo catalogue; cleanProduct for anything else */
  clean?: (input: ProductInput) => ProductInput
}

/**
 * Inserts in batches inside the caller's transaction (a seed is all or nothing). A batch is
 * sent before the next one is cleaned, so the sanitiser here and the database's own work on the
 * last batch overlap (a PostgreSQL server does it in its own process).
 */
export async function insertProducts(
  tx: Executor,
  inputs: Iterable<ProductInput>,
  { batchSize = 2000, clean = cleanProduct }: InsertOptions = {},
): Promise<number> {
  const repo = productsRepository(tx)
  let batch: ProductInput[] = []
  let count = 0
  let inFlight: Promise<void> = Promise.resolve()
  const send = async (rows: ProductInput[]) => {
    await inFlight
    inFlight = repo.insertMany(rows)
    // Heard at once (the next batch is cleaned before it is awaited), thrown by the next await.
    inFlight.catch(() => undefined)
    // Lets the driver write the statement out before the sanitiser holds the thread again.
    await new Promise<void>((resolve) => setImmediate(resolve))
    count += rows.length
  }
  for (const input of inputs) {
    batch.push(clean(input))
    if (batch.length === batchSize) {
      await send(batch)
      batch = []
    }
  }
  if (batch.length) await send(batch)
  await inFlight
  return count
}

export async function bumpCatalogueVersion(tx: Executor): Promise<void> {
  await metaRepository(tx).bumpCatalogueVersion()
}

export type { Database }
