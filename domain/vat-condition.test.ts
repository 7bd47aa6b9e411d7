import { describe, expect, it } from 'vitest'
import type { TaxId } from './cuit.ts'
import {
  conditionNeedsCuit,
  invoiceLabel,
  invoiceTypeFor,
  parseVatCondition,
  VAT_CONDITION_LABELS,
  VAT_CONDITIONS,
  type VatCondition,
} from './vat-condition.ts'

const cuit: TaxId = { kind: 'cuit', number: '30712345671' }
const dni: TaxId = { kind: 'dni', number: '30123456' }

describe('the four conditions frente al IVA', () => {
  it('are labelled as AFIP names them', () => {
    expect(VAT_CONDITIONS.map((c) => VAT_CONDITION_LABELS[c])).toEqual([
      'Consumidor final',
      'Responsable inscripto',
      'Monotributo',
      'Exento',
    ])
  })

  it.each([
    ['consumidor_final', 'consumidor_final'],
    ['Consumidor final', 'consumidor_final'],
    ['Responsable Inscripto', 'responsable_inscripto'],
    ['  RESPONSABLE_INSCRIPTO ', 'responsable_inscripto'],
    ['responsable-inscripto', 'responsable_inscripto'],
    ['monotributo', 'monotributo'],
    ['Exento', 'exento'],
    ['exénto', 'exento'],
  ])('%j -> %s', (value, condition) => {
    expect(parseVatCondition(value)).toBe(condition)
  })

  it.each(['', 'RI', 'Responsable no inscripto', 'No alcanzado', 'monotributista', 3, null, undefined, {}])(
    '%j names none of them',
    (value) => {
      expect(parseVatCondition(value)).toBeNull()
    },
  )

  it('asks a CUIT of everyone registered with AFIP', () => {
    expect(VAT_CONDITIONS.filter(conditionNeedsCuit)).toEqual(['responsable_inscripto', 'monotributo', 'exento'])
  })
})

describe('invoiceTypeFor, the store being Responsable inscripto', () => {
  it.each([
    [cuit, 'responsable_inscripto', 'A'],
    // Ley 27.618: sales to monotributistas are documented with 'A' as well
    [cuit, 'monotributo', 'A'],
    [cuit, 'exento', 'B'],
    [cuit, 'consumidor_final', 'B'],
    [dni, 'consumidor_final', 'B'],
    // never reached through the schema (it asks for the CUIT), but a DNI alone never makes an 'A'
    [dni, 'responsable_inscripto', 'B'],
  ] as const)('%j as %s -> Factura %s', (taxId, vatCondition, type) => {
    expect(invoiceTypeFor({ taxId, vatCondition: vatCondition as VatCondition })).toBe(type)
    expect(invoiceLabel(invoiceTypeFor({ taxId, vatCondition }))).toBe(`Factura ${type}`)
  })

  it.each(['monotributo', 'exento'] as const)('issues Factura C to everyone when the seller is %s', (seller) => {
    for (const vatCondition of VAT_CONDITIONS) expect(invoiceTypeFor({ taxId: cuit, vatCondition }, seller)).toBe('C')
  })
})
