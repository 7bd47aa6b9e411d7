/**
 * The Spanish texts of the price-display and billing rules (issue 15): the financing block's
 * labels, why a plan shows no rate, and every problem a billing identity can have. They live
 * together in this one module so that the home issue 11 gives to messages can take them whole.
 * docs/legal.md says which rule asks for each.
 */
import type { CuitType } from './cuit.ts'
import type { NoRateReason } from './financing.ts'

/** Labels of the financing block (Ley 24.240 art. 36; Res. SIyC 4/2025 art. 2 d). */
export const FINANCING_LABELS = {
  cashPrice: 'Precio de contado',
  financedTotal: 'Precio total financiado',
  /** '12 cuotas fijas de $ 11.499,89' */
  instalments: (count: number, amount: string): string => `${count} ${count === 1 ? 'cuota fija' : 'cuotas fijas'} de ${amount}`,
  /** '3 cuotas fijas sin interés de $ 33.333,00': only for a plan whose instalments add up to the cash price */
  interestFreeInstalments: (count: number, amount: string): string =>
    `${count} ${count === 1 ? 'cuota fija' : 'cuotas fijas'} sin interés de ${amount}`,
  tna: 'TNA',
  tea: 'TEA',
  cftea: 'CFTEA',
  /** allowed only when the instalments add up to the cash price exactly (financingFigures kind 'interest-free') */
  interestFree: 'sin interés',
  /** shown where a rate would be, when the price lists make it meaningless */
  noRate: 'no informado',
} as const

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
