/**
 * The cart screen's order form (spec sections 3, 4 and 5): billing data, the three delivery
 * options, the payment list, and the e-mail payload the page sends. The server recomputes
 * prices and totals; the payload's numbers are what the shopper saw.
 */
import { stripEan } from './ean.ts'
import { formatOrderNumber } from './format.ts'
import { cartTotal, paymentListPrice, type PriceList } from './prices.ts'
import type { CartLine } from './cart.ts'
import type { CartProduct } from './product.ts'

export const MISSING_FIELDS_MESSAGE = 'Faltan campos a completar'
export const SESSION_EXPIRED_MESSAGE = 'Tu sesión expiró, vuelve a iniciar sesión'
export const ORDER_RATE_LIMIT_MESSAGE = 'Excedió el límite de pedidos por hora. Intente más tarde.'
export const ORDER_ERROR_TITLE = 'Error al crear pedido'
export const ORDER_ERROR_MESSAGE = 'Lo sentimos, ocurrió un error inesperado. Intente más tarde.'
export const PICKUP_PLACEHOLDER = '---'

/** 1 = same as billing, 2 = home delivery, 3 = store pick-up (spec section 4). */
export type DeliveryOption = 1 | 2 | 3

export const DELIVERY_OPTIONS: readonly { value: DeliveryOption; label: string }[] = [
  { value: 1, label: 'Enviar a mi dirección de facturación' },
  { value: 2, label: 'Envío a domicilio (otra dirección)' },
  { value: 3, label: 'Retiro en local' },
]

export interface Billing {
  fullname: string
  dni: string
  phone: string
  email: string
  address: string
  location: string
  postal_code: string
}

export interface Delivery {
  option: DeliveryOption
  postal_code: string
  address: string
}

/** The delivery fields after choosing an option: changing the option resets them. */
export function deliveryFor(option: DeliveryOption, billing: Pick<Billing, 'address' | 'postal_code'>): Delivery {
  if (option === 1) return { option, postal_code: billing.postal_code, address: billing.address }
  if (option === 3) return { option, postal_code: PICKUP_PLACEHOLDER, address: PICKUP_PLACEHOLDER }
  return { option, postal_code: '', address: '' }
}

export type CheckoutProblem = { kind: 'session'; message: string } | { kind: 'missing'; message: string; fields: string[] }

const blank = (v: string | undefined | null) => !v || v.trim() === ''

/** Section 5's checks, in its order: the session e-mail, then every required field. */
export function checkoutProblem(input: {
  sessionEmail: string | null
  billing: Billing
  delivery: Delivery
  paymentList: PriceList | null
}): CheckoutProblem | null {
  if (blank(input.sessionEmail)) return { kind: 'session', message: SESSION_EXPIRED_MESSAGE }
  const missing: string[] = []
  if (input.paymentList === null) missing.push('paymentList')
  if (blank(input.delivery.address)) missing.push('delivery.address')
  if (blank(input.delivery.postal_code)) missing.push('delivery.postal_code')
  for (const field of ['address', 'fullname', 'dni', 'postal_code', 'phone'] as const) {
    if (blank(input.billing[field])) missing.push(`billing.${field}`)
  }
  return missing.length ? { kind: 'missing', message: MISSING_FIELDS_MESSAGE, fields: missing } : null
}

export interface OrderEmailPayload {
  movimiento_numero: string
  client_email: string
  company: string
  footer_img: string
  datos_cliente: {
    nombre_completo: string
    dni: string
    direccion: string
    location: string
    cp: string
    celular: string
    email: string
  }
  productos: { sku: string; descripcion: string; precio: number; cantidad_seleccionada: number }[]
  opcion_de_entrega: { retira_en_local: boolean; cp: string; direccion: string }
  total: number
  abona_en: PriceList
}

/** The e-mail payload of spec section 3 for the lines whose product data is known. */
export function orderPayload(input: {
  movement: number
  company: string
  footerImg: string
  billing: Billing
  delivery: Delivery
  paymentList: PriceList
  lines: readonly CartLine[]
  products: Readonly<Record<string, CartProduct>>
}): OrderEmailPayload {
  const priced = input.lines.flatMap((line) => {
    const product = input.products[line.sku]
    return product ? [{ product, quantity: line.quantity }] : []
  })
  return {
    movimiento_numero: formatOrderNumber(input.movement),
    client_email: input.billing.email,
    company: input.company,
    footer_img: input.footerImg,
    datos_cliente: {
      nombre_completo: input.billing.fullname.trim(),
      dni: input.billing.dni.trim(),
      direccion: input.billing.address.trim(),
      location: input.billing.location.trim(),
      cp: input.billing.postal_code.trim(),
      celular: input.billing.phone.trim(),
      email: input.billing.email,
    },
    productos: priced.map(({ product, quantity }) => ({
      sku: product.sku,
      descripcion: stripEan(product.name),
      precio: paymentListPrice(product, input.paymentList),
      cantidad_seleccionada: quantity,
    })),
    opcion_de_entrega: {
      retira_en_local: input.delivery.option === 3,
      cp: input.delivery.postal_code.trim(),
      direccion: input.delivery.address.trim(),
    },
    total: cartTotal(priced, input.paymentList),
    abona_en: input.paymentList,
  }
}
