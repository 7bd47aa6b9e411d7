/**
 * Reportes' period (`/admin/reports?from=AAAA-MM-DD&to=AAAA-MM-DD&by=dia|semana|mes`): a range
 * of Buenos Aires calendar days, both ends included, read against the same number of days just
 * before it, and the size of the chart's bars. Without an address the page shows the last 30
 * days by day; a preset is a link that fills the same three values.
 */
import { z } from 'zod'
import { isCalendarDay } from './order-filters.ts'

export const REPORT_GROUPINGS = ['dia', 'semana', 'mes'] as const
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number]

export const REPORT_GROUPING_LABELS: Readonly<Record<ReportGrouping, string>> = {
  dia: 'Día',
  semana: 'Semana',
  mes: 'Mes',
}

/** Two years: a year against the year before is the longest comparison a seller asks for. */
export const REPORT_MAX_DAYS = 731
/** Bars a chart can still show apart at 390 px; a longer period is read by week or month. */
export const REPORT_MAX_DAY_BARS = 92
export const REPORT_DEFAULT_DAYS = 30

export const REPORT_MESSAGES = {
  invalidDate: 'Fecha inválida: use el formato AAAA-MM-DD.',
  reversedRange: 'La fecha «Desde» es posterior a la fecha «Hasta».',
  future: 'La fecha «Hasta» no puede ser posterior a hoy.',
  futureFrom: 'La fecha «Desde» no puede ser posterior a hoy.',
  tooLong: `El período abarca hasta ${REPORT_MAX_DAYS} días (dos años): acorte las fechas.`,
  tooManyDays: `Por día se muestran hasta ${REPORT_MAX_DAY_BARS} días: elija «Semana» o «Mes», o acorte el período.`,
  grouping: 'Agrupación inválida: elija día, semana o mes.',
  format: 'Formato inválido: elija CSV o planilla (xlsx).',
} as const

export interface ReportPeriod {
  from: string
  to: string
  by: ReportGrouping
  /** days in the period, both ends included */
  days: number
  previousFrom: string
  previousTo: string
}

const DAY_MS = 24 * 60 * 60 * 1000
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** A calendar day moved by whole days (AAAA-MM-DD in, AAAA-MM-DD out). */
export function addDays(day: string, days: number): string {
  return new Date(utc(day) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS) + 1
}

/** The grouping a period gets when none is asked: bars a phone can still tell apart. */
export function defaultGrouping(days: number): ReportGrouping {
  if (days <= 62) return 'dia'
  if (days <= 186) return 'semana'
  return 'mes'
}

export function periodOf(from: string, to: string, by: ReportGrouping = defaultGrouping(daysBetween(from, to))): ReportPeriod {
  const days = daysBetween(from, to)
  return { from, to, by, days, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) }
}

const day = z.string().refine(isCalendarDay, REPORT_MESSAGES.invalidDate).optional()

/** What the address carries; `today` (Buenos Aires) bounds it and fills what is missing. */
export function reportQuerySchema(today: string) {
  return z
    .object({
      from: day,
      to: day,
      by: z.enum(REPORT_GROUPINGS, { error: REPORT_MESSAGES.grouping }).optional(),
    })
    .transform((q) => {
      const to = q.to ?? today
      const from = q.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1))
      return { from, to, by: q.by }
    })
    .superRefine((q, ctx) => {
      if (q.to > today) ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.future, path: ['to'] })
      else if (q.from > today) ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.futureFrom, path: ['from'] })
      else if (q.from > q.to) ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.reversedRange, path: ['from'] })
      else if (daysBetween(q.from, q.to) > REPORT_MAX_DAYS)
        ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.tooLong, path: ['from'] })
      else if (q.by === 'dia' && daysBetween(q.from, q.to) > REPORT_MAX_DAY_BARS)
        ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.tooManyDays, path: ['by'] })
    })
    .transform((q) => periodOf(q.from, q.to, q.by))
}

export type ReportQueryField = 'from' | 'to' | 'by'

export type ReportQueryResult =
  | { ok: true; period: ReportPeriod }
  | { ok: false; errors: Partial<Record<ReportQueryField, string>>; values: Record<ReportQueryField, string> }

const FIELDS: readonly ReportQueryField[] = ['from', 'to', 'by']

/** The page's address read: a period, or each wrong field's message and what was typed. */
export function reportQueryFrom(params: URLSearchParams, today: string): ReportQueryResult {
  const raw: Record<string, string> = {}
  for (const key of FIELDS) {
    const value = params.get(key)?.trim()
    if (value) raw[key] = value
  }
  const parsed = reportQuerySchema(today).safeParse(raw)
  if (parsed.success) return { ok: true, period: parsed.data }
  const errors: Partial<Record<ReportQueryField, string>> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ReportQueryField
    errors[field] ??= issue.message
  }
  return { ok: false, errors, values: { from: raw.from ?? '', to: raw.to ?? '', by: raw.by ?? '' } }
}

/** The address of a period (page or download). */
export function reportSearch(period: Pick<ReportPeriod, 'from' | 'to' | 'by'>): string {
  return new URLSearchParams({ from: period.from, to: period.to, by: period.by }).toString()
}

export interface ReportPreset {
  label: string
  from: string
  to: string
  by: ReportGrouping
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`

/** The first day of the month `months` away from `day`'s. */
function monthStartFrom(day: string, months: number): string {
  const date = new Date(utc(firstOfMonth(day)))
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.toISOString().slice(0, 10)
}

/** The periods a seller asks for most, ending today (Buenos Aires). */
export function reportPresets(today: string): ReportPreset[] {
  const monthStart = firstOfMonth(today)
  const lastMonthEnd = addDays(monthStart, -1)
  return [
    { label: 'Últimos 7 días', from: addDays(today, -6), to: today, by: 'dia' },
    { label: 'Últimos 30 días', from: addDays(today, -29), to: today, by: 'dia' },
    { label: 'Este mes', from: monthStart, to: today, by: 'dia' },
    { label: 'Mes anterior', from: firstOfMonth(lastMonthEnd), to: lastMonthEnd, by: 'dia' },
    { label: 'Últimos 90 días', from: addDays(today, -89), to: today, by: 'semana' },
    { label: 'Últimos 12 meses', from: monthStartFrom(today, -11), to: today, by: 'mes' },
  ]
}
