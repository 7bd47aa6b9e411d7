import { describe, expect, it } from 'vitest'
import {
  conversionLabel,
  deliveryKey,
  deliveryLabel,
  paymentListLabel,
  reportFileName,
  reportTables,
  shareLabel,
  type SalesReport,
} from './report-figures.ts'
import { periodOf } from './report-period.ts'
import { salesSeries, salesTotals } from './report-series.ts'

describe('paymentListLabel', () => {
  it('names each price list with its payment', () => {
    expect(paymentListLabel(1)).toBe('Lista 1: 1 pago con tarjeta de débito o crédito')
    expect(paymentListLabel(2)).toBe('Lista 2: Efectivo, transferencia o depósito')
    expect(paymentListLabel(3)).toBe('Lista 3: 3 cuotas fijas')
    expect(paymentListLabel(6)).toBe('Lista 6: 12 cuotas fijas')
  })

  it('gives only the number of a list the store does not have', () => {
    expect(paymentListLabel(7)).toBe('Lista 7')
    expect(paymentListLabel(0)).toBe('Lista 0')
  })
})

describe('deliveryKey', () => {
  it('names a pick-up with its branch', () => {
    expect(deliveryKey('pickup', 'caballito')).toBe('pickup:caballito')
    expect(deliveryKey('pickup', 'villaUrquiza')).toBe('pickup:villaUrquiza')
  })

  it('names a pick-up without branch, and other deliveries, by their kind', () => {
    expect(deliveryKey('pickup', null)).toBe('pickup')
    expect(deliveryKey('pickup', '')).toBe('pickup')
    expect(deliveryKey('delivery', null)).toBe('delivery')
    expect(deliveryKey('delivery', 'caballito')).toBe('delivery')
    expect(deliveryKey('to_quote', null)).toBe('to_quote')
  })
})

const BRANCHES = { caballito: 'Sucursal Caballito', villaUrquiza: 'Sucursal Villa Urquiza' }

describe('deliveryLabel', () => {
  it('names each kind of delivery in Spanish', () => {
    expect(deliveryLabel('delivery', BRANCHES)).toBe('Envío a domicilio')
    expect(deliveryLabel('to_quote', BRANCHES)).toBe('Envío a cotizar')
    expect(deliveryLabel('pickup', BRANCHES)).toBe('Retiro en el local')
  })

  it("names a pick-up's branch", () => {
    expect(deliveryLabel('pickup:caballito', BRANCHES)).toBe('Retiro en Sucursal Caballito')
    expect(deliveryLabel('pickup:villaUrquiza', BRANCHES)).toBe('Retiro en Sucursal Villa Urquiza')
    expect(deliveryLabel(deliveryKey('pickup', 'caballito'), BRANCHES)).toBe('Retiro en Sucursal Caballito')
  })

  it('gives «Otra entrega» to an unknown branch or kind', () => {
    for (const key of ['pickup:palermo', 'pickup:', 'pickup:constructor', 'pickup:Caballito', 'caballito', 'express', ''])
      expect(deliveryLabel(key, BRANCHES)).toBe('Otra entrega')
  })
})

describe('conversionLabel', () => {
  it('gives orders per 100 views with one decimal and a decimal comma', () => {
    expect(conversionLabel(40, 1)).toBe('2,5 %')
    expect(conversionLabel(3, 1)).toBe('33,3 %')
    expect(conversionLabel(16, 1)).toBe('6,3 %')
    expect(conversionLabel(200, 0)).toBe('0,0 %')
    expect(conversionLabel(7, 7)).toBe('100,0 %')
    expect(conversionLabel(1000, 25)).toBe('2,5 %')
  })

  it('gives a dash without views', () => {
    expect(conversionLabel(0, 0)).toBe('—')
    expect(conversionLabel(0, 3)).toBe('—')
  })
})

describe('shareLabel', () => {
  it('gives a rounded share', () => {
    expect(shareLabel(3, 8)).toBe('38 %')
    expect(shareLabel(1, 3)).toBe('33 %')
    expect(shareLabel(2, 3)).toBe('67 %')
    expect(shareLabel(8, 8)).toBe('100 %')
    expect(shareLabel(0, 10)).toBe('0 %')
  })

  it('gives 0 % of nothing', () => {
    expect(shareLabel(0, 0)).toBe('0 %')
    expect(shareLabel(5, 0)).toBe('0 %')
  })
})

describe('reportTables', () => {
  // Monday 2 to Sunday 15 November 2026 by week, against 19 October to 1 November
  const period = periodOf('2026-11-02', '2026-11-15', 'semana')
  const series = salesSeries(period, [
    { day: '2026-11-03', state: 'Pendiente', orders: 2, amount: 300000 },
    { day: '2026-11-10', state: 'Entregado', orders: 1, amount: 125000.5 },
    { day: '2026-11-10', state: 'Cancelado', orders: 1, amount: 99000 },
    { day: '2026-10-20', state: 'Entregado', orders: 3, amount: 210000 },
  ])
  const report: SalesReport = {
    period,
    totals: salesTotals(series),
    series,
    products: [
      { sku: 'HEL-001', name: 'Heladera No Frost 400 L', units: 2, amount: 300000 },
      { sku: 'LAV-010', name: 'Lavarropas 8 kg', units: 1, amount: 125000.5 },
    ],
    brands: [
      { brand: 'Frío Sur', units: 2, amount: 300000 },
      { brand: 'Sin marca', units: 1, amount: 125000.5 },
    ],
    paymentLists: [
      { key: '2', label: 'Lista 2: Efectivo, transferencia o depósito', orders: 2, amount: 300000 },
      { key: '4', label: 'Lista 4: 6 cuotas fijas', orders: 1, amount: 125000.5 },
    ],
    deliveries: [
      { key: 'delivery', label: 'Envío a domicilio', orders: 2, amount: 300000 },
      { key: 'pickup:caballito', label: 'Retiro en Sucursal Caballito', orders: 1, amount: 125000.5 },
    ],
    states: [
      { state: 'Pendiente', orders: 2, amount: 300000 },
      { state: 'Entregado', orders: 1, amount: 125000.5 },
      { state: 'Cancelado', orders: 1, amount: 99000 },
    ],
    views: [
      { productId: 1, sku: 'HEL-001', name: 'Heladera No Frost 400 L', views: 40, orders: 1, units: 2 },
      { productId: 2, sku: 'LAV-010', name: 'Lavarropas 8 kg', views: 3, orders: 1, units: 1 },
      { productId: 3, sku: 'MIC-020', name: 'Microondas 20 L', views: 16, orders: 1, units: 1 },
      { productId: 4, sku: 'TOS-005', name: 'Tostadora', views: 0, orders: 0, units: 0 },
    ],
  }
  const tables = reportTables(report)

  it('gives seven tables, titled and in order', () => {
    expect(tables.map((t) => t.title)).toEqual([
      'Ventas',
      'Productos',
      'Marcas',
      'Formas de pago',
      'Entregas',
      'Estados',
      'Vistas y pedidos',
    ])
  })

  it('gives the sales by bar, the previous period named in its columns', () => {
    expect(tables[0]).toEqual({
      title: 'Ventas',
      columns: ['Desde', 'Hasta', 'Período', 'Pedidos', 'Importe', 'Pedidos (19/10–01/11)', 'Importe (19/10–01/11)'],
      rows: [
        ['2026-11-02', '2026-11-08', '02/11–08/11', 2, 300000, 3, 210000],
        ['2026-11-09', '2026-11-15', '09/11–15/11', 1, 125000.5, 0, 0],
      ],
    })
  })

  it('gives products, brands, payment lists, deliveries and states', () => {
    expect(tables.slice(1, 6)).toEqual([
      {
        title: 'Productos',
        columns: ['SKU', 'Producto', 'Unidades', 'Importe'],
        rows: [
          ['HEL-001', 'Heladera No Frost 400 L', 2, 300000],
          ['LAV-010', 'Lavarropas 8 kg', 1, 125000.5],
        ],
      },
      {
        title: 'Marcas',
        columns: ['Marca', 'Unidades', 'Importe'],
        rows: [
          ['Frío Sur', 2, 300000],
          ['Sin marca', 1, 125000.5],
        ],
      },
      {
        title: 'Formas de pago',
        columns: ['Lista de precios', 'Pedidos', 'Importe'],
        rows: [
          ['Lista 2: Efectivo, transferencia o depósito', 2, 300000],
          ['Lista 4: 6 cuotas fijas', 1, 125000.5],
        ],
      },
      {
        title: 'Entregas',
        columns: ['Entrega', 'Pedidos', 'Importe'],
        rows: [
          ['Envío a domicilio', 2, 300000],
          ['Retiro en Sucursal Caballito', 1, 125000.5],
        ],
      },
      {
        title: 'Estados',
        columns: ['Estado', 'Pedidos', 'Importe'],
        rows: [
          ['Pendiente', 2, 300000],
          ['Entregado', 1, 125000.5],
          ['Cancelado', 1, 99000],
        ],
      },
    ])
  })

  it('gives views and orders per 100 views with one decimal, 0 without views', () => {
    expect(tables[6]).toEqual({
      title: 'Vistas y pedidos',
      columns: ['SKU', 'Producto', 'Vistas', 'Pedidos', 'Unidades', 'Pedidos cada 100 vistas'],
      rows: [
        ['HEL-001', 'Heladera No Frost 400 L', 40, 1, 2, 2.5],
        ['LAV-010', 'Lavarropas 8 kg', 3, 1, 1, 33.3],
        ['MIC-020', 'Microondas 20 L', 16, 1, 1, 6.3],
        ['TOS-005', 'Tostadora', 0, 0, 0, 0],
      ],
    })
  })

  it('gives every table its header even without rows', () => {
    const none = reportTables({
      ...report,
      period: periodOf('2026-11-01', '2026-11-10', 'dia'),
      series: [],
      products: [],
      brands: [],
      paymentLists: [],
      deliveries: [],
      states: [],
      views: [],
    })
    expect(none).toHaveLength(7)
    expect(none[0]?.columns).toEqual([
      'Desde',
      'Hasta',
      'Período',
      'Pedidos',
      'Importe',
      'Pedidos (22/10–31/10)',
      'Importe (22/10–31/10)',
    ])
    for (const table of none) {
      expect(table.rows).toEqual([])
      expect(table.columns.length).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('reportFileName', () => {
  it("names the download after the period's days", () => {
    expect(reportFileName({ from: '2026-11-01', to: '2026-11-30' }, 'csv')).toBe('reportes-2026-11-01-a-2026-11-30.csv')
    expect(reportFileName(periodOf('2025-12-01', '2026-11-28'), 'xlsx')).toBe('reportes-2025-12-01-a-2026-11-28.xlsx')
  })
})
