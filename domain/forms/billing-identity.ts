/**
 * The billing identity (docs/legal.md): a DNI or a CUIT/CUIL, and the condition frente al IVA, which
 * decide the invoice. One schema for the forms (register, profile, checkout) and the API, so
 * both say the same thing about the same input. The rules live in cuit.ts and vat-condition.ts;
 * the messages in legal-messages.ts.
 */
import { z } from 'zod'
import { parseCuit, parseTaxId, type TaxId } from '../cuit.ts'
import { VAT_CONDITION_MESSAGES } from '../legal-messages.ts'
import {
  conditionNeedsCuit,
  DEFAULT_VAT_CONDITION,
  invoiceTypeFor,
  parseVatCondition,
  VAT_CONDITION_LABELS,
  type InvoiceType,
  type VatCondition,
} from '../vat-condition.ts'
import { ONLY_DIGITS_MESSAGE, REQUIRED_MESSAGE } from './messages.ts'

/** A number typed where text was expected is read as its digits; null and absent read as ''. */
const typed = () =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v),
    z.string({ error: REQUIRED_MESSAGE }),
  )

type Read<T> = { ok: true; value: T } | { ok: false; message: string }

/** A required text field read by one of the domain's parsers, whose message becomes the field's. */
function readBy<T>(read: (raw: string) => Read<T>) {
  return typed().transform((raw, ctx): T => {
    const result: Read<T> = raw.trim() === '' ? { ok: false, message: REQUIRED_MESSAGE } : read(raw)
    if (result.ok) return result.value
    ctx.addIssue({ code: 'custom', message: result.message })
    return z.NEVER
  })
}

/** A CUIT/CUIL alone, as its 11 digits. */
export const cuitSchema = readBy((raw) => {
  const result = parseCuit(raw)
  return result.ok ? { ok: true, value: result.cuit } : result
})

/** A DNI or a CUIT/CUIL in one field. */
export const taxIdSchema = readBy((raw): Read<TaxId> => {
  const result = parseTaxId(raw)
  return result.ok ? { ok: true, value: result.taxId } : result
})

/** The condition; absent (or '') is Consumidor final, so callers that never send it keep working. */
export const vatConditionSchema = z
  .unknown()
  .optional()
  .transform((value, ctx): VatCondition => {
    if (value === undefined || value === null || value === '') return DEFAULT_VAT_CONDITION
    const condition = parseVatCondition(value)
    if (condition === null) {
      ctx.addIssue({ code: 'custom', message: VAT_CONDITION_MESSAGES.unknown })
      return z.NEVER
    }
    return condition
  })

export interface BillingIdentity {
  taxId: TaxId
  vatCondition: VatCondition
  invoiceType: InvoiceType
}

export const billingIdentitySchema = z
  .object({ tax_id: taxIdSchema, vat_condition: vatConditionSchema })
  .transform((data, ctx): BillingIdentity => {
    if (conditionNeedsCuit(data.vat_condition) && data.tax_id.kind !== 'cuit') {
      ctx.addIssue({
        code: 'custom',
        path: ['tax_id'],
        message: VAT_CONDITION_MESSAGES.cuitRequired(VAT_CONDITION_LABELS[data.vat_condition]),
      })
      return z.NEVER
    }
    const buyer = { taxId: data.tax_id, vatCondition: data.vat_condition }
    return { ...buyer, invoiceType: invoiceTypeFor(buyer) }
  })

export type BillingIdentityInput = z.input<typeof billingIdentitySchema>

/** Spaces, dots and dashes people type between the digits (as cuit.ts reads them). */
const TAX_ID_SEPARATORS = /[\s.\-\u2010-\u2015\u2212]/g

/**
 * The account's 'DNI o CUIT/CUIL' (register, profile, the cart's billing data), as its digits:
 * '' when left empty (registration may leave it for later); anything but digits and
 * separators is 'Solo números'; 11 digits are a CUIT/CUIL and must carry their check
 * digit; other lengths must be a DNI (6 to 8 digits).
 */
export function readAccountTaxId(raw: string): Read<string> {
  const digits = raw.replace(TAX_ID_SEPARATORS, '')
  if (digits === '') return { ok: true, value: '' }
  if (!/^\d+$/.test(digits)) return { ok: false, message: ONLY_DIGITS_MESSAGE }
  const result = parseTaxId(digits)
  return result.ok ? { ok: true, value: result.taxId.number } : result
}

/** The same on a value already known to be text (the profile's fields are checked as text first). */
export const accountTaxIdText = z.string().transform((raw, ctx): string => {
  const result = readAccountTaxId(raw)
  if (result.ok) return result.value
  ctx.addIssue({ code: 'custom', message: result.message })
  return z.NEVER
})

export const accountTaxIdSchema = typed().pipe(accountTaxIdText)

/** The message for a condition that needs a CUIT given with something else, or null when they fit. */
export function conditionProblem(taxIdDigits: string, condition: VatCondition): string | null {
  if (!conditionNeedsCuit(condition) || taxIdDigits.length === 11) return null
  return VAT_CONDITION_MESSAGES.cuitRequired(VAT_CONDITION_LABELS[condition])
}

export type OrderIdentityResult =
  { ok: true; identity: BillingIdentity } | { ok: false; field: 'dni' | 'cuit' | 'condicion_iva'; message: string }

/**
 * An order's billing identity from the API's `dni` and the two optional fields beside it
 * (`cuit`, `condicion_iva`), so that the calls which send a DNI alone keep working:
 * a `cuit` must be a valid CUIT/CUIL; without it a `dni` of 11 digits is read as one (and must
 * be valid), any other `dni` is kept as the DNI it says it is; the condition is Consumidor final
 * when absent, and any other needs a CUIT.
 */
export function orderBillingIdentity(input: { dni: string; cuit?: string; vatCondition?: unknown }): OrderIdentityResult {
  const condition = vatConditionSchema.safeParse(input.vatCondition)
  if (!condition.success) return { ok: false, field: 'condicion_iva', message: VAT_CONDITION_MESSAGES.unknown }
  let taxId: TaxId
  if (input.cuit !== undefined && input.cuit.trim() !== '') {
    const cuit = parseCuit(input.cuit)
    if (!cuit.ok) return { ok: false, field: 'cuit', message: cuit.message }
    taxId = { kind: 'cuit', number: cuit.cuit }
  } else {
    const digits = input.dni.replace(TAX_ID_SEPARATORS, '')
    if (/^\d{11}$/.test(digits)) {
      const cuit = parseCuit(digits)
      if (!cuit.ok) return { ok: false, field: 'dni', message: cuit.message }
      taxId = { kind: 'cuit', number: cuit.cuit }
    } else taxId = { kind: 'dni', number: /^\d+$/.test(digits) ? digits.replace(/^0+(?=\d)/, '') : input.dni.trim() }
  }
  const problem = conditionProblem(taxId.kind === 'cuit' ? taxId.number : '', condition.data)
  if (problem) return { ok: false, field: input.cuit ? 'cuit' : 'dni', message: problem }
  const buyer = { taxId, vatCondition: condition.data }
  return { ok: true, identity: { ...buyer, invoiceType: invoiceTypeFor(buyer) } }
}

/**
 * The two billing fields of the account forms and the cart, checked together: the condition
 * must fit the DNI or CUIT/CUIL given (its message goes beside the DNI field).
 */
export const billingFieldsSchema = z
  .object({ dni: accountTaxIdSchema, vat_condition: vatConditionSchema })
  .superRefine((data, ctx) => {
    const problem = conditionProblem(data.dni, data.vat_condition)
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['dni'] })
  })
