/**
 * What the reseller's price list reads: the products the store shows (not hidden by staff, as
 * products-repository.ts reads them), a page at a time after a sku, and the catalogue version.
 *
 * In sku order, keyset by sku (`sku > last`): the unique index products_sku_key hands each page
 * over without a sort, so the 50th page of 2,000 costs what the first does, and products written
 * while the file streams neither repeat nor shift a page. A spreadsheet's filter sorts it by
 * category or brand in a click; a category-then-name order would need an index of its own.
 */
import { and, asc, eq, gt } from 'drizzle-orm'
import type { PriceListProduct } from '#domain/wholesale/price-list.ts'
import type { Executor } from '../db/database.ts'
import { metaRepository } from '../db/store-meta-repository.ts'
import { products } from '../db/schema/index.ts'

export function priceListRepository(db: Executor) {
  return {
    /** up to `limit` visible products whose sku sorts after `afterSku` (all from the first when null) */
    page(afterSku: string | null, limit: number): Promise<PriceListProduct[]> {
      return db
        .select({
          sku: products.sku,
          name: products.name,
          brand: products.brand,
          category: products.category,
          stock: products.stock,
          price_list_2: products.priceList2,
          price_wholesale: products.priceWholesale,
          tax_percentage: products.taxPercentage,
        })
        .from(products)
        .where(and(eq(products.hidden, false), afterSku === null ? undefined : gt(products.sku, afterSku)))
        .orderBy(asc(products.sku))
        .limit(limit)
    },

    /** store_meta's catalogue_version ('0' before the first import) */
    async catalogueVersion(): Promise<string> {
      return (await metaRepository(db).get('catalogue_version')) ?? '0'
    },
  }
}
