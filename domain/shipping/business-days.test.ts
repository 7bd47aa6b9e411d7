import { describe, expect, it } from 'vitest'
import { NATIONAL_HOLIDAYS, SHIPPING_CALENDAR } from '#config/shipping-calendar.ts'
import {
  addBusinessDays,
  buenosAiresNow,
  countStart,
  deliveryWindow,
  formatDeliveryDay,
  holidaySet,
  isBusinessDay,
  type Calendar,
} from './business-days.ts'

const calendar: Calendar = { holidays: holidaySet(NATIONAL_HOLIDAYS), cutoffHour: 13 }
/** A moment given as Buenos Aires local time (UTC−3, no daylight saving). */
const ba = (local: string) => new Date(`${local}-03:00`)

describe('the holidays table', () => {
  it('has every national holiday of 2026 and 2027 on a real date, none twice', () => {
    expect(Object.keys(NATIONAL_HOLIDAYS[2026]!)).toHaveLength(19)
    expect(Object.keys(NATIONAL_HOLIDAYS[2027]!)).toHaveLength(17)
    for (const [year, days] of Object.entries(NATIONAL_HOLIDAYS)) {
      for (const day of Object.keys(days)) {
        expect(day.startsWith(`${year}-`)).toBe(true)
        expect(new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10)).toBe(day)
      }
    }
  })

  it.each([
    '2026-02-16', // Carnaval
    '2026-03-23', // día no laborable
    '2026-03-24',
    '2026-04-03', // Viernes Santo
    '2026-06-15', // Güemes, moved from Wednesday 17 to Monday 15
    '2026-11-23', // Soberanía Nacional, moved from Friday 20
    '2026-12-08',
    '2027-02-08',
    '2027-03-26',
    '2027-06-21', // Güemes, moved from Thursday 17 to Monday 21
    '2027-08-16',
    '2027-10-11',
  ])('%s is not a business day', (day) => {
    expect(isBusinessDay(day, calendar)).toBe(false)
  })

  it('keeps the working days around the moved holidays', () => {
    expect(isBusinessDay('2026-06-17', calendar)).toBe(true)
    expect(isBusinessDay('2026-11-20', calendar)).toBe(true)
    expect(isBusinessDay('2027-06-17', calendar)).toBe(true)
    expect(isBusinessDay('2027-10-12', calendar)).toBe(true)
  })

  it('is the configured cut-off', () => {
    expect(SHIPPING_CALENDAR.cutoffHour).toBeGreaterThanOrEqual(0)
    expect(SHIPPING_CALENDAR.cutoffHour).toBeLessThanOrEqual(23)
  })
})

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
