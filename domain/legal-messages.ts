/**
 * The Spanish texts of the price-display and billing rules: why a plan shows no rate,
 * and every problem a billing identity can have. docs/legal.md says which rule asks for each.
 * The financing block's labels, which every page with a price shows, are in
 * financing-labels.ts: a page's first load carries those few words, not these messages.
 */
import type { CuitType } from './cuit-types.ts'
import type { NoRateReason } from './financing.ts'

// The server's e-mails still take the labels from here; the storefront imports financing-labels.ts.
export { FINANCING_LABELS } from './financing-labels.ts'

/**
 * Why no rate is shown, for the staff (the catalogue import, the back office). The shopper sees
 * only FINANCING_LABELS.noRate: a figure that cannot be right is never printed.
 */
export const NO_RATE_MESSAGES: Readonly<Record<NoRateReason, string>> = {
  'invalid-instalments': 'La cantidad de cuotas debe ser un número entero mayor que cero.',
  'invalid-cash-price': 'El precio de contado (lista 1) falta, es cero o no es un importe válido.',
  'invalid-total': 'El precio en cuotas falta, es cero o no es un importe válido.',
  'total-below-cash':
    'El total en cuotas es menor que el precio de contado (lista 1): no hay costo financiero que calcular. Revisá las listas de precios.',
}

export const TAX_ID_MESSAGES = {
  /** a character that is neither a digit nor a separator */
  cuitCharacters: 'La CUIT/CUIL lleva solo números; los guiones y espacios son opcionales',
  cuitLength: 'La CUIT/CUIL tiene 11 dígitos',
  cuitType: 'La CUIT/CUIL empieza con 20, 23, 24, 27, 30, 33 o 34',
  cuitCheckDigit: 'El dígito verificador no corresponde a esta CUIT/CUIL: revisá el número',
  /**
   * The number cannot carry that prefix: its check digit would be 10, and AFIP then assigns 23
   * (people) or 33 (companies) instead.
   */
  cuitPrefix: (type: CuitType, assigned: CuitType): string =>
    `Con el prefijo ${type} este número no tiene dígito verificador posible: en estos casos la AFIP asigna el prefijo ${assigned}. Revisá la CUIT/CUIL`,
  dniCharacters: 'El DNI lleva solo números; los puntos y espacios son opcionales',
  dniLength: 'El DNI tiene entre 6 y 8 dígitos',
  /** a single field that takes either */
  taxIdShape: 'Ingresá un DNI (6 a 8 dígitos) o una CUIT/CUIL (11 dígitos)',
} as const

export const VAT_CONDITION_MESSAGES = {
  unknown: 'Elegí una condición frente al IVA: Consumidor final, Responsable inscripto, Monotributo o Exento',
  /** Responsable inscripto, Monotributo and Exento are registered with AFIP: they have a CUIT */
  cuitRequired: (condition: string): string => `Para facturar como ${condition} ingresá la CUIT`,
} as const
