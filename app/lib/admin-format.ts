import { buenosAiresDateTimeFormat } from '#domain/admin/buenos-aires-date-time.ts'

/** Dates as the back office shows them: Buenos Aires time, day and hour. */
const DATE_TIME = buenosAiresDateTimeFormat()

export function formatDateTime(value: Date | string): string {
  return DATE_TIME.format(typeof value === 'string' ? new Date(value) : value)
}
