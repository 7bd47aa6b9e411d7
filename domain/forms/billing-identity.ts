/**
 * The billing identity (issue 15): a DNI or a CUIT/CUIL, and the condition frente al IVA, which
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
import { REQUIRED_MESSAGE } from './messages.ts'

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
