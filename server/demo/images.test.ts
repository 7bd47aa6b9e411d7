import { describe, expect, it } from 'vitest'
import { store } from '#config/store.ts'
import { demoBanners, demoCarouselBrands, demoCarouselCategories, generateProducts } from './catalogue.ts'
import { productSvg } from './drawings.ts'
import { renderDemoImage } from './images.ts'

const MAX_BYTES = 3 * 1024

/**
 * Enough of an XML well-formedness check for generated SVG (no comments, CDATA or
 * processing instructions): tags balance, attributes are quoted, text has no raw '<' or '&'.
 */
function isWellFormedXml(doc: string): boolean {
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y
  const badText = /&(?!(?:amp|lt|gt|quot|apos|#\d+);)|>/
  const stack: string[] = []
  let at = 0
  while (at < doc.length) {
    const lt = doc.indexOf('<', at)
    const text = doc.slice(at, lt < 0 ? doc.length : lt)
    if (badText.test(text)) return false
    if (lt < 0) break
    tag.lastIndex = lt
    const match = tag.exec(doc)
    if (!match) return false
    const [, closing, name = '', attributes = '', selfClosing] = match
    if (badText.test(attributes.replace(/="[^"]*"/g, (v) => v.replace(/>/g, '')))) return false
    if (closing) {
      if (stack.pop() !== name) return false
    } else if (!selfClosing) stack.push(name)
    at = tag.lastIndex
  }
  return stack.length === 0
}

const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)

function expectGoodSvg(fileName: string, mustContain: string) {
  const svg = renderDemoImage(fileName)
  expect(svg, fileName).not.toBeNull()
  expect(svg!.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), fileName).toBe(true)
  expect(svg!.endsWith('</svg>'), fileName).toBe(true)
  expect(Buffer.byteLength(svg!), fileName).toBeLessThan(MAX_BYTES)
  expect(isWellFormedXml(svg!), fileName).toBe(true)
  expect(svg, fileName).toContain(mustContain)
}

describe('renderDemoImage', () => {
  it('draws every product image of the first 1,300 products, with the brand', () => {
    const seen = new Set<string>()
    for (const product of generateProducts(1300)) {
      for (const url of product.img_urls) {
        const file = fileOf(url)
        if (seen.has(file)) continue
        seen.add(file)
        expectGoodSvg(file, `>${product.brand}</text>`)
      }
    }
    expect(seen.size).toBeGreaterThan(100)
  })

  it('draws a different picture for each kind of product', () => {
    const kinds = [
      'ac',
      'fridge',
      'washer',
      'stove',
      'heater',
      'fan',
      'vacuum',
      'microwave',
      'oven',
      'airfryer',
      'kettle',
      'tv',
      'monitor',
      'phone',
      'tablet',
      'console',
      'speaker',
      'headphones',
      'notebook',
      'printer',
      'mouse',
      'keyboard',
      'cable',
      'remote',
    ]
    const pictures = kinds.map((kind) => renderDemoImage(`demo-${kind}-samsung-1.svg`))
    expect(pictures.every((svg) => svg !== null)).toBe(true)
    const bodies = pictures.map((svg) => svg!.replace(/aria-label="[^"]*"/, ''))
    expect(new Set(bodies).size).toBe(kinds.length)
  })

  it('draws every banner with its headline', () => {
    for (const banner of demoBanners().filter((b) => b.path !== '')) {
      const file = fileOf(banner.path)
      const svg = renderDemoImage(file)
      expectGoodSvg(file, '<text')
      const size = banner.name.includes('mobile') ? 'viewBox="0 0 800 800"' : 'viewBox="0 0 1920 500"'
      expect(svg).toContain(size)
    }
    expect(renderDemoImage('demo-banner-2-desktop.svg')).toContain(`Semana ${store.promotedManufacturer.name}`)
    expect(renderDemoImage('demo-banner-1-mobile.svg')).toContain('12 cuotas fijas')
  })

  it('draws every carousel category and brand logo', () => {
    for (const category of demoCarouselCategories()) expectGoodSvg(fileOf(category.img_url), `>${category.category}</text>`)
    for (const brand of demoCarouselBrands()) expectGoodSvg(brand.image_path, `>${brand.brand_name}</text>`)
  })

  it.each([
    '../x',
    'x/y.svg',
    '..\\x.svg',
    'unknown.png',
    'demo-tv-samsung-1.png',
    'demo-tv-nobrand-1.svg',
    'demo-tv-samsung-4.svg',
    'demo-toaster-samsung-1.svg',
    'demo-banner-9-desktop.svg',
    'demo-cat-nothing.svg',
    'demo-brand-acme.svg',
    '',
  ])('refuses %j', (name) => {
    expect(renderDemoImage(name)).toBeNull()
  })

  it('escapes label text', () => {
    const svg = productSvg('tv', 'A&B <"Test">', 1)
    expect(svg).toContain('>A&amp;B &lt;&quot;Test&quot;&gt;</text>')
    expect(isWellFormedXml(svg)).toBe(true)
    expect(isWellFormedXml('<svg><text>A & B</text></svg>')).toBe(false)
    expect(isWellFormedXml('<svg><g></svg>')).toBe(false)
  })
})
