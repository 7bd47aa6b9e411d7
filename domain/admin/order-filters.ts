/**
 * The orders list's filters (`/admin/orders?q=…&state=…&from=…&to=…&etiqueta=…&page=N`): a
 * free-text search (order number, customer's name, e-mail, DNI or CUIT), a state as stored (free
 * text, compared without case), a range of Buenos Aires calendar days and a tag (without case
 * or accents, domain/admin/staff-notes.ts). A bad value is refused with a
 * Spanish message; on the page it falls back to no filter and says so.
 */
import { z } from 'zod'
import { ADMIN_FORM_MESSAGES, listQuerySchema, textFilter } from './admin-forms.ts'
import { dayStart } from './buenos-aires-day.ts'
import { PAYMENT_STATES } from '../payments/payment-states.ts'
import { ORDER_TAG_MAX } from './staff-notes.ts'

export const MAX_ORDER_STATE_LENGTH = 60

export const ORDER_FILTER_MESSAGES = {
  invalidDate: 'Fecha inválida: use el formato AAAA-MM-DD.',
  reversedRange: 'La fecha «desde» es posterior a la fecha «hasta».',
} as const

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day written AAAA-MM-DD (2026-02-30 is refused). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

const day = z
  .string()
  .refine(isCalendarDay, ORDER_FILTER_MESSAGES.invalidDate)
  .optional()
  .transform((v) => v ?? '')

export const orderListQuerySchema = listQuerySchema
  .extend({
    state: textFilter(MAX_ORDER_STATE_LENGTH, ADMIN_FORM_MESSAGES.controlCharacters),
    from: day,
    to: day,
    /** the payment state (domain/payments/payment-states.ts) */
    pago: z
      .enum(PAYMENT_STATES, { error: 'Estado de pago inválido.' })
      .optional()
      .transform((v) => v ?? ''),
    etiqueta: textFilter(ORDER_TAG_MAX, ADMIN_FORM_MESSAGES.controlCharacters),
  })
  .refine((d) => !d.from || !d.to || d.from <= d.to, { error: ORDER_FILTER_MESSAGES.reversedRange, path: ['to'] })
export type OrderListQuery = z.infer<typeof orderListQuerySchema>

const KEYS = ['q', 'page', 'state', 'from', 'to', 'pago', 'etiqueta'] as const

/** The filters read from the page's URL: whatever is wrong falls back to no filter, first page. */
export function orderListQueryFrom(url: URL): OrderListQuery & { invalid: string | null } {
  const raw: Record<string, string> = {}
  for (const key of KEYS) {
    const value = url.searchParams.get(key)
    if (value !== null && value !== '') raw[key] = value
  }
  const parsed = orderListQuerySchema.safeParse(raw)
  if (parsed.success) return { ...parsed.data, invalid: null }
  return {
    q: '',
    page: 1,
    state: '',
    from: '',
    to: '',
    pago: '',
    etiqueta: '',
    invalid: parsed.error.issues[0]?.message ?? ADMIN_FORM_MESSAGES.invalidSearch,
  }
}

/** The query string of the same filters on another page (the pager's links). */
export function orderListHref(
  query: Omit<OrderListQuery, 'page' | 'pago' | 'etiqueta'> & { pago?: string; etiqueta?: string },
  page: number,
): string {
  const params = new URLSearchParams()
  for (const key of ['q', 'state', 'from', 'to', 'pago', 'etiqueta'] as const) if (query[key]) params.set(key, query[key])
  if (page > 1) params.set('page', String(page))
  const s = params.toString()
  return s ? `?${s}` : '?'
}

/** The instants a range of Buenos Aires days covers: [from 00:00 −03:00, the day after `to` 00:00 −03:00). */
export function dayRange(from: string, to: string): { start?: Date; end?: Date } {
  const range: { start?: Date; end?: Date } = {}
  if (from) range.start = dayStart(from)
  if (to) range.end = new Date(dayStart(to).getTime() + 24 * 60 * 60 * 1000)
  return range
}

/** An order number typed in the search ('12', 'N° 00000012', '#12'): its digits, or null. */
export function orderNumberIn(q: string): number | null {
  const m = /^\s*(?:n\s*[°º.]?\s*|#)?\s*(\d{1,9})\s*$/i.exec(q)
  return m ? Number(m[1]) : null
}
