import { describe, expect, it } from 'vitest'
import { holidaySet, isBusinessDay, type Calendar } from '#domain/shipping/business-days.ts'
import { NATIONAL_HOLIDAYS, SHIPPING_CALENDAR } from './shipping-calendar.ts'

const calendar: Calendar = { holidays: holidaySet(NATIONAL_HOLIDAYS), cutoffHour: SHIPPING_CALENDAR.cutoffHour }

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
