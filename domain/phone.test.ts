import { describe, expect, it } from 'vitest'
import { PHONE_TOO_LONG_MESSAGE, readPhone } from './phone.ts'

const digits = (raw: string) => {
  const result = readPhone(raw)
  return result.ok ? result.digits : result.message
}

describe('readPhone', () => {
  it('reads the ways people type an Argentine phone as its 10 digits with the area code', () => {
    expect(digits('1155554444')).toBe('1155554444')
    expect(digits('11-5555 4444')).toBe('1155554444')
    expect(digits('11 5555-4444')).toBe('1155554444')
    expect(digits('11.5555.4444')).toBe('1155554444')
    expect(digits('+54 9 11 5555-4444')).toBe('1155554444')
    expect(digits('+54 11 5555-4444')).toBe('1155554444')
    expect(digits('+5491155554444')).toBe('1155554444')
    expect(digits('0054 9 11 5555 4444')).toBe('1155554444')
    expect(digits('54 9 11 5555 4444')).toBe('1155554444')
    expect(digits('(011) 4555-4444')).toBe('1145554444')
    expect(digits('0351 455-4444')).toBe('3514554444')
    expect(digits(' (0221) 15-555-4444 ')).toBe('221155554444')
  })

  it('keeps a foreign number with its country code, and an empty field empty', () => {
    expect(digits('+598 99 123 456')).toBe('59899123456')
    expect(digits('')).toBe('')
    expect(digits('   ')).toBe('')
  })

  it("answers 'Solo números' to letters and signs, and refuses more than 15 digits", () => {
    expect(digits('once cincuenta')).toBe('Solo números')
    expect(digits('11 5555 4444 int. 2')).toBe('Solo números')
    expect(digits('*611')).toBe('Solo números')
    expect(digits('1+1')).toBe('Solo números')
    expect(digits('1234567890123456')).toBe(PHONE_TOO_LONG_MESSAGE)
  })
})
