/**
 * Dates and times as the store writes them, one home for the shop, its back office, its e-mails
 * and the staff command line: Buenos Aires time, where the store sells, whatever the machine's
 * time zone, on a 24-hour clock followed by 'hs', as the e-mails and an order's history always
 * read ('21:52 hs', never '9:52 p. m.'). The date comes in three lengths:
 *
 * - 'numeric', the back office's tables: '14/03/2025, 15:04 hs'
 * - 'short', the shopper's orders: '14 de mar de 2025, 15:04 hs'
 * - 'long', the e-mails: '14 de marzo de 2025 a las 15:04 hs'
 */
export const STORE_TIME_ZONE = 'America/Argentina/Buenos_Aires'

const DATE_PARTS = {
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateTimeStyle = keyof typeof DATE_PARTS

/** The formatter behind formatDateTime, for a caller that needs the parts (the command line's columns). */
export function buenosAiresDateTimeFormat(style: DateTimeStyle = 'numeric'): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('es-AR', {
    ...DATE_PARTS[style],
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: STORE_TIME_ZONE,
  })
}

const formats = new Map<DateTimeStyle, Intl.DateTimeFormat>()

export function formatDateTime(value: Date | string, style: DateTimeStyle = 'numeric'): string {
  let format = formats.get(style)
  if (!format) formats.set(style, (format = buenosAiresDateTimeFormat(style)))
  return `${format.format(typeof value === 'string' ? new Date(value) : value)} hs`
}
