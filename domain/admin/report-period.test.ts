import { describe, expect, it } from 'vitest'
import { dayStart } from './buenos-aires-day.ts'
import {
  addDays,
  daysBetween,
  defaultGrouping,
  periodOf,
  REPORT_MAX_DAY_BARS,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  reportPresets,
  reportQueryFrom,
  reportSearch,
} from './report-period.ts'

const TODAY = '2026-11-28'
const query = (search: string, today = TODAY) => reportQueryFrom(new URLSearchParams(search), today)

describe('addDays', () => {
  it('moves a day forward and back within a month', () => {
    expect(addDays('2026-11-10', 0)).toBe('2026-11-10')
    expect(addDays('2026-11-10', 5)).toBe('2026-11-15')
    expect(addDays('2026-11-10', -9)).toBe('2026-11-01')
  })

  it('crosses month and year ends', () => {
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01')
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-11-28', -365)).toBe('2025-11-28')
  })

  it('knows the leap day of 2028', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
  })
})

describe('daysBetween', () => {
  it('counts both ends', () => {
    expect(daysBetween('2026-11-28', '2026-11-28')).toBe(1)
    expect(daysBetween('2026-11-01', '2026-11-10')).toBe(10)
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(30)
  })

  it('crosses month and year ends', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toBe(4)
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(4)
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(365)
    expect(daysBetween('2024-11-28', '2026-11-28')).toBe(731)
  })

  it('counts the leap day of 2028 and no other', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(3)
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(2)
    expect(daysBetween('2028-01-01', '2028-12-31')).toBe(366)
    expect(daysBetween('2028-02-29', '2028-02-29')).toBe(1)
  })

  it('is the inverse of addDays', () => {
    for (const n of [0, 1, 27, 59, 365, 730]) expect(daysBetween('2027-12-15', addDays('2027-12-15', n))).toBe(n + 1)
  })
})

describe('defaultGrouping', () => {
  it('reads up to 62 days by day, up to 186 by week, longer by month', () => {
    expect(defaultGrouping(1)).toBe('dia')
    expect(defaultGrouping(30)).toBe('dia')
    expect(defaultGrouping(62)).toBe('dia')
    expect(defaultGrouping(63)).toBe('semana')
    expect(defaultGrouping(90)).toBe('semana')
    expect(defaultGrouping(186)).toBe('semana')
    expect(defaultGrouping(187)).toBe('mes')
    expect(defaultGrouping(731)).toBe('mes')
  })
})

describe('periodOf', () => {
  it('reads a period against the same number of days just before it', () => {
    expect(periodOf('2026-11-01', '2026-11-10')).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
      by: 'dia',
      days: 10,
      previousFrom: '2026-10-22',
      previousTo: '2026-10-31',
    })
  })

  it('puts a one-day period against the day before', () => {
    expect(periodOf('2027-01-01', '2027-01-01')).toEqual({
      from: '2027-01-01',
      to: '2027-01-01',
      by: 'dia',
      days: 1,
      previousFrom: '2026-12-31',
      previousTo: '2026-12-31',
    })
  })

  it('goes back over the leap day and across year ends', () => {
    expect(periodOf('2028-03-01', '2028-03-31')).toMatchObject({ days: 31, previousFrom: '2028-01-30', previousTo: '2028-02-29' })
    expect(periodOf('2027-01-01', '2027-12-31')).toMatchObject({
      days: 365,
      previousFrom: '2026-01-01',
      previousTo: '2026-12-31',
    })
  })

  it('takes the grouping asked for, or the default for its length', () => {
    expect(periodOf('2026-11-01', '2026-11-10', 'mes').by).toBe('mes')
    expect(periodOf('2026-09-28', '2026-11-28').by).toBe('dia') // 62 days
    expect(periodOf('2026-09-27', '2026-11-28').by).toBe('semana') // 63 days
    expect(periodOf('2026-05-27', '2026-11-28').by).toBe('semana') // 186 days
    expect(periodOf('2026-05-26', '2026-11-28').by).toBe('mes') // 187 days
    expect(daysBetween('2026-05-27', '2026-11-28')).toBe(186)
    expect(daysBetween('2026-05-26', '2026-11-28')).toBe(187)
  })
})

describe('reportQueryFrom', () => {
  it('shows the last 30 days to today without an address', () => {
    expect(query('')).toEqual({
      ok: true,
      period: {
        from: '2026-10-30',
        to: '2026-11-28',
        by: 'dia',
        days: 30,
        previousFrom: '2026-09-30',
        previousTo: '2026-10-29',
      },
    })
  })

  it('reads the three values of the address', () => {
    expect(query('from=2026-11-01&to=2026-11-10&by=semana')).toEqual({
      ok: true,
      period: {
        from: '2026-11-01',
        to: '2026-11-10',
        by: 'semana',
        days: 10,
        previousFrom: '2026-10-22',
        previousTo: '2026-10-31',
      },
    })
  })

  it('fills a missing end: `to` with today, `from` with 30 days to `to`', () => {
    expect(query('from=2026-11-01')).toMatchObject({ ok: true, period: { from: '2026-11-01', to: '2026-11-28', days: 28 } })
    expect(query('to=2026-06-30')).toMatchObject({ ok: true, period: { from: '2026-06-01', to: '2026-06-30', days: 30 } })
    expect(query('by=mes')).toMatchObject({ ok: true, period: { from: '2026-10-30', to: '2026-11-28', by: 'mes' } })
  })

  it('gives the default grouping when none is asked, or an empty one', () => {
    expect(query('from=2026-09-28')).toMatchObject({ ok: true, period: { days: 62, by: 'dia' } })
    expect(query('from=2026-09-27')).toMatchObject({ ok: true, period: { days: 63, by: 'semana' } })
    expect(query('from=2026-01-01&by=')).toMatchObject({ ok: true, period: { days: 332, by: 'mes' } })
    expect(query('from=2026-09-27&by=%20%20')).toMatchObject({ ok: true, period: { by: 'semana' } })
  })

  it('trims what was typed', () => {
    expect(query('from=%202026-11-01%20&to=%092026-11-10%20&by=%20semana%20')).toMatchObject({
      ok: true,
      period: { from: '2026-11-01', to: '2026-11-10', by: 'semana' },
    })
    // a + in an address is a space
    expect(query('from=+2026-11-01+')).toMatchObject({ ok: true, period: { from: '2026-11-01' } })
  })

  it('refuses a date that is not a real AAAA-MM-DD day, on its field', () => {
    expect(query('from=2026-02-30')).toEqual({
      ok: false,
      errors: { from: REPORT_MESSAGES.invalidDate },
      values: { from: '2026-02-30', to: '', by: '' },
    })
    expect(query('to=2026-13-01')).toEqual({
      ok: false,
      errors: { to: REPORT_MESSAGES.invalidDate },
      values: { from: '', to: '2026-13-01', by: '' },
    })
    for (const bad of ['2027-02-29', '2026-1-01', '01/11/2026', '20260-01-01', 'ayer', '2026-11-01T00:00'])
      expect(query(`from=${encodeURIComponent(bad)}`)).toEqual({
        ok: false,
        errors: { from: REPORT_MESSAGES.invalidDate },
        values: { from: bad, to: '', by: '' },
      })
    expect(query('from=2028-02-29&to=2028-03-01', '2028-06-01')).toMatchObject({ ok: true, period: { days: 2 } })
  })

  it('says which field is wrong when several are', () => {
    expect(query('from=2026-02-30&to=2026-11-31&by=hora')).toEqual({
      ok: false,
      errors: { from: REPORT_MESSAGES.invalidDate, to: REPORT_MESSAGES.invalidDate, by: REPORT_MESSAGES.grouping },
      values: { from: '2026-02-30', to: '2026-11-31', by: 'hora' },
    })
  })

  it('refuses a reversed range on «Desde»', () => {
    expect(query('from=2026-11-10&to=2026-11-01')).toEqual({
      ok: false,
      errors: { from: REPORT_MESSAGES.reversedRange },
      values: { from: '2026-11-10', to: '2026-11-01', by: '' },
    })
    expect(query('from=2026-11-10&to=2026-11-10')).toMatchObject({ ok: true, period: { days: 1 } })
  })

  it('refuses a `to` after today on «Hasta»', () => {
    expect(query('from=2026-11-01&to=2026-11-29')).toEqual({
      ok: false,
      errors: { to: REPORT_MESSAGES.future },
      values: { from: '2026-11-01', to: '2026-11-29', by: '' },
    })
    expect(query('to=2027-01-05')).toEqual({
      ok: false,
      errors: { to: REPORT_MESSAGES.future },
      values: { from: '', to: '2027-01-05', by: '' },
    })
    expect(query('to=2026-11-28')).toMatchObject({ ok: true, period: { to: '2026-11-28' } })
  })

  it('refuses a «Desde» after today on its own field, not as a range reversed against a «Hasta» never typed', () => {
    expect(query('from=2026-12-01')).toEqual({
      ok: false,
      errors: { from: REPORT_MESSAGES.futureFrom },
      values: { from: '2026-12-01', to: '', by: '' },
    })
  })

  it(`accepts exactly ${REPORT_MAX_DAYS} days and refuses one more, on «Desde»`, () => {
    expect(query('from=2024-11-28&to=2026-11-28')).toEqual({
      ok: true,
      period: {
        from: '2024-11-28',
        to: '2026-11-28',
        by: 'mes',
        days: 731,
        previousFrom: '2022-11-28',
        previousTo: '2024-11-27',
      },
    })
    expect(query('from=2024-11-27&to=2026-11-28&by=mes')).toEqual({
      ok: false,
      errors: { from: REPORT_MESSAGES.tooLong },
      values: { from: '2024-11-27', to: '2026-11-28', by: 'mes' },
    })
    expect(REPORT_MESSAGES.tooLong).toBe('El período abarca hasta 731 días (dos años): acorte las fechas.')
  })

  it(`accepts exactly ${REPORT_MAX_DAY_BARS} days by day and refuses one more, on the grouping`, () => {
    expect(query('from=2026-08-29&to=2026-11-28&by=dia')).toMatchObject({
      ok: true,
      period: { from: '2026-08-29', by: 'dia', days: 92 },
    })
    expect(query('from=2026-08-28&to=2026-11-28&by=dia')).toEqual({
      ok: false,
      errors: { by: REPORT_MESSAGES.tooManyDays },
      values: { from: '2026-08-28', to: '2026-11-28', by: 'dia' },
    })
    // the same 93 days by week or month are fine
    expect(query('from=2026-08-28&to=2026-11-28&by=semana')).toMatchObject({ ok: true, period: { days: 93, by: 'semana' } })
    expect(query('from=2026-08-28&to=2026-11-28&by=mes')).toMatchObject({ ok: true, period: { days: 93, by: 'mes' } })
    expect(REPORT_MESSAGES.tooManyDays).toBe('Por día se muestran hasta 92 días: elija «Semana» o «Mes», o acorte el período.')
  })

  it('refuses an unknown grouping, accents and case included', () => {
    for (const by of ['hora', 'Dia', 'día', 'DIA', 'week', 'semanas'])
      expect(query(`by=${encodeURIComponent(by)}`)).toEqual({
        ok: false,
        errors: { by: REPORT_MESSAGES.grouping },
        values: { from: '', to: '', by },
      })
  })

  it('takes the first of a repeated value', () => {
    expect(query('from=2026-11-01&from=2026-10-01')).toMatchObject({ ok: true, period: { from: '2026-11-01' } })
  })
})

describe('reportSearch', () => {
  it('writes the address of a period', () => {
    expect(reportSearch({ from: '2026-11-01', to: '2026-11-10', by: 'semana' })).toBe('from=2026-11-01&to=2026-11-10&by=semana')
    expect(reportSearch(periodOf('2026-10-30', '2026-11-28'))).toBe('from=2026-10-30&to=2026-11-28&by=dia')
  })

  it('is read back as the same period', () => {
    const period = periodOf('2026-05-01', '2026-11-28', 'mes')
    expect(reportQueryFrom(new URLSearchParams(reportSearch(period)), TODAY)).toEqual({ ok: true, period })
  })
})

describe('reportPresets', () => {
  it('offers the usual periods ending today', () => {
    expect(reportPresets('2026-11-28')).toEqual([
      { label: 'Últimos 7 días', from: '2026-11-22', to: '2026-11-28', by: 'dia' },
      { label: 'Últimos 30 días', from: '2026-10-30', to: '2026-11-28', by: 'dia' },
      { label: 'Este mes', from: '2026-11-01', to: '2026-11-28', by: 'dia' },
      { label: 'Mes anterior', from: '2026-10-01', to: '2026-10-31', by: 'dia' },
      { label: 'Últimos 90 días', from: '2026-08-31', to: '2026-11-28', by: 'semana' },
      { label: 'Últimos 12 meses', from: '2025-12-01', to: '2026-11-28', by: 'mes' },
    ])
  })

  it('goes back across the year end in January', () => {
    expect(reportPresets('2026-01-15')).toEqual([
      { label: 'Últimos 7 días', from: '2026-01-09', to: '2026-01-15', by: 'dia' },
      { label: 'Últimos 30 días', from: '2025-12-17', to: '2026-01-15', by: 'dia' },
      { label: 'Este mes', from: '2026-01-01', to: '2026-01-15', by: 'dia' },
      { label: 'Mes anterior', from: '2025-12-01', to: '2025-12-31', by: 'dia' },
      { label: 'Últimos 90 días', from: '2025-10-18', to: '2026-01-15', by: 'semana' },
      { label: 'Últimos 12 meses', from: '2025-02-01', to: '2026-01-15', by: 'mes' },
    ])
  })

  it('ends the month before on its last day, short months included', () => {
    expect(reportPresets('2026-03-31')).toEqual([
      { label: 'Últimos 7 días', from: '2026-03-25', to: '2026-03-31', by: 'dia' },
      { label: 'Últimos 30 días', from: '2026-03-02', to: '2026-03-31', by: 'dia' },
      { label: 'Este mes', from: '2026-03-01', to: '2026-03-31', by: 'dia' },
      { label: 'Mes anterior', from: '2026-02-01', to: '2026-02-28', by: 'dia' },
      { label: 'Últimos 90 días', from: '2026-01-01', to: '2026-03-31', by: 'semana' },
      { label: 'Últimos 12 meses', from: '2025-04-01', to: '2026-03-31', by: 'mes' },
    ])
    expect(reportPresets('2028-03-01').find((p) => p.label === 'Mes anterior')).toEqual({
      label: 'Mes anterior',
      from: '2028-02-01',
      to: '2028-02-29',
      by: 'dia',
    })
    expect(reportPresets('2026-05-31').find((p) => p.label === 'Mes anterior')).toMatchObject({
      from: '2026-04-01',
      to: '2026-04-30',
    })
  })

  it('gives a one-day month on its first day', () => {
    expect(reportPresets('2026-12-01').find((p) => p.label === 'Este mes')).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-01',
    })
    expect(reportPresets('2026-12-01').find((p) => p.label === 'Últimos 12 meses')).toMatchObject({ from: '2026-01-01' })
  })

  it('gives only periods the page accepts', () => {
    for (const today of ['2026-11-28', '2026-01-15', '2026-03-31', '2028-02-29', '2026-12-31'])
      for (const preset of reportPresets(today)) {
        const read = reportQueryFrom(new URLSearchParams(reportSearch(preset)), today)
        expect(read).toMatchObject({ ok: true, period: { from: preset.from, to: preset.to, by: preset.by } })
      }
  })
})

describe('dayStart', () => {
  it('is midnight in Buenos Aires (UTC−3)', () => {
    expect(dayStart('2026-11-28').toISOString()).toBe('2026-11-28T03:00:00.000Z')
    expect(dayStart('2027-01-01').toISOString()).toBe('2027-01-01T03:00:00.000Z')
    expect(dayStart('2026-07-15').toISOString()).toBe('2026-07-15T03:00:00.000Z')
    expect(dayStart('2028-02-29').getTime() - dayStart('2028-02-28').getTime()).toBe(24 * 60 * 60 * 1000)
  })
})
