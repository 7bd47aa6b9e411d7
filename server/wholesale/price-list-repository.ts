/**
 * What the reseller's price list reads: the products the store shows (not hidden by staff, as
 * products-repository.ts reads them), a page at a time after a sku, and the catalogue version.
 *
 * In sku order, keyset by sku (`sku > last`): the unique index products_sku_key hands each page
 * over without a sort, so the 50th page of 2,000 costs what the first does, and products written
 * while the file streams neither repeat nor shift a page. A spreadsheet's filter sorts it by
 * category or brand in a click; a category-then-name order would need an index of its own.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { PriceListProduct } from '#domain/wholesale/price-list.ts'
import type { Executor } from '../db/database.ts'
import { metaRepository } from '../db/store-meta-repository.ts'
import { products } from '../db/schema/index.ts'

/** A page's products as the database writes them into one JSON array (the fields in this order). */
type PageRow = [string, string, string, string, number, number, number | null, number]

export function priceListRepository(db: Executor) {
  return {
    /**
     * Up to `limit` visible products whose sku sorts after `afterSku` (from the first when null).
     * The page comes as one JSON text the database builds (json_agg) rather than 2,000 rows of
     * eight fields: the embedded database's wire-protocol reader spends most of a download on
     * fields, and one JSON.parse of the page is ~2.5× cheaper (numeric(14,2) arrives as a JSON
     * number, as the columns' `mode: 'number'` would give it).
     */
    async page(afterSku: string | null, limit: number): Promise<PriceListProduct[]> {
      const page = db
        .select({
          sku: products.sku,
          name: products.name,
          brand: products.brand,
          category: products.category,
          stock: products.stock,
          priceList2: products.priceList2,
          priceWholesale: products.priceWholesale,
          taxPercentage: products.taxPercentage,
        })
        .from(products)
        .where(and(eq(products.hidden, false), afterSku === null ? undefined : gt(products.sku, afterSku)))
        .orderBy(asc(products.sku))
        .limit(limit)
        .as('page')
      const [row] = await db
        .select({
          json: sql<
            string | null
          >`json_agg(json_build_array(${page.sku}, ${page.name}, ${page.brand}, ${page.category}, ${page.stock}, ${page.priceList2}, ${page.priceWholesale}, ${page.taxPercentage}) order by ${page.sku})::text`,
        })
        .from(page)
      const rows = row?.json ? (JSON.parse(row.json) as PageRow[]) : []
      return rows.map(([sku, name, brand, category, stock, price_list_2, price_wholesale, tax_percentage]) => ({
        sku,
        name,
        brand,
        category,
        stock,
        price_list_2,
        price_wholesale,
        tax_percentage,
      }))
    },

    /** store_meta's catalogue_version ('0' before the first import) */
    async catalogueVersion(): Promise<string> {
      return (await metaRepository(db).get('catalogue_version')) ?? '0'
    },
  }
}
