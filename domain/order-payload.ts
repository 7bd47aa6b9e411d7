/**
 * An order in two vocabularies: the wire names (the e-mail payload, `datos_de_orden`, that the
 * cart page sends and the server stores with the order) and the
 * domain's (the account's field names: fullname, postal_code, …). This file is the only place
 * that converts between them, both ways. The database's names are the repositories' business.
 */
import { formatOrderNumber } from './format.ts'
import type { BillingIdentity } from './forms/billing-identity.ts'
import type { PriceList } from './prices.ts'
import { isPickupBranch, type OrderShipping, type PickupBranch } from './shipping/order-shipping.ts'
import type { UserData } from './user.ts'
import type { VatCondition } from './vat-condition.ts'

/** What the page stores as postal code and address for a store pick-up. */
export const PICKUP_PLACEHOLDER = '---'

/** The order's customer as the page and the services know it: an account's fields, without its id. */
export type Billing = Omit<UserData, 'id'>

/** Where the order goes: a store pick-up, or an address. */
export interface OrderDelivery {
  pickup: boolean
  postal_code: string
  address: string
  /** the branch a pick-up is collected at; absent when the page chose none (the old page) */
  branch?: PickupBranch | null | undefined
}

/** The order payload (`datos_de_orden`), as sent by the page and stored with the order. */
export interface OrderPayload {
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
    /** beside the API's original fields: the condición frente al IVA; absent is Consumidor final */
    condicion_iva?: VatCondition
    /** beside the API's original fields: a CUIT/CUIL for the invoice when `dni` holds a DNI */
    cuit?: string
  }
  productos: { sku: string; descripcion: string; precio: number; cantidad_seleccionada: number }[]
  opcion_de_entrega: {
    retira_en_local: boolean
    cp: string
    direccion: string
    /** beside the API's original fields: the branch of a pick-up */
    sucursal?: PickupBranch
    /**
     * beside the API's original fields, sent by the page only: the shipping cost the shopper saw
     * (null: "a cotizar"). Never charged: the server quotes again and refuses the order when the
     * figure changed, so the shopper sees the new one first.
     */
    costo_envio?: number | null
  }
  total: number
  abona_en: PriceList
  /** beside the API's original fields, a reseller's only: pay on cuenta corriente (decision 058) */
  cuenta_corriente?: boolean
  /** beside the API's original fields: the shipping the server quoted when the order was placed (its cost is in `total`) */
  envio?: OrderShipping
}

/** What an order request must carry: the rest of the payload is the browser's copy, never trusted. */
export type OrderRequestPayload = Pick<OrderPayload, 'client_email' | 'opcion_de_entrega' | 'abona_en' | 'cuenta_corriente'> & {
  datos_cliente: Omit<OrderPayload['datos_cliente'], 'condicion_iva' | 'cuit'>
  productos: Pick<OrderPayload['productos'][number], 'sku' | 'cantidad_seleccionada'>[]
}

/** A valid order request in the domain's names: what the order service places. */
export interface OrderRequest {
  clientEmail: string
  customer: Billing
  lines: { sku: string; quantity: number }[]
  delivery: OrderDelivery
  paymentList: PriceList
  /** the DNI or CUIT, the VAT condition and the invoice they call for */
  identity: BillingIdentity
  /** the shipping cost the page showed (null: "a cotizar"); undefined when the page sent none */
  seenShipping?: number | null | undefined
  /** a reseller pays on cuenta corriente (refused for anyone else) */
  onAccount?: boolean
}

/** An order ready to be written as a payload: by the page from the cart, by the server from the database. */
export interface OrderDraft {
  movement: number
  clientEmail: string
  company: string
  footerImg: string
  customer: Billing
  lines: readonly { sku: string; name: string; unitPrice: number; quantity: number }[]
  delivery: OrderDelivery
  total: number
  paymentList: PriceList
  /** a reseller's order on cuenta corriente */
  onAccount?: boolean
  /** the server's reading of the billing data; the page leaves it to the server */
  identity?: BillingIdentity
  /** the server's shipping (stored with the order); the page sends what it saw in `seenShipping` */
  shipping?: OrderShipping
  seenShipping?: number | null
}

export function toOrderPayload(order: OrderDraft): OrderPayload {
  const { customer, delivery } = order
  return {
    movimiento_numero: formatOrderNumber(order.movement),
    client_email: order.clientEmail,
    company: order.company,
    footer_img: order.footerImg,
    datos_cliente: {
      nombre_completo: customer.fullname,
      dni: customer.dni,
      direccion: customer.address,
      location: customer.location,
      cp: customer.postal_code,
      celular: customer.phone,
      email: customer.email,
      condicion_iva: customer.vat_condition,
      ...(order.identity?.taxId.kind === 'cuit' ? { cuit: order.identity.taxId.number } : {}),
    },
    productos: order.lines.map((line) => ({
      sku: line.sku,
      descripcion: line.name,
      precio: line.unitPrice,
      cantidad_seleccionada: line.quantity,
    })),
    opcion_de_entrega: {
      retira_en_local: delivery.pickup,
      cp: delivery.postal_code,
      direccion: delivery.address,
      ...(delivery.pickup && delivery.branch ? { sucursal: delivery.branch } : {}),
      ...(order.seenShipping !== undefined ? { costo_envio: order.seenShipping } : {}),
    },
    total: order.total,
    abona_en: order.paymentList,
    ...(order.onAccount ? { cuenta_corriente: true } : {}),
    ...(order.shipping ? { envio: order.shipping } : {}),
  }
}

/**
 * A validated request in the domain's names. A store pick-up's address is the placeholder
 * whatever the page sent; a repeated sku is one line with the quantities added (the cart
 * matches lines by sku).
 */
export function fromOrderPayload(payload: OrderRequestPayload, identity: BillingIdentity): OrderRequest {
  const { datos_cliente: customer, opcion_de_entrega: delivery } = payload
  const pickup = delivery.retira_en_local
  const merged = new Map<string, number>()
  for (const line of payload.productos) merged.set(line.sku, (merged.get(line.sku) ?? 0) + line.cantidad_seleccionada)
  return {
    clientEmail: payload.client_email,
    customer: {
      fullname: customer.nombre_completo,
      dni: customer.dni,
      phone: customer.celular,
      email: customer.email,
      address: customer.direccion,
      location: customer.location,
      postal_code: customer.cp,
      vat_condition: identity.vatCondition,
    },
    identity,
    lines: [...merged].map(([sku, quantity]) => ({ sku, quantity })),
    delivery: pickup
      ? {
          pickup,
          postal_code: PICKUP_PLACEHOLDER,
          address: PICKUP_PLACEHOLDER,
          branch: isPickupBranch(delivery.sucursal) ? delivery.sucursal : null,
        }
      : { pickup, postal_code: delivery.cp, address: delivery.direccion },
    paymentList: payload.abona_en,
    ...(payload.cuenta_corriente ? { onAccount: true } : {}),
    ...(delivery.costo_envio !== undefined ? { seenShipping: delivery.costo_envio } : {}),
  }
}

/** Whether a delivery that is not a pick-up lacks its address (the page's placeholder counts as none). */
export function lacksDeliveryAddress(delivery: OrderPayload['opcion_de_entrega']): boolean {
  if (delivery.retira_en_local) return false
  return [delivery.cp, delivery.direccion].some((value) => value === '' || value === PICKUP_PLACEHOLDER)
}
