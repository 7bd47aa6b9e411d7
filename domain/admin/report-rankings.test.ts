import { describe, expect, it } from 'vitest'
import {
  deliveryMix,
  paymentListMix,
  stateFigures,
  topBrands,
  topProducts,
  type MixRow,
  type SoldSku,
} from './report-rankings.ts'

const sku = (s: string, brand: string, units: number, amount: number, orders = units): SoldSku => ({
  sku: s,
  name: `Producto ${s}`,
  brand,
  units,
  amount,
  orders,
})
const SKUS = [
  sku('B-2', 'LG', 1, 300.004),
  sku('A-1', 'Samsung', 2, 500),
  sku('C-3', '', 5, 300),
  sku('D-4', '  ', 1, 50),
  sku('E-5', 'Samsung', 1, 100),
]
const BRANCHES = { caballito: 'Sucursal Caballito', villaUrquiza: 'Sucursal Villa Urquiza' }
const mix = (list: number, kind: string, branch: string | null, orders: number, amount: number): MixRow => ({
  list,
  kind,
  branch,
  orders,
  amount,
})

describe('topProducts', () => {
  it('ranks by amount, ties by SKU, cut at the top and rounded to cents', () => {
    expect(topProducts(SKUS, 3)).toEqual([
      { sku: 'A-1', name: 'Producto A-1', units: 2, amount: 500 },
      { sku: 'B-2', name: 'Producto B-2', units: 1, amount: 300 },
      { sku: 'C-3', name: 'Producto C-3', units: 5, amount: 300 },
    ])
    expect(topProducts([], 10)).toEqual([])
  })
})

describe('topBrands', () => {
  it('adds up each brand, the products without one as «Sin marca»', () => {
    expect(topBrands(SKUS, 10)).toEqual([
      { brand: 'Samsung', units: 3, amount: 600 },
      { brand: 'Sin marca', units: 6, amount: 350 },
      { brand: 'LG', units: 1, amount: 300 },
    ])
    expect(topBrands(SKUS, 1)).toHaveLength(1)
  })
})

describe('paymentListMix', () => {
  it('lists the six payment lists in order, those without orders too, adding up across deliveries', () => {
    const lists = paymentListMix([
      mix(2, 'pickup', 'caballito', 3, 300),
      mix(2, 'delivery', null, 1, 100.005),
      mix(6, 'to_quote', null, 1, 50),
    ])
    expect(lists.map((l) => [l.key, l.orders, l.amount])).toEqual([
      ['1', 0, 0],
      ['2', 4, 400.01],
      ['3', 0, 0],
      ['4', 0, 0],
      ['5', 0, 0],
      ['6', 1, 50],
    ])
    expect(lists[5]!.label).toBe('Lista 6: 12 cuotas fijas')
  })

  it('keeps a list the store no longer offers, after the others', () => {
    expect(paymentListMix([mix(9, 'delivery', null, 2, 20)]).at(-1)).toEqual({
      key: '9',
      label: 'Lista 9',
      orders: 2,
      amount: 20,
    })
  })
})

describe('deliveryMix', () => {
  it('names each delivery and pick-up branch, most orders first, adding up across payment lists', () => {
    expect(
      deliveryMix(
        [
          mix(1, 'delivery', null, 2, 200),
          mix(2, 'pickup', 'villaUrquiza', 3, 30),
          mix(3, 'delivery', null, 2, 200),
          mix(2, 'pickup', null, 1, 10),
          mix(2, 'to_quote', null, 1, 0),
        ],
        BRANCHES,
      ),
    ).toEqual([
      { key: 'delivery', label: 'Envío a domicilio', orders: 4, amount: 400 },
      { key: 'pickup:villaUrquiza', label: 'Retiro en Sucursal Villa Urquiza', orders: 3, amount: 30 },
      { key: 'pickup', label: 'Retiro en el local', orders: 1, amount: 10 },
      { key: 'to_quote', label: 'Envío a cotizar', orders: 1, amount: 0 },
    ])
  })
})

describe('stateFigures', () => {
  it("adds up the period's days by state, cancelled ones too, the previous period left out, most orders first", () => {
    const day = (d: string, state: string, orders: number, amount: number) => ({ day: d, state, orders, amount })
    expect(
      stateFigures(
        [
          day('2026-10-31', 'Entregado', 9, 900),
          day('2026-11-01', 'Entregado', 1, 100.1),
          day('2026-11-02', 'Entregado', 1, 100.2),
          day('2026-11-02', ' cancelada ', 3, 30),
          day('2026-11-03', 'Pendiente', 2, 20),
          day('2026-11-04', 'Zeta', 2, 20),
          day('2026-11-11', 'Entregado', 9, 900),
        ],
        { from: '2026-11-01', to: '2026-11-10' },
      ),
    ).toEqual([
      { state: ' cancelada ', orders: 3, amount: 30 },
      { state: 'Entregado', orders: 2, amount: 200.3 },
      { state: 'Pendiente', orders: 2, amount: 20 },
      { state: 'Zeta', orders: 2, amount: 20 },
    ])
  })
})
