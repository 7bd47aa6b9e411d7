import { describe, expect, it } from 'vitest'
import { buenosAiresDateTimeFormat } from './buenos-aires-date-time.ts'

// 18:04 UTC is 15:04 in Buenos Aires (UTC−3 all year).
const AFTERNOON = new Date('2025-03-14T18:04:00Z')

describe('buenosAiresDateTimeFormat', () => {
  it('reads the day and the hour in Buenos Aires time, on a 24-hour clock when asked', () => {
    const parts = buenosAiresDateTimeFormat('h23').formatToParts(AFTERNOON)
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value
    expect([part('day'), part('month'), part('year'), part('hour'), part('minute')]).toEqual(['14', '03', '2025', '15', '04'])
  })

  it("keeps the locale's own clock otherwise", () => {
    const own = new Intl.DateTimeFormat('es-AR', { hour: '2-digit' }).resolvedOptions().hourCycle
    expect(buenosAiresDateTimeFormat().resolvedOptions().hourCycle).toBe(own)
    expect(buenosAiresDateTimeFormat().format(AFTERNOON)).toMatch(/^14\/03\/2025/)
  })
})
