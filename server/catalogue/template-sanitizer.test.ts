import { describe, expect, it } from 'vitest'
import { generateProducts } from '#server/demo/catalogue.ts'
import { sanitizeProductHtml } from './html-sanitizer.ts'
import { templateSanitizer } from './template-sanitizer.ts'

describe('templateSanitizer', () => {
  it('gives the generated catalogue the same HTML as sanitising each product whole', () => {
    const sanitize = templateSanitizer()
    let compared = 0
    // 10,000 covers every kind many times over, and the product with markup to strip (index 40).
    for (const product of generateProducts(10_000)) {
      for (const html of [product.descriptions, product.specifications, product.faq]) {
        expect(sanitize(html)).toBe(sanitizeProductHtml(html))
        compared++
      }
    }
    expect(compared).toBe(30_000)
  }, 60_000)

  it('strips the unsafe demo description as the sanitiser does, shape cached or not', () => {
    const sanitize = templateSanitizer()
    const html = '<p>Hola &amp; chau</p><img src="x" onerror="alert(1)"><script>alert(1)</script><p>1 &lt; 2</p>'
    expect(sanitize(html)).toBe(sanitizeProductHtml(html))
    const other = html.replace('Hola', 'Buen día').replace('alert(1)', 'alert(2)')
    expect(sanitize(other)).toBe(sanitizeProductHtml(other))
    expect(sanitize(other)).not.toContain('script')
  })

  it.each([
    ['text with other entities', '<p>caf&eacute; &#8364; &nbsp; AT&T</p>'],
    ['a comment hiding a tag', '<p>a</p><!-- <script>x</script> --><p>b</p>'],
    ['a quote left open by ">" inside an attribute', '<a title="x>y" href="https://a.example">t</a>'],
    ['a stray "<"', '<p>a</p> 1 < 2'],
    ['raw text that looks like tags', '<script>if (a<b) document.write("<p>x</p>")</script><p>ok</p>'],
    ['headings of every level', '<h1>a</h1><h2>b</h2><h4>c</h4>'],
    ['nothing to show', '  <p> </p> '],
    ['text around the tags', ' antes <b>negrita</b> después '],
  ])('matches the sanitiser on %s', (_, html) => {
    const sanitize = templateSanitizer()
    expect(sanitize(html)).toBe(sanitizeProductHtml(html))
    expect(sanitize(html)).toBe(sanitizeProductHtml(html))
  })

  it('keeps null as null', () => {
    expect(templateSanitizer()(null)).toBeNull()
  })
})
