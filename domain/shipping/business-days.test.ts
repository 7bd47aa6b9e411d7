import { describe, expect, it } from 'vitest'
import {
  addBusinessDays,
  buenosAiresNow,
  countStart,
  deliveryWindow,
  formatDeliveryDay,
  holidaySet,
  type Calendar,
} from './business-days.ts'

// The days of 2026 and 2027 these tests cross (config/shipping-calendar.test.ts checks the seller's table).
const calendar: Calendar = {
  holidays: holidaySet({
    2026: { '2026-12-07': '', '2026-12-08': '', '2026-07-09': '', '2026-07-10': '' },
    2027: { '2027-01-01': '', '2027-03-24': '', '2027-03-25': '', '2027-03-26': '' },
  }),
  cutoffHour: 13,
}
/** A moment given as Buenos Aires local time (UTC−3, no daylight saving). */
const ba = (local: string) => new Date(`${local}-03:00`)

describe('business days', () => {
  it('reads the day and hour in Buenos Aires whatever the UTC day', () => {
    expect(buenosAiresNow(new Date('2026-11-28T02:30:00Z'))).toEqual({ day: '2026-11-27', hour: 23 })
  })

  it('counts from today before the cut-off, from the next business day after it', () => {
    expect(countStart(ba('2026-11-26T12:59'), calendar)).toBe('2026-11-26')
    expect(countStart(ba('2026-11-26T13:00'), calendar)).toBe('2026-11-27')
    // Friday afternoon: Monday
    expect(countStart(ba('2026-11-27T15:00'), calendar)).toBe('2026-11-30')
    // Saturday morning: Monday
    expect(countStart(ba('2026-11-28T09:00'), calendar)).toBe('2026-11-30')
  })

  it('skips weekends and holidays', () => {
    // Friday 4 December 2026 + 1: Monday 7 and Tuesday 8 are not worked → Wednesday 9
    expect(addBusinessDays('2026-12-04', 1, calendar)).toBe('2026-12-09')
    // Thursday 8 July 2026 + 2: 9 and 10 are not worked, then the weekend → 13 and 14
    expect(addBusinessDays('2026-07-08', 2, calendar)).toBe('2026-07-14')
    // across the year: 30 December 2026 + 2 → 31 December, then 1 January is a holiday → 4 January 2027
    expect(addBusinessDays('2026-12-30', 2, calendar)).toBe('2027-01-04')
    // Tuesday 23 March 2027 + 2: 24, 25 and 26 are not worked → Monday 29 and Tuesday 30
    expect(addBusinessDays('2027-03-23', 2, calendar)).toBe('2027-03-30')
  })

  it('gives a delivery window from the moment an order is placed', () => {
    expect(deliveryWindow(ba('2026-12-04T10:00'), 1, 3, calendar)).toEqual({ from: '2026-12-09', to: '2026-12-11' })
    expect(deliveryWindow(ba('2026-12-04T18:00'), 1, 3, calendar)).toEqual({ from: '2026-12-10', to: '2026-12-14' })
  })

  it('writes a day as a shopper reads it', () => {
    expect(formatDeliveryDay('2026-12-09')).toBe('miércoles 9 de diciembre')
  })
})
