import { describe, expect, it } from 'vitest'
import { extractGtin, gtinCheckDigit, isValidGtin, stripEan } from './ean.ts'

describe('stripEan', () => {
  it.each([
    ['Smart TV 50" Samsung UHD 4K 7791234567898', 'Smart TV 50" Samsung UHD 4K'],
    ['Heladera No Frost Gafa 364 L EAN: 7798123456783', 'Heladera No Frost Gafa 364 L'],
    ['Aire Acondicionado BGH Split 3000 F/C EAN:77981233', 'Aire Acondicionado BGH Split 3000 F/C'],
    ['Lavarropas Drean 8 kg ean 12345', 'Lavarropas Drean 8 kg'],
    ['Microondas BGH 20 L - EAN: 7790001112224', 'Microondas BGH 20 L'],
    ['EAN: 7790001112224 - Pava eléctrica Atma', 'Pava eléctrica Atma'],
    ['Notebook Lenovo (EAN: 7797778889991) 15"', 'Notebook Lenovo 15"'],
    ['Celular Motorola - 7791234567898 - Moto G', 'Celular Motorola - Moto G'],
    ['Parlante JBL EAN-13: 7791234567898', 'Parlante JBL'],
    ['Smart TV   LG  7791234567898   43"', 'Smart TV LG 43"'],
  ])('%s -> %s', (name, expected) => {
    expect(stripEan(name)).toBe(expected)
  })

  it.each([
    // Model numbers and sizes are part of the name.
    'Aire Acondicionado BGH Split 3000 F/C',
    'Heladera Samsung RT38K5930S8',
    'Monitor 27" 2560x1440 144 Hz',
    // Twelve and fourteen bare digits are not a 13-digit code.
    'Cable 123456789012',
    'Cable 12345678901234',
    // Fewer than five digits after EAN is not a code; 'CLEAN' is a word.
    'Producto EAN: 1234',
    'Aspiradora CLEAN 12345',
  ])('keeps %s', (name) => {
    expect(stripEan(name)).toBe(name)
  })
})

describe('gtin', () => {
  it('computes GS1 check digits', () => {
    expect(gtinCheckDigit('779123456789')).toBe(8)
    expect(gtinCheckDigit('501234567890')).toBe(0)
    expect(gtinCheckDigit('7798123')).toBe(3)
  })

  it.each([
    ['7791234567898', true],
    ['7791234567890', false],
    ['77981233', true],
    ['077981234567', false],
    ['07798123456783', true],
    ['12345', false],
    ['779123456789a', false],
  ])('isValidGtin(%s) = %s', (code, valid) => {
    expect(isValidGtin(code)).toBe(valid)
  })

  it.each([
    ['Smart TV 50" Samsung UHD 4K 7791234567898', '7791234567898'],
    ['Heladera No Frost Gafa 364 L EAN: 7798123456783', '7798123456783'],
    ['Aire Acondicionado BGH Split 3000 F/C EAN:77981233', '77981233'],
    ['Caja EAN: 07798123456783', '07798123456783'],
    // A wrong check digit is a typo, not a GTIN.
    ['Smart TV 50" Samsung UHD 4K 7791234567890', null],
    // Five to seven digits are stripped from the name but are no GTIN.
    ['Lavarropas Drean EAN: 12345', null],
    ['Aire Acondicionado BGH Split 3000 F/C', null],
    ['Cable 12345678901234', null],
  ])('extractGtin(%s) = %s', (name, gtin) => {
    expect(extractGtin(name)).toBe(gtin)
  })
})
