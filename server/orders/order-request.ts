/**
 * The request of POST /api/page/sendOrderEmail, declared at the edge: its schema
 * checks the API's wire payload and hands the route the domain's OrderRequest
 * (domain/order-payload.ts converts). Nothing the browser says about prices, totals, the order
 * number or the staff recipients is kept (order-service.ts recomputes or ignores them).
 */
import { z } from 'zod'
import {
  MAX_CART_LINES,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  MAX_LINE_QUANTITY,
  MAX_ORDER_TEXT_LENGTH,
  MAX_SKU_LENGTH,
} from '#domain/limits.ts'
import { orderBillingIdentity } from '#domain/forms/billing-identity.ts'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import { phoneText } from '#domain/phone.ts'
import { fromOrderPayload, lacksDeliveryAddress } from '#domain/order-payload.ts'
import { parsePriceList, type PriceList } from '#domain/prices.ts'
import { PICKUP_BRANCHES } from '#domain/shipping/order-shipping.ts'
import { MAX_SHIPPING_AMOUNT } from '#domain/shipping/shipping-forms.ts'
import { SHIPPING_MESSAGES } from '#domain/shipping/shipping-messages.ts'
import { InvalidError } from '../shared/errors.ts'
import type { InputErrorRules } from '../shared/http-errors.ts'

const isAbsent = (v: unknown) => v === undefined || v === null

/** A text field: numbers become strings (a DNI typed as a number), null counts as absent. */
function text(max: number, required: boolean) {
  const base = z
    .string({ error: (issue) => (isAbsent(issue.input) ? ORDER_MESSAGES.missingFields : 'debe ser texto') })
    .trim()
    .max(max, `admite hasta ${max} caracteres`)
  const checked = required ? base.min(1, ORDER_MESSAGES.missingFields) : base
  const prepared = z.preprocess(
    (v) => (v === null ? undefined : typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    checked,
  )
  return required
    ? prepared
    : z.preprocess(
        (v) => (v === null ? undefined : v),
        prepared.optional().transform((v) => v ?? ''),
      )
}

const quantity = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
  z
    .number({
      error: (issue) => (isAbsent(issue.input) ? ORDER_MESSAGES.missingFields : 'la cantidad debe ser un número entero'),
    })
    .int('la cantidad debe ser un número entero')
    .min(1, 'la cantidad mínima es 1')
    .max(MAX_LINE_QUANTITY, `la cantidad máxima es ${MAX_LINE_QUANTITY}`),
)

const paymentList = z.unknown().transform((value, ctx): PriceList => {
  if (isAbsent(value) || value === '') {
    ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.missingFields })
    return z.NEVER
  }
  const list = parsePriceList(value)
  if (list === null) {
    ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.badPayment })
    return z.NEVER
  }
  return list
})

const flag = z.preprocess(
  (v) => (isAbsent(v) ? false : v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v),
  z.boolean({ error: 'debe ser verdadero o falso' }),
)

const objectOf = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.object(shape, { error: (issue) => (isAbsent(issue.input) ? ORDER_MESSAGES.missingFields : 'debe ser un objeto') })

const orderLineSchema = objectOf({
  sku: text(MAX_SKU_LENGTH, true),
  cantidad_seleccionada: quantity,
  // descripcion and precio are the browser's copy; the server takes both from the database.
})

const orderDataSchema = objectOf({
  client_email: text(MAX_ORDER_TEXT_LENGTH, true),
  datos_cliente: objectOf({
    nombre_completo: text(MAX_ORDER_TEXT_LENGTH, true),
    dni: text(MAX_ORDER_TEXT_LENGTH, true),
    direccion: text(MAX_ORDER_TEXT_LENGTH, true),
    location: text(MAX_ORDER_TEXT_LENGTH, false),
    cp: text(MAX_ORDER_TEXT_LENGTH, true),
    // as people type it, stored as its digits (domain/phone.ts)
    celular: text(MAX_ORDER_TEXT_LENGTH, true).pipe(phoneText),
    // read-only on the page: the session's e-mail is what is stored
    email: text(MAX_ORDER_TEXT_LENGTH, false),
    // Beside the API's original fields, both optional: read with the dni by orderBillingIdentity.
    cuit: text(MAX_ORDER_TEXT_LENGTH, false),
    condicion_iva: z.unknown().optional(),
  }),
  productos: z
    .array(orderLineSchema, { error: (issue) => (isAbsent(issue.input) ? ORDER_MESSAGES.emptyCart : 'debe ser una lista') })
    .min(1, ORDER_MESSAGES.emptyCart)
    .max(MAX_CART_LINES, ORDER_MESSAGES.tooManyLines),
  opcion_de_entrega: objectOf({
    retira_en_local: flag,
    cp: text(MAX_ORDER_TEXT_LENGTH, false),
    direccion: text(MAX_ORDER_TEXT_LENGTH, false),
    // Beside the API's original fields, both optional (server/shipping/): the pick-up's branch,
    // and the shipping cost the page showed, compared with the server's quote, never charged.
    sucursal: z.enum(PICKUP_BRANCHES, { error: SHIPPING_MESSAGES.badBranch }).optional(),
    costo_envio: z.number({ error: 'debe ser un número o null' }).min(0).max(MAX_SHIPPING_AMOUNT).nullable().optional(),
  }),
  abona_en: paymentList,
  // beside the API's original fields: a reseller's order on cuenta corriente (decision 058)
  cuenta_corriente: flag.optional(),
  // movimiento_numero, total, company and footer_img are ignored: the server allocates the
  // number, adds the total and writes the e-mail itself.
})
  // Runs only once every field is valid: a delivery without its address is a missing value.
  .refine((data) => !lacksDeliveryAddress(data.opcion_de_entrega), ORDER_MESSAGES.missingFields)

/**
 * The body: `mails` (the staff list the old page sent) is accepted and ignored. No body at all
 * reads as an empty one, so it is 'Faltan campos a completar' like any missing value.
 */
export const sendOrderBody = z.preprocess(
  (body) => body ?? {},
  z
    .object({ datos_de_orden: orderDataSchema, mails: z.unknown().optional() }, { error: 'El cuerpo debe ser un objeto JSON.' })
    .transform(({ datos_de_orden }, ctx) => {
      const { dni, cuit, condicion_iva: vatCondition, ...customer } = datos_de_orden.datos_cliente
      const read = orderBillingIdentity({ dni, cuit, vatCondition })
      if (!read.ok) {
        ctx.addIssue({ code: 'custom', path: ['datos_de_orden', 'datos_cliente', read.field], message: read.message })
        return z.NEVER
      }
      return fromOrderPayload({ ...datos_de_orden, datos_cliente: { ...customer, dni } }, read.identity)
    }),
)

/**
 * A missing required value wins over every other problem and gives the page's 'Faltan campos a
 * completar'; the cart's own sentences are answered alone; other problems name the field.
 */
export const ORDER_INPUT_ERRORS: InputErrorRules = {
  prevailing: ORDER_MESSAGES.missingFields,
  wholeMessages: [ORDER_MESSAGES.badPayment, ORDER_MESSAGES.emptyCart, ORDER_MESSAGES.tooManyLines, SHIPPING_MESSAGES.badBranch],
}

const IDEMPOTENCY_KEY = new RegExp(`^[\\x21-\\x7e]{1,${MAX_IDEMPOTENCY_KEY_LENGTH}}$`)

/** Idempotency-Key: absent → none; otherwise 1 to 100 visible ASCII characters. */
export function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header.trim())) throw new InvalidError(ORDER_MESSAGES.badIdempotencyKey)
  return header.trim()
}
