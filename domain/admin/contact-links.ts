/**
 * The links a clerk uses to reach a customer from the back office and the staff e-mail: a `tel:`
 * link to call, and WhatsApp's click-to-chat link (`https://wa.me/<number>?text=…`, the number in
 * international form without '+') with a first message naming the order.
 *
 * The store keeps a phone as digits (domain/phone.ts, decision 043): ten digits with the area code
 * for an Argentine line, a foreign number with its country code. WhatsApp knows an Argentine
 * mobile as 54 9 + area code + number, without the local '15'; a phone kept with its '15'
 * ('11 15 5555-4444' is 12 digits) loses it where it sits after an area code of 2, 3 or 4
 * digits. Any other length is taken as foreign and dialled as kept.
 */
import { formatOrderNumber } from '../format.ts'

export interface ContactLinks {
  /** `tel:+54…`, to call */
  tel: string
  /** `https://wa.me/549…?text=…`, to write (a landline has no WhatsApp; the clerk sees it fail there) */
  whatsapp: string
}

/** Argentine area codes are 2 ('11', Buenos Aires), 3 or 4 digits; the '15' of a local mobile follows one. */
const AREA_CODE_LENGTHS = [2, 3, 4] as const

/** The phone's ten Argentine digits without a local '15'; null when the kept digits are not an Argentine line. */
export function argentineNumber(digits: string): string | null {
  if (/^\d{10}$/.test(digits)) return digits
  if (!/^\d{12}$/.test(digits)) return null
  for (const length of AREA_CODE_LENGTHS) {
    // Buenos Aires is the only two-digit area code
    if (length === 2 && !digits.startsWith('11')) continue
    if (digits.slice(length, length + 2) === '15') return digits.slice(0, length) + digits.slice(length + 2)
  }
  return null
}

/** The customer's links; null for an empty or unusable phone. */
export function contactLinks(digits: string, message: string): ContactLinks | null {
  if (!/^\d{6,15}$/.test(digits)) return null
  const argentine = argentineNumber(digits)
  const text = message ? `?text=${encodeURIComponent(message)}` : ''
  return argentine
    ? { tel: `tel:+54${argentine}`, whatsapp: `https://wa.me/549${argentine}${text}` }
    : { tel: `tel:+${digits}`, whatsapp: `https://wa.me/${digits}${text}` }
}

const greeting = (customerName: string) => {
  const first = customerName.trim().split(/\s+/)[0]
  return first ? `Hola ${first}` : 'Hola'
}

/** WhatsApp's first message about an order, from the store `brand`: who writes, and which order. */
export function orderWhatsappMessage(brand: string, customerName: string, movement: number): string {
  return `${greeting(customerName)}, te escribimos de ${brand} por tu pedido N° ${formatOrderNumber(movement)}.`
}

/** WhatsApp's first message to a customer, no order named. */
export function customerWhatsappMessage(brand: string, customerName: string): string {
  return `${greeting(customerName)}, te escribimos de ${brand}.`
}
