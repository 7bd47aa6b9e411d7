/**
 * Reportes' sales over time: the database sums orders per Buenos Aires day and state; here those
 * days become the chart's bars (days, weeks from Monday, calendar months, each cut at the
 * period's ends), cancelled orders left out (domain/stock-movements.ts decides what counts as
 * cancelled), and each bar gets the same stretch of the previous period beside it.
 */
import { roundMoney } from '../money.ts'
import { isCancelledState } from '../stock-movements.ts'
import { addDays, type ReportGrouping, type ReportPeriod } from './report-period.ts'

/** What the database gives: one Buenos Aires day and order state. */
export interface DayStateTotal {
  day: string
  state: string
  orders: number
  amount: number
}

export interface SeriesPoint {
  /** the bar's first day (AAAA-MM-DD) */
  start: string
  /** the bar's last day, inside the period */
  end: string
  label: string
  /** the short label under the chart's axis: the bar's first day, or its month */
  tick: string
  orders: number
  amount: number
  previousOrders: number
  previousAmount: number
}

export interface SalesTotals {
  orders: number
  amount: number
  /** amount ÷ orders, 0 without orders */
  averageTicket: number
  previousOrders: number
  previousAmount: number
  previousAverageTicket: number
}

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const

/** dd/mm, as Argentina writes a day. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`

/** dd/mm/aaaa */
export const numericDay = (day: string) => `${shortDay(day)}/${day.slice(0, 4)}`

export const monthLabel = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`

/** The first day of the bar a day falls in, never before the period's start. */
export function barStart(day: string, by: ReportGrouping, periodFrom: string): string {
  let start = day
  if (by === 'semana') {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() // 0 Sunday … 6 Saturday
    start = addDays(day, -((weekday + 6) % 7))
  } else if (by === 'mes') start = `${day.slice(0, 7)}-01`
  return start < periodFrom ? periodFrom : start
}

function barLabel(start: string, end: string, by: ReportGrouping): string {
  if (by === 'dia') return shortDay(start)
  if (by === 'mes') return monthLabel(start)
  return start === end ? shortDay(start) : `${shortDay(start)}–${shortDay(end)}`
}

/** Every bar of the period, in order, without figures. */
export function periodBars(period: ReportPeriod): Pick<SeriesPoint, 'start' | 'end' | 'label' | 'tick'>[] {
  const bars: Pick<SeriesPoint, 'start' | 'end' | 'label' | 'tick'>[] = []
  for (let i = 0; i < period.days; i++) {
    const day = addDays(period.from, i)
    const start = barStart(day, period.by, period.from)
    const last = bars.at(-1)
    if (last && last.start === start) last.end = day
    else bars.push({ start, end: day, label: '', tick: '' })
  }
  return bars.map((bar) => ({
    ...bar,
    label: barLabel(bar.start, bar.end, period.by),
    tick: period.by === 'mes' ? monthLabel(bar.start) : shortDay(bar.start),
  }))
}

/** The bars with their figures; days outside both periods and cancelled orders are left out. */
export function salesSeries(period: ReportPeriod, totals: readonly DayStateTotal[]): SeriesPoint[] {
  const points = periodBars(period).map((bar) => ({ ...bar, orders: 0, amount: 0, previousOrders: 0, previousAmount: 0 }))
  const byStart = new Map(points.map((p) => [p.start, p]))
  for (const row of totals) {
    if (isCancelledState(row.state)) continue
    if (row.day >= period.from && row.day <= period.to) {
      const point = byStart.get(barStart(row.day, period.by, period.from))!
      point.orders += row.orders
      point.amount += row.amount
    } else if (row.day >= period.previousFrom && row.day <= period.previousTo) {
      // the previous period's day read where it falls once moved forward by the period's length
      const moved = addDays(row.day, period.days)
      const point = byStart.get(barStart(moved, period.by, period.from))!
      point.previousOrders += row.orders
      point.previousAmount += row.amount
    }
  }
  return points.map((p) => ({ ...p, amount: roundMoney(p.amount), previousAmount: roundMoney(p.previousAmount) }))
}

export function salesTotals(series: readonly SeriesPoint[]): SalesTotals {
  const sum = (pick: (p: SeriesPoint) => number) => roundMoney(series.reduce((total, p) => total + pick(p), 0))
  const orders = sum((p) => p.orders)
  const amount = sum((p) => p.amount)
  const previousOrders = sum((p) => p.previousOrders)
  const previousAmount = sum((p) => p.previousAmount)
  return {
    orders,
    amount,
    averageTicket: orders ? roundMoney(amount / orders) : 0,
    previousOrders,
    previousAmount,
    previousAverageTicket: previousOrders ? roundMoney(previousAmount / previousOrders) : 0,
  }
}

/** "+12 %", "−5 %", "=" ; null when the previous period had nothing to compare with. */
export function changeLabel(current: number, previous: number): string | null {
  if (previous === 0) return null
  const change = ((current - previous) / previous) * 100
  // rounded away from zero alike both ways: 199 and 201 against 200 read −1 % and +1 %
  const percent = Math.sign(change) * Math.round(Math.abs(change))
  if (percent === 0) return '='
  return percent > 0 ? `+${percent.toLocaleString('es-AR')} %` : `−${Math.abs(percent).toLocaleString('es-AR')} %`
}
