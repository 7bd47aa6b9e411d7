/**
 * Products the browser tests need beside the demo catalogue, written by the test server before
 * the store starts (e2e-server.ts): the demo is seeded first, as the store itself would, so the
 * store finds its seed marker and leaves both alone.
 */
import { MAX_SKU_LENGTH } from '#domain/limits.ts'
import type { ProductInput } from '#domain/product.ts'
import { testProduct } from '../../setup/test-product.ts'
import { openDatabase } from '#server/db/database.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { bumpCatalogueVersion } from '#server/catalogue/catalogue-writer.ts'
import { seedDemoIfEmpty } from '#server/demo/seed-service.ts'
import { seedSalesHistory } from '#server/demo/sales-history.ts'
import { startOfBuenosAiresDay } from '#domain/admin/buenos-aires-day.ts'

export const SALES_HISTORY_ORDERS = 400

/** A sku as long as the catalogue allows: the cart must keep it like any other. */
export const LONG_SKU = `E2E-SKU-LARGO-${'X'.repeat(MAX_SKU_LENGTH - 'E2E-SKU-LARGO-'.length)}`

/**
 * Two products whose financing figures the browser tests read (financing.spec.ts): the demo's
 * lists of a $ 99.999,00 product, with 3 cuotas at the cash price (interest-free) or above it.
 */
const FINANCING_LISTS = {
  price_list_1: 99999,
  price_list_2: 87999,
  price_list_4: 111998.88,
  price_list_5: 124998.75,
  price_list_6: 137998.62,
  tax_percentage: 21,
}
export const INTEREST_FREE_SKU = 'E2E-FIN-SIN-INTERES'
export const WITH_INTEREST_SKU = 'E2E-FIN-CON-INTERES'
const financingProduct = (sku: string, name: string, threeInstalments: number): ProductInput => ({
  sku,
  name,
  stock: 50,
  category: 'TECNOLOGIA',
  sub_category: 'PRUEBAS',
  brand: 'FINANCIA',
  white_line: 0,
  img_url: '/products-images/demo-tv-samsung-1.svg',
  img_urls: ['/products-images/demo-tv-samsung-1.svg'],
  ...FINANCING_LISTS,
  price_list_3: threeInstalments,
  week_views: 0,
  descriptions: null,
  specifications: null,
  faq: null,
})

export const TEST_PRODUCTS: readonly ProductInput[] = [
  financingProduct(INTEREST_FREE_SKU, 'Televisor cuotasprueba sin interes', 99999),
  financingProduct(WITH_INTEREST_SKU, 'Heladera cuotasprueba con interes', 105998.94),
  {
    sku: LONG_SKU,
    name: 'Mouse de prueba con código largo',
    stock: 5,
    category: 'INFORMATICA',
    sub_category: 'MOUSE;TECLADOS',
    brand: 'HP',
    white_line: 0,
    img_url: '/products-images/demo-mouse-hp-1.svg',
    img_urls: ['/products-images/demo-mouse-hp-1.svg'],
    price_list_1: 12999,
    price_list_2: 11049,
    price_list_3: 12999,
    price_list_4: 14558.88,
    price_list_5: 16248.75,
    price_list_6: 17938.62,
    tax_percentage: 21,
    week_views: 0,
    descriptions: null,
    specifications: null,
    faq: null,
  },
]

/** A product priced in the hundreds of millions (twelve digits with the cents): its figures must fit a phone. */
export const EXPENSIVE_SKU = 'E2E-PRECIO-LARGO'
/** A product the seller left without category or sub-category. */
export const UNCATEGORISED_SKU = 'E2E-SIN-CATEGORIA'
const plainProduct = (
  sku: string,
  fields: Pick<ProductInput, 'name' | 'category' | 'sub_category' | 'price_list_1'>,
): ProductInput =>
  testProduct({
    sku,
    brand: 'PRUEBA',
    img_url: '/products-images/demo-tv-samsung-1.svg',
    img_urls: ['/products-images/demo-tv-samsung-1.svg'],
    price_list_2: Math.round(fields.price_list_1 * 0.85 * 100) / 100,
    price_list_3: fields.price_list_1,
    price_list_4: Math.round(fields.price_list_1 * 1.12 * 100) / 100,
    price_list_5: Math.round(fields.price_list_1 * 1.25 * 100) / 100,
    price_list_6: Math.round(fields.price_list_1 * 1.38 * 100) / 100,
    ...fields,
  })

/** The long values the overflow walk (layout-fit.spec.ts) and the details' tests fill the pages with. */
export const LONG_VALUE_PRODUCTS: readonly ProductInput[] = [
  plainProduct(EXPENSIVE_SKU, {
    name: 'Refrigerador industrial de acero inoxidable con cámara frigorífica doble y control remoto',
    category: 'ELECTRODOMESTICOS',
    sub_category: 'HELADERAS',
    price_list_1: 2301999999.99,
  }),
  plainProduct(UNCATEGORISED_SKU, {
    name: 'Producto sin categoría de prueba',
    category: '',
    sub_category: '',
    price_list_1: 4999,
  }),
]

export async function seedTestCatalogue(options: { dataDir: string; databaseUrl?: string | undefined }): Promise<void> {
  const database = await openDatabase(options)
  try {
    await seedDemoIfEmpty(database)
    await database.db.transaction(async (tx) => {
      for (const product of [...TEST_PRODUCTS, ...LONG_VALUE_PRODUCTS]) await productsRepository(tx).upsert(product)
      await bumpCatalogueVersion(tx)
    })
    // Four months of past orders (none today, so the day's figures stay the tests' own) for
    // Reportes to draw: admin-reports.spec.ts.
    await database.db.transaction((tx) =>
      seedSalesHistory(tx, { orders: SALES_HISTORY_ORDERS, days: 120, now: startOfBuenosAiresDay(new Date()) }),
    )
  } finally {
    await database.close()
  }
}
