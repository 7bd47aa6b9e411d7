/**
 * The product page sends its HTML fields once (app/lib/document-html.tsx, decision 033): the
 * document renders them and its hydration data does not repeat them; a client navigation's data
 * request carries them, since no document does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '#domain/product.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

/** Text of the description that no other part of the page writes: its opening paragraph. */
const openingOf = (p: Product) => /^<p>([^<&"]{20,})<\/p>/.exec(p.descriptions ?? '')?.[1]

describe.each(databaseKinds)('the product page HTML fields on %s', (kind) => {
  let store: TestStore
  let product: Product
  let catalogue: Product[]

  beforeAll(async () => {
    store = await createTestStore(kind, { pages: true })
    catalogue = (await store.app.inject({ url: '/api/products' })).json() as Product[]
    product = catalogue.find((p) => openingOf(p) && p.specifications && p.faq)!
  }, 180_000)
  afterAll(async () => {
    await store?.close()
  })

  const occurrences = (text: string, part: string) => text.split(part).length - 1

  it('renders them in the document once, not again in its hydration data', async () => {
    const page = await store.app.inject({ url: `/products/?product=${encodeURIComponent(product.sku)}` })
    expect(page.statusCode).toBe(200)
    expect(occurrences(page.body, openingOf(product)!)).toBe(1)
    expect(page.body).toContain(`<div id="document-html-descriptions"><p>${openingOf(product)}</p>`)
    expect(page.body).toContain('id="document-html-specifications"')
  })

  it('sends them in the data of a client navigation', async () => {
    const data = await store.app.inject({ url: `/products.data?product=${encodeURIComponent(product.sku)}` })
    expect(data.statusCode).toBe(200)
    expect(data.body).toContain(openingOf(product))
    expect(data.body).not.toContain('inDocument')
  })

  it('renders the recommendations with the page once their sub-category is at hand, streamed before', async () => {
    const [first, second] = catalogue.filter((p) => p.sub_category === product.sub_category && p.id !== product.id)
    const section = (body: string) => body.slice(body.indexOf('id="recommended"'))
    // The first product of its sub-category may wait for a query: its cards come in the same document either way.
    const cold = await store.app.inject({ url: `/products/?product=${encodeURIComponent(first!.sku)}` })
    expect(section(cold.body)).toContain('<article')
    const warm = await store.app.inject({ url: `/products/?product=${encodeURIComponent(second!.sku)}` })
    expect(warm.statusCode).toBe(200)
    expect(warm.body).not.toContain('Cargando recomendaciones')
    expect(section(warm.body).slice(0, section(warm.body).indexOf('</section>'))).toContain('<article')
  })
})
