import { describe, expect, it } from 'vitest'
import {
  imageKindOf,
  isFiltered,
  productFormSchema,
  productListHref,
  productListQueryFrom,
  quickEditSchema,
  unsafeHtmlReason,
} from './product-admin.ts'

const query = (search: string) => productListQueryFrom(new URL(`http://x/admin/products${search}`))

describe('the product list query', () => {
  it('reads filters, sort and page from the address and writes them back', () => {
    const q = query('?q=heladera&category=Electro&brand=Gafa&stock=low&noImage=1&visibility=hidden&sort=price_asc&page=3')
    expect(q).toEqual({
      q: 'heladera',
      category: 'Electro',
      brand: 'Gafa',
      stock: 'low',
      noImage: true,
      noDescription: false,
      visibility: 'hidden',
      sort: 'price_asc',
      page: 3,
    })
    expect(productListHref(q, 4)).toBe(
      '/admin/products?q=heladera&category=Electro&brand=Gafa&stock=low&noImage=1&visibility=hidden&sort=price_asc&page=4',
    )
    expect(isFiltered(q)).toBe(true)
  })

  it('shows everything, and says so, for a wrong value', () => {
    for (const bad of ['?sort=drop', '?stock=mucho', '?page=0', '?page=abc', `?q=${'x'.repeat(101)}`, '?q=a%00b']) {
      const q = query(bad)
      expect(q.invalid, bad).toBe('Un filtro no es válido.')
      expect(q.page).toBe(1)
      expect(isFiltered(q)).toBe(false)
    }
    expect(query('').invalid).toBeUndefined()
    expect(productListHref(query(''))).toBe('/admin/products')
  })
})

describe('the form and quick edit schemas', () => {
  it('takes only the product’s fields', () => {
    expect(productFormSchema.safeParse({ sku: 'A', name: 'B' }).success).toBe(true)
    expect(productFormSchema.safeParse({ sku: 'A', hidden: true }).success).toBe(false)
  })

  it('takes 1 to 100 rows', () => {
    expect(quickEditSchema.safeParse({ rows: [] }).success).toBe(false)
    expect(quickEditSchema.safeParse({ rows: [{ id: 1, stock: '3' }] }).success).toBe(true)
    expect(quickEditSchema.safeParse({ rows: Array.from({ length: 101 }, (_, i) => ({ id: i + 1 })) }).success).toBe(false)
  })
})

describe('an uploaded image', () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))

  it('is known by its first bytes', () => {
    expect(imageKindOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg')
    expect(imageKindOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png')
    expect(imageKindOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp')
    expect(imageKindOf(bytes('GIF89a'))).toBe('gif')
    expect(imageKindOf(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('avif')
  })

  it('is refused when it is anything else, an SVG included', () => {
    expect(imageKindOf(bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">'))).toBeNull()
    expect(imageKindOf(bytes('%PDF-1.4'))).toBeNull()
    expect(imageKindOf(bytes([0xff, 0xd8]))).toBeNull()
    expect(imageKindOf(new Uint8Array())).toBeNull()
  })
})

describe('HTML typed in the form', () => {
  it('passes when it is formatting', () => {
    expect(unsafeHtmlReason('<p>Hola <b>mundo</b></p><table><tr><td>1</td></tr></table><a href="https://x.com">x</a>')).toBeNull()
    expect(unsafeHtmlReason('La función "onda" = 3')).toBeNull()
  })

  it('names what could run code', () => {
    expect(unsafeHtmlReason('<p>x</p><SCRIPT>alert(1)</SCRIPT>')).toMatch(/<script>/)
    expect(unsafeHtmlReason('<img src=x onerror="alert(1)">')).toMatch(/atributos de eventos/)
    expect(unsafeHtmlReason('<a href="javascript:alert(1)">x</a>')).toMatch(/javascript:/)
    expect(unsafeHtmlReason('<iframe src="https://x.com"></iframe>')).toMatch(/marcos/)
    expect(unsafeHtmlReason('<style>body{}</style>')).toMatch(/<style>/)
  })
})
