import { formatDateTime as storeDateTime } from '#domain/date-time.ts'

/** Dates as the back office shows them: Buenos Aires time, day and hour ('14/03/2025, 15:04 hs'). */
export function formatDateTime(value: Date | string): string {
  return storeDateTime(value, 'numeric')
}
