/**
 * The reseller's price list (issue 33, item 4; decision 057): the catalogue the store shows, a page
 * of PAGE_SIZE products at a time, each product's row by domain/wholesale/price-list.ts, streamed as
 * a workbook (price-list-file.ts). Whether the customer may have it is the route's question
 * (an approved reseller: wholesale-service.ts approvedReseller).
 *
 * No transaction holds the pages together: on the embedded database it would keep every other
 * request waiting for the whole download. A product changed while the file streams is written as
 * its page finds it; the file names the catalogue version it started from.
 */
import type { Readable } from 'node:stream'
import { priceListFileName, priceListRow, type PriceListRow } from '#domain/wholesale/price-list.ts'
import type { Database } from '../db/database.ts'
import { priceListFile } from './price-list-file.ts'
import { priceListRepository } from './price-list-repository.ts'

/** Rows read per query: big enough that 100,000 products are 50 queries, small enough to stay flat. */
export const PRICE_LIST_PAGE_SIZE = 2_000

export interface PriceListDownload {
  fileName: string
  /** store_meta's catalogue_version when the file was started */
  catalogueVersion: string
  /** the .xlsx bytes, read from the database as they are taken */
  stream: Readable
}

export interface PriceListService {
  download(now?: Date): Promise<PriceListDownload>
}

export function priceListService({ db }: Pick<Database, 'db'>, pageSize = PRICE_LIST_PAGE_SIZE): PriceListService {
  const repository = priceListRepository(db)
  // The next page is asked for before this one is written out: on PostgreSQL the query runs while
  // the XML is built and deflated (the embedded database shares the thread, so there it is even).
  async function* pages(): AsyncGenerator<PriceListRow[]> {
    let next = repository.page(null, pageSize)
    for (;;) {
      const products = await next
      const more = products.length === pageSize
      if (more) {
        next = repository.page(products.at(-1)!.sku, pageSize)
        // a download abandoned before it is awaited must not leave an unhandled rejection
        next.catch(() => undefined)
      }
      if (products.length > 0) yield products.map(priceListRow)
      if (!more) return
    }
  }
  return {
    async download(now = new Date()) {
      return {
        fileName: priceListFileName(now),
        catalogueVersion: await repository.catalogueVersion(),
        stream: priceListFile(pages()),
      }
    },
  }
}
