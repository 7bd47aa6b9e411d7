import { describe, expect, it } from 'vitest'
import {
  BULK_PRICE_MESSAGES,
  bulkPricePlan,
  changedPrice,
  formatPercentChange,
  parseBulkPercent,
  type BulkPercent,
} from './bulk-price-change.ts'
import { DEFAULT_MAX_CFTEA_PERCENT } from './price-checks.ts'

const pct = (basisPoints: number): BulkPercent => ({ basisPoints })

describe('the percentage as staff type it', () => {
  it.each([
    ['8', 800],
    ['+8', 800],
    ['+8 %', 800],
    ['8%', 800],
    ['-5', -500],
    ['−5', -500],
    ['– 5 %', -500],
    ['2,5', 250],
    ['2.25', 225],
    [' 500 ', 50_000],
    ['-90', -9_000],
    [12, 1_200],
  ])('reads %j as %i hundredths', (typed, basisPoints) => {
    expect(parseBulkPercent(typed)).toEqual({ ok: true, percent: { basisPoints } })
  })

  it.each([
    ['', BULK_PRICE_MESSAGES.percentMissing],
    ['   ', BULK_PRICE_MESSAGES.percentMissing],
    [undefined, BULK_PRICE_MESSAGES.percentMissing],
    ['ocho', BULK_PRICE_MESSAGES.percentNotNumber],
    ['8,125', BULK_PRICE_MESSAGES.percentNotNumber],
    ['1.000', BULK_PRICE_MESSAGES.percentNotNumber],
    ['8 %%', BULK_PRICE_MESSAGES.percentNotNumber],
    ['1e2', BULK_PRICE_MESSAGES.percentNotNumber],
    ['0', BULK_PRICE_MESSAGES.percentZero],
    ['-0,00', BULK_PRICE_MESSAGES.percentZero],
    ['-90,01', BULK_PRICE_MESSAGES.percentRange],
    ['-100', BULK_PRICE_MESSAGES.percentRange],
    ['500,01', BULK_PRICE_MESSAGES.percentRange],
    ['800', BULK_PRICE_MESSAGES.percentRange],
  ])('refuses %j with a message for the field', (typed, message) => {
    expect(parseBulkPercent(typed)).toEqual({ ok: false, message })
  })

  it('is written back with its sign and a decimal comma', () => {
    expect(formatPercentChange(pct(800))).toBe('+8 %')
    expect(formatPercentChange(pct(-500))).toBe('-5 %')
    expect(formatPercentChange(pct(250))).toBe('+2,5 %')
  })
})

describe('a new price rounded as the store writes prices', () => {
  it('keeps a price ending in 999 ending in 999, at the nearest one', () => {
    expect(changedPrice(171_999, pct(800))).toBe(185_999) // exact 185.758,92
    expect(changedPrice(99_999, pct(-500))).toBe(94_999) // exact 94.999,05
    expect(changedPrice(1_499_999, pct(800))).toBe(1_619_999)
  })

  it('takes one nine fewer when a thousand is more than 2 % of the price', () => {
    expect(changedPrice(5_999, pct(800))).toBe(6_499) // not 5.999 (no change) nor 6.999 (+17 %)
    expect(changedPrice(25_999, pct(800))).toBe(28_099) // 1.000 is 3,6 % of 28.079
    expect(changedPrice(49_999, pct(800))).toBe(53_999) // 1.000 is 1,85 % of 53.999
  })

  it('never rounds a small change back to the old price', () => {
    expect(changedPrice(171_999, pct(10))).toBe(172_199) // +0,1 %: not 171.999
    expect(changedPrice(171_999, pct(-10))).toBe(171_799)
  })

  it('keeps any other whole price whole, and centavos where there were some', () => {
    expect(changedPrice(151_359, pct(800))).toBe(163_468) // exact 163.467,72
    expect(changedPrice(150_000, pct(-500))).toBe(142_500)
    expect(changedPrice(192_638.88, pct(800))).toBe(208_049.99) // exact 208.049,9904
    expect(changedPrice(0.05, pct(-9_000))).toBe(0.01) // never 0, which means 'not offered'
    expect(changedPrice(100, pct(1))).toBe(100) // 100,01 would add centavos: left as it is
  })

  it('leaves a list at 0 (not offered) at 0', () => {
    expect(changedPrice(0, pct(800))).toBe(0)
  })

  it('rounds halves of a cent up, exactly at any price', () => {
    expect(changedPrice(0.5, pct(100))).toBe(0.51) // 0,505
    expect(changedPrice(999_999_999.99, pct(-100))).toBe(989_999_999.99)
  })
})

const demo = {
  price_list_1: 171_999,
  price_list_2: 151_359,
  price_list_3: 171_999,
  price_list_4: 192_638.88,
  price_list_5: 214_998.75,
  price_list_6: 237_358.62,
  tax_percentage: 21,
}

describe('a product in a bulk change', () => {
  it('moves all six lists together, the interest-free list 3 staying equal to list 1', () => {
    const plan = bulkPricePlan(demo, pct(800), DEFAULT_MAX_CFTEA_PERCENT)
    expect(plan).toEqual({
      kind: 'changed',
      after: {
        price_list_1: 185_999,
        price_list_2: 163_468,
        price_list_3: 185_999,
        price_list_4: 208_049.99,
        price_list_5: 232_198.65,
        price_list_6: 256_347.31,
      },
      jumps: [],
    })
  })

  it('skips a product whose new lists the price checks refuse, with the reason', () => {
    // list 2 a peso below list 1: list 1 rounds down to …999, list 2 stays whole and ends above it
    const close = { ...demo, price_list_2: 171_998, price_list_3: 0, price_list_4: 0, price_list_5: 0, price_list_6: 0 }
    // +9 %: list 1 is 187.478,91 exact, nearer 186.999 than 187.999; list 2 is 187.478
    const plan = bulkPricePlan(close, pct(900), DEFAULT_MAX_CFTEA_PERCENT)
    expect(plan).toEqual({
      kind: 'skipped',
      reason: 'La lista 2 (oferta contado), $ 187.478,00, no puede ser mayor que la lista 1 (precio de lista), $ 186.999,00.',
    })
  })

  it('skips a plan the CFTEA bound refuses, and counts the other reasons', () => {
    const plan = bulkPricePlan(demo, pct(800), 10)
    expect(plan.kind).toBe('skipped')
    expect(plan.kind === 'skipped' && plan.reason).toMatch(/^La lista 4 \(6 cuotas fijas\).*da un CFTEA de .*\(y 2 más\)$/)
  })

  it('leaves a product without prices as it is', () => {
    const none = { ...demo, price_list_1: 0, price_list_2: 0, price_list_3: 0, price_list_4: 0, price_list_5: 0, price_list_6: 0 }
    expect(bulkPricePlan(none, pct(800), DEFAULT_MAX_CFTEA_PERCENT)).toEqual({ kind: 'unchanged' })
  })

  it('says which lists fall by more than half, as the quick edit asks to confirm', () => {
    const plan = bulkPricePlan(demo, pct(-6_000), DEFAULT_MAX_CFTEA_PERCENT)
    expect(plan.kind).toBe('changed')
    expect(plan.kind === 'changed' && plan.jumps[0]).toBe(
      'La lista 1 (precio de lista) baja un 60 %: de $ 171.999,00 a $ 68.999,00.',
    )
  })

  it('skips a price past the maximum the store takes', () => {
    const huge = {
      ...demo,
      price_list_1: 900_000_000_000,
      price_list_2: 0,
      price_list_3: 0,
      price_list_4: 0,
      price_list_5: 0,
      price_list_6: 0,
    }
    expect(bulkPricePlan(huge, pct(50_000), DEFAULT_MAX_CFTEA_PERCENT)).toEqual({
      kind: 'skipped',
      reason: BULK_PRICE_MESSAGES.tooLarge,
    })
  })
})
