/**
 * Argentine invoice numbers: a point of sale of up to 5 digits and a number of up to 8, written
 * `PPPPP-NNNNNNNN` (RG 4291 of AFIP/ARCA). Staff type them as they come off the invoice — the
 * older 4-digit points of sale (`0001-00001234`) or without the zeros (`1-1234`) — and the store
 * keeps the two numbers and shows them normalised.
 */
export const INVOICE_POINT_OF_SALE_DIGITS = 5
export const INVOICE_NUMBER_DIGITS = 8

export interface InvoiceNumber {
  pointOfSale: number
  number: number
}

const SHAPE = new RegExp(`^\\s*(\\d{1,${INVOICE_POINT_OF_SALE_DIGITS}})\\s*-\\s*(\\d{1,${INVOICE_NUMBER_DIGITS}})\\s*$`)

/** `PPPPP-NNNNNNNN` as typed (zeros optional, spaces around the dash allowed), both parts above zero; null otherwise. */
export function parseInvoiceNumber(value: string): InvoiceNumber | null {
  const match = SHAPE.exec(value)
  if (!match) return null
  const pointOfSale = Number(match[1])
  const number = Number(match[2])
  return pointOfSale >= 1 && number >= 1 ? { pointOfSale, number } : null
}

/**
 * The number as printed on the invoice. An invoice attached before the store asked for its
 * point of sale has none: its bare number is all the store knows.
 */
export function formatInvoiceNumber(pointOfSale: number | null, number: number): string {
  if (pointOfSale === null) return String(number)
  return `${String(pointOfSale).padStart(INVOICE_POINT_OF_SALE_DIGITS, '0')}-${String(number).padStart(INVOICE_NUMBER_DIGITS, '0')}`
}
