import { describe, expect, it } from 'vitest'
import {
  WHOLESALE_TERMS_MESSAGES,
  creditAvailable,
  creditProblem,
  lineNetCents,
  resellerPriceLists,
  resellerPriceOf,
  vatRateText,
  vatSplit,
  wholesalePriceLabel,
  withVat,
  withVatLabel,
} from './wholesale-prices.ts'

const LISTS = { price_list_1: 130, price_list_2: 120, price_list_3: 140, price_list_4: 150, price_list_5: 160, price_list_6: 170 }

describe('reseller prices', () => {
  it('add the product’s own IVA rate to the wholesale price, to the cent', () => {
    expect(resellerPriceOf({ sku: 'A', price_wholesale: 1000, tax_percentage: 21 })).toEqual({
      sku: 'A',
      net: 1000,
      vat_percentage: 21,
      with_vat: 1210,
    })
    expect(resellerPriceOf({ sku: 'B', price_wholesale: 99.99, tax_percentage: 10.5 })?.with_vat).toBe(110.49)
    expect(withVat(0.01, 10.5)).toBe(0.01)
    expect(withVat(100, Number.NaN)).toBe(100)
  })

  it('are none without a positive wholesale price', () => {
    for (const price_wholesale of [null, 0, -5, Number.NaN])
      expect(resellerPriceOf({ sku: 'A', price_wholesale, tax_percentage: 21 })).toBeNull()
  })

  it('replace every list with the price with IVA, or leave the retail lists alone', () => {
    const price = resellerPriceOf({ sku: 'A', price_wholesale: 100, tax_percentage: 21 })
    expect(resellerPriceLists({ sku: 'A', ...LISTS }, price)).toEqual({
      sku: 'A',
      price_list_1: 121,
      price_list_2: 121,
      price_list_3: 121,
      price_list_4: 121,
      price_list_5: 121,
      price_list_6: 121,
    })
    const retail = { sku: 'B', ...LISTS }
    expect(resellerPriceLists(retail, null)).toBe(retail)
  })

  it('are labelled as the issue asks', () => {
    const price = { net: 1234.5, vat_percentage: 10.5, with_vat: 1364.12 }
    expect(wholesalePriceLabel(price)).toBe('Precio mayorista $ 1.234,50 + IVA (10,5 %)')
    expect(withVatLabel(price)).toBe('$ 1.364,12 con IVA')
    expect(vatRateText(21)).toBe('21')
  })
})

describe('IVA apart', () => {
  it('takes a wholesale line’s net exactly and a retail line’s without IVA at its rate', () => {
    expect(lineNetCents({ subtotalCents: 242000, quantity: 2, vatPercentage: 21, net: 1000 })).toBe(200000)
    expect(lineNetCents({ subtotalCents: 12100, quantity: 1, vatPercentage: 21, net: null })).toBe(10000)
  })

  it('adds the shipping before IVA at 21 % and makes net + IVA the total', () => {
    const split = vatSplit(
      [
        { subtotalCents: 121000, quantity: 1, vatPercentage: 21, net: 1000 },
        { subtotalCents: 11050, quantity: 1, vatPercentage: 10.5, net: null },
      ],
      1210,
    )
    expect(split).toEqual({ net: 1000 + 100 + 1000, vat: 210 + 10.5 + 210, total: 1210 + 110.5 + 1210 })
    expect(split.net + split.vat).toBeCloseTo(split.total, 2)
  })
})

describe('cuenta corriente', () => {
  it('has what is left of the limit, never below zero', () => {
    expect(creditAvailable(1000, 250.5)).toBe(749.5)
    expect(creditAvailable(1000, 1500)).toBe(0)
  })

  it('refuses an order beyond what is left, and any order without credit', () => {
    expect(creditProblem({ limit: 1000, used: 400 }, 600)).toBeNull()
    expect(creditProblem({ limit: 1000, used: 400 }, 600.01)).toBe(WHOLESALE_TERMS_MESSAGES.overLimit(600, 600.01))
    expect(creditProblem({ limit: 0, used: 0 }, 1)).toBe(WHOLESALE_TERMS_MESSAGES.noCredit)
    expect(WHOLESALE_TERMS_MESSAGES.overLimit(600, 600.01)).toContain('$ 600,00')
  })
})
