/**
 * The payload of an order that a test writes straight into the orders table: the shape the order
 * service stores, with a blank customer (the staff listing then names the account's holder).
 */
import { toOrderPayload, type OrderPayload } from '#domain/order-payload.ts'

export function storedOrderPayload(movement: number): OrderPayload {
  return toOrderPayload({
    movement,
    clientEmail: '',
    company: '',
    footerImg: '',
    customer: {
      fullname: '',
      dni: '',
      vat_condition: 'consumidor_final',
      phone: '',
      email: '',
      address: '',
      location: '',
      postal_code: '',
    },
    lines: [],
    delivery: { pickup: true, postal_code: '---', address: '---' },
    total: 0,
    paymentList: 1,
  })
}
