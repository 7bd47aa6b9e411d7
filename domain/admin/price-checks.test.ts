import { describe, expect, it } from 'vitest'
import { DEFAULT_MAX_CFTEA_PERCENT, priceJumps, priceListProblems } from './price-checks.ts'

const demo = {
  price_list_1: 99999,
  price_list_2: 87999,
  price_list_3: 99999,
  price_list_4: 111998.88,
  price_list_5: 124998.75,
  price_list_6: 137998.62,
  tax_percentage: 21,
}

describe('prices checked against each other', () => {
  it('lets the demo lists through', () => {
    expect(priceListProblems(demo, DEFAULT_MAX_CFTEA_PERCENT)).toEqual({})
  })

  it("refuses the issue's quick edit: list 1 alone from 171.999 to 39.999", () => {
    const edited = {
      price_list_1: 39999,
      price_list_2: 151359,
      price_list_3: 171999,
      price_list_4: 192638.88,
      price_list_5: 214998.75,
      price_list_6: 237358.62,
      tax_percentage: 21,
    }
    const problems = priceListProblems(edited, DEFAULT_MAX_CFTEA_PERCENT)
    expect(problems.price_list_2).toBe(
      'La lista 2 (oferta contado), $ 151.359,00, no puede ser mayor que la lista 1 (precio de lista), $ 39.999,00.',
    )
    // every instalment plan is far past the bound (the storefront showed 'CFTEA: 3.856.881,31 %')
    for (const field of ['price_list_3', 'price_list_4', 'price_list_5', 'price_list_6'] as const) {
      expect(problems[field], field).toMatch(/da un CFTEA de .* más que el tope de 200,00 % que fijó la tienda\.$/)
    }
  })

  it('refuses an instalment list below list 1, and leaves a list at 0 (not offered) alone', () => {
    const problems = priceListProblems({ ...demo, price_list_4: 90000, price_list_5: 0 }, DEFAULT_MAX_CFTEA_PERCENT)
    expect(problems).toEqual({
      price_list_4:
        'La lista 4 (6 cuotas fijas), $ 90.000,00, no puede ser menor que la lista 1 (precio de lista), $ 99.999,00: las cuotas no bajan el precio.',
    })
    expect(priceListProblems({ ...demo, price_list_1: 0, price_list_2: 5 }, DEFAULT_MAX_CFTEA_PERCENT)).toEqual({})
  })

  it('follows the bound the seller sets', () => {
    // the demo's 12 cuotas: CFTEA 86,69 %
    expect(priceListProblems(demo, 86)).toHaveProperty('price_list_6')
    expect(priceListProblems(demo, 87)).toEqual({})
  })

  it('asks to confirm a list that falls by more than half or more than doubles, and nothing else', () => {
    expect(priceJumps(demo, { ...demo, price_list_1: 39999 })).toEqual([
      'La lista 1 (precio de lista) baja un 60 %: de $ 99.999,00 a $ 39.999,00.',
    ])
    expect(priceJumps(demo, { ...demo, price_list_2: 200000 })).toEqual([
      'La lista 2 (oferta contado) sube un 127 %: de $ 87.999,00 a $ 200.000,00.',
    ])
    expect(priceJumps(demo, { ...demo, price_list_1: 60000, price_list_2: 150000 })).toEqual([])
    expect(priceJumps({ ...demo, price_list_3: 0 }, { ...demo, price_list_3: 10 })).toEqual([])
  })
})
