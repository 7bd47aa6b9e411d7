import { describe, expect, it } from 'vitest'
import { minimumOrderProblem } from './minimum-order.ts'
import { resellerCheckout } from './reseller-checkout.ts'
import { WHOLESALE_TERMS_MESSAGES, resellerPriceLists, resellerPriceOf } from './wholesale-prices.ts'

const TV_PRICE = resellerPriceOf({ sku: 'TV', price_wholesale: 1000, tax_percentage: 21 })!
const RETAIL = {
  price_list_1: 130,
  price_list_2: 121,
  price_list_3: 140,
  price_list_4: 150,
  price_list_5: 160,
  price_list_6: 170,
}
const tv = resellerPriceLists({ sku: 'TV', tax_percentage: 21, ...RETAIL }, TV_PRICE)
const cable = { sku: 'CABLE', tax_percentage: 21, ...RETAIL }
const prices = new Map([['TV', TV_PRICE]])
const terms = (minimum_order: number, limit: number, used: number) => ({
  minimum_order,
  credit: { limit, used, available: Math.max(0, limit - used) },
})

describe('a reseller’s checkout', () => {
  const lines = [
    { product: tv, quantity: 2 },
    { product: cable, quantity: 1 },
  ]

  it('shows the IVA apart: wholesale lines at their net, retail ones without IVA, the shipping at 21 %', () => {
    const checkout = resellerCheckout({ lines, list: 2, prices, shippingCost: 121, terms: terms(0, 0, 0), onAccount: false })
    expect(checkout.split).toEqual({ net: 2000 + 100 + 100, vat: 420 + 21 + 21, total: 2420 + 121 + 121 })
    expect(checkout).toMatchObject({ minimumProblem: null, available: null, problem: null })
  })

  it('says the minimum on the lines with IVA, shipping apart, and stops the order', () => {
    const checkout = resellerCheckout({ lines, list: 2, prices, shippingCost: 5000, terms: terms(3000, 0, 0), onAccount: false })
    expect(checkout.minimumProblem).toBe(minimumOrderProblem(2541, 3000))
    expect(checkout.problem).toBe(checkout.minimumProblem)
  })

  it('offers what is left of the credit and stops an order on account beyond it', () => {
    const fits = resellerCheckout({ lines, list: 2, prices, shippingCost: 0, terms: terms(0, 5000, 2000), onAccount: true })
    expect(fits).toMatchObject({ available: 3000, creditProblem: null, problem: null })
    const over = resellerCheckout({ lines, list: 2, prices, shippingCost: 0, terms: terms(0, 5000, 3000), onAccount: true })
    expect(over.creditProblem).toBe(WHOLESALE_TERMS_MESSAGES.overLimit(2000, 2541))
    expect(over.problem).toBe(over.creditProblem)
    // paid another way, the credit does not stop the order
    expect(
      resellerCheckout({ lines, list: 1, prices, shippingCost: 0, terms: terms(0, 5000, 3000), onAccount: false }).problem,
    ).toBeNull()
  })
})
