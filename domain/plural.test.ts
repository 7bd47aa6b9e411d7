import { describe, expect, it } from 'vitest'
import { countOf, productCount } from './plural.ts'

describe('productCount', () => {
  it.each([
    [0, '0 productos'],
    [1, '1 producto'],
    [2, '2 productos'],
    [21, '21 productos'],
  ])('%i', (n, text) => {
    expect(productCount(n)).toBe(text)
  })

  it('takes any pair of forms', () => {
    expect(countOf(1, 'unidad', 'unidades')).toBe('1 unidad')
    expect(countOf(3, 'unidad', 'unidades')).toBe('3 unidades')
  })
})
