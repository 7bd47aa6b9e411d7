/**
 * Every public page is the same for every visitor, cart or no cart (domain/page-variant.ts,
 * docs/decisions/020-pages-independent-of-the-cart.md): the bytes are identical, the second
 * visitor gets the kept page, and a malformed, huge or forged cart cookie changes nothing. The
 * answers let a CDN or proxy keep them (s-maxage, stale-while-revalidate) and carry the catalogue
 * version in their ETag; a browser's revalidation gets a 304.
 */
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeCartCookie } from '#domain/cart.ts'
import { bumpCatalogueVersion } from '#server/catalogue/catalogue-writer.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const PAGES = ['/', '/search?category=informatica', '/search?search=heladera', '/cart', '/others/about_us', '/login']

describe.each(databaseKinds)('pages shared by every visitor on %s', (kind) => {
  let store: TestStore
  let skus: string[]

  beforeAll(async () => {
    store = await createTestStore(kind, { pages: true })
    skus = ((await store.app.inject({ url: '/api/products' })).json() as { sku: string }[]).map((p) => p.sku)
  }, 180_000)
  afterAll(async () => {
    await store?.close()
  })

  const get = (url: string, headers: Record<string, string> = {}) => store.app.inject({ method: 'GET', url, headers })
  const productPage = () => `/products?product=${encodeURIComponent(skus[0]!)}`

  function cartCookies(): Record<string, string> {
    const [a, b, c] = skus
    return {
      'a cart': `cartProducts=${encodeCartCookie([
        { sku: a!, quantity: 2 },
        { sku: b!, quantity: 1 },
      ])}`,
      'a cart and other cookies': `_ga=GA1.2.3; cartProducts=${encodeCartCookie([{ sku: c!, quantity: 1 }])}; theme=dark`,
      'a malformed cart': 'cartProducts=%E0%A4%A*x!!**%00',
      'a huge cart': `cartProducts=${Array.from({ length: 400 }, (_, i) => `SKU-${i}*9999`).join('!')}`,
      'a forged cart (old JSON format, unknown skus)': `cartProducts=${encodeURIComponent(
        JSON.stringify([
          { sku: '<script>alert(1)</script>', quantity: 1e9 },
          { sku: 'NO-EXISTE', quantity_selected: 3 },
        ]),
      )}`,
    }
  }

  it('answers every visitor, with or without a cart, the same bytes, from the page cache', async () => {
    for (const url of [...PAGES, productPage()]) {
      const first = await get(url)
      expect(first.statusCode, `${url}: ${first.body.slice(0, 200)}`).toBe(200)
      for (const [what, cookie] of Object.entries(cartCookies())) {
        const withCart = await get(url, { cookie })
        expect(withCart.statusCode, `${url} with ${what}`).toBe(200)
        expect(withCart.headers['x-page-cache'], `${url} with ${what}`).toBe('hit')
        expect(withCart.headers['set-cookie'], `${url} with ${what}`).toBeUndefined()
        expect(withCart.body === first.body, `${url} with ${what}: the HTML differs`).toBe(true)
        expect(withCart.headers.etag).toBe(first.headers.etag)
      }
    }
  })

  it('renders no cart on the server: the badge waits for the browser, the cart screen shows its frame', async () => {
    const cookie = cartCookies()['a cart']!
    const cart = await get('/cart', { cookie })
    expect(cart.body).toContain('aria-busy="true"')
    expect(cart.body).not.toMatch(/<h1[^>]*>Tu carrito está vacío/)
    expect(cart.body).toMatch(/data-testid="cart-count"[^>]*class="[^"]*\binvisible\b[^"]*"[^>]*><\/span>/)
    // The browser asks for the lines' products; the API answers what the catalogue knows.
    const products = await get(`/api/cart/products?skus=${encodeURIComponent(skus.slice(0, 2).join(',') + ',NO-EXISTE')}`)
    expect(
      products
        .json()
        .map((p: { sku: string }) => p.sku)
        .sort(),
    ).toEqual(skus.slice(0, 2).sort())
  })

  it('lets a CDN or proxy keep a page, with the catalogue version in its ETag; a browser revalidates (304)', async () => {
    const version = await store.services.catalogue.cache.version()
    const page = await get(productPage())
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    expect(page.headers.etag).toMatch(new RegExp(`^W/"c${version}-[A-Za-z0-9_-]{27}"$`))
    expect(page.headers.vary).toMatch(/accept-encoding/i)
    expect(page.headers.vary ?? '').not.toMatch(/cookie/i)

    const again = await get(productPage(), { 'if-none-match': String(page.headers.etag), cookie: cartCookies()['a cart']! })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    // A catalogue change moves the version: the ETag changes and the old one no longer matches.
    await bumpCatalogueVersion(store.database.db)
    let after: LightMyRequestResponse | undefined
    const deadline = Date.now() + 5_000
    while (Date.now() < deadline) {
      after = await get(productPage(), { 'if-none-match': String(page.headers.etag) })
      if (after.statusCode === 200) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(after!.statusCode).toBe(200)
    expect(after!.headers.etag).not.toBe(page.headers.etag)
    expect(after!.headers.etag).toMatch(new RegExp(`^W/"c${await store.services.catalogue.cache.version()}-`))
  })

  it('keeps answers that may not be shared out of shared caches', async () => {
    const missing = await get('/no-existe')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/public|s-maxage/)
    const account = await get('/api/page/getUserData?email=ana%40example.com')
    expect(account.headers['cache-control'] ?? '').not.toMatch(/public|s-maxage/)
  })
})
