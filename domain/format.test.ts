import { describe, expect, it } from 'vitest'
import { formatCalendarDate, formatOrderNumber, formatPrice } from './format.ts'

describe('formatPrice', () => {
  it.each([
    [1234.5, '$ 1.234,50'],
    [1, '$ 1,00'],
    [0.01, '$ 0,01'],
    [999.999, '$ 1.000,00'],
    [1.005, '$ 1,01'],
    [1234567.89, '$ 1.234.567,89'],
    [99999999999, '$ 99.999.999.999,00'],
    [-100, '-$ 100,00'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected)
  })

  it('uses plain ASCII spaces and separators only', () => {
    expect(formatPrice(1234.5)).toMatch(/^\$ [\d.]+,\d\d$/)
  })

  it.each([null, undefined, 0, -0, 0.004, NaN, Infinity, -Infinity])('%s -> ---', (amount) => {
    expect(formatPrice(amount)).toBe('---')
  })
})

describe('formatOrderNumber', () => {
  it.each([
    [0, '00000000'],
    [1, '00000001'],
    [1234, '00001234'],
    [12345678, '12345678'],
    [123456789, '123456789'],
  ])('%s -> %s', (n, expected) => {
    expect(formatOrderNumber(n)).toBe(expected)
  })

  it.each([-1, 1.5, NaN])('refuses %s', (n) => {
    expect(() => formatOrderNumber(n)).toThrow(RangeError)
  })
})

describe('formatPercent', () => {
  it('shows two decimals with a comma', async () => {
    const { formatPercent } = await import('./format.ts')
    expect(formatPercent(0)).toBe('0,00 %')
    expect(formatPercent(45.5)).toBe('45,50 %')
    expect(formatPercent(Number.NaN)).toBe('0,00 %')
  })
})

describe('formatCalendarDate', () => {
  it('writes a day as Argentina reads it, and leaves what is not a date alone', () => {
    expect(formatCalendarDate('2025-01-15')).toBe('15 de enero de 2025')
    expect(formatCalendarDate('pronto')).toBe('pronto')
  })
})
