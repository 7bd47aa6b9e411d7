/** A product of a browser test's own, so the other tests' orders never move its stock or prices. */
import type { Page } from '@playwright/test'
import { expect } from '../fixtures.ts'
import type { Product } from '#domain/product.ts'

/** A product of this run's own, created through the back office's API with the page's session. */
export async function createOwnProduct(page: Page, sku: string, extra: Record<string, string> = {}): Promise<Product> {
  // an existing product's category, sub-category and brand: a new one would show in the store's menus
  const [like] = (await (await page.request.get('/api/products')).json()) as Product[]
  const session = await page.request.get('/api/admin/session')
  const { csrfToken } = (await session.json()) as { csrfToken: string }
  const fields = {
    sku,
    name: `Cafetera de prueba ${sku}`,
    stock: '3',
    category: like!.category,
    sub_category: like!.sub_category,
    brand: like!.brand,
    white_line: 0,
    img_url: '',
    img_urls: [],
    price_list_1: '50000',
    price_list_2: '45000',
    price_list_3: '50000',
    price_list_4: '55000',
    price_list_5: '60000',
    price_list_6: '65000',
    tax_percentage: '21',
    descriptions: '',
    specifications: '',
    faq: '',
    // e.g. price_wholesale: the form's fields as typed
    ...extra,
  }
  const created = await page.request.post('/api/admin/products', {
    headers: { 'x-csrf-token': csrfToken },
    data: { product: fields, hidden: false },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  return {
    ...fields,
    id,
    stock: 3,
    white_line: 0,
    price_list_1: 50000,
    price_list_2: 45000,
    price_list_3: 50000,
    price_list_4: 55000,
    price_list_5: 60000,
    price_list_6: 65000,
    tax_percentage: 21,
    week_views: 0,
  } as Product
}
