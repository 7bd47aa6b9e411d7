import { describe, expect, it } from 'vitest'
import { PHONE_TOO_LONG_MESSAGE, readPhone } from './phone.ts'

const read = (raw: string) => {
  const result = readPhone(raw)
  return result.ok ? result.digits : result.message
}

const AS_TYPED: Record<string, string> = {
  // an Argentine number: its 10 digits, area code and number
  '1155554444': '1155554444',
  '11-5555 4444': '1155554444',
  '11.5555.4444': '1155554444',
  '+54 9 11 5555-4444': '1155554444',
  '+54 11 5555-4444': '1155554444',
  '+5491155554444': '1155554444',
  '0054 9 11 5555 4444': '1155554444',
  '54 9 11 5555 4444': '1155554444',
  '(011) 4555-4444': '1145554444',
  '0351 455-4444': '3514554444',
  // a local mobile's 15 stays where it was typed
  ' (0221) 15-555-4444 ': '221155554444',
  // a foreign number keeps its country code; an empty field stays empty
  '+598 99 123 456': '59899123456',
  '': '',
  '   ': '',
  // letters and signs, and more than E.164's 15 digits, are refused
  'once cincuenta': 'Solo números',
  '11 5555 4444 int. 2': 'Solo números',
  '*611': 'Solo números',
  '1+1': 'Solo números',
  '1234567890123456': PHONE_TOO_LONG_MESSAGE,
}

describe('readPhone', () => {
  it.each(Object.entries(AS_TYPED))('%j -> %j', (typed, stored) => {
    expect(read(typed)).toBe(stored)
  })
})
