import { describe, expect, it } from 'vitest'
import { shippingLine, shippingRows, type PickupPlaces } from './shipping-rows.ts'

const places: PickupPlaces = {
  branches: {
    caballito: { name: 'Sucursal Caballito', address: 'Av. Rivadavia 5040' },
    villaUrquiza: { name: 'Sucursal Villa Urquiza', address: 'Av. Triunvirato 4650' },
  },
  hours: 'Lunes a viernes de 09:00 a 18:00',
}
const delivery = {
  kind: 'delivery',
  zone: 'CABA',
  price: 6500,
  free: false,
  minDays: 1,
  maxDays: 2,
  from: '2026-12-09',
  to: '2026-12-10',
} as const

describe('the shipping rows', () => {
  it('say the zone, the cost and the window of a delivery', () => {
    expect(shippingLine(delivery)).toEqual({ label: 'Envío a CABA', amount: '$ 6.500,00' })
    expect(shippingRows(delivery, places)).toEqual([
      ['Zona de envío', 'CABA'],
      ['Costo de envío', '$ 6.500,00'],
      ['Entrega estimada', 'llega entre el miércoles 9 de diciembre y el jueves 10 de diciembre'],
    ])
    expect(shippingLine({ ...delivery, price: 0, free: true }).amount).toBe('Gratis')
  })

  it('say the branch, its address and when a pick-up is ready', () => {
    const rows = shippingRows({ kind: 'pickup', branch: 'villaUrquiza', readyFrom: '2026-12-09' }, places)
    expect(rows).toContainEqual(['Sucursal de retiro', 'Sucursal Villa Urquiza'])
    expect(rows).toContainEqual(['Dirección de la sucursal', 'Av. Triunvirato 4650'])
    expect(rows).toContainEqual(['Listo para retirar', 'desde el miércoles 9 de diciembre'])
    expect(shippingRows({ kind: 'pickup', branch: null, readyFrom: '2026-12-09' }, places)[0]).toEqual([
      'Sucursales',
      'Sucursal Caballito: Av. Rivadavia 5040 / Sucursal Villa Urquiza: Av. Triunvirato 4650',
    ])
  })

  it('say a delivery is to be quoted', () => {
    expect(shippingLine({ kind: 'to_quote' })).toEqual({ label: 'Envío a cotizar', amount: 'A cotizar' })
    expect(shippingRows({ kind: 'to_quote' }, places)).toEqual([
      ['Costo de envío', 'Envío a cotizar (lo cotizamos después del pedido)'],
    ])
  })
})
