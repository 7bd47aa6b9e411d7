import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '#domain/product.ts'
import { matchesSearch } from '#domain/text-search.ts'
import { VIEWS_RATE_LIMITED_MESSAGE } from '#domain/messages.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const PRODUCT_FIELDS = [
  'id',
  'sku',
  'name',
  'stock',
  'category',
  'sub_category',
  'brand',
  'white_line',
  'img_url',
  'img_urls',
  'price_list_1',
  'price_list_2',
  'price_list_3',
  'price_list_4',
  'price_list_5',
  'price_list_6',
  'tax_percentage',
  'week_views',
  'descriptions',
  'specifications',
  'faq',
].sort()

describe.each(databaseKinds)('catalogue API on %s', (kind) => {
  let store: TestStore
  let catalogue: Product[]

  beforeAll(async () => {
    store = await createTestStore(kind)
    const response = await store.app.inject({ method: 'GET', url: '/api/products' })
    catalogue = response.json<Product[]>()
  })
  afterAll(() => store?.close())

  it('GET /api/products answers the whole demo catalogue with the spec field names', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(1200)
    for (const product of catalogue.slice(0, 50)) expect(Object.keys(product).sort()).toEqual(PRODUCT_FIELDS)
    const first = catalogue[0]!
    expect(typeof first.price_list_1).toBe('number')
    expect(Array.isArray(first.img_urls)).toBe(true)
    expect([0, 1]).toContain(first.white_line)
  })

  it('compresses the catalogue and answers 304 to a matching ETag', async () => {
    const gz = await store.app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    const etag = gz.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toHaveLength(catalogue.length)
    const br = await store.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).equals(gunzipSync(gz.rawPayload))).toBe(true)
    const again = await store.app.inject({ method: 'GET', url: '/api/products', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('GET /api/products?sku= answers an array with that product, or an empty one', async () => {
    const sku = catalogue[10]!.sku
    const found = await store.app.inject({ method: 'GET', url: `/api/products?sku=${encodeURIComponent(sku)}` })
    expect(found.statusCode).toBe(200)
    expect(found.json()).toEqual([catalogue[10]])
    const missing = await store.app.inject({ method: 'GET', url: '/api/products?sku=NO-EXISTE-123' })
    expect(missing.statusCode).toBe(200)
    expect(missing.json()).toEqual([])
  })

  it('PATCH /api/products/addView/{id} counts a view, 404 for an unknown id, 400 for a malformed one', async () => {
    const product = catalogue[3]!
    const ok = await store.app.inject({ method: 'PATCH', url: `/api/products/addView/${product.id}` })
    expect(ok.statusCode).toBe(200)
    const [after] = (await store.app.inject({ method: 'GET', url: `/api/products?sku=${encodeURIComponent(product.sku)}` })).json<
      Product[]
    >()
    expect(after!.week_views).toBe(product.week_views + 1)

    const withJsonHeader = await store.app.inject({
      method: 'PATCH',
      url: `/api/products/addView/${product.id}`,
      headers: { 'content-type': 'application/json' },
    })
    expect(withJsonHeader.statusCode).toBe(200)

    const unknown = await store.app.inject({ method: 'PATCH', url: '/api/products/addView/999999' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Producto no encontrado')
    for (const bad of ['abc', '-1', '1.5', '99999999999999', "1'%20or%201=1"]) {
      const response = await store.app.inject({ method: 'PATCH', url: `/api/products/addView/${bad}` })
      expect(response.statusCode, bad).toBe(400)
      expect(response.json().message).toMatch(/id/)
    }
  })

  it('PATCH addView counts one view per client and product however often it is sent, and answers 429 in Spanish past the per-minute limit', async () => {
    const [first, second] = [catalogue[6]!, catalogue[7]!]
    const views = async (sku: string) =>
      (await store.app.inject({ method: 'GET', url: `/api/products?sku=${encodeURIComponent(sku)}` })).json<Product[]>()[0]!
        .week_views
    const view = (id: number, ip: string) =>
      store.app.inject({ method: 'PATCH', url: `/api/products/addView/${id}`, remoteAddress: ip })

    // a loop of 100 from one client: counted once, every answer 200 (the page only logs failures)
    const loop = await Promise.all(Array.from({ length: 100 }, () => view(first.id, '203.0.113.7')))
    expect(loop.map((r) => r.statusCode)).toEqual(Array(100).fill(200))
    expect(await views(first.sku)).toBe(first.week_views + 1)
    // another client counts once more; a client rotating through one IPv6 /64 is one client
    expect((await view(first.id, '198.51.100.9')).statusCode).toBe(200)
    for (let i = 1; i <= 5; i++) expect((await view(first.id, `2001:db8:1:2::${i}`)).statusCode).toBe(200)
    expect(await views(first.sku)).toBe(first.week_views + 3)

    // past VIEWS_PER_MINUTE (120) requests a minute the client is refused, before the database is asked
    const burst = []
    for (let i = 0; i < 30; i++) burst.push(await view(second.id, '203.0.113.7'))
    const refused = burst.filter((r) => r.statusCode === 429)
    expect(refused.length).toBe(10) // 100 + 20 allowed, then 10 refused
    expect(burst.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true)
    expect(refused[0]!.json()).toEqual({ message: VIEWS_RATE_LIMITED_MESSAGE })
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0)
    expect(await views(second.sku)).toBe(second.week_views + 1)
    // other clients are not affected
    expect((await view(second.id, '192.0.2.44')).statusCode).toBe(200)
    expect(await views(second.sku)).toBe(second.week_views + 2)
  })

  it('serves banners, carousel categories and brands with their spec fields', async () => {
    const banners = (await store.app.inject({ method: 'GET', url: '/api/page/getBanners?ts=123' })).json()
    expect(banners.length).toBeGreaterThan(0)
    expect(Object.keys(banners[0]).sort()).toEqual(['id', 'name', 'path', 'path_to', 'position'])
    const categories = (await store.app.inject({ method: 'GET', url: '/api/page/getCategoriesForCarrousel' })).json()
    expect(categories.length).toBeGreaterThan(0)
    expect(Object.keys(categories[0]).sort()).toEqual(['category', 'id', 'img_url'])
    const brands = (await store.app.inject({ method: 'GET', url: '/api/page/getBrandsForCarousel?t=1' })).json()
    expect(brands.length).toBeGreaterThan(0)
    expect(Object.keys(brands[0]).sort()).toEqual(['brand_name', 'image_path'])
  })

  it('suggests products accent- and case-insensitively, every word required', async () => {
    const withAccent = catalogue.find((p) => /[áéíóú]/i.test(p.name))
    expect(withAccent, 'the demo has names with accents').toBeDefined()
    const word = withAccent!.name.split(' ').find((w) => /[áéíóú]/i.test(w))!
    const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase()
    const response = await store.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(plain)}` })
    const body = response.json<{ items: { sku: string }[]; total: number }>()
    expect(body.total).toBeGreaterThan(0)
    expect(body.items.map((i) => i.sku)).toContain(withAccent!.sku)

    const none = await store.app.inject({
      method: 'GET',
      url: `/api/search/suggestions?q=${encodeURIComponent(plain + ' zzzqqq')}`,
    })
    expect(none.json()).toEqual({ items: [], total: 0, offset: 0, capped: false, more: false })
  })

  it('pages through every match of a suggestion search, in order, none twice', async () => {
    // 'a' matches more than the count's cap: each answer says whether another page follows.
    type Page = { items: { sku: string }[]; total: number; offset: number; more: boolean }
    const q = 'a'
    const first = (await store.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${q}` })).json<Page>()
    expect(first.more).toBe(true)
    const seen = first.items.map((i) => i.sku)
    for (let more = first.more; more;) {
      const next = (
        await store.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${q}&offset=${seen.length}&limit=100` })
      ).json<Page>()
      expect(next.offset).toBe(seen.length)
      expect(next.items.length).toBeGreaterThan(0)
      seen.push(...next.items.map((i) => i.sku))
      more = next.more
    }
    const matching = catalogue.filter((p) => matchesSearch(p, q))
    expect(new Set(seen).size).toBe(matching.length)
    expect(seen.sort()).toEqual(matching.map((p) => p.sku).sort())
  })

  it('sends a long suggestion list compressed, the same in every encoding, and 304 to its ETag', async () => {
    const url = '/api/search/suggestions?q=a'
    const plain = await store.app.inject({ method: 'GET', url })
    const body = plain.json<{ items: unknown[]; total: number }>()
    expect(body.items.length).toBeGreaterThan(10)
    expect(plain.headers['content-type']).toContain('application/json')
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const packed = await store.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } })
      expect(packed.headers['content-encoding']).toBe(encoding)
      expect(packed.headers.vary).toContain('accept-encoding')
      expect(JSON.parse(decode(packed.rawPayload).toString('utf8'))).toEqual(body)
    }
    const again = await store.app.inject({ method: 'GET', url, headers: { 'if-none-match': plain.headers.etag as string } })
    expect(again.statusCode).toBe(304)
  })

  it('answers garbage with a 4xx and a clear message, never a 500', async () => {
    const cases = [
      { method: 'GET', url: '/api/search/suggestions?limit=abc' },
      { method: 'GET', url: '/api/search/suggestions?q=a&offset=-1' },
      { method: 'GET', url: `/api/search/suggestions?q=${'x'.repeat(500)}` },
      { method: 'GET', url: '/api/products?sku=a&sku=b' },
      { method: 'GET', url: '/api/nope' },
      { method: 'PATCH', url: '/api/products/addView/1', headers: { 'content-type': 'application/json' }, payload: '{bad' },
    ] as const
    for (const c of cases) {
      const response = await store.app.inject(c)
      expect(response.statusCode, c.url).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, c.url).toBeLessThan(500)
      expect(typeof response.json().message).toBe('string')
    }
  })

  it('serves demo product images as SVG and refuses path tricks', async () => {
    const image = await store.app.inject({ method: 'GET', url: catalogue[0]!.img_url })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toContain('image/svg+xml')
    expect(image.body.startsWith('<svg')).toBe(true)
    for (const url of [
      '/products-images/..%2Fpackage.json',
      '/products-images/%2e%2e%2f.lock.svg',
      '/products-images/nope.svg',
    ]) {
      expect((await store.app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    }
  })

  it('stores sanitised HTML only', () => {
    for (const product of catalogue) {
      for (const html of [product.descriptions, product.specifications, product.faq]) {
        expect(html ?? '').not.toMatch(/<script|onerror=|javascript:/i)
      }
    }
  })
})
