/**
 * Delivery dates in business days, on the store's calendar: Buenos Aires time, Monday to Friday,
 * leaving out the national holidays of the seller's table (config/shipping-calendar.ts). An order
 * placed before the cut-off hour on a business day counts that day as day 0; after it, or on a
 * non-working day, day 0 is the next business day. "1 to 3 business days" then means the first
 * and the third business day after day 0.
 */
import { STORE_TIME_ZONE } from '../date-time.ts'

/** A day as 'YYYY-MM-DD'. */
export type IsoDay = string

export interface Calendar {
  /** ISO days that are not worked, besides Saturdays and Sundays */
  holidays: ReadonlySet<IsoDay>
  /** 0–23: from this hour on, an order counts from the next business day */
  cutoffHour: number
}

const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
})

/** The day and hour it is in Buenos Aires at `now`. */
export function buenosAiresNow(now: Date): { day: IsoDay; hour: number } {
  const parts = Object.fromEntries(PARTS.formatToParts(now).map((p) => [p.type, p.value]))
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) }
}

const asDate = (day: IsoDay) => new Date(`${day}T12:00:00Z`)
const asDay = (date: Date): IsoDay => date.toISOString().slice(0, 10)

export function nextDay(day: IsoDay): IsoDay {
  const date = asDate(day)
  date.setUTCDate(date.getUTCDate() + 1)
  return asDay(date)
}

export function isBusinessDay(day: IsoDay, calendar: Pick<Calendar, 'holidays'>): boolean {
  const weekday = asDate(day).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !calendar.holidays.has(day)
}

export function nextBusinessDay(day: IsoDay, calendar: Pick<Calendar, 'holidays'>): IsoDay {
  let next = nextDay(day)
  while (!isBusinessDay(next, calendar)) next = nextDay(next)
  return next
}

/** Day 0 of the count for an order placed at `now`. */
export function countStart(now: Date, calendar: Calendar): IsoDay {
  const { day, hour } = buenosAiresNow(now)
  return isBusinessDay(day, calendar) && hour < calendar.cutoffHour ? day : nextBusinessDay(day, calendar)
}

/** The `n`th business day after `start` (n = 0 is `start` itself). */
export function addBusinessDays(start: IsoDay, n: number, calendar: Pick<Calendar, 'holidays'>): IsoDay {
  let day = start
  for (let i = 0; i < n; i++) day = nextBusinessDay(day, calendar)
  return day
}

/** From when to when an order placed at `now` arrives, `minDays` to `maxDays` business days. */
export function deliveryWindow(now: Date, minDays: number, maxDays: number, calendar: Calendar): { from: IsoDay; to: IsoDay } {
  const start = countStart(now, calendar)
  return { from: addBusinessDays(start, minDays, calendar), to: addBusinessDays(start, maxDays, calendar) }
}

/** Every holiday of the seller's table as one set. */
export function holidaySet(table: Readonly<Record<number, Readonly<Record<string, string>>>>): Set<IsoDay> {
  return new Set(Object.values(table).flatMap((year) => Object.keys(year)))
}

const SHORT_DAY = new Intl.DateTimeFormat('es-AR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })

/** '2026-12-09' as 'miércoles 9 de diciembre'. */
export function formatDeliveryDay(day: IsoDay): string {
  // Without the comma some ICU versions put after the weekday, so server and browser agree.
  return SHORT_DAY.formatToParts(asDate(day))
    .map((p) => (p.type === 'literal' ? p.value.replace(',', ' ') : p.value))
    .join('')
    .replace(/\s+/g, ' ')
}
