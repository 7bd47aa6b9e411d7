import { describe, expect, it } from 'vitest'
import { hasControlCharacter, isUnacceptableText } from './control-characters.ts'

describe('isUnacceptableText', () => {
  it.each(['\u0000', 'a\u0000b', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B[31m', '\u007F', '\uD800', 'x\uDC00'])(
    'refuses %j',
    (text) => expect(isUnacceptableText(text)).toBe(true),
  )
  it.each(['', 'Heladera Samsung', 'línea 1\nlínea 2\r\n', 'a\tb', 'ñandú 😀', '\u00A0', '\u0085', '%00'])('accepts %j', (text) =>
    expect(isUnacceptableText(text)).toBe(false),
  )
})

describe('hasControlCharacter', () => {
  it('counts tab and line breaks too, for one-line values', () => {
    for (const text of ['\t', '\n', '\r', '\u0000', 'SKU\u007F'])
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true)
    for (const text of ['SKU-1', 'LG TE 00711', 'ñ', '%00']) expect(hasControlCharacter(text), text).toBe(false)
  })
})
