/**
 * Recommendations in a sub-category whose dearest products are many copies of a few models (a
 * million-product catalogue's consoles): the sub-category's pool keeps one product per displayed
 * name (catalogue-service.ts), so every product, a copy or not, gets what the domain rule picks
 * from the whole sub-category, on each database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '#domain/product.ts'
import { recommendations, RECOMMENDATIONS_LIMIT } from '#domain/recommendations.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { importProducts } from '#server/catalogue/import/catalogue-import.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const ids = (products: readonly Pick<Product, 'id'>[]) => products.map((p) => p.id)

describe.each(databaseKinds)('recommendations among many same-name products on %s', (kind) => {
  let store: TestStore
  let all: Product[]

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false })
    const copies = Array.from({ length: 60 }, (_, i) => ({
      sku: `COPIA-${i}`,
      // three models, dearest of the sub-category; some copies carry their EAN in the name
      name: `Consola Modelo ${i % 3}${i % 2 ? ` EAN: 77912345${String(i).padStart(5, '0')}` : ''}`,
      category: 'Tecnologia',
      sub_category: 'Consolas',
      price_list_1: 900000 - i,
      price_list_2: 800000,
      stock: 5,
    }))
    const others = Array.from({ length: 15 }, (_, i) => ({
      sku: `OTRA-${i}`,
      name: `Consola Otra ${i}`,
      category: 'Tecnologia',
      sub_category: 'Consolas',
      price_list_1: 100000 + i * 1000,
      price_list_2: 90000,
      stock: i % 4 === 0 ? 0 : 3,
    }))
    await importProducts(store.database, [...copies, ...others])
    all = await productsRepository(store.database.db).all()
  })
  afterAll(() => store?.close())

  it('gives a copy and another product what the rule picks from the whole sub-category', async () => {
    expect(all).toHaveLength(75)
    for (const sku of ['COPIA-0', 'COPIA-1', 'COPIA-59', 'OTRA-0', 'OTRA-7']) {
      const product = all.find((p) => p.sku === sku)!
      const got = await store.services.catalogue.recommendations(product)
      const expected = recommendations(product, all)
      expect(expected, sku).toHaveLength(RECOMMENDATIONS_LIMIT)
      expect(ids(got), sku).toEqual(ids(expected))
    }
  })
})
