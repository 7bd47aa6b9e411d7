import { describe, expect, it } from 'vitest'
import { firstOverlap, formatRanges, parsePostalCode, parsePostalRanges, rangesCover } from './postal-code.ts'

describe('parsePostalCode', () => {
  it.each([
    ['1414', 1414],
    ['C1414BCL', 1414],
    ['c1414bcl', 1414],
    [' C 1414 BCL ', 1414],
    ['B1870', 1870],
    ['1870ABC', 1870],
    ['9410', 9410],
  ])('reads %j as %i', (input, code) => {
    expect(parsePostalCode(input)).toBe(code)
  })

  it.each([
    '',
    'abcd',
    '123',
    '12345',
    '1234567890',
    '<b>1414</b>',
    'CC1414',
    '1414BC',
    '0999',
    '1414-BCL',
    'C1414BCL'.repeat(3),
  ])('refuses %j', (input) => {
    expect(parsePostalCode(input)).toBeNull()
  })
})

describe('parsePostalRanges', () => {
  it('reads codes and ranges separated by commas, semicolons or lines, en dash included', () => {
    expect(parsePostalRanges('1000-1499, 1870;1602\n1700 – 1710')).toEqual({
      ok: true,
      ranges: [
        { from: 1000, to: 1499 },
        { from: 1870, to: 1870 },
        { from: 1602, to: 1602 },
        { from: 1700, to: 1710 },
      ],
    })
  })

  it('refuses empty text, words, reversed ranges and codes written twice, naming them', () => {
    expect(parsePostalRanges(' , ')).toMatchObject({ ok: false, message: expect.stringContaining('al menos un código') })
    expect(parsePostalRanges('1000, abc')).toMatchObject({ ok: false, message: expect.stringContaining('"abc"') })
    expect(parsePostalRanges('1499-1000')).toMatchObject({ ok: false, message: expect.stringContaining('"1499-1000"') })
    expect(parsePostalRanges('1000-1499, 1400-1600')).toEqual({
      ok: false,
      message: 'Los códigos 1400-1499 aparecen dos veces en la zona.',
    })
    expect(parsePostalRanges('0100')).toMatchObject({ ok: false })
  })
})

describe('ranges', () => {
  it('finds the codes two lists share, or none', () => {
    expect(firstOverlap([{ from: 1000, to: 1499 }], [{ from: 1870, to: 1870 }])).toBeNull()
    expect(firstOverlap([{ from: 1000, to: 1499 }], [{ from: 1400, to: 1600 }])).toEqual({ from: 1400, to: 1499 })
    expect(firstOverlap([{ from: 1870, to: 1870 }], [{ from: 1800, to: 1900 }])).toEqual({ from: 1870, to: 1870 })
  })

  it('tells whether a code is covered and writes ranges back', () => {
    const ranges = [
      { from: 1000, to: 1499 },
      { from: 1870, to: 1870 },
    ]
    expect(rangesCover(ranges, 1000)).toBe(true)
    expect(rangesCover(ranges, 1499)).toBe(true)
    expect(rangesCover(ranges, 1500)).toBe(false)
    expect(formatRanges(ranges)).toBe('1000-1499, 1870')
  })
})
