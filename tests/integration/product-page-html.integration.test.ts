/**
 * The product page sends its HTML fields once (app/lib/document-html.tsx, decision 033): the
 * document renders them and its hydration data does not repeat them; a client navigation's data
 * request carries them, since no document does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stripEan } from '#domain/ean.ts'
import { formatPrice } from '#domain/format.ts'
import type { Product } from '#domain/product.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

/**
 * The values of a document's hydration data (React Router's turbo-stream, as
 * `streamController.enqueue("…")`): a flat array where objects map `_<key index>` to a value
 * index and arrays list value indexes. Enough of the format for plain loader data.
 */
function hydrationData(body: string): Record<string, unknown> {
  const script = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(body)
  if (!script) throw new Error('no hydration data in the page')
  const flat = JSON.parse(JSON.parse(script[1]!) as string) as unknown[]
  const seen = new Map<number, unknown>()
  const valueAt = (index: number): unknown => {
    if (index < 0) return undefined
    if (seen.has(index)) return seen.get(index)
    const entry = flat[index]
    seen.set(index, entry)
    let value: unknown = entry
    // a typed entry (a promise, a date, …) is kept as it is: plain loader data has none
    if (Array.isArray(entry) && entry.every((i) => typeof i === 'number')) value = entry.map((i) => valueAt(i))
    else if (entry && typeof entry === 'object' && !Array.isArray(entry))
      value = Object.fromEntries(Object.entries(entry).map(([key, i]) => [flat[Number(key.slice(1))], valueAt(i as number)]))
    seen.set(index, value)
    return value
  }
  return valueAt(0) as Record<string, unknown>
}

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

  it('sends each recommendation card only what it prints, and the cards still show name, price and link', async () => {
    // a product whose sub-category's pool is at hand (as above): its cards come with the page, as data
    const [first, second] = catalogue.filter((p) => p.sub_category === product.sub_category && p.id !== product.id)
    await store.app.inject({ url: `/products/?product=${encodeURIComponent(first!.sku)}&cold` })
    const page = await store.app.inject({ url: `/products/?product=${encodeURIComponent(second!.sku)}&warm` })
    const data = hydrationData(page.body) as { loaderData: Record<string, { recommendations: { value?: unknown[] } }> }
    const cards = data.loaderData['routes/products']!.recommendations.value as Record<string, unknown>[]
    expect(cards.length).toBeGreaterThan(0)
    const section = page.body.slice(
      page.body.indexOf('id="recommended"'),
      page.body.indexOf('</section>', page.body.indexOf('id="recommended"')),
    )
    for (const card of cards) {
      // no HTML fields, view counts, gallery or full financing plans
      for (const field of ['descriptions', 'specifications', 'faq', 'week_views', 'img_urls', 'white_line'])
        expect(card).not.toHaveProperty(field)
      if (card.financing)
        expect(Object.keys(card.financing).sort()).toEqual(['cash', 'cftea', 'instalments', 'line', 'tea', 'total'])
      const full = catalogue.find((p) => p.sku === card.sku)!
      expect(section).toContain(`href="/products/?product=${encodeURIComponent(full.sku)}"`)
      expect(section).toContain(`>${stripEan(full.name).replace(/"/g, '&quot;')}</h3>`)
      expect(section).toContain(formatPrice(full.price_list_1))
    }
    // The card's spelt-out utilities live in the stylesheet (app.css, decision 039).
    expect(section).toContain('<article class="card relative">')
    expect(section).not.toContain('<!-- -->')
  })

  it("writes the cards' kept markup into the document once, not into its hydration data", async () => {
    // Decision 040: a document's cards are each card's HTML rendered once and kept (card-markup.server.tsx).
    const [first, , third] = catalogue.filter((p) => p.sub_category === product.sub_category && p.id !== product.id)
    await store.app.inject({ url: `/products/?product=${encodeURIComponent(first!.sku)}&cold` })
    const page = await store.app.inject({ url: `/products/?product=${encodeURIComponent(third!.sku)}` })
    const script = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(page.body)![0]
    const data = hydrationData(page.body) as {
      loaderData: Record<string, { recommendations: { value: { sku: string }[] }; recommendationsHtml: unknown }>
    }
    const { recommendations, recommendationsHtml } = data.loaderData['routes/products']!
    expect(recommendationsHtml).toEqual({ inDocument: 'recommendations' })
    expect(page.body).toContain('<ul id="document-html-recommendations"')
    expect(recommendations.value.length).toBe(9)
    for (const card of recommendations.value) {
      const full = catalogue.find((p) => p.sku === card.sku)!
      const link = `href="/products/?product=${encodeURIComponent(full.sku)}"`
      expect(occurrences(page.body, link)).toBe(1)
      expect(occurrences(page.body, `>${stripEan(full.name).replace(/"/g, '&quot;')}</h3>`)).toBe(1)
    }
    // the hydration data carries the cards' data for the buttons, not their HTML
    for (const markup of ['<article', 'card-name', 'REALIZAR PEDIDO', 'data-cart']) expect(script).not.toContain(markup)
    // the page's own buttons and the nine cards' pairs, each marked for the list's delegation
    expect(occurrences(page.body, 'data-cart="add"')).toBe(10)
  })

  it('sends the cards as data for a client navigation, rendered as components there', async () => {
    const [first, , , fourth] = catalogue.filter((p) => p.sub_category === product.sub_category && p.id !== product.id)
    await store.app.inject({ url: `/products/?product=${encodeURIComponent(first!.sku)}&cold` })
    const data = await store.app.inject({ url: `/products.data?product=${encodeURIComponent(fourth!.sku)}` })
    expect(data.statusCode).toBe(200)
    expect(data.body).toContain('recommendationsHtml')
    expect(data.body).not.toContain('<article')
    const names = catalogue.filter((p) => p.id !== fourth!.id && data.body.includes(JSON.stringify(p.sku)))
    expect(names.length).toBeGreaterThanOrEqual(9)
  })

  it('says so when a product has nothing to recommend', async () => {
    // the only product of its sub-category
    const {
      id: _i,
      hidden: _h,
      updated_at: _u,
      week_views: _w,
      ...fields
    } = await store.services.adminProducts.product(product.id)
    await store.services.adminProducts.create(COMMAND_LINE_ACTOR, { ...fields, sku: 'SOLO-0001', sub_category: 'Sin parientes' })
    const page = await store.app.inject({ url: '/products/?product=SOLO-0001' })
    expect(page.body).toContain('No hay productos relacionados por el momento.')
    expect(page.body).not.toContain('document-html-recommendations')
  })
})
