import { describe, expect, it } from 'vitest'
import { periodOf } from './report-period.ts'
import {
  barStart,
  changeLabel,
  monthLabel,
  numericDay,
  periodBars,
  salesSeries,
  salesTotals,
  shortDay,
  type DayStateTotal,
  type SeriesPoint,
} from './report-series.ts'

const row = (day: string, state: string, orders: number, amount: number): DayStateTotal => ({ day, state, orders, amount })

describe('day and month labels', () => {
  it('writes days as Argentina does', () => {
    expect(shortDay('2026-11-28')).toBe('28/11')
    expect(shortDay('2027-01-05')).toBe('05/01')
    expect(numericDay('2026-11-28')).toBe('28/11/2026')
    expect(numericDay('2028-02-29')).toBe('29/02/2028')
  })

  it('names months in Spanish, short', () => {
    expect(monthLabel('2026-01-15')).toBe('ene 2026')
    expect(monthLabel('2026-05-01')).toBe('may 2026')
    expect(monthLabel('2026-09-30')).toBe('sep 2026')
    expect(monthLabel('2025-12-31')).toBe('dic 2025')
    expect(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => monthLabel(`2026-${m}-01`).slice(0, 3)),
    ).toEqual(['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'])
  })
})

describe('barStart', () => {
  it('is the day itself by day', () => {
    expect(barStart('2026-11-28', 'dia', '2026-11-01')).toBe('2026-11-28')
  })

  it('starts weeks on Monday', () => {
    expect(barStart('2026-11-02', 'semana', '2026-10-01')).toBe('2026-11-02') // Monday
    expect(barStart('2026-11-04', 'semana', '2026-10-01')).toBe('2026-11-02') // Wednesday
    expect(barStart('2026-11-08', 'semana', '2026-10-01')).toBe('2026-11-02') // Sunday
    expect(barStart('2026-11-01', 'semana', '2026-10-01')).toBe('2026-10-26') // Sunday, the month before
    expect(barStart('2027-01-01', 'semana', '2026-12-01')).toBe('2026-12-28') // Friday, the year before
  })

  it("clips a week to the period's start", () => {
    expect(barStart('2026-11-04', 'semana', '2026-11-04')).toBe('2026-11-04')
    expect(barStart('2026-11-06', 'semana', '2026-11-04')).toBe('2026-11-04')
    expect(barStart('2026-11-09', 'semana', '2026-11-04')).toBe('2026-11-09')
  })

  it("starts months on their first day, clipped to the period's start", () => {
    expect(barStart('2026-11-28', 'mes', '2026-10-01')).toBe('2026-11-01')
    expect(barStart('2026-02-28', 'mes', '2025-12-01')).toBe('2026-02-01')
    expect(barStart('2026-11-28', 'mes', '2026-11-15')).toBe('2026-11-15')
    expect(barStart('2026-12-01', 'mes', '2026-11-15')).toBe('2026-12-01')
  })
})

describe('periodBars', () => {
  it('gives one bar a day, by day', () => {
    expect(periodBars(periodOf('2026-10-30', '2026-11-02', 'dia'))).toEqual([
      { start: '2026-10-30', end: '2026-10-30', label: '30/10', tick: '30/10' },
      { start: '2026-10-31', end: '2026-10-31', label: '31/10', tick: '31/10' },
      { start: '2026-11-01', end: '2026-11-01', label: '01/11', tick: '01/11' },
      { start: '2026-11-02', end: '2026-11-02', label: '02/11', tick: '02/11' },
    ])
    expect(periodBars(periodOf('2026-08-29', '2026-11-28', 'dia'))).toHaveLength(92)
  })

  it('gives weeks from Monday, a short first bar when the period starts mid-week and a short last one', () => {
    // Wednesday 4 to Monday 23 November 2026
    expect(periodBars(periodOf('2026-11-04', '2026-11-23', 'semana'))).toEqual([
      { start: '2026-11-04', end: '2026-11-08', label: '04/11–08/11', tick: '04/11' },
      { start: '2026-11-09', end: '2026-11-15', label: '09/11–15/11', tick: '09/11' },
      { start: '2026-11-16', end: '2026-11-22', label: '16/11–22/11', tick: '16/11' },
      { start: '2026-11-23', end: '2026-11-23', label: '23/11', tick: '23/11' },
    ])
  })

  it('gives weeks across a year end', () => {
    expect(periodBars(periodOf('2026-12-28', '2027-01-10', 'semana'))).toEqual([
      { start: '2026-12-28', end: '2027-01-03', label: '28/12–03/01', tick: '28/12' },
      { start: '2027-01-04', end: '2027-01-10', label: '04/01–10/01', tick: '04/01' },
    ])
  })

  it('gives one bar per calendar month, cut at the ends', () => {
    expect(periodBars(periodOf('2026-09-15', '2026-11-28', 'mes'))).toEqual([
      { start: '2026-09-15', end: '2026-09-30', label: 'sep 2026', tick: 'sep 2026' },
      { start: '2026-10-01', end: '2026-10-31', label: 'oct 2026', tick: 'oct 2026' },
      { start: '2026-11-01', end: '2026-11-28', label: 'nov 2026', tick: 'nov 2026' },
    ])
  })

  it('gives twelve months across the year end, February short', () => {
    const bars = periodBars(periodOf('2025-12-01', '2026-11-28', 'mes'))
    expect(bars.map((b) => b.label)).toEqual([
      'dic 2025',
      'ene 2026',
      'feb 2026',
      'mar 2026',
      'abr 2026',
      'may 2026',
      'jun 2026',
      'jul 2026',
      'ago 2026',
      'sep 2026',
      'oct 2026',
      'nov 2026',
    ])
    expect(bars[0]).toEqual({ start: '2025-12-01', end: '2025-12-31', label: 'dic 2025', tick: 'dic 2025' })
    expect(bars[2]).toMatchObject({ start: '2026-02-01', end: '2026-02-28' })
    expect(bars[11]).toMatchObject({ start: '2026-11-01', end: '2026-11-28' })
  })

  it('gives a single bar to a one-day period', () => {
    for (const by of ['dia', 'semana'] as const)
      expect(periodBars(periodOf('2026-11-04', '2026-11-04', by))).toEqual([
        { start: '2026-11-04', end: '2026-11-04', label: '04/11', tick: '04/11' },
      ])
    expect(periodBars(periodOf('2026-11-04', '2026-11-04', 'mes'))).toEqual([
      { start: '2026-11-04', end: '2026-11-04', label: 'nov 2026', tick: 'nov 2026' },
    ])
  })
})

describe('salesSeries', () => {
  // 1 to 10 November 2026, against 22 to 31 October
  const period = periodOf('2026-11-01', '2026-11-10', 'dia')
  const empty = (start: string): SeriesPoint => ({
    start,
    end: start,
    label: `${start.slice(8, 10)}/${start.slice(5, 7)}`,
    tick: `${start.slice(8, 10)}/${start.slice(5, 7)}`,
    orders: 0,
    amount: 0,
    previousOrders: 0,
    previousAmount: 0,
  })

  it('gives every bar, with zeros, without sales', () => {
    const series = salesSeries(period, [])
    expect(series).toHaveLength(10)
    expect(series[0]).toEqual(empty('2026-11-01'))
    expect(series[9]).toEqual(empty('2026-11-10'))
  })

  it("adds the period's days to their bars and the previous period's to the bar of the same offset", () => {
    const series = salesSeries(period, [
      row('2026-11-01', 'Pendiente', 2, 1234.567),
      row('2026-11-01', 'Entregado', 1, 500),
      row('2026-11-10', 'Pendiente', 1, 10),
      row('2026-10-22', 'Entregado', 4, 400),
      row('2026-10-31', 'Pendiente', 1, 99.999),
      row('2026-10-31', 'Entregado', 2, 0.1),
    ])
    expect(series).toHaveLength(10)
    expect(series[0]).toEqual({ ...empty('2026-11-01'), orders: 3, amount: 1734.57, previousOrders: 4, previousAmount: 400 })
    expect(series[9]).toEqual({ ...empty('2026-11-10'), orders: 1, amount: 10, previousOrders: 3, previousAmount: 100.1 })
    for (const point of series.slice(1, 9)) expect(point).toEqual(empty(point.start))
  })

  it('leaves out cancelled orders in any spelling', () => {
    const series = salesSeries(period, [
      row('2026-11-02', 'Cancelado', 5, 5000),
      row('2026-11-02', 'CANCELADA', 1, 100),
      row('2026-11-02', '  cancelado ', 1, 100),
      row('2026-11-02', 'Canceládo', 1, 100),
      row('2026-10-23', 'cancelada', 7, 700),
      row('2026-11-02', 'Pagado', 1, 250.5),
    ])
    expect(series[1]).toEqual({ ...empty('2026-11-02'), orders: 1, amount: 250.5 })
    expect(salesTotals(series)).toMatchObject({ orders: 1, amount: 250.5, previousOrders: 0, previousAmount: 0 })
  })

  it('ignores days outside both periods', () => {
    const series = salesSeries(period, [
      row('2026-10-21', 'Entregado', 9, 900),
      row('2026-11-11', 'Entregado', 9, 900),
      row('2025-11-05', 'Entregado', 9, 900),
    ])
    expect(series).toEqual(salesSeries(period, []))
  })

  it('sums weeks, the previous days moved by the length of the period', () => {
    // Wednesday 4 to Monday 23 November (20 days), against 15 October to 3 November
    const weeks = periodOf('2026-11-04', '2026-11-23', 'semana')
    expect(weeks).toMatchObject({ previousFrom: '2026-10-15', previousTo: '2026-11-03' })
    const series = salesSeries(weeks, [
      row('2026-11-04', 'Pendiente', 1, 100),
      row('2026-11-08', 'Pendiente', 1, 50),
      row('2026-11-09', 'Entregado', 2, 300),
      row('2026-11-23', 'Entregado', 1, 70),
      row('2026-10-15', 'Entregado', 1, 10), // → 4 November
      row('2026-10-19', 'Entregado', 1, 20), // → 8 November
      row('2026-10-20', 'Entregado', 1, 30), // → 9 November
      row('2026-11-03', 'Entregado', 1, 40), // → 23 November
    ])
    expect(series.map((p) => [p.label, p.orders, p.amount, p.previousOrders, p.previousAmount])).toEqual([
      ['04/11–08/11', 2, 150, 2, 30],
      ['09/11–15/11', 2, 300, 1, 30],
      ['16/11–22/11', 0, 0, 0, 0],
      ['23/11', 1, 70, 1, 40],
    ])
  })

  it('sums calendar months', () => {
    // 15 September to 28 November (75 days), against 2 July to 14 September
    const months = periodOf('2026-09-15', '2026-11-28', 'mes')
    expect(months).toMatchObject({ days: 75, previousFrom: '2026-07-02', previousTo: '2026-09-14' })
    const series = salesSeries(months, [
      row('2026-09-15', 'Pendiente', 1, 1),
      row('2026-09-30', 'Pendiente', 1, 2),
      row('2026-10-31', 'Pendiente', 1, 4),
      row('2026-11-28', 'Pendiente', 1, 8),
      row('2026-07-02', 'Pendiente', 1, 16), // → 15 September
      row('2026-07-19', 'Pendiente', 1, 32), // → 2 October
      row('2026-09-14', 'Pendiente', 1, 64), // → 28 November
    ])
    expect(series.map((p) => [p.label, p.orders, p.amount, p.previousOrders, p.previousAmount])).toEqual([
      ['sep 2026', 2, 3, 1, 16],
      ['oct 2026', 1, 4, 1, 32],
      ['nov 2026', 1, 8, 1, 64],
    ])
  })

  it('rounds amounts to cents', () => {
    const series = salesSeries(period, [
      row('2026-11-05', 'Pendiente', 1, 0.1),
      row('2026-11-05', 'Pendiente', 1, 0.2),
      row('2026-11-06', 'Pendiente', 1, 19.994),
      row('2026-10-27', 'Pendiente', 1, 33.336),
    ])
    expect(series[4]?.amount).toBe(0.3)
    expect(series[5]?.amount).toBe(19.99)
    expect(series[5]?.previousAmount).toBe(33.34)
  })
})

describe('salesTotals', () => {
  const point = (orders: number, amount: number, previousOrders: number, previousAmount: number): SeriesPoint => ({
    start: '2026-11-01',
    end: '2026-11-01',
    label: '01/11',
    tick: '01/11',
    orders,
    amount,
    previousOrders,
    previousAmount,
  })

  it('sums the bars and gives the average ticket, rounded to cents', () => {
    expect(salesTotals([point(1, 100, 2, 50), point(2, 0.1, 0, 0), point(0, 0, 1, 0.2)])).toEqual({
      orders: 3,
      amount: 100.1,
      averageTicket: 33.37,
      previousOrders: 3,
      previousAmount: 50.2,
      previousAverageTicket: 16.73,
    })
  })

  it('gives a zero average ticket without orders', () => {
    expect(salesTotals([])).toEqual({
      orders: 0,
      amount: 0,
      averageTicket: 0,
      previousOrders: 0,
      previousAmount: 0,
      previousAverageTicket: 0,
    })
    expect(salesTotals([point(0, 0, 4, 1000)])).toEqual({
      orders: 0,
      amount: 0,
      averageTicket: 0,
      previousOrders: 4,
      previousAmount: 1000,
      previousAverageTicket: 250,
    })
  })

  it('reads the series salesSeries gives', () => {
    const series = salesSeries(periodOf('2026-11-01', '2026-11-10', 'dia'), [
      row('2026-11-01', 'Pendiente', 2, 1500),
      row('2026-11-07', 'Entregado', 1, 1500),
      row('2026-11-07', 'Cancelado', 10, 99999),
      row('2026-10-25', 'Entregado', 4, 2000),
    ])
    expect(salesTotals(series)).toEqual({
      orders: 3,
      amount: 3000,
      averageTicket: 1000,
      previousOrders: 4,
      previousAmount: 2000,
      previousAverageTicket: 500,
    })
  })
})

describe('changeLabel', () => {
  it('gives the change against the previous period, rounded', () => {
    expect(changeLabel(112, 100)).toBe('+12 %')
    expect(changeLabel(95, 100)).toBe('−5 %')
    expect(changeLabel(150, 200)).toBe('−25 %')
    expect(changeLabel(0, 50)).toBe('−100 %')
    expect(changeLabel(300, 100)).toBe('+200 %')
    expect(changeLabel(1001, 1000)).toBe('=')
    expect(changeLabel(100, 100)).toBe('=')
    expect(changeLabel(1, 3)).toBe('−67 %')
    expect(changeLabel(2, 3)).toBe('−33 %')
  })

  it('rounds a change the same size alike up and down', () => {
    expect(changeLabel(199, 200)).toBe('−1 %')
    expect(changeLabel(201, 200)).toBe('+1 %')
    expect(changeLabel(195, 200)).toBe('−3 %')
    expect(changeLabel(205, 200)).toBe('+3 %')
  })

  it('writes the minus sign, not a hyphen', () => {
    expect(changeLabel(95, 100)?.codePointAt(0)).toBe(0x2212)
  })

  it('writes thousands as es-AR does', () => {
    expect(changeLabel(2000, 100)).toBe('+1.900 %')
  })

  it('gives null when the previous period had nothing', () => {
    expect(changeLabel(5, 0)).toBeNull()
    expect(changeLabel(0, 0)).toBeNull()
  })
})
