import { describe, expect, it } from 'vitest'
import { TAX_ID_MESSAGES, VAT_CONDITION_MESSAGES } from '../legal-messages.ts'
import { billingIdentitySchema, cuitSchema, taxIdSchema, vatConditionSchema } from './billing-identity.ts'
import { fieldErrors } from './field-errors.ts'

const errorsOf = (input: unknown) => {
  const result = billingIdentitySchema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('billingIdentitySchema', () => {
  it.each([
    [
      { tax_id: '30.123.456' },
      { taxId: { kind: 'dni', number: '30123456' }, vatCondition: 'consumidor_final', invoiceType: 'B' },
    ],
    [
      { tax_id: 30123456, vat_condition: '' },
      { taxId: { kind: 'dni', number: '30123456' }, vatCondition: 'consumidor_final', invoiceType: 'B' },
    ],
    [
      { tax_id: '20-30123456-3', vat_condition: 'consumidor_final' },
      { taxId: { kind: 'cuit', number: '20301234563' }, vatCondition: 'consumidor_final', invoiceType: 'B' },
    ],
    [
      { tax_id: '30-71234567-1', vat_condition: 'Responsable inscripto' },
      { taxId: { kind: 'cuit', number: '30712345671' }, vatCondition: 'responsable_inscripto', invoiceType: 'A' },
    ],
    [
      { tax_id: '27 12345678 0', vat_condition: 'monotributo' },
      { taxId: { kind: 'cuit', number: '27123456780' }, vatCondition: 'monotributo', invoiceType: 'A' },
    ],
    [
      { tax_id: '30712345671', vat_condition: 'exento' },
      { taxId: { kind: 'cuit', number: '30712345671' }, vatCondition: 'exento', invoiceType: 'B' },
    ],
  ])('%j -> %j', (input, identity) => {
    expect(billingIdentitySchema.parse(input)).toEqual(identity)
  })

  it.each([
    [{}, { tax_id: 'Campo obligatorio' }],
    [{ tax_id: '  ' }, { tax_id: 'Campo obligatorio' }],
    [{ tax_id: null }, { tax_id: 'Campo obligatorio' }],
    [{ tax_id: '20-30123456-4' }, { tax_id: TAX_ID_MESSAGES.cuitCheckDigit }],
    [{ tax_id: '20-3O123456-3' }, { tax_id: TAX_ID_MESSAGES.taxIdShape }],
    [{ tax_id: '2030123456' }, { tax_id: TAX_ID_MESSAGES.taxIdShape }],
    [{ tax_id: '20-10000005-9' }, { tax_id: TAX_ID_MESSAGES.cuitPrefix('20', '23') }],
    [{ tax_id: ['20301234563'] }, { tax_id: 'Campo obligatorio' }],
    [{ tax_id: '30123456', vat_condition: 'Responsable no inscripto' }, { vat_condition: VAT_CONDITION_MESSAGES.unknown }],
    [{ tax_id: '30123456', vat_condition: 7 }, { vat_condition: VAT_CONDITION_MESSAGES.unknown }],
    [
      { tax_id: '30123456', vat_condition: 'responsable_inscripto' },
      { tax_id: 'Para facturar como Responsable inscripto ingresá la CUIT' },
    ],
    [{ tax_id: '30123456', vat_condition: 'monotributo' }, { tax_id: 'Para facturar como Monotributo ingresá la CUIT' }],
    [{ tax_id: '30123456', vat_condition: 'exento' }, { tax_id: 'Para facturar como Exento ingresá la CUIT' }],
  ])('%j -> %j', (input, errors) => {
    expect(errorsOf(input)).toEqual(errors)
  })

  it('shows a bad number and a bad condition together', () => {
    expect(errorsOf({ tax_id: '20-30123456-4', vat_condition: 'otro' })).toEqual({
      tax_id: TAX_ID_MESSAGES.cuitCheckDigit,
      vat_condition: VAT_CONDITION_MESSAGES.unknown,
    })
  })
})

describe('the field schemas on their own', () => {
  it('cuitSchema takes only a CUIT/CUIL', () => {
    expect(cuitSchema.parse(' 20-12345678-6 ')).toBe('20123456786')
    expect(cuitSchema.safeParse('12345678').error?.issues[0]?.message).toBe(TAX_ID_MESSAGES.cuitLength)
    expect(cuitSchema.safeParse('').error?.issues[0]?.message).toBe('Campo obligatorio')
  })

  it('taxIdSchema reads a number typed as a number', () => {
    expect(taxIdSchema.parse(20301234563)).toEqual({ kind: 'cuit', number: '20301234563' })
  })

  it('vatConditionSchema defaults to Consumidor final', () => {
    expect(vatConditionSchema.parse(undefined)).toBe('consumidor_final')
    expect(vatConditionSchema.parse(null)).toBe('consumidor_final')
  })
})
