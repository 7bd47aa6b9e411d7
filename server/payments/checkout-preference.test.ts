import { describe, expect, it } from 'vitest'
import { toOrderPayload } from '#domain/order-payload.ts'
import { checkoutPreference, preferenceItems } from './checkout-preference.ts'
import type { PayableLine, PayableOrder } from './payments-repository.ts'

function order(totalPrice: number, paymentList = 1): PayableOrder {
  return {
    id: 7,
    movement: 12,
    userId: 1,
    email: 'ana@example.com',
    date: new Date('2026-11-27T12:00:00Z'),
    totalPrice,
    orderState: 'Pendiente',
    address: 'Retira en local',
    payment: '',
    paymentList,
    payload: toOrderPayload({
      movement: 12,
      clientEmail: 'ana@example.com',
      company: 'TecnoHogar',
      footerImg: '',
      customer: {
        fullname: 'Ana Pérez',
        dni: '30111222',
        vat_condition: 'consumidor_final',
        phone: '',
        email: 'ana@example.com',
        address: '',
        location: '',
        postal_code: '',
      },
      lines: [],
      delivery: { pickup: true, postal_code: '---', address: '---' },
      total: totalPrice,
      paymentList: 1,
    }),
    taxIdKind: 'dni',
    taxId: '30111222',
    vatCondition: 'consumidor_final',
    invoiceType: 'B',
    financing: null,
    invoiceNumber: null,
    invoicePointOfSale: null,
    invoiceFile: null,
    idempotencyKey: null,
    shipping: null,
    shippingCost: 0,
    wholesale: null,
  }
}

const line = (sku: string, quantity: number, price: number): PayableLine => ({
  id: 1,
  orderId: 7,
  sku,
  name: `Producto ${sku}`,
  quantity,
  price,
})

describe('the Checkout Pro preference of a stored order', () => {
  it('charges the lines at their stored prices when they are the whole total', () => {
    expect(preferenceItems(order(2250.5), [line('A', 2, 1000), line('B', 1, 250.5)])).toEqual([
      { id: 'A', title: 'Producto A', quantity: 2, unit_price: 1000, currency_id: 'ARS' },
      { id: 'B', title: 'Producto B', quantity: 1, unit_price: 250.5, currency_id: 'ARS' },
    ])
  })

  it('adds the rest of the stored total (the shipping line) as one more item, to the centavo', () => {
    const items = preferenceItems(order(2000.1), [line('A', 2, 900.05)])
    expect(items.at(-1)).toEqual({ id: 'envio', title: 'Envío', quantity: 1, unit_price: 200, currency_id: 'ARS' })
    expect(items.reduce((sum, i) => sum + Math.round(i.unit_price * 100) * i.quantity, 0)).toBe(200010)
  })

  it('charges the total as one item when the lines add up to more (a discount)', () => {
    expect(preferenceItems(order(1500), [line('A', 2, 1000)])).toEqual([
      { id: '00000012', title: 'Pedido N° 00000012', quantity: 1, unit_price: 1500, currency_id: 'ARS' },
    ])
  })

  it('fixes the instalments of the payment list and names the order, the payer and the ways back', () => {
    const pref = checkoutPreference(order(1200, 4), [line('A', 1, 1200)], {
      origin: 'https://tienda.example',
      statementDescriptor: 'TECNOHOGAR',
      now: new Date('2026-11-27T12:00:00Z'),
    })
    expect(pref.payment_methods).toEqual({ installments: 6, default_installments: 6 })
    expect(pref.external_reference).toBe('00000012')
    expect(pref.payer).toEqual({
      email: 'ana@example.com',
      name: 'Ana Pérez',
      identification: { type: 'DNI', number: '30111222' },
    })
    expect(pref.expiration_date_to).toBe('2026-11-30T12:00:00.000Z')
    expect(pref.notification_url).toBe('https://tienda.example/api/payments/mercadopago/webhook?source_news=webhooks')
  })
})
