import { describe, expect, it } from 'vitest'
import { checkoutProblem, deliveryFor, orderFailureAlert, orderPayload, UNAVAILABLE_LINES_MESSAGE } from './checkout.ts'
import { SESSION_EXPIRED_MESSAGE } from './messages.ts'
import { ORDER_MESSAGES } from './order-messages.ts'
import type { Billing } from './order-payload.ts'
import type { CartProduct } from './product.ts'

const billing: Billing = {
  fullname: 'Ana Pérez',
  dni: '30123456',
  vat_condition: 'consumidor_final',
  phone: '1155550000',
  email: 'ana@example.com',
  address: 'Av. Rivadavia 5040',
  location: 'Caballito',
  postal_code: '1424',
}

const product = (sku: string, p1: number): CartProduct => ({
  id: 1,
  sku,
  name: `Producto ${sku} EAN: 7791234567898`,
  stock: 10,
  category: 'C',
  sub_category: 'S',
  brand: 'B',
  img_url: '',
  price_list_1: p1,
  price_list_2: p1 * 0.9,
  price_list_3: p1,
  price_list_4: p1 * 1.1,
  price_list_5: p1 * 1.2,
  price_list_6: p1 * 1.3,
  tax_percentage: 21,
})

describe('deliveryFor', () => {
  it('copies billing for option 1, clears for 2 and uses --- for pick-up', () => {
    expect(deliveryFor(1, billing)).toEqual({ option: 1, postal_code: '1424', address: 'Av. Rivadavia 5040' })
    expect(deliveryFor(2, billing)).toEqual({ option: 2, postal_code: '', address: '' })
    expect(deliveryFor(3, billing)).toEqual({ option: 3, postal_code: '---', address: '---', branch: 'caballito' })
  })
})

describe('checkoutProblem', () => {
  const ok = {
    sessionEmail: 'ana@example.com',
    billing,
    delivery: deliveryFor(1, billing),
    paymentList: 1 as const,
    unavailableSkus: [],
  }
  it('accepts a complete form', () => expect(checkoutProblem(ok)).toBeNull())
  it('asks to sign in again without a session e-mail', () => {
    expect(checkoutProblem({ ...ok, sessionEmail: null })).toEqual({ kind: 'session', message: SESSION_EXPIRED_MESSAGE })
  })
  it.each([
    ['paymentList', { paymentList: null }],
    ['delivery.address', { delivery: deliveryFor(2, billing) }],
    ['billing.dni', { billing: { ...billing, dni: ' ' } }],
    ['billing.phone', { billing: { ...billing, phone: '' } }],
    ['billing.fullname', { billing: { ...billing, fullname: '' } }],
  ])('reports %s as missing', (field, change) => {
    const problem = checkoutProblem({ ...ok, ...change })
    expect(problem?.message).toBe(ORDER_MESSAGES.missingFields)
    expect(problem?.kind === 'missing' && problem.fields).toContain(field)
  })
  it('does not require a location', () => expect(checkoutProblem({ ...ok, billing: { ...billing, location: '' } })).toBeNull())
  it('refuses a cart with lines the catalogue no longer knows, naming them', () => {
    expect(checkoutProblem({ ...ok, unavailableSkus: ['GONE-1', 'GONE-2'] })).toEqual({
      kind: 'unavailable',
      message: UNAVAILABLE_LINES_MESSAGE,
      skus: ['GONE-1', 'GONE-2'],
    })
    expect(UNAVAILABLE_LINES_MESSAGE).toBe(
      'Hay productos en tu carrito que ya no están disponibles. Quitalos del carrito para poder generar el pedido.',
    )
  })
  it("keeps the spec's messages first: session, then missing fields", () => {
    expect(checkoutProblem({ ...ok, sessionEmail: '', unavailableSkus: ['GONE'] })?.kind).toBe('session')
    expect(checkoutProblem({ ...ok, paymentList: null, unavailableSkus: ['GONE'] })?.kind).toBe('missing')
  })
})

describe('orderPayload', () => {
  it('builds the spec payload with the chosen list and a padded number', () => {
    const payload = orderPayload({
      movement: 42,
      company: 'TecnoHogar',
      footerImg: '/favicon.svg',
      billing,
      delivery: deliveryFor(3, billing),
      paymentList: 2,
      lines: [
        { sku: 'A', quantity: 2 },
        { sku: 'B', quantity: 1 },
        { sku: 'GONE', quantity: 1 },
      ],
      products: { A: product('A', 100.1), B: product('B', 50) },
    })
    expect(payload.movimiento_numero).toBe('00000042')
    expect(payload.productos).toEqual([
      { sku: 'A', descripcion: 'Producto A', precio: 90.09, cantidad_seleccionada: 2 },
      { sku: 'B', descripcion: 'Producto B', precio: 45, cantidad_seleccionada: 1 },
      // never dropped: the server refuses the order naming it, rather than ordering less than the cart
      { sku: 'GONE', descripcion: '', precio: 0, cantidad_seleccionada: 1 },
    ])
    expect(payload.total).toBe(225.18)
    expect(payload.opcion_de_entrega).toEqual({ retira_en_local: true, cp: '---', direccion: '---', sucursal: 'caballito' })
    expect(payload.abona_en).toBe(2)
    expect(payload.datos_cliente.nombre_completo).toBe('Ana Pérez')
  })

  it('sends the chosen branch and the shipping the page showed, in the total too', () => {
    const payload = orderPayload({
      movement: 1,
      company: 'TecnoHogar',
      footerImg: '',
      billing,
      delivery: { ...deliveryFor(2, billing), postal_code: '1414', address: 'Gurruchaga 100' },
      paymentList: 1,
      lines: [{ sku: 'A', quantity: 1 }],
      products: { A: product('A', 100.1) },
      seenShipping: 6500.2,
    })
    expect(payload.opcion_de_entrega).toEqual({
      retira_en_local: false,
      cp: '1414',
      direccion: 'Gurruchaga 100',
      costo_envio: 6500.2,
    })
    expect(payload.total).toBe(6600.3)
    const pickup = orderPayload({
      ...{ movement: 1, company: '', footerImg: '', billing, paymentList: 1, lines: [], products: {} },
      delivery: { ...deliveryFor(3, billing), branch: 'villaUrquiza' },
      seenShipping: null,
    })
    expect(pickup.opcion_de_entrega).toMatchObject({ sucursal: 'villaUrquiza', costo_envio: null })
  })
})

describe('orderFailureAlert', () => {
  it('shows the hourly limit as a warning titled Atención, not as an error to create the order', () => {
    expect(orderFailureAlert('rateLimited')).toEqual({
      icon: 'warning',
      title: 'Atención',
      text: 'Excedió el límite de pedidos por hora. Intente más tarde.',
      offerLogin: false,
    })
  })
  it('asks to sign in again when the session ended, offering /login', () => {
    expect(orderFailureAlert('session')).toEqual({
      icon: 'warning',
      title: 'Atención',
      text: 'Tu sesión expiró, vuelve a iniciar sesión',
      offerLogin: true,
    })
  })
  it("keeps 'Error al crear pedido' for any other failure", () => {
    expect(orderFailureAlert('other')).toEqual({
      icon: 'error',
      title: 'Error al crear pedido',
      text: 'Lo sentimos, ocurrió un error inesperado. Intente más tarde.',
      offerLogin: false,
    })
  })
})
