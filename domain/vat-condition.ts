/**
 * The buyer's 'condición frente al IVA' and the invoice it calls for. The store is a
 * Responsable inscripto (the seller's condition is a parameter for a seller that is not):
 *
 * - Factura A to a buyer identified by CUIT who is Responsable inscripto, or Monotributo: since
 *   Ley 27.618 (2021) a Responsable inscripto documents sales to monotributistas with 'A' too,
 *   with VAT shown apart;
 * - Factura B to everyone else: consumidores finales (with DNI or CUIT) and exentos;
 * - Factura C whatever the buyer, when the seller is Monotributo or Exento.
 *
 * docs/legal.md cites where each rule was found.
 */
import type { TaxId } from './cuit.ts'

/** The wire and database names; the labels below are what people read. */
export const VAT_CONDITIONS = ['consumidor_final', 'responsable_inscripto', 'monotributo', 'exento'] as const
export type VatCondition = (typeof VAT_CONDITIONS)[number]
export const DEFAULT_VAT_CONDITION: VatCondition = 'consumidor_final'

export const VAT_CONDITION_LABELS: Readonly<Record<VatCondition, string>> = {
  consumidor_final: 'Consumidor final',
  responsable_inscripto: 'Responsable inscripto',
  monotributo: 'Monotributo',
  exento: 'Exento',
}

export function isVatCondition(value: unknown): value is VatCondition {
  return typeof value === 'string' && (VAT_CONDITIONS as readonly string[]).includes(value)
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim()

const BY_FOLDED = new Map<string, VatCondition>(
  VAT_CONDITIONS.flatMap((c) => [
    [fold(c), c],
    [fold(VAT_CONDITION_LABELS[c]), c],
  ]),
)

/**
 * A condition from a form or the API: the wire name or the label, in any case, with or without
 * accents ('Responsable Inscripto', 'responsable_inscripto'); null when it names none of the four.
 */
export function parseVatCondition(value: unknown): VatCondition | null {
  if (typeof value !== 'string') return null
  return BY_FOLDED.get(fold(value)) ?? null
}

/** Responsable inscripto, Monotributo and Exento are registered with AFIP and have a CUIT. */
export function conditionNeedsCuit(condition: VatCondition): boolean {
  return condition !== 'consumidor_final'
}

export type InvoiceType = 'A' | 'B' | 'C'
/** A consumidor final does not invoice. */
export type SellerVatCondition = Exclude<VatCondition, 'consumidor_final'>

export function invoiceTypeFor(
  buyer: { taxId: TaxId; vatCondition: VatCondition },
  seller: SellerVatCondition = 'responsable_inscripto',
): InvoiceType {
  if (seller !== 'responsable_inscripto') return 'C'
  const registered = buyer.vatCondition === 'responsable_inscripto' || buyer.vatCondition === 'monotributo'
  return registered && buyer.taxId.kind === 'cuit' ? 'A' : 'B'
}

export function invoiceLabel(type: InvoiceType): string {
  return `Factura ${type}`
}
