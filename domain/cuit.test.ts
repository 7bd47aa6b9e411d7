import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CUIT_TYPES,
  cuitCheckDigit,
  cuitFor,
  formatCuit,
  formatTaxId,
  isValidCuit,
  parseCuit,
  parseDni,
  parseTaxId,
} from './cuit.ts'
import { TAX_ID_MESSAGES } from './legal-messages.ts'

/*
 * Check digits worked out apart from this code (python3, the same weights):
 * 20-12345678: 2·5 + 0·4 + 1·3 + 2·2 + 3·7 + 4·6 + 5·5 + 6·4 + 7·3 + 8·2 = 148; 148 mod 11 = 5; 11 − 5 = 6.
 */

describe('cuitCheckDigit', () => {
  it.each([
    ['2012345678', 6],
    ['2330123456', 2],
    ['2412345678', 1],
    ['2712345678', 0],
    ['3012345678', 1],
    ['3312345678', 0],
    ['3412345678', 7],
    ['3400000001', 0], // the sum is a multiple of 11: 11 − 0 is 11, written 0
  ])('%s -> %i', (firstTen, digit) => {
    expect(cuitCheckDigit(firstTen)).toBe(digit)
  })

  it.each(['2000000001', '2010000005', '2710000002', '3010000008'])('%s has none: the rule gives 10', (firstTen) => {
    expect(cuitCheckDigit(firstTen)).toBeNull()
  })

  it('takes exactly ten digits', () => {
    expect(() => cuitCheckDigit('201234567')).toThrow(RangeError)
    expect(() => cuitCheckDigit('20123456a8')).toThrow(RangeError)
  })
})

describe('cuitFor, AFIP’s rule for a check digit of 10', () => {
  it.each([
    ['20', '12345678', '20123456786'],
    ['27', '12345678', '27123456780'],
    // 20 and 27 would need a 10: people get 23, with 9 (from 20) or 4 (from 27)
    ['20', '10000005', '23100000059'],
    ['27', '10000002', '23100000024'],
    // a company gets 33
    ['30', '10000008', '33100000089'],
  ])('%s + %s -> %s', (type, number, cuit) => {
    expect(cuitFor(type as '20', number)).toBe(cuit)
    expect(isValidCuit(cuit)).toBe(true)
  })
})

describe('parseCuit', () => {
  it.each([
    ['20-12345678-6', '20123456786'],
    ['20123456786', '20123456786'],
    [' 20 12345678 6 ', '20123456786'],
    ['20.12345678.6', '20123456786'],
    ['20–12345678–6', '20123456786'], // typographic dashes, as phones and word processors type them
    ['30-71234567-1', '30712345671'],
    ['23-10000005-9', '23100000059'],
    ['34-00000001-0', '34000000010'],
  ])('%j -> %s', (raw, cuit) => {
    expect(parseCuit(raw)).toEqual({ ok: true, cuit })
  })

  it.each([
    ['20-12345678-7', TAX_ID_MESSAGES.cuitCheckDigit],
    ['27-12345678-6', TAX_ID_MESSAGES.cuitCheckDigit],
    ['2O-12345678-6', TAX_ID_MESSAGES.cuitCharacters],
    ['20-1234567A-6', TAX_ID_MESSAGES.cuitCharacters],
    ['20/12345678/6', TAX_ID_MESSAGES.cuitCharacters],
    ['20-1234567-6', TAX_ID_MESSAGES.cuitLength],
    ['20-123456789-6', TAX_ID_MESSAGES.cuitLength],
    ['', TAX_ID_MESSAGES.cuitLength],
    ['12-12345678-3', TAX_ID_MESSAGES.cuitType],
    ['21-12345678-3', TAX_ID_MESSAGES.cuitType],
    ['20-10000005-9', TAX_ID_MESSAGES.cuitPrefix('20', '23')],
    ['27-10000002-4', TAX_ID_MESSAGES.cuitPrefix('27', '23')],
    ['30-10000008-9', TAX_ID_MESSAGES.cuitPrefix('30', '33')],
  ])('%j: %s', (raw, message) => {
    expect(parseCuit(raw)).toEqual({ ok: false, message })
  })

  it('says which prefix AFIP assigns when the number cannot carry the one typed', () => {
    expect(TAX_ID_MESSAGES.cuitPrefix('20', '23')).toBe(
      'Con el prefijo 20 este número no tiene dígito verificador posible: en estos casos la AFIP asigna el prefijo 23. Revisá la CUIT/CUIL',
    )
  })

  it('accepts every CUIT the rule builds, however it is typed, and refuses it with any other last digit', () => {
    const separator = fc.constantFrom('', '-', ' ', '.')
    fc.assert(
      fc.property(
        fc.constantFrom(...CUIT_TYPES),
        fc.integer({ min: 0, max: 99_999_999 }),
        separator,
        fc.integer({ min: 1, max: 9 }),
        (type, n, sep, shift) => {
          const number = String(n).padStart(8, '0')
          const digit = cuitCheckDigit(type + number)
          if (digit === null) return parseCuit(type + number + '9').ok === false
          const typed = `${type}${sep}${number}${sep}${digit}`
          const wrong = `${type}${number}${(digit + shift) % 10}`
          return (
            JSON.stringify(parseCuit(typed)) === JSON.stringify({ ok: true, cuit: type + number + digit }) &&
            parseCuit(wrong).ok === false
          )
        },
      ),
    )
  })
})

describe('formatCuit', () => {
  it.each([
    ['20123456786', '20-12345678-6'],
    ['30712345671', '30-71234567-1'],
    ['2012345678', '2012345678'],
  ])('%s -> %s', (cuit, text) => {
    expect(formatCuit(cuit)).toBe(text)
  })
})

describe('parseDni', () => {
  it.each([
    ['12345678', '12345678'],
    ['12.345.678', '12345678'],
    [' 1 234 567 ', '1234567'],
    ['01234567', '1234567'],
    ['123456', '123456'],
  ])('%j -> %s', (raw, dni) => {
    expect(parseDni(raw)).toEqual({ ok: true, dni })
  })

  it.each([
    ['12345', TAX_ID_MESSAGES.dniLength],
    ['123456789', TAX_ID_MESSAGES.dniLength],
    ['00000000', TAX_ID_MESSAGES.dniLength],
    ['', TAX_ID_MESSAGES.dniLength],
    ['12.345.67B', TAX_ID_MESSAGES.dniCharacters],
  ])('%j: %s', (raw, message) => {
    expect(parseDni(raw)).toEqual({ ok: false, message })
  })
})

describe('parseTaxId: a DNI or a CUIT/CUIL in one field', () => {
  it.each([
    ['30.123.456', { kind: 'dni', number: '30123456' }],
    ['3012345', { kind: 'dni', number: '3012345' }],
    ['20-30123456-3', { kind: 'cuit', number: '20301234563' }],
    ['20301234563', { kind: 'cuit', number: '20301234563' }],
  ])('%j -> %j', (raw, taxId) => {
    expect(parseTaxId(raw)).toEqual({ ok: true, taxId })
  })

  it.each([
    ['20-30123456-4', TAX_ID_MESSAGES.cuitCheckDigit],
    ['20-10000005-9', TAX_ID_MESSAGES.cuitPrefix('20', '23')],
  ])('%j: 11 digits are read as a CUIT/CUIL and get its message (%s)', (raw, message) => {
    expect(parseTaxId(raw)).toEqual({ ok: false, message })
  })

  it.each(['123456789', '2030123456', '203012345634', 'DNI 30123456', '', '30123456x'])(
    '%j: asks for a DNI or a CUIT/CUIL',
    (raw) => {
      expect(parseTaxId(raw)).toEqual({ ok: false, message: TAX_ID_MESSAGES.taxIdShape })
    },
  )
})

describe('formatTaxId', () => {
  it.each([
    [{ kind: 'dni', number: '30123456' }, 'DNI 30.123.456'],
    [{ kind: 'dni', number: '1234567' }, 'DNI 1.234.567'],
    [{ kind: 'cuit', number: '20301234563' }, 'CUIT 20-30123456-3'],
  ] as const)('%j -> %s', (taxId, text) => {
    expect(formatTaxId(taxId)).toBe(text)
  })
})
