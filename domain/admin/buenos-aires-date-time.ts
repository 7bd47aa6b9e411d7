/**
 * Day, month, year, hour and minute in Buenos Aires time, where the store sells, whatever the
 * machine's time zone: the back office's pages and the staff command line show dates this way.
 * The pages keep the locale's own clock ('14/03/2025, 03:04 p. m.'); the command line asks for
 * 'h23' so its columns keep one width and read the same on every machine ('14/03/2025 15:04').
 */
export function buenosAiresDateTimeFormat(hourCycle?: 'h23'): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('es-AR', {
    timeZone: 'America/Argentina/Buenos_Aires',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle,
  })
}
