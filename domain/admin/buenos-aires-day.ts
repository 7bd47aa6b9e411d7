/**
 * The start of "today" in Buenos Aires, where the store sells: Argentina keeps UTC−3 all year
 * (no daylight saving since 2009), so the calendar day there is read with Intl and started at
 * 00:00 −03:00.
 */
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Argentina/Buenos_Aires',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Hours Buenos Aires is behind UTC, all year: the database reads an instant's day with it too. */
export const BUENOS_AIRES_OFFSET_HOURS = 3

/** The instant a Buenos Aires calendar day (AAAA-MM-DD) starts. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00-03:00`)

export function startOfBuenosAiresDay(now: Date = new Date()): Date {
  return dayStart(DAY.format(now))
}

/** Today's date in Buenos Aires as AAAA-MM-DD (a download's file name). */
export function buenosAiresDay(now: Date = new Date()): string {
  return DAY.format(now)
}
