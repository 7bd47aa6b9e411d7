import { describe, expect, it } from 'vitest'
import { inStockFirst, isInStock, stockLabel, stockLevel } from './stock.ts'

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

describe('inStockFirst', () => {
  type Item = { id: number; stock: number }
  const byId = (a: Item, b: Item) => a.id - b.id
  it('puts whole units in stock first and keeps the given order within each part', () => {
    const items = [
      { id: 1, stock: 0 },
      { id: 2, stock: 3 },
      { id: 3, stock: 0.5 },
      { id: 4, stock: 1 },
      { id: 5, stock: -2 },
    ]
    expect([...items].sort(inStockFirst(byId)).map((i) => i.id)).toEqual([2, 4, 1, 3, 5])
    expect(isInStock(1)).toBe(true)
    expect(isInStock(0.9)).toBe(false)
  })
})
