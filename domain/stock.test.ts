import { describe, expect, it } from 'vitest'
import { stockLabel, stockLevel } from './stock.ts'

describe('stockLabel', () => {
  it.each([
    [-3, 'none', 'Sin stock'],
    [0, 'none', 'Sin stock'],
    [0.5, 'none', 'Sin stock'],
    [1, 'last', 'Ultima unidad'],
    [1.5, 'last', 'Ultima unidad'],
    [2, 'low', 'Bajo'],
    [4, 'low', 'Bajo'],
    [5, 'medium', 'Medio'],
    [9, 'medium', 'Medio'],
    [10, 'high', 'Alto'],
    [500, 'high', 'Alto'],
    [NaN, 'none', 'Sin stock'],
  ])('%s units -> %s, %s', (stock, level, label) => {
    expect(stockLevel(stock)).toBe(level)
    expect(stockLabel(stock)).toBe(label)
  })
})
