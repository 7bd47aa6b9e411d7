import { describe, expect, it } from 'vitest'
import { buenosAiresDateTimeFormat, formatDateTime } from './date-time.ts'

// 00:52 UTC on 2 March is 21:52 on 1 March in Buenos Aires (UTC−3 all year).
const NIGHT = new Date('2026-03-02T00:52:00Z')
const MORNING = '2025-03-14T11:04:00Z'

describe('formatDateTime', () => {
  it.each([
    ['numeric', NIGHT, '01/03/2026, 21:52 hs'],
    ['short', NIGHT, '1 de mar de 2026, 21:52 hs'],
    ['long', NIGHT, '1 de marzo de 2026 a las 21:52 hs'],
    ['numeric', MORNING, '14/03/2025, 08:04 hs'],
  ] as const)('writes a %s date in Buenos Aires time on a 24-hour clock with hs', (style, value, expected) => {
    expect(formatDateTime(value, style)).toBe(expected)
  })

  it('never writes a 12-hour clock', () => {
    for (const style of ['numeric', 'short', 'long'] as const) expect(formatDateTime(NIGHT, style)).not.toMatch(/[ap]\.\s?m\./)
  })
})

describe('buenosAiresDateTimeFormat', () => {
  it('gives the parts on the same clock, for the command line’s columns', () => {
    const parts = buenosAiresDateTimeFormat().formatToParts(NIGHT)
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value
    expect([part('day'), part('month'), part('year'), part('hour'), part('minute')]).toEqual(['01', '03', '2026', '21', '52'])
  })
})
