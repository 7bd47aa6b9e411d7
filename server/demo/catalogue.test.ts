import { describe, expect, it } from 'vitest'
import { store } from '#config/store.ts'
import type { ProductInput } from '#domain/product.ts'
import { DEMO_PRODUCT_COUNT, demoBanners, demoCarouselBrands, demoCarouselCategories, generateProducts } from './catalogue.ts'

const products = [...generateProducts(DEMO_PRODUCT_COUNT)]

/** the store's search matches case- and accent-insensitively */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
const has = (text: string, word: string) => fold(text).includes(word)
const where = (test: (p: ProductInput) => boolean) => products.filter(test)

// The home groups' rules, written out here rather than imported from app code.
const techSub = (p: ProductInput) => ['celular', 'tv', 'televisores'].some((w) => has(p.sub_category, w))
const homeSub = (p: ProductInput) => ['cocina', 'coccion', 'electrodomesticos'].some((w) => has(p.sub_category, w))
const groups: Record<string, (p: ProductInput) => boolean> = {
  manufacturerWeek: (p) => has(p.brand, fold(store.promotedManufacturer.name)),
  climate: (p) => has(p.sub_category, 'aires'),
  technology: (p) => techSub(p) && !has(p.name, 'control'),
  home: (p) => homeSub(p) && !has(p.name, 'ventilador') && !has(p.name, 'control'),
  moreOffers: (p) =>
    ['consolas', 'tablet', 'celular', 'parlante'].includes(fold(p.sub_category).trim()) || p.name.includes(store.moreOffersEan),
}

const cents = (n: number) => Math.round(n * 100)
const hasTwoDecimalsAtMost = (n: number) => Number(n.toFixed(2)) === n

describe('generateProducts', () => {
  it('is deterministic: same seed, same catalogue', () => {
    expect(JSON.stringify([...generateProducts(DEMO_PRODUCT_COUNT)])).toBe(JSON.stringify(products))
    expect(JSON.stringify([...generateProducts(50, 2)])).not.toBe(JSON.stringify(products.slice(0, 50)))
  })

  it('gives product N the same content whatever the requested count', () => {
    expect([...generateProducts(100)]).toEqual(products.slice(0, 100))
  })

  it('streams instead of building the whole list', () => {
    const iterator = generateProducts(Number.MAX_SAFE_INTEGER)
    const first = iterator.next()
    expect(first.done).toBe(false)
    expect(first.value).toEqual(products[0])
  })

  it('yields the requested number of products, at least 1,200 for the demo', () => {
    expect(DEMO_PRODUCT_COUNT).toBeGreaterThanOrEqual(1200)
    expect(products).toHaveLength(DEMO_PRODUCT_COUNT)
  })

  it('has unique skus', () => {
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length)
    expect(products.some((p) => /^[A-Z0-9]+-[A-Z]{2}-\d{5}$/.test(p.sku))).toBe(true)
    expect(products.some((p) => /^\d+$/.test(p.sku))).toBe(true)
  })
})

describe('demo categories', () => {
  const categories = new Set(products.map((p) => p.category))
  const subCategories = new Set(products.map((p) => p.sub_category))

  it('has the categories the footer links to, matched lower-cased', () => {
    const lowered = new Set([...categories].map((c) => c.toLowerCase()))
    for (const value of ['electro y aires', 'informatica', 'tecnologia', 'mas categorias']) expect(lowered).toContain(value)
    expect(categories).toContain('PEQUEÑOS ELECTRODOMESTICOS')
  })

  it('has exactly one category hidden from menus', () => {
    expect([...categories].filter((c) => c.includes('Cargar'))).toHaveLength(1)
  })

  it('has the sub-categories of a real reseller, some with a semicolon', () => {
    for (const sub of [
      'AIRES ACONDICIONADOS',
      'CELULARES',
      'CELULAR',
      'TV Y VIDEO',
      'TELEVISORES',
      'COCINAS',
      'COCCION',
      'ELECTRODOMESTICOS',
      'CONSOLAS',
      'TABLET',
      'PARLANTE',
      'NOTEBOOKS',
      'MONITORES',
      'IMPRESORAS',
      'HELADERAS',
      'LAVARROPAS',
      'VENTILADORES',
      'CALEFACCION',
      'MICROONDAS',
      'PAVAS ELECTRICAS',
      'AURICULARES',
    ]) {
      expect(subCategories).toContain(sub)
    }
    expect([...subCategories].filter((s) => s.includes(';')).length).toBeGreaterThanOrEqual(2)
  })

  it('fills every home carousel with at least 8 products', () => {
    for (const [name, test] of Object.entries(groups)) expect(where(test).length, name).toBeGreaterThanOrEqual(8)
  })

  it('has products that trigger each home exclusion', () => {
    expect(where((p) => techSub(p) && has(p.name, 'control')).length).toBeGreaterThan(0)
    expect(where((p) => p.sub_category === 'ELECTRODOMESTICOS' && has(p.name, 'ventilador')).length).toBeGreaterThan(0)
    expect(where((p) => homeSub(p) && has(p.name, 'control')).length).toBeGreaterThan(0)
  })

  it('puts the more-offers EAN in exactly one name, outside the more-offers sub-categories', () => {
    const carriers = where((p) => p.name.includes(store.moreOffersEan))
    expect(carriers).toHaveLength(1)
    expect(['consolas', 'tablet', 'celular', 'parlante']).not.toContain(fold(carriers[0]!.sub_category))
  })
})

describe('demo product fields', () => {
  it('writes EAN codes bare and as "EAN: digits", and leaves some names without one', () => {
    const labelled = where((p) => /EAN: \d{13}$/.test(p.name))
    const bare = where((p) => /(?<!EAN: )\b\d{13}$/.test(p.name))
    const none = where((p) => !/\d{5,}/.test(p.name))
    expect(labelled.length).toBeGreaterThan(100)
    expect(bare.length).toBeGreaterThan(100)
    expect(none.length).toBeGreaterThan(100)
    // Model numbers never look like a code, so stripping codes cannot eat a model.
    expect(where((p) => (p.name.match(/\d{5,}/g) ?? []).length > 1)).toEqual([])
  })

  it('names brand and model, with the brands a shopper expects', () => {
    for (const p of products) expect(fold(p.name), p.name).toContain(fold(p.brand))
    const brands = new Set(products.map((p) => p.brand))
    for (const b of [
      'Samsung',
      'LG',
      'Philco',
      'BGH',
      'Motorola',
      'Xiaomi',
      'Noblex',
      'Gafa',
      'Drean',
      'Whirlpool',
      'Atma',
      'Liliana',
      'Peabody',
      'Sony',
      'JBL',
      'Lenovo',
      'HP',
      'Epson',
      'Logitech',
      'TCL',
      'Hisense',
      'Nintendo',
    ]) {
      expect(brands).toContain(b)
    }
  })

  it('marks línea blanca and nothing else as white_line 1', () => {
    const whiteLine = new Set(['AIRES ACONDICIONADOS', 'HELADERAS', 'LAVARROPAS', 'COCINAS'])
    for (const p of products) expect(p.white_line, p.sub_category).toBe(whiteLine.has(p.sub_category) ? 1 : 0)
  })

  it('covers every stock label and cart rule', () => {
    const buckets = [
      (s: number) => s === 0,
      (s: number) => s === 1,
      (s: number) => s >= 2 && s <= 4,
      (s: number) => s >= 5 && s <= 9,
      (s: number) => s >= 10,
    ]
    for (const bucket of buckets) expect(where((p) => bucket(p.stock)).length).toBeGreaterThan(10)
  })

  it('has six consistent price lists with at most two decimals', () => {
    for (const p of products) {
      const lists = [p.price_list_1, p.price_list_2, p.price_list_3, p.price_list_4, p.price_list_5, p.price_list_6]
      for (const price of lists) expect(hasTwoDecimalsAtMost(price), `${p.sku} ${price}`).toBe(true)
      expect(p.price_list_1).toBeGreaterThanOrEqual(10_000)
      expect(p.price_list_1).toBeLessThanOrEqual(3_600_000)
      expect(cents(p.price_list_2)).toBeLessThan(cents(p.price_list_1) * 0.91)
      expect(cents(p.price_list_2)).toBeGreaterThan(cents(p.price_list_1) * 0.84)
      expect(cents(p.price_list_3)).toBeGreaterThanOrEqual(cents(p.price_list_1))
      expect(cents(p.price_list_4)).toBeGreaterThanOrEqual(cents(p.price_list_3))
      expect(cents(p.price_list_5)).toBeGreaterThanOrEqual(cents(p.price_list_4))
      expect(cents(p.price_list_6)).toBeGreaterThanOrEqual(cents(p.price_list_5))
    }
    expect(where((p) => p.price_list_3 === p.price_list_1).length).toBeGreaterThan(0)
    expect(where((p) => p.price_list_3 > p.price_list_1).length).toBeGreaterThan(0)
    expect(where((p) => !Number.isInteger(p.price_list_6)).length).toBeGreaterThan(0)
  })

  it('gives about 85 % of products a wholesale price: list 2 without IVA less 15 %, in whole pesos (decision 056)', () => {
    const priced = where((p) => p.price_wholesale != null)
    expect(priced.length / products.length).toBeGreaterThan(0.8)
    expect(priced.length / products.length).toBeLessThan(0.9)
    expect(where((p) => p.price_wholesale === null).length).toBe(products.length - priced.length)
    for (const p of priced) {
      expect(p.price_wholesale, p.sku).toBe(Math.round((p.price_list_2 / 1.21) * 0.85))
      expect(p.price_wholesale!, p.sku).toBeLessThan(p.price_list_2)
    }
  })

  it('uses both VAT rates and plausible weekly views', () => {
    expect(new Set(products.map((p) => p.tax_percentage))).toEqual(new Set([21, 10.5]))
    for (const p of products) {
      expect(Number.isInteger(p.week_views)).toBe(true)
      expect(p.week_views).toBeGreaterThanOrEqual(0)
      expect(p.week_views).toBeLessThanOrEqual(5000)
    }
    expect(Math.max(...products.map((p) => p.week_views))).toBeGreaterThan(3000)
  })

  it('points every image at /products-images/, sometimes several', () => {
    for (const p of products) {
      expect(p.img_urls.length).toBeGreaterThanOrEqual(1)
      expect(p.img_urls.length).toBeLessThanOrEqual(3)
      expect(p.img_url).toBe(p.img_urls[0])
      for (const url of p.img_urls) expect(url).toMatch(/^\/products-images\/demo-[a-z]+-[a-z0-9]+-[1-3]\.svg$/)
    }
    expect(where((p) => p.img_urls.length === 2).length).toBeGreaterThan(0)
    expect(where((p) => p.img_urls.length === 3).length).toBeGreaterThan(0)
  })
})

describe('demo product texts', () => {
  it('writes HTML descriptions, specification tables and FAQs, some missing', () => {
    for (const p of products) {
      if (p.descriptions !== null) expect(p.descriptions).toMatch(/^<p>.+<\/p><ul>(<li>[^<]+<\/li>)+<\/ul>/)
      if (p.specifications !== null)
        expect(p.specifications).toMatch(/^<table><tbody>(<tr><th>[^<]+<\/th><td>[^<]*<\/td><\/tr>)+<\/tbody><\/table>$/)
      if (p.faq !== null) expect(p.faq).toMatch(/^(<h4>[^<]+<\/h4><p>[^<]+<\/p>)+$/)
    }
    expect(where((p) => p.descriptions === null).length).toBeGreaterThan(0)
    expect(where((p) => p.faq === null).length).toBeGreaterThan(0)
  })

  it('varies the texts by kind of product', () => {
    const tv = products.find((p) => p.sub_category === 'TELEVISORES' && p.name.startsWith('Smart TV'))!
    const fridge = products.find((p) => p.sub_category === 'HELADERAS')!
    expect(tv.specifications).toContain('pulgadas')
    expect(fridge.specifications).toContain('litros')
    const intros = new Set(products.map((p) => /^<p>(?:El|La|Los|Con la)? ?\S+/.exec(p.descriptions ?? '')?.[0]))
    expect(intros.size).toBeGreaterThan(15)
  })

  it('puts markup a sanitiser must strip in exactly one description', () => {
    const unsafe = where((p) => /<script|onerror=/i.test(`${p.descriptions}${p.specifications}${p.faq}`))
    expect(unsafe).toHaveLength(1)
    expect(unsafe[0]!.descriptions).toContain('<script>alert(1)</script>')
  })
})

describe('home carousels', () => {
  const banners = demoBanners()
  const subCategories = new Set(products.map((p) => p.sub_category.toLowerCase()))

  it('has 4 desktop and 4 mobile banners with images, plus one without', () => {
    const withImage = banners.filter((b) => b.path !== '')
    expect(withImage.filter((b) => b.name.includes('desktop'))).toHaveLength(4)
    expect(withImage.filter((b) => b.name.includes('mobile'))).toHaveLength(4)
    expect(banners.filter((b) => b.path === '')).toHaveLength(1)
    for (const b of withImage) expect(b.path).toMatch(/^\/products-images\/demo-banner-\d-(desktop|mobile)\.svg$/)
  })

  it('links banners externally, internally and without a leading slash', () => {
    const targets = demoBanners().map((b) => b.path_to)
    expect(targets.some((t) => t.startsWith('https://'))).toBe(true)
    expect(targets.some((t) => t.startsWith('/search?sub_category='))).toBe(true)
    expect(targets.some((t) => !t.startsWith('/') && !t.startsWith('http'))).toBe(true)
  })

  it('links carousel categories to real sub-categories', () => {
    const categories = demoCarouselCategories()
    expect(categories.length).toBeGreaterThanOrEqual(10)
    for (const c of categories) {
      expect(subCategories).toContain(c.category.trim().toLowerCase())
      expect(c.img_url).toMatch(/^\/products-images\/demo-cat-[a-z]+\.svg$/)
    }
  })

  it('shows brands that the catalogue sells', () => {
    const brands = new Set(products.map((p) => p.brand))
    const carousel = demoCarouselBrands()
    expect(carousel.length).toBeGreaterThanOrEqual(14)
    for (const b of carousel) {
      expect(brands).toContain(b.brand_name)
      expect(b.image_path).toMatch(/^demo-brand-[a-z0-9]+\.svg$/)
    }
  })
})
