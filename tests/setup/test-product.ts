/** A product for tests that write their own catalogue: the fields a test cares about, the rest plain. */
import type { ProductInput } from '#domain/product.ts'

/** The demo's six lists of a $ 99.999,00 product (financing-view.test.ts has the same figures). */
export const FINANCED_PRICES = {
  price_list_1: 99999,
  price_list_2: 87999,
  price_list_3: 99999,
  price_list_4: 111998.88,
  price_list_5: 124998.75,
  price_list_6: 137998.62,
} as const

export function testProduct(fields: Pick<ProductInput, 'sku' | 'name'> & Partial<ProductInput>): ProductInput {
  return {
    stock: 20,
    category: 'Test',
    sub_category: 'test',
    brand: 'Marca',
    white_line: 0,
    img_url: '',
    img_urls: [],
    ...FINANCED_PRICES,
    tax_percentage: 21,
    week_views: 0,
    descriptions: null,
    specifications: null,
    faq: null,
    ...fields,
  }
}
