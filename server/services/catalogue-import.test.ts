import { describe, expect, it } from 'vitest'
import type { ProductInput } from '#domain/product.ts'
import {
  ImportFormatError,
  parseCsv,
  parseJson,
  PRODUCT_COLUMNS,
  toCsv,
  toJson,
  UnreadableRow,
  validateRow,
} from './catalogue-import.ts'

const minimal = { sku: 'HEL-001', name: 'Heladera Gafa 300 L' }

const fullProduct: ProductInput = {
  sku: 'LAV-9',
  name: 'Lavarropas "Pro", 8 kg',
  stock: 4,
  category: 'ELECTRO Y AIRES',
  sub_category: 'Lavarropas',
  brand: 'Drean',
  white_line: 1,
  img_url: '/products-images/lav-9.svg',
  img_urls: ['/products-images/lav-9.svg', 'https://cdn.example.com/a.jpg?x=1'],
  price_list_1: 899999.99,
  price_list_2: 850000,
  price_list_3: 0,
  price_list_4: 1.5,
  price_list_5: 0,
  price_list_6: 0,
  tax_percentage: 10.5,
  week_views: 12,
  descriptions: '<p>Línea 1,\n"línea" 2</p>',
  specifications: null,
  faq: null,
}

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

describe('parseCsv', () => {
  it('numbers rows by file line, counting quoted line breaks and skipping blank lines', () => {
    const parsed = parseCsv('\uFEFFsku,name,descriptions\r\nA,Uno,"<p>a</p>\r\n<p>b</p>"\r\n\r\nB,Dos,\r\n,,\r\nC,Tres,x\r\n')
    expect(parsed.rowWord).toBe('fila')
    expect(parsed.rowNumbers).toEqual([2, 5, 7])
    expect(parsed.rows).toEqual([
      { sku: 'A', name: 'Uno', descriptions: '<p>a</p>\r\n<p>b</p>' },
      { sku: 'B', name: 'Dos', descriptions: '' },
      { sku: 'C', name: 'Tres', descriptions: 'x' },
    ])
  })

  it.each([
    ['\\n line breaks, no final one', 'sku,name\nA,"x\ny"\n\nB,z', [2, 5]],
    ['\\r\\n line breaks, also inside quotes', 'sku,name\r\nA,"x\r\n\r\ny"\r\n\r\nB,z\r\n', [2, 6]],
    ['multi-byte characters', 'sku,name\né,"ñ\nñ"\n\nB,z\n', [2, 5]],
  ])('counts lines right with %s', (_case, text, lines) => {
    expect(parseCsv(text).rowNumbers).toEqual(lines)
  })

  it("reads the ';' a spreadsheet in Spanish writes, and header names in any case", () => {
    const parsed = parseCsv('SKU;Name;Price_List_1\nA;Uno;1234,50\n')
    expect(parsed.rows).toEqual([{ sku: 'A', name: 'Uno', price_list_1: '1234,50' }])
    expect(validateRow(parsed.rows[0]).ok).toBe(true)
  })

  it('ignores an id column (a file saved from GET /api/products)', () => {
    expect(parseCsv('id,sku,name\n7,A,Uno\n').rows).toEqual([{ sku: 'A', name: 'Uno' }])
  })

  it('passes a row with the wrong number of cells on as unreadable, in its place', () => {
    const parsed = parseCsv('sku,name,stock\nA,Uno,1\nB,Dos\nC,Tres,3,extra\n')
    expect(parsed.rows[0]).toEqual({ sku: 'A', name: 'Uno', stock: '1' })
    expect(parsed.rows[1]).toEqual(new UnreadableRow('la fila tiene 2 columnas y el encabezado 3', 'B'))
    expect(parsed.rows[2]).toEqual(new UnreadableRow('la fila tiene 4 columnas y el encabezado 3', 'C'))
    expect(parsed.rowNumbers).toEqual([2, 3, 4])
  })

  it.each([
    ['an empty file', '', 'El archivo está vacío'],
    ['blank lines only', '\n\n', 'El archivo está vacío'],
    ['an unknown column', 'sku,name,precio\n', "Columnas desconocidas en el encabezado: 'precio'"],
    ['a repeated column', 'sku,name,sku\n', 'Columnas repetidas en el encabezado: sku'],
    ['no name column', 'sku,stock\nA,1\n', 'Faltan columnas obligatorias en el encabezado: name'],
    ['an unclosed quote', 'sku,name\nA,"Uno\n', 'CSV inválido (cerca de la línea 2): comillas sin cerrar'],
  ])('refuses %s as a whole', (_case, text, message) => {
    expect(() => parseCsv(text)).toThrow(ImportFormatError)
    expect(() => parseCsv(text)).toThrow(message)
  })
})

describe('parseJson', () => {
  it('numbers rows by array index and drops the id', () => {
    const parsed = parseJson('[{"id": 3, "sku": "A", "name": "Uno"}, 5]')
    expect(parsed).toEqual({ format: 'json', rows: [{ sku: 'A', name: 'Uno' }, 5], rowNumbers: [0, 1], rowWord: 'índice' })
  })

  it.each([
    ['broken JSON', '[{"sku": ', 'JSON inválido'],
    ['an object instead of a list', '{"sku": "A"}', 'El JSON debe ser una lista de productos'],
  ])('refuses %s as a whole', (_case, text, message) => {
    expect(() => parseJson(text)).toThrow(ImportFormatError)
    expect(() => parseJson(text)).toThrow(message)
  })
})

describe('export formats', () => {
  it('CSV reads back to the same products, quotes, commas and line breaks included', () => {
    const withPipe = { ...fullProduct, sku: 'P|1', img_urls: ['/a.png?x=1|2'], img_url: '/a.png?x=1|2' }
    const parsed = parseCsv(toCsv([fullProduct, withPipe]))
    const back = parsed.rows.map((row) => validateRow(row))
    expect(back[0]).toEqual({ ok: true, product: fullProduct, given: [...PRODUCT_COLUMNS] })
    // '|' separates the CSV list, so inside an address it travels as %7C (the same address).
    expect(back[1]).toEqual({ ok: true, product: { ...withPipe, img_urls: ['/a.png?x=1%7C2'] }, given: [...PRODUCT_COLUMNS] })
  })

  it('JSON reads back to the same products', () => {
    const parsed = parseJson(toJson([fullProduct]))
    expect(parsed.rows.map((row) => validateRow(row))).toEqual([{ ok: true, product: fullProduct, given: [...PRODUCT_COLUMNS] }])
  })

  it('CSV has the spec columns in order, one header line', () => {
    const [header] = toCsv([]).split('\n')
    expect(header).toBe(
      'sku,name,stock,category,sub_category,brand,white_line,img_url,img_urls,price_list_1,price_list_2,price_list_3,' +
        'price_list_4,price_list_5,price_list_6,tax_percentage,week_views,descriptions,specifications,faq',
    )
  })
})
