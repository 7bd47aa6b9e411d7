import { describe, expect, it } from 'vitest'
import { MAX_RESELLER_PRICE_SKUS, type ResellerPrice } from '#domain/wholesale/wholesale-prices.ts'
import { isResellerLine, resellerLineText, tokenHash, unaskedBatches } from './reseller-sku-batches.ts'

describe('unaskedBatches', () => {
  it('asks each sku once, in the order met, leaving out those asked and empty ones', () => {
    expect(unaskedBatches(['A1', 'B2', 'A1', '', 'C3', 'B2'], new Set(['C3']))).toEqual([['A1', 'B2']])
  })

  it('asks nothing when every sku was asked', () => {
    expect(unaskedBatches(['A1', 'B2'], new Set(['A1', 'B2']))).toEqual([])
    expect(unaskedBatches([], new Set())).toEqual([])
  })

  it('cuts into requests of at most the endpoint’s limit', () => {
    const skus = Array.from({ length: MAX_RESELLER_PRICE_SKUS * 2 + 1 }, (_, i) => `S${i}`)
    const batches = unaskedBatches(skus, new Set())
    expect(batches.map((batch) => batch.length)).toEqual([MAX_RESELLER_PRICE_SKUS, MAX_RESELLER_PRICE_SKUS, 1])
    expect(batches.flat()).toEqual(skus)
    expect(unaskedBatches(['A', 'B', 'C'], new Set(), 2)).toEqual([['A', 'B'], ['C']])
  })
})

describe('resellerLineText', () => {
  const price: ResellerPrice = { sku: 'A1', net: 1000, vat_percentage: 10.5, with_vat: 1105 }

  it.each([
    ['wholesale', 'Precio mayorista $ 1.000,00 + IVA (10,5 %)'],
    ['with-vat', '$ 1.105,00 con IVA'],
    ['price', '$ 1.105,00'],
  ] as const)('%s → %s', (line, text) => {
    expect(resellerLineText(line, price).replace(/\s/g, ' ')).toBe(text)
  })

  it('never breaks inside a price or a rate', () => {
    expect(resellerLineText('wholesale', price)).toBe('Precio mayorista $\u00a01.000,00 + IVA (10,5\u00a0%)')
    expect(resellerLineText('price', { ...price, with_vat: 1234567.5 })).toBe('$\u00a01.234.567,50')
  })

  it('knows its lines only', () => {
    expect(['wholesale', 'with-vat', 'price', 'net', undefined].map(isResellerLine)).toEqual([true, true, true, false, false])
  })
})

describe('tokenHash', () => {
  it('is the same for a token and differs from the next session’s, without the token in it', () => {
    expect(tokenHash('abc.def.ghi')).toBe(tokenHash('abc.def.ghi'))
    expect(tokenHash('abc.def.ghi')).not.toBe(tokenHash('abc.def.ghj'))
    expect(tokenHash('abc.def.ghi')).toMatch(/^[0-9a-f]{8}$/)
  })
})
