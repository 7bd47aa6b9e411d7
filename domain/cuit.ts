/**
 * CUIT and CUIL, AFIP's tax and labour keys: 11 digits, a two-digit type, eight digits (the DNI
 * for people, a number AFIP assigns for companies) and a check digit, shown as '20-12345678-6'.
 * Also the DNI, the other way a buyer is identified on an invoice.
 *
 * The check digit: the first ten digits are weighted 5, 4, 3, 2, 7, 6, 5, 4, 3, 2 and summed;
 * the digit is 11 − (sum mod 11), where 11 means 0. When that gives 10 no digit fits, so the
 * number cannot carry that type: AFIP then assigns type 23 to a person (33 to a company) and
 * computes the digit again. Every CUIT AFIP issues therefore passes the plain rule above, and
 * a number whose digit would be 10 is refused, with a message that names the prefix to check.
 */
import { CUIT_TYPES, type CuitType } from './cuit-types.ts'
import { TAX_ID_MESSAGES } from './legal-messages.ts'

export { CUIT_TYPES, type CuitType }
export const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const
export const CUIT_LENGTH = 11
export const DNI_MIN_DIGITS = 6
export const DNI_MAX_DIGITS = 8

/** Spaces (any kind), dots and dashes (ASCII and typographic) that people type between the digits. */
const SEPARATORS = /[\s.\-\u2010-\u2015\u2212]/g

export function isCuitType(value: string): value is CuitType {
  return (CUIT_TYPES as readonly string[]).includes(value)
}

/** The check digit of the first ten digits; null when the rule gives 10 (no digit fits). */
export function cuitCheckDigit(firstTen: string): number | null {
  if (!/^\d{10}$/.test(firstTen)) throw new RangeError(`Not ten digits: ${firstTen}`)
  const sum = CUIT_WEIGHTS.reduce((total, weight, k) => total + weight * (firstTen.charCodeAt(k) - 48), 0)
  const digit = 11 - (sum % 11)
  if (digit === 11) return 0
  return digit === 10 ? null : digit
}

/** The type AFIP assigns instead when `type` would need a check digit of 10. */
export function reassignedType(type: CuitType): CuitType {
  return type.startsWith('3') ? '33' : '23'
}

/**
 * The CUIT AFIP assigns to eight digits under a type, '20-12345678-6' style digits only: the
 * type as asked, or 23/33 with a new check digit when the asked one has none.
 */
export function cuitFor(type: CuitType, number: string): string {
  if (!/^\d{8}$/.test(number)) throw new RangeError(`Not eight digits: ${number}`)
  const digit = cuitCheckDigit(type + number)
  if (digit !== null) return `${type}${number}${digit}`
  const assigned = reassignedType(type)
  return `${assigned}${number}${cuitCheckDigit(assigned + number) as number}`
}

export type CuitResult = { ok: true; cuit: string } | { ok: false; message: string }

/**
 * A typed CUIT/CUIL as its 11 digits: '20-12345678-6', '20 12345678 6' and '20123456786' are the
 * same key. Every problem gets its own Spanish message (legal-messages.ts).
 */
export function parseCuit(raw: string): CuitResult {
  const digits = raw.replace(SEPARATORS, '')
  if (digits === '') return { ok: false, message: TAX_ID_MESSAGES.cuitLength }
  if (!/^\d+$/.test(digits)) return { ok: false, message: TAX_ID_MESSAGES.cuitCharacters }
  if (digits.length !== CUIT_LENGTH) return { ok: false, message: TAX_ID_MESSAGES.cuitLength }
  const type = digits.slice(0, 2)
  if (!isCuitType(type)) return { ok: false, message: TAX_ID_MESSAGES.cuitType }
  const digit = cuitCheckDigit(digits.slice(0, 10))
  if (digit === null) return { ok: false, message: TAX_ID_MESSAGES.cuitPrefix(type, reassignedType(type)) }
  if (digit !== Number(digits[10])) return { ok: false, message: TAX_ID_MESSAGES.cuitCheckDigit }
  return { ok: true, cuit: digits }
}

export function isValidCuit(raw: string): boolean {
  return parseCuit(raw).ok
}

/** '20123456786' → '20-12345678-6'. Anything that is not 11 digits is returned as it came. */
export function formatCuit(cuit: string): string {
  return /^\d{11}$/.test(cuit) ? `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}` : cuit
}

export type TaxId = { kind: 'dni'; number: string } | { kind: 'cuit'; number: string }
export type TaxIdResult = { ok: true; taxId: TaxId } | { ok: false; message: string }

/**
 * A typed DNI as its digits: '12.345.678' and '12345678' are one person, and so are '01234567'
 * and '1234567' (leading zeros dropped).
 */
export function parseDni(raw: string): { ok: true; dni: string } | { ok: false; message: string } {
  const digits = raw.replace(SEPARATORS, '')
  if (digits !== '' && !/^\d+$/.test(digits)) return { ok: false, message: TAX_ID_MESSAGES.dniCharacters }
  const dni = digits.replace(/^0+/, '')
  if (dni.length < DNI_MIN_DIGITS || dni.length > DNI_MAX_DIGITS) return { ok: false, message: TAX_ID_MESSAGES.dniLength }
  return { ok: true, dni }
}

/**
 * One field that takes a DNI or a CUIT/CUIL: 11 digits are a CUIT/CUIL, checked as parseCuit
 * does; anything else must be a DNI as parseDni reads it.
 */
export function parseTaxId(raw: string): TaxIdResult {
  const digits = raw.replace(SEPARATORS, '')
  if (digits.length === CUIT_LENGTH && /^\d+$/.test(digits)) {
    const cuit = parseCuit(digits)
    return cuit.ok ? { ok: true, taxId: { kind: 'cuit', number: cuit.cuit } } : cuit
  }
  const dni = parseDni(digits)
  return dni.ok ? { ok: true, taxId: { kind: 'dni', number: dni.dni } } : { ok: false, message: TAX_ID_MESSAGES.taxIdShape }
}

/** 'DNI 12.345.678' or 'CUIT 20-12345678-6', as the staff e-mail and the back office print it. */
export function formatTaxId(taxId: TaxId): string {
  if (taxId.kind === 'cuit') return `CUIT ${formatCuit(taxId.number)}`
  return `DNI ${taxId.number.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`
}
