import { describe, expect, it } from 'vitest'
import { sanitizeProductHtml } from './html-sanitizer.ts'

describe('sanitizeProductHtml', () => {
  it('keeps formatting and tables', () => {
    const html = '<p>Hola <strong>mundo</strong></p><table><tr><th>Potencia</th><td>3000 W</td></tr></table>'
    expect(sanitizeProductHtml(html)).toBe(html.replace('<table><tr>', '<table><tr>'))
  })

  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<p><img src="https://cdn.example/a.png" onerror="alert(1)"></p>', '<p><img src="https://cdn.example/a.png" /></p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<p style="color:red" onclick="x()">t</p>', '<p>t</p>'],
    ['<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
  ])('strips what could run: %s', (input, expected) => {
    expect(sanitizeProductHtml(input)).toBe(expected)
  })

  it.each([
    '<p>a<img src="/admin/enquiries/1"></p>',
    '<p>a<img src="/api/admin/outbox/1/resend"></p>',
    '<p>a<img src="/products-images/../admin/enquiries/1"></p>',
    '<p>a<img src="//evil.example/x.png"></p>',
    '<p>a<img src="/\\evil.example/x.png"></p>',
    '<p>a<img src="http://cdn.example/x.png"></p>',
    '<p>a<img src="data:image/png;base64,AAAA"></p>',
    '<p>a<img></p>',
  ])('drops an image that is not https nor one of the store images: %s', (input) => {
    expect(sanitizeProductHtml(input)).toBe('<p>a</p>')
  })

  it('keeps https images and the store images', () => {
    const html = '<p><img src="https://cdn.example/a.png" /><img src="/products-images/b.png" /></p>'
    expect(sanitizeProductHtml(html)).toBe(html)
  })

  it("makes every heading an h3, below the product page's h2 sections, so none skips a level", () => {
    expect(sanitizeProductHtml('<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h6>e</h6>')).toBe(
      '<h3>a</h3><h3>b</h3><h3>c</h3><h3>d</h3><h3>e</h3>',
    )
  })

  it('turns empty or missing HTML into null', () => {
    expect(sanitizeProductHtml(null)).toBeNull()
    expect(sanitizeProductHtml('  <p> </p> ')).toBeNull()
  })
})
