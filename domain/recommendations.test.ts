import { describe, expect, it } from 'vitest'
import { recommendations, type Recommendable } from './recommendations.ts'

const p = (id: number, name: string, sub_category: string, price_list_1: number, stock = 10): Recommendable => ({
  id,
  name,
  sub_category,
  price_list_1,
  stock,
})

const tv = p(1, 'Smart TV 50" Samsung', 'Televisores', 500000)

describe('recommendations', () => {
  it('keeps the same sub_category, dearest first, without the product or its name twins', () => {
    const candidates = [
      tv,
      p(2, 'Smart TV 43" LG', ' televisores ', 300000),
      p(3, '  SMART TV 50" samsung ', 'Televisores', 510000),
      p(4, 'Heladera Gafa', 'Heladeras', 900000),
      p(5, 'Smart TV 65" Sony', 'TELEVISORES', 800000),
      p(6, 'Smart TV 32" Noblex', 'Televisores', 300000),
      p(7, 'Soporte TV', 'Televisores y soportes', 20000),
    ]
    expect(recommendations(tv, candidates).map((c) => c.id)).toEqual([5, 2, 6])
  })

  it('gives at most 9 by default', () => {
    const candidates = Array.from({ length: 20 }, (_, i) => p(i + 10, `TV ${i}`, 'Televisores', 1000 + i))
    const result = recommendations(tv, candidates)
    expect(result).toHaveLength(9)
    expect(result[0]?.id).toBe(29)
    expect(result[8]?.id).toBe(21)
    expect(recommendations(tv, candidates, 3)).toHaveLength(3)
    expect(recommendations(tv, candidates, -1)).toEqual([])
  })

  it('recommends nothing for a product without sub_category', () => {
    expect(recommendations(p(1, 'A', ' ', 1), [p(2, 'B', '', 1)])).toEqual([])
  })

  it('does not reorder the input', () => {
    const candidates = [p(2, 'B', 'Televisores', 1), p(3, 'C', 'Televisores', 2)]
    recommendations(tv, candidates)
    expect(candidates.map((c) => c.id)).toEqual([2, 3])
  })

  it('compares displayed names: an EAN does not make a twin a different product', () => {
    const phone = p(1, 'Celular Samsung Galaxy S24 Verde EAN: 7790123456787', 'Celular', 900)
    const candidates = [
      p(2, 'Celular Samsung Galaxy S24 Verde', 'Celular', 950),
      p(3, 'Celular Samsung Galaxy S24 Negro 7791234567898', 'Celular', 800),
      p(4, 'Celular Samsung Galaxy S24 Negro', 'Celular', 700),
      p(5, 'Celular Motorola G54', 'Celular', 600),
    ]
    expect(recommendations(phone, candidates).map((c) => c.id)).toEqual([3, 5])
  })

  it('puts the products out of stock after the others', () => {
    const candidates = [
      p(2, 'TV A', 'Televisores', 900, 0),
      p(3, 'TV B', 'Televisores', 100, 1),
      p(4, 'TV C', 'Televisores', 500),
    ]
    expect(recommendations(tv, candidates).map((c) => c.id)).toEqual([4, 3, 2])
  })
})
