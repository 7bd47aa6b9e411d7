import { describe, expect, it } from 'vitest'
import { validateProductFields, validateRow } from './catalogue-row-validation.ts'

const minimal = { sku: 'HEL-001', name: 'Heladera Gafa 300 L' }

describe('validateRow', () => {
  it('fills the defaults of a row with only sku and name', () => {
    expect(validateRow(minimal)).toEqual({
      ok: true,
      product: {
        ...minimal,
        stock: 0,
        category: '',
        sub_category: '',
        brand: '',
        white_line: 0,
        img_url: '',
        img_urls: [],
        price_list_1: 0,
        price_list_2: 0,
        price_list_3: 0,
        price_list_4: 0,
        price_list_5: 0,
        price_list_6: 0,
        price_wholesale: null,
        tax_percentage: 21,
        week_views: 0,
        descriptions: null,
        specifications: null,
        faq: null,
      },
      given: ['sku', 'name'],
    })
  })

  it('lists the columns a row gives; a new image list brings its first image as img_url', () => {
    const given = (row: Record<string, unknown>) => {
      const result = validateRow(row)
      return result.ok ? result.given : result.reason
    }
    expect(given({ ...minimal, price_list_1: '', stock: 3 })).toEqual(['sku', 'name', 'stock', 'price_list_1'])
    expect(given({ ...minimal, img_urls: '/a.png' })).toEqual(['sku', 'name', 'img_url', 'img_urls'])
    expect(given({ ...minimal, img_url: '/b.png' })).toEqual(['sku', 'name', 'img_url'])
  })

  it('reads CSV text: numbers, decimal comma, white_line words, image lists, blanks as null', () => {
    const result = validateRow({
      sku: '  HEL-001 ',
      name: 'Heladera',
      stock: '7',
      white_line: 'Sí',
      img_urls: ' /products-images/a.svg | https://x.example/b.png |',
      price_list_1: '1234,5',
      price_list_2: '99.99',
      tax_percentage: '10.5',
      descriptions: '   ',
      faq: '<p>¿Garantía?</p>',
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.product).toMatchObject({
      sku: 'HEL-001',
      stock: 7,
      white_line: 1,
      img_url: '/products-images/a.svg',
      img_urls: ['/products-images/a.svg', 'https://x.example/b.png'],
      price_list_1: 1234.5,
      price_list_2: 99.99,
      tax_percentage: 10.5,
      descriptions: null,
      faq: '<p>¿Garantía?</p>',
    })
  })

  it.each([
    ['1', 1],
    ['0', 0],
    ['true', 1],
    ['FALSE', 0],
    ['si', 1],
    ['no', 0],
    [true, 1],
    [1, 1],
    ['', 0],
  ])('accepts white_line %j as %i', (value, expected) => {
    const result = validateRow({ ...minimal, white_line: value })
    expect(result.ok && result.product.white_line).toBe(expected)
  })

  it.each([21, 10.5, 27, 0, 100, '2.5'])('accepts tax_percentage %j', (tax) => {
    expect(validateRow({ ...minimal, tax_percentage: tax }).ok).toBe(true)
  })

  it('keeps an explicit img_url and stores floats from JSON as exact cents', () => {
    const result = validateRow({ ...minimal, sku: 7790001, img_url: '/a.png', img_urls: ['/b.png'], price_list_1: 0.1 + 0.2 })
    expect(result.ok && result.product).toMatchObject({
      sku: '7790001',
      img_url: '/a.png',
      img_urls: ['/b.png'],
      price_list_1: 0.3,
    })
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['no sku', { name: 'x' }, 'sku: es obligatorio'],
    ['a blank sku', { sku: '   ', name: 'x' }, 'sku: es obligatorio'],
    ['a sku too long', { sku: 'x'.repeat(101), name: 'x' }, 'sku: admite hasta 100 caracteres'],
    ['a sku with a control character', { sku: 'A\u0000B', name: 'x' }, 'sku: contiene caracteres de control'],
    ['no name', { sku: 'A' }, 'name: es obligatorio'],
    ['a negative price', { ...minimal, price_list_1: '-10' }, 'price_list_1: no puede ser negativo'],
    ['three decimals', { ...minimal, price_list_2: '10.123' }, 'price_list_2: admite hasta 2 decimales'],
    ['a price in words', { ...minimal, price_list_3: 'diez' }, 'price_list_3: debe ser un número'],
    ['thousands separators', { ...minimal, price_list_1: '1.234,50' }, 'price_list_1: debe ser un número'],
    ['an enormous price', { ...minimal, price_list_1: 1e13 }, 'price_list_1: es demasiado grande'],
    ['a fractional stock', { ...minimal, stock: '2.5' }, 'stock: debe ser un número entero'],
    ['a negative stock', { ...minimal, stock: -1 }, 'stock: no puede ser negativo'],
    ['negative week views', { ...minimal, week_views: '-3' }, 'week_views: no puede ser negativo'],
    ['white_line 2', { ...minimal, white_line: '2' }, 'white_line: debe ser 0 o 1 (también true/false o si/no)'],
    ['white_line in words', { ...minimal, white_line: 'quizás' }, 'white_line: debe ser 0 o 1 (también true/false o si/no)'],
    ['tax over 100', { ...minimal, tax_percentage: 121 }, 'tax_percentage: debe estar entre 0 y 100'],
    ['a negative tax', { ...minimal, tax_percentage: '-21' }, 'tax_percentage: debe estar entre 0 y 100'],
    [
      'a javascript: image',
      { ...minimal, img_url: 'javascript:alert(1)' },
      'img_url: debe ser una dirección http(s) o una ruta que empiece con /',
    ],
    [
      'a data: image in the list',
      { ...minimal, img_urls: '/a.png|data:image/png;base64,AAA' },
      'img_urls (imagen 2): debe ser una dirección http(s) o una ruta que empiece con /',
    ],
    [
      'a bare file name',
      { ...minimal, img_url: 'foto.jpg' },
      'img_url: debe ser una dirección http(s) o una ruta que empiece con /',
    ],
    [
      'a protocol-relative address',
      { ...minimal, img_url: '//evil.example/x.jpg' },
      'img_url: debe ser una dirección http(s) o una ruta que empiece con /',
    ],
    [
      'an address a browser reads as another host (/\\)',
      { ...minimal, img_url: '/\\evil.example/x.png' },
      'img_url: debe ser una dirección http(s) o una ruta que empiece con /',
    ],
    [
      'images that are not a list',
      { ...minimal, img_urls: 12 },
      "img_urls: debe ser una lista de imágenes ('|' entre direcciones en CSV)",
    ],
    ['HTML that is not text', { ...minimal, descriptions: { html: '<p>' } }, 'descriptions: debe ser texto'],
    ['an unknown field', { ...minimal, precio: 10 }, 'campo desconocido: precio'],
  ])('rejects %s', (_case, row, reason) => {
    expect(validateRow(row)).toEqual({ ok: false, reason })
  })

  it('names every wrong field of a row at once', () => {
    const result = validateRow({ sku: 'A', name: 'x', stock: '-1', price_list_1: 'abc', extra: 1 })
    expect(result).toEqual({
      ok: false,
      reason: 'campo desconocido: extra; stock: no puede ser negativo; price_list_1: debe ser un número',
    })
  })

  it.each([null, 'texto', 3, ['A', 'b']])('rejects a row that is not an object: %j', (row) => {
    expect(validateRow(row)).toEqual({ ok: false, reason: 'no es un objeto con los campos del producto' })
  })
})

describe('validateProductFields (the back office form)', () => {
  it('answers the import’s rules field by field', () => {
    const result = validateProductFields({ sku: 'A-1', name: '', price_list_1: 'mil', stock: '2.5', img_urls: ['ok.png'] })
    expect(result).toEqual({
      ok: false,
      fields: {
        name: 'es obligatorio',
        price_list_1: 'debe ser un número',
        stock: 'debe ser un número entero',
        img_urls: 'imagen 1: debe ser una dirección http(s) o una ruta que empiece con /',
      },
    })
  })

  it('gives the same product an import row gives', () => {
    const row = { sku: 'A-1', name: 'Pava', price_list_1: '1234,5', white_line: 'si', img_urls: ['/products-images/a.png'] }
    const form = validateProductFields(row)
    const imported = validateRow(row)
    expect(form.ok && imported.ok && form.product).toEqual(imported.ok && imported.product)
  })
})

describe('the wholesale price (decision 056)', () => {
  const wholesale = (value: unknown) => {
    const result = validateRow({ ...minimal, price_wholesale: value })
    return result.ok ? result.product.price_wholesale : result.reason
  }

  it('reads a price as the lists do; a blank cell or null is no wholesale price', () => {
    expect(wholesale('43210.98')).toBe(43210.98)
    expect(wholesale('43210,98')).toBe(43210.98)
    expect(wholesale(' 1500 ')).toBe(1500)
    expect(wholesale(0)).toBe(0)
    expect(wholesale('')).toBeNull()
    expect(wholesale('  ')).toBeNull()
    expect(wholesale(null)).toBeNull()
    expect(validateRow(minimal)).toMatchObject({ ok: true, product: { price_wholesale: null }, given: ['sku', 'name'] })
  })

  it('refuses what a list refuses, with the same Spanish words', () => {
    expect(wholesale('-1')).toBe('price_wholesale: no puede ser negativo')
    expect(wholesale('mil')).toBe('price_wholesale: debe ser un número')
    expect(wholesale('1.234,50')).toBe('price_wholesale: debe ser un número')
    expect(wholesale('10.555')).toBe('price_wholesale: admite hasta 2 decimales')
    expect(wholesale('9999999999999')).toBe('price_wholesale: es demasiado grande')
    for (const bad of ['-1', 'mil', '10.555']) {
      const list = validateRow({ ...minimal, price_list_1: bad })
      const whole = validateRow({ ...minimal, price_wholesale: bad })
      expect(!list.ok && !whole.ok && whole.reason.replace('price_wholesale', 'price_list_1')).toBe(!list.ok && list.reason)
    }
  })

  it('is answered beside its field on the product form', () => {
    expect(validateProductFields({ ...minimal, price_wholesale: '-5' })).toEqual({
      ok: false,
      fields: { price_wholesale: 'no puede ser negativo' },
    })
    expect(validateProductFields({ ...minimal, price_wholesale: 'abc' })).toEqual({
      ok: false,
      fields: { price_wholesale: 'debe ser un número' },
    })
    expect(validateProductFields({ ...minimal, price_wholesale: '12,345' })).toEqual({
      ok: false,
      fields: { price_wholesale: 'admite hasta 2 decimales' },
    })
    expect(validateProductFields({ ...minimal, price_wholesale: '' })).toMatchObject({
      ok: true,
      product: { price_wholesale: null },
    })
  })
})
