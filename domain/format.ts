/** How numbers are shown to an Argentine shopper. */
import { fromCents, toCents } from './money.ts'

const TWO_DECIMALS = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Shown in place of an absent price (suggestions, cards, the cart). */
export const NO_PRICE = '---'

/**
 * '$ 1.234,50'. A price of 0 is how the catalogue says 'no price', so it shows as '---' like
 * an absent one. The '$' is written by hand with a plain space because Intl's currency style
 * puts a non-breaking space there, which differs between ICU versions of server and browser.
 */
export function formatPrice(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return NO_PRICE
  const cents = toCents(amount)
  if (cents === 0) return NO_PRICE
  const digits = TWO_DECIMALS.format(fromCents(Math.abs(cents)))
  return cents < 0 ? `-$ ${digits}` : `$ ${digits}`
}

export const ORDER_NUMBER_DIGITS = 8

/** Order numbers are padded to 8 digits. Longer numbers keep all their digits. */
export function formatOrderNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not an order number: ${n}`)
  return String(n).padStart(ORDER_NUMBER_DIGITS, '0')
}

/** A rate as the law asks to show it, e.g. 'CFTEA: 0,00 %'. */
export function formatPercent(rate: number): string {
  return `${TWO_DECIMALS.format(Number.isFinite(rate) ? rate : 0)} %`
}

const CALENDAR_DATE = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2025-01-15' as '15 de enero de 2025'; a malformed date is shown as written. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? isoDate : CALENDAR_DATE.format(date)
}
