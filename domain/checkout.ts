/**
 * The cart screen's order form: billing data, the three delivery
 * options, the payment list, and the e-mail payload the page sends. The server recomputes
 * prices and totals; the payload's numbers are what the shopper saw.
 */
import { stripEan } from './ean.ts'
import { fromCents, toCents } from './money.ts'
import { cartTotal, paymentListPrice, type PriceList } from './prices.ts'
import type { CartLine } from './cart.ts'
import { ORDER_MESSAGES } from './order-messages.ts'
import { PICKUP_PLACEHOLDER, toOrderPayload, type Billing, type OrderPayload } from './order-payload.ts'
import type { CartProduct } from './product.ts'
import type { PickupBranch } from './shipping/order-shipping.ts'

export const ORDER_ERROR_TITLE = 'Error al crear pedido'
export const ORDER_ERROR_MESSAGE = 'Lo sentimos, ocurrió un error inesperado. Intente más tarde.'
/** Beside a cart line whose sku the catalogue no longer knows. */
export const LINE_UNAVAILABLE_LABEL = 'Este producto ya no está disponible'
export const UNAVAILABLE_LINES_MESSAGE =
  'Hay productos en tu carrito que ya no están disponibles. Quitalos del carrito para poder generar el pedido.'

/** Why placing an order failed: the session ended (401), the hourly limit (403), or anything else. */
export type OrderFailure = 'session' | 'rateLimited' | 'other'

export interface OrderFailureAlert {
  icon: 'warning' | 'error'
  title: string
  text: string
  /** offer /login: the cart stays, the shopper signs in again and comes back to it */
  offerLogin: boolean
}

/**
 * 'Error al crear pedido' answers only "any other failure"; the hourly limit has its
 * own message, and a warning (come back later), not an error. A dead session is not a failure of
 * the order at all: the session-expired message, and the way to sign in again.
 */
export function orderFailureAlert(failure: OrderFailure): OrderFailureAlert {
  if (failure === 'session') return { icon: 'warning', title: 'Atención', text: ORDER_MESSAGES.sessionExpired, offerLogin: true }
  if (failure === 'rateLimited')
    return { icon: 'warning', title: 'Atención', text: ORDER_MESSAGES.rateLimited, offerLogin: false }
  return { icon: 'error', title: ORDER_ERROR_TITLE, text: ORDER_ERROR_MESSAGE, offerLogin: false }
}

/** 1 = same as billing, 2 = home delivery, 3 = store pick-up. */
export type DeliveryOption = 1 | 2 | 3

export const DELIVERY_OPTIONS: readonly { value: DeliveryOption; label: string }[] = [
  { value: 1, label: 'Enviar a mi dirección de facturación' },
  { value: 2, label: 'Envío a domicilio (otra dirección)' },
  { value: 3, label: 'Retiro en local' },
]

export interface Delivery {
  option: DeliveryOption
  postal_code: string
  address: string
  /** the branch of a pick-up (option 3); Caballito until the shopper picks another */
  branch?: PickupBranch
}

/**
 * The delivery fields after choosing an option: changing the option resets them. A home delivery
 * to another address starts from the postal code this browser last quoted, when there is one.
 */
export function deliveryFor(
  option: DeliveryOption,
  billing: Pick<Billing, 'address' | 'postal_code'>,
  quotedPostalCode = '',
): Delivery {
  if (option === 1) return { option, postal_code: billing.postal_code, address: billing.address }
  if (option === 3) return { option, postal_code: PICKUP_PLACEHOLDER, address: PICKUP_PLACEHOLDER, branch: 'caballito' }
  return { option, postal_code: quotedPostalCode, address: '' }
}

export type CheckoutProblem =
  | { kind: 'session'; message: string }
  | { kind: 'missing'; message: string; fields: string[] }
  | { kind: 'unavailable'; message: string; skus: string[] }

const blank = (v: string | undefined | null) => !v || v.trim() === ''

/**
 * The form's checks, in this order: the session e-mail, then every required field; then ours,
 * lines the catalogue no longer knows.
 *
 * Why refuse rather than drop those lines and order the rest: the order must be exactly the cart
 * the shopper saw, and a line taken out at the moment of ordering is easy to miss (the cart is
 * emptied right after). Refusing names the problem, each such line is marked in the drawer and
 * on this screen with its own remove button, and the shopper decides: remove it, or look for a
 * replacement first. It costs one click, and nothing is ever ordered or left out silently.
 */
export function checkoutProblem(input: {
  sessionEmail: string | null
  billing: Billing
  delivery: Delivery
  paymentList: PriceList | null
  /** skus of cart lines the catalogue no longer knows */
  unavailableSkus: readonly string[]
}): CheckoutProblem | null {
  if (blank(input.sessionEmail)) return { kind: 'session', message: ORDER_MESSAGES.sessionExpired }
  const missing: string[] = []
  if (input.paymentList === null) missing.push('paymentList')
  if (blank(input.delivery.address)) missing.push('delivery.address')
  if (blank(input.delivery.postal_code)) missing.push('delivery.postal_code')
  for (const field of ['address', 'fullname', 'dni', 'postal_code', 'phone'] as const) {
    if (blank(input.billing[field])) missing.push(`billing.${field}`)
  }
  if (missing.length) return { kind: 'missing', message: ORDER_MESSAGES.missingFields, fields: missing }
  if (input.unavailableSkus.length)
    return { kind: 'unavailable', message: UNAVAILABLE_LINES_MESSAGE, skus: [...input.unavailableSkus] }
  return null
}

/**
 * The order's e-mail payload (`datos_de_orden`), one entry per cart line. A line without product data is
 * sent all the same (no description, price 0; the server reads both from the database): the
 * server then refuses the order naming the product, where leaving it out would order less than
 * the cart. The page refuses such a cart before getting here (checkoutProblem).
 */
export function orderPayload(input: {
  movement: number
  company: string
  footerImg: string
  billing: Billing
  delivery: Delivery
  paymentList: PriceList
  lines: readonly CartLine[]
  products: Readonly<Record<string, CartProduct>>
  /** the shipping cost the page showed (null: "a cotizar"): the server compares, never charges it */
  seenShipping?: number | null
  /** a reseller pays on cuenta corriente (decision 058) */
  onAccount?: boolean
}): OrderPayload {
  const { billing, delivery } = input
  const priced = input.lines.flatMap((line) => {
    const product = input.products[line.sku]
    return product ? [{ product, quantity: line.quantity }] : []
  })
  return toOrderPayload({
    movement: input.movement,
    clientEmail: billing.email,
    company: input.company,
    footerImg: input.footerImg,
    customer: {
      fullname: billing.fullname.trim(),
      dni: billing.dni.trim(),
      vat_condition: billing.vat_condition,
      phone: billing.phone.trim(),
      email: billing.email,
      address: billing.address.trim(),
      location: billing.location.trim(),
      postal_code: billing.postal_code.trim(),
    },
    lines: input.lines.map((line) => {
      const product = input.products[line.sku]
      return {
        sku: line.sku,
        name: product ? stripEan(product.name) : '',
        unitPrice: product ? paymentListPrice(product, input.paymentList) : 0,
        quantity: line.quantity,
      }
    }),
    delivery: {
      pickup: delivery.option === 3,
      postal_code: delivery.postal_code.trim(),
      address: delivery.address.trim(),
      ...(delivery.option === 3 && delivery.branch ? { branch: delivery.branch } : {}),
    },
    total: fromCents(toCents(cartTotal(priced, input.paymentList)) + toCents(input.seenShipping ?? 0)),
    paymentList: input.paymentList,
    ...(input.onAccount ? { onAccount: true } : {}),
    ...(input.seenShipping !== undefined ? { seenShipping: input.seenShipping } : {}),
  })
}
