/**
 * The shipping forms' zod schemas, each used by its route and by the page that sends it: the
 * quote's query (the product page's and the cart's postal-code box, GET /api/shipping/quote) and a
 * zone as staff edit it (Envíos in the back office). A field's Spanish message goes beside it.
 */
import { z } from 'zod'
import { hasControlCharacter } from '../control-characters.ts'
import { REQUIRED_MESSAGE, maxMessage } from '../forms/messages.ts'
import { parsePostalCode, parsePostalRanges, type PostalRange } from './postal-code.ts'
import { SHIPPING_MESSAGES } from './shipping-messages.ts'

/** The largest amount a zone's price or threshold, or a quote's subtotal, may hold (numeric(14,2)). */
export const MAX_SHIPPING_AMOUNT = 999_999_999_999
export const MAX_ZONE_NAME_LENGTH = 60
export const MAX_ZONE_LOCALITIES = 300
export const MAX_LOCALITY_LENGTH = 80
export const MAX_ZONE_DAYS = 60
export const MAX_RANGES_TEXT_LENGTH = 4000

/** A postal code or CPA as typed, read as its four digits. */
export const postalCodeField = z
  .string({ error: SHIPPING_MESSAGES.postalCodeRequired })
  .refine((v) => v.trim() !== '', SHIPPING_MESSAGES.postalCodeRequired)
  .transform((v, ctx) => {
    const code = parsePostalCode(v)
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: SHIPPING_MESSAGES.badPostalCode })
      return z.NEVER
    }
    return code
  })

const AMOUNT = /^\d{1,12}(?:[.,]\d{1,2})?$/

/** An amount in pesos as a query string or a form sends it: digits, up to two decimals after '.' or ','. */
const amountText = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v.trim()
    if (!AMOUNT.test(text) || Number(text.replace(',', '.')) > MAX_SHIPPING_AMOUNT) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return Number(text.replace(',', '.'))
  })

/** GET /api/shipping/quote?cp=…&subtotal=… (the subtotal, absent, is 0: no free shipping). */
export const quoteQuerySchema = z.object({
  cp: postalCodeField,
  subtotal: amountText(SHIPPING_MESSAGES.badSubtotal).optional(),
})
export type QuoteQuery = z.infer<typeof quoteQuerySchema>

const ZONE_MESSAGES = {
  price: 'Indicá el precio del envío en pesos (por ejemplo 6500), o marcá "A cotizar".',
  freeFrom: 'Indicá desde qué subtotal el envío es gratis (en pesos), o dejalo vacío.',
  days: `Indicá los días hábiles con un número entero de 0 a ${MAX_ZONE_DAYS}.`,
  daysOrder: 'El máximo de días hábiles no puede ser menor que el mínimo.',
  text: 'El texto tiene caracteres no permitidos (< > o de control).',
  localities: `Hasta ${MAX_ZONE_LOCALITIES} localidades de hasta ${MAX_LOCALITY_LENGTH} caracteres cada una.`,
} as const

const plainText = (v: string) => !hasControlCharacter(v.replace(/\r?\n/g, ' ')) && !/[<>]/.test(v)

const days = z.coerce
  .number({ error: ZONE_MESSAGES.days })
  .int(ZONE_MESSAGES.days)
  .min(0, ZONE_MESSAGES.days)
  .max(MAX_ZONE_DAYS, ZONE_MESSAGES.days)

/** One zone as the editor sends it; the codes and localities as the staff typed them (text). */
export const zoneFormSchema = z
  .object({
    name: z
      .string({ error: REQUIRED_MESSAGE })
      .trim()
      .min(1, REQUIRED_MESSAGE)
      .max(MAX_ZONE_NAME_LENGTH, maxMessage(MAX_ZONE_NAME_LENGTH))
      .refine(plainText, ZONE_MESSAGES.text),
    postalCodes: z
      .string({ error: SHIPPING_MESSAGES.rangesRequired })
      .max(MAX_RANGES_TEXT_LENGTH, maxMessage(MAX_RANGES_TEXT_LENGTH))
      .transform((v, ctx): PostalRange[] => {
        const read = parsePostalRanges(v)
        if (!read.ok) {
          ctx.addIssue({ code: 'custom', message: read.message })
          return z.NEVER
        }
        return read.ranges
      }),
    localities: z
      .string({ error: ZONE_MESSAGES.localities })
      .refine(plainText, ZONE_MESSAGES.text)
      .transform((v) => [
        ...new Set(
          v
            .split(/[\n,;]+/)
            .map((l) => l.trim().replace(/\s+/g, ' '))
            .filter((l) => l !== ''),
        ),
      ])
      .refine(
        (list) => list.length <= MAX_ZONE_LOCALITIES && list.every((l) => l.length <= MAX_LOCALITY_LENGTH),
        ZONE_MESSAGES.localities,
      ),
    toQuote: z.boolean({ error: REQUIRED_MESSAGE }),
    price: z.union([z.literal(''), amountText(ZONE_MESSAGES.price)]).optional(),
    freeFrom: z.union([z.literal(''), amountText(ZONE_MESSAGES.freeFrom)]).optional(),
    minDays: days,
    maxDays: days,
  })
  .superRefine((zone, ctx) => {
    if (!zone.toQuote && (zone.price === undefined || zone.price === '')) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: ZONE_MESSAGES.price })
    }
    if (zone.maxDays < zone.minDays) ctx.addIssue({ code: 'custom', path: ['maxDays'], message: ZONE_MESSAGES.daysOrder })
  })
  .transform((zone) => ({
    name: zone.name,
    ranges: zone.postalCodes,
    localities: zone.localities,
    price: zone.toQuote || zone.price === undefined || zone.price === '' ? null : zone.price,
    freeFrom: zone.toQuote || zone.freeFrom === undefined || zone.freeFrom === '' ? null : zone.freeFrom,
    minDays: zone.minDays,
    maxDays: zone.maxDays,
  }))

/** What the editor's form sends (text fields as typed). */
export type ZoneFormInput = z.input<typeof zoneFormSchema>
/** A zone ready to store. */
export type ZoneDraft = z.output<typeof zoneFormSchema>

export const ZONE_FIELD_LABELS: Record<string, string> = {
  name: 'Nombre',
  postalCodes: 'Códigos postales',
  localities: 'Localidades',
  toQuote: 'A cotizar',
  price: 'Precio',
  freeFrom: 'Envío gratis desde',
  minDays: 'Días hábiles (mínimo)',
  maxDays: 'Días hábiles (máximo)',
}
