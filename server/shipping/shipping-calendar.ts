/** The calendar the quotes count on, built once from the seller's table (config/shipping-calendar.ts). */
import { NATIONAL_HOLIDAYS, SHIPPING_CALENDAR } from '#config/shipping-calendar.ts'
import { holidaySet, type Calendar } from '#domain/shipping/business-days.ts'

export const storeCalendar: Calendar = { holidays: holidaySet(NATIONAL_HOLIDAYS), cutoffHour: SHIPPING_CALENDAR.cutoffHour }
