import { describe, expect, it } from 'vitest'
import { formatInvoiceNumber, parseInvoiceNumber } from './invoice-number.ts'

describe('parseInvoiceNumber', () => {
  it('reads the point of sale and the number as staff type them off the invoice', () => {
    expect(parseInvoiceNumber('00001-00001234')).toEqual({ pointOfSale: 1, number: 1234 })
    expect(parseInvoiceNumber('0001-00001234')).toEqual({ pointOfSale: 1, number: 1234 })
    expect(parseInvoiceNumber(' 3 - 77 ')).toEqual({ pointOfSale: 3, number: 77 })
    expect(parseInvoiceNumber('99999-99999999')).toEqual({ pointOfSale: 99999, number: 99999999 })
  })

  it('refuses a number without its point of sale, longer parts, zeros and anything else', () => {
    for (const bad of [
      '1234',
      '',
      '-',
      '1-',
      '-1',
      '000000-1',
      '1-000000001',
      '0-1',
      '1-0',
      '00000-00000000',
      '1-2-3',
      'A-1',
      '1.5-2',
      '１-２',
    ])
      expect(parseInvoiceNumber(bad), bad).toBeNull()
  })
})

describe('formatInvoiceNumber', () => {
  it('pads both parts as the invoice prints them', () => {
    expect(formatInvoiceNumber(1, 1234)).toBe('00001-00001234')
    expect(formatInvoiceNumber(12345, 12345678)).toBe('12345-12345678')
  })

  it('shows an invoice attached before the point of sale was asked by its bare number', () => {
    expect(formatInvoiceNumber(null, 35871)).toBe('35871')
  })

  it('reads back what it writes', () => {
    expect(parseInvoiceNumber(formatInvoiceNumber(402, 9))).toEqual({ pointOfSale: 402, number: 9 })
  })
})
