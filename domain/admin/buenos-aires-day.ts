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

export function startOfBuenosAiresDay(now: Date = new Date()): Date {
  return new Date(`${DAY.format(now)}T00:00:00-03:00`)
}

/** Today's date in Buenos Aires as AAAA-MM-DD (a download's file name). */
export function buenosAiresDay(now: Date = new Date()): string {
  return DAY.format(now)
}
