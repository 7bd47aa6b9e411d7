import { describe, expect, it } from 'vitest'
import {
  cartTotal,
  cartTotalCents,
  cashSaving,
  lineTotal,
  PAYMENT_OPTIONS,
  parsePriceList,
  paymentListPrice,
  priceWithoutNationalTaxes,
  type PriceLists,
} from './prices.ts'

const lists: PriceLists = {
  price_list_1: 1000,
  price_list_2: 900,
  price_list_3: 1100,
  price_list_4: 1200.5,
  price_list_5: 1300,
  price_list_6: 1400,
}

describe('priceWithoutNationalTaxes', () => {
  it.each([
    [1210, 21, 1000],
    [1000, 21, 826.45],
    [1000, 10.5, 904.98],
    [99.99, 21, 82.64],
    [1000, 0, 1000],
    [0, 21, 0],
    [1000, -100, 1000],
    [1000, Number.NaN, 1000],
  ])('list 1 %s with tax %s%% -> %s', (price_list_1, tax_percentage, expected) => {
    expect(priceWithoutNationalTaxes({ price_list_1, tax_percentage })).toBe(expected)
  })
})

describe('cashSaving', () => {
  it.each([
    [1000, 900, 100],
    [0.3, 0.1, 0.2],
    [1234.56, 1234.56, 0],
    [900, 1000, -100],
  ])('%s - %s = %s', (price_list_1, price_list_2, expected) => {
    expect(cashSaving({ price_list_1, price_list_2 })).toBe(expected)
  })
})

describe('payment options', () => {
  it('lists the six options in order, 1 to 6', () => {
    expect(PAYMENT_OPTIONS.map((o) => [o.list, o.instalments])).toEqual([
      [1, 1],
      [2, 1],
      [3, 3],
      [4, 6],
      [5, 9],
      [6, 12],
    ])
  })

  it.each([1, 2, 3, 4, 5, 6] as const)('list %s reads price_list_%s', (list) => {
    expect(paymentListPrice(lists, list)).toBe(lists[`price_list_${list}`])
  })

  it.each([
    ['3', 3],
    [6, 6],
    [' 1 ', 1],
    ['0', null],
    ['7', null],
    ['1.5', null],
    ['', null],
    [null, null],
    [2.5, null],
  ])('parsePriceList(%j) -> %s', (value, expected) => {
    expect(parsePriceList(value)).toBe(expected)
  })
})

describe('totals', () => {
  const cheap: PriceLists = { ...lists, price_list_1: 0.1, price_list_2: 0.2 }

  it('multiplies in cents', () => {
    expect(lineTotal(cheap, 3, 1)).toBe(0.3)
    expect(lineTotal(lists, 2, 4)).toBe(2401)
  })

  it('ignores quantities that are not positive integers', () => {
    expect(lineTotal(lists, 0, 1)).toBe(0)
    expect(lineTotal(lists, -2, 1)).toBe(0)
    expect(lineTotal(lists, 1.5, 1)).toBe(0)
  })

  it('adds the chosen list across lines', () => {
    const lines = [
      { product: cheap, quantity: 1 },
      { product: { ...cheap, price_list_1: 0.2 }, quantity: 1 },
    ]
    expect(cartTotal(lines, 1)).toBe(0.3)
    expect(cartTotalCents(lines, 1)).toBe(30)
    expect(cartTotal(lines, 2)).toBe(0.4)
    expect(cartTotal([], 1)).toBe(0)
  })
})

describe('amounts without national taxes', () => {
  it('applies each line its own rate on the chosen list', async () => {
    const { amountWithoutNationalTaxes, cartTotalWithoutNationalTaxes } = await import('./prices.ts')
    expect(amountWithoutNationalTaxes(121, 21)).toBe(100)
    expect(amountWithoutNationalTaxes(110.5, 10.5)).toBe(100)
    expect(amountWithoutNationalTaxes(50, Number.NaN)).toBe(50)
    const lines = [
      {
        product: {
          price_list_1: 121,
          price_list_2: 121,
          price_list_3: 0,
          price_list_4: 0,
          price_list_5: 0,
          price_list_6: 0,
          tax_percentage: 21,
        },
        quantity: 2,
      },
      {
        product: {
          price_list_1: 221,
          price_list_2: 110.5,
          price_list_3: 0,
          price_list_4: 0,
          price_list_5: 0,
          price_list_6: 0,
          tax_percentage: 10.5,
        },
        quantity: 1,
      },
    ]
    expect(cartTotalWithoutNationalTaxes(lines, 2)).toBe(300)
  })

  it("adds an order's shipping at IVA's general rate, whatever the goods' rate", async () => {
    const { orderTotalWithoutNationalTaxes } = await import('./prices.ts')
    const lines = [
      {
        product: {
          price_list_1: 110.5,
          price_list_2: 0,
          price_list_3: 0,
          price_list_4: 0,
          price_list_5: 0,
          price_list_6: 0,
          tax_percentage: 10.5,
        },
        quantity: 2,
      },
    ]
    // $ 6.500 of shipping is $ 5.371,90 without its 21 % IVA
    expect(orderTotalWithoutNationalTaxes(lines, 1, 6500)).toBe(200 + 5371.9)
    // none, or "a cotizar": the goods alone
    expect(orderTotalWithoutNationalTaxes(lines, 1, null)).toBe(200)
    expect(orderTotalWithoutNationalTaxes(lines, 1, 0)).toBe(200)
  })
})
