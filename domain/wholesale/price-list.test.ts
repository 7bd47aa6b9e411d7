import { describe, expect, it } from 'vitest'
import { STOCK_LABELS } from '../stock.ts'
import { PRICE_LIST_COLUMNS, looksLikeFormula, priceListFileName, priceListRow, type PriceListProduct } from './price-list.ts'

const product = (over: Partial<PriceListProduct> = {}): PriceListProduct => ({
  sku: 'HEL-001',
  name: 'Heladera No Frost 300 L',
  brand: 'Samsung',
  category: 'Heladeras',
  stock: 12,
  price_list_2: 1210,
  price_wholesale: 850,
  tax_percentage: 21,
  ...over,
})

describe('the price list', () => {
  it('has the Spanish header in column order', () => {
    expect(PRICE_LIST_COLUMNS).toEqual([
      'SKU',
      'Producto',
      'Marca',
      'Categoría',
      'Stock',
      'Precio sin IVA',
      'IVA %',
      'Precio con IVA',
    ])
  })

  it('a product with a wholesale price: that price before IVA, plus its own rate', () => {
    expect(priceListRow(product())).toEqual([
      'HEL-001',
      'Heladera No Frost 300 L',
      'Samsung',
      'Heladeras',
      'Alto',
      850,
      21,
      1028.5,
    ])
    expect(priceListRow(product({ price_wholesale: 999.99, tax_percentage: 10.5 })).slice(5)).toEqual([999.99, 10.5, 1104.99])
  })

  it('a product without one: list 2 is the price with IVA, and without IVA to the cent', () => {
    expect(priceListRow(product({ price_wholesale: null, price_list_2: 1000 })).slice(5)).toEqual([826.45, 21, 1000])
    expect(priceListRow(product({ price_wholesale: null, price_list_2: 1105, tax_percentage: 10.5 })).slice(5)).toEqual([
      1000, 10.5, 1105,
    ])
  })

  it('a wholesale price of 0 is none, as the checkout reads it: list 2 applies', () => {
    expect(priceListRow(product({ price_wholesale: 0 })).slice(5)).toEqual([1000, 21, 1210])
  })

  it.each([
    [0, STOCK_LABELS.none],
    [1, STOCK_LABELS.last],
    [3, STOCK_LABELS.low],
    [7, STOCK_LABELS.medium],
    [5000, STOCK_LABELS.high],
  ])('stock %s reads as the store’s label %s, never the units', (stock, label) => {
    const row = priceListRow(product({ stock }))
    expect(row[4]).toBe(label)
    expect(row).not.toContain(stock)
  })

  it('a missing or negative rate counts as 0', () => {
    expect(priceListRow(product({ tax_percentage: Number.NaN })).slice(5)).toEqual([850, 0, 850])
    expect(priceListRow(product({ price_wholesale: 100, tax_percentage: -5 })).slice(5)).toEqual([100, 0, 100])
    expect(priceListRow(product({ price_wholesale: 0.01, tax_percentage: 10.5 })).slice(5)).toEqual([0.01, 10.5, 0.01])
    expect(priceListRow(product({ price_wholesale: 1.15 })).slice(5)).toEqual([1.15, 21, 1.39])
  })

  it('is named after the day in Buenos Aires', () => {
    // 02:00 UTC on the 1st is still the 31st in Buenos Aires (UTC−3)
    expect(priceListFileName(new Date('2026-01-01T02:00:00Z'))).toBe('lista-mayorista-tecnohogar-2025-12-31.xlsx')
    expect(priceListFileName(new Date('2026-11-28T12:00:00Z'))).toBe('lista-mayorista-tecnohogar-2026-11-28.xlsx')
  })

  it.each([
    ['=HYPERLINK("x")', true],
    ['+54 11', true],
    ['-10 %', true],
    ['@sku', true],
    ['Heladera', false],
    ['', false],
  ])('%j looks like a formula: %s', (text, expected) => {
    expect(looksLikeFormula(text)).toBe(expected)
  })
})
