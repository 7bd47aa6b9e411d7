import { describe, expect, it } from 'vitest'
import type { ProductInput } from '#domain/product.ts'
import { PRODUCT_COLUMNS } from './catalogue-columns.ts'
import { ImportFormatError, parseCsv, parseCsvInSlices, parseJson, toCsv, toJson, UnreadableRow } from './catalogue-files.ts'
import { validateRow } from './catalogue-row-validation.ts'

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
  price_wholesale: 600453.5,
  tax_percentage: 10.5,
  week_views: 12,
  descriptions: '<p>Línea 1,\n"línea" 2</p>',
  specifications: null,
  faq: null,
}

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

  it('CSV defuses every cell a spreadsheet would run as a formula, and reads it back as it was', () => {
    const risky = {
      ...fullProduct,
      name: '=HYPERLINK("http://evil.example","Ver")',
      brand: '+SUM(1;2)',
      category: '@cmd',
      sub_category: "'=already quoted",
      descriptions: '-<p>x</p>',
    }
    const text = toCsv([risky])
    const [, line] = text.split('\n')
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""Ver"")"`)
    expect(line).toContain(`'+SUM(1;2)`)
    expect(line).toContain(`'@cmd`)
    expect(line).toContain(`''=already quoted`)
    expect(line).toContain(`'-<p>x</p>`)
    expect(line).not.toMatch(/(^|,)[=+@-]/)
    const back = parseCsv(text).rows.map((row) => validateRow(row))
    expect(back).toEqual([{ ok: true, product: risky, given: [...PRODUCT_COLUMNS] }])
  })

  it('CSV writes no wholesale price as a blank cell, which reads back as none', () => {
    const [, line] = toCsv([{ ...fullProduct, price_wholesale: null }]).split('\n')
    expect(line).toContain(',0,,10.5,')
    const back = parseCsv(toCsv([{ ...fullProduct, price_wholesale: null }])).rows.map((row) => validateRow(row))
    expect(back).toEqual([{ ok: true, product: { ...fullProduct, price_wholesale: null }, given: [...PRODUCT_COLUMNS] }])
  })

  it('JSON reads back to the same products', () => {
    const parsed = parseJson(toJson([fullProduct]))
    expect(parsed.rows.map((row) => validateRow(row))).toEqual([{ ok: true, product: fullProduct, given: [...PRODUCT_COLUMNS] }])
  })

  it('CSV has the spec columns in order, one header line', () => {
    const [header] = toCsv([]).split('\n')
    expect(header).toBe(
      'sku,name,stock,category,sub_category,brand,white_line,img_url,img_urls,price_list_1,price_list_2,price_list_3,' +
        'price_list_4,price_list_5,price_list_6,price_wholesale,tax_percentage,week_views,descriptions,specifications,faq',
    )
  })
})

describe('parseCsvInSlices (the back office preview)', () => {
  const files = [
    '\uFEFFsku,name,descriptions\r\nA,Uno,"<p>a</p>\r\n<p>b</p>"\r\n\r\nB,Dos,\r\n,,\r\nC,Tres,x\r\n',
    'sku;name\nA;Ventilador 20" 😀 ñandú\nB;"Dos; con punto y coma"\nC;x;de más\n',
    toCsv([fullProduct, { ...fullProduct, sku: 'LAV-10', name: '=HYPERLINK("x") 🧺 "Pro"' }]),
  ]

  it.each(files.map((file, i) => [i, file]))(
    'reads file %i into the same rows as parseCsv, whatever the slice size',
    async (_i, file) => {
      for (const slice of [1, 2, 7, 64, 100_000]) expect(await parseCsvInSlices(file, slice)).toEqual(parseCsv(file))
    },
  )

  it('says what is wrong with a broken file as parseCsv does', async () => {
    const broken = 'sku,name\nA,"sin cerrar\n'
    expect(() => parseCsv(broken)).toThrow(ImportFormatError)
    await expect(parseCsvInSlices(broken, 4)).rejects.toThrow(
      new ImportFormatError(
        (() => {
          try {
            parseCsv(broken)
          } catch (error) {
            return (error as Error).message
          }
          return ''
        })(),
      ),
    )
    await expect(parseCsvInSlices('   ')).rejects.toThrow(ImportFormatError)
  })

  it('lets other work run between slices of a large file', async () => {
    const big = toCsv(Array.from({ length: 2000 }, (_, i) => ({ ...fullProduct, sku: `S-${i}` })))
    let turns = 0
    let ticking = true
    const tick = () => {
      turns++
      if (ticking) setImmediate(tick)
    }
    setImmediate(tick)
    const parsed = await parseCsvInSlices(big, 64 * 1024)
    ticking = false
    expect(parsed.rows).toHaveLength(2000)
    expect(turns).toBeGreaterThanOrEqual(Math.floor(big.length / (64 * 1024)))
  })
})
