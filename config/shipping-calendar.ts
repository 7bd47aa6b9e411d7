/**
 * The calendar the store counts delivery days on (domain/shipping/business-days.ts): Argentine
 * national holidays, year by year, and the hour after which an order counts from the next
 * business day. The seller adds each year's list when the government publishes it (the
 * Jefatura de Gabinete's resolution each December: feriados inamovibles, trasladables as moved
 * by Ley 27.399 art. 6, and the días no laborables con fines turísticos, which carriers and the
 * branches do not work either). A year missing here counts only weekends as non-working days.
 */

/** ISO days ('2026-03-24'), each with what it is, for the seller reading this file. */
export const NATIONAL_HOLIDAYS: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  2026: {
    '2026-01-01': 'Año Nuevo',
    '2026-02-16': 'Carnaval',
    '2026-02-17': 'Carnaval',
    '2026-03-23': 'Día no laborable con fines turísticos',
    '2026-03-24': 'Día Nacional de la Memoria por la Verdad y la Justicia',
    '2026-04-02': 'Día del Veterano y de los Caídos en la Guerra de Malvinas (y Jueves Santo)',
    '2026-04-03': 'Viernes Santo',
    '2026-05-01': 'Día del Trabajador',
    '2026-05-25': 'Día de la Revolución de Mayo',
    '2026-06-15': 'Paso a la Inmortalidad del Gral. Martín Miguel de Güemes (17/6, trasladado)',
    '2026-06-20': 'Paso a la Inmortalidad del Gral. Manuel Belgrano',
    '2026-07-09': 'Día de la Independencia',
    '2026-07-10': 'Día no laborable con fines turísticos',
    '2026-08-17': 'Paso a la Inmortalidad del Gral. José de San Martín',
    '2026-10-12': 'Día del Respeto a la Diversidad Cultural',
    '2026-11-23': 'Día de la Soberanía Nacional (20/11, trasladado)',
    '2026-12-07': 'Día no laborable con fines turísticos',
    '2026-12-08': 'Inmaculada Concepción de María',
    '2026-12-25': 'Navidad',
  },
  // The días no laborables con fines turísticos of 2027 are not published yet: add them here.
  2027: {
    '2027-01-01': 'Año Nuevo',
    '2027-02-08': 'Carnaval',
    '2027-02-09': 'Carnaval',
    '2027-03-24': 'Día Nacional de la Memoria por la Verdad y la Justicia',
    '2027-03-25': 'Jueves Santo (día no laborable)',
    '2027-03-26': 'Viernes Santo',
    '2027-04-02': 'Día del Veterano y de los Caídos en la Guerra de Malvinas',
    '2027-05-01': 'Día del Trabajador',
    '2027-05-25': 'Día de la Revolución de Mayo',
    '2027-06-20': 'Paso a la Inmortalidad del Gral. Manuel Belgrano',
    '2027-06-21': 'Paso a la Inmortalidad del Gral. Martín Miguel de Güemes (17/6, trasladado)',
    '2027-07-09': 'Día de la Independencia',
    '2027-08-16': 'Paso a la Inmortalidad del Gral. José de San Martín (17/8, trasladado)',
    '2027-10-11': 'Día del Respeto a la Diversidad Cultural (12/10, trasladado)',
    '2027-11-20': 'Día de la Soberanía Nacional',
    '2027-12-08': 'Inmaculada Concepción de María',
    '2027-12-25': 'Navidad',
  },
}

export const SHIPPING_CALENDAR = {
  /** an order placed at or after this hour (Buenos Aires) counts from the next business day */
  cutoffHour: 13,
  /** business days until a pick-up order is ready at the branch, counted like a delivery */
  pickupReadyDays: 1,
} as const
