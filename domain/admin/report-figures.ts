/**
 * What Reportes shows besides the sales over time, and the same figures as a download: the
 * products and brands that sold most, the mix of payment lists and deliveries, the orders by
 * state, and how the most viewed products turned views into orders. Cancelled orders count only
 * in «Pedidos por estado».
 */
import { PAYMENT_OPTIONS } from '../prices.ts'
import { isPickupBranch, type PickupBranch } from '../shipping/order-shipping.ts'
import type { ReportPeriod } from './report-period.ts'
import { shortDay, type SalesTotals, type SeriesPoint } from './report-series.ts'

/** How many products, brands and viewed products each ranking shows. */
export const REPORT_TOP = 10

export interface ProductFigure {
  sku: string
  name: string
  units: number
  amount: number
}

export interface BrandFigure {
  brand: string
  units: number
  amount: number
}

export interface MixFigure {
  key: string
  label: string
  orders: number
  amount: number
}

export interface StateFigure {
  state: string
  orders: number
  amount: number
}

export interface ViewFigure {
  productId: number
  sku: string
  name: string
  views: number
  /** orders of the period (not cancelled) with the product in them */
  orders: number
  units: number
}

export interface SalesReport {
  period: ReportPeriod
  totals: SalesTotals
  series: SeriesPoint[]
  products: ProductFigure[]
  brands: BrandFigure[]
  paymentLists: MixFigure[]
  deliveries: MixFigure[]
  states: StateFigure[]
  views: ViewFigure[]
}

export const NO_BRAND = 'Sin marca'

export function paymentListLabel(list: number): string {
  const option = PAYMENT_OPTIONS.find((o) => o.list === list)
  return option ? `Lista ${list}: ${option.label}` : `Lista ${list}`
}

/** How the database names a delivery: the shipping's kind, and the branch of a pick-up. */
export function deliveryKey(kind: string, branch: string | null): string {
  return kind === 'pickup' && branch ? `pickup:${branch}` : kind
}

/** The branches' names as the store calls them (config/store-identity.ts, handed in by the server). */
export type BranchNames = Readonly<Record<PickupBranch, string>>

export function deliveryLabel(key: string, branches: BranchNames): string {
  if (key === 'delivery') return 'Envío a domicilio'
  if (key === 'to_quote') return 'Envío a cotizar'
  if (key === 'pickup') return 'Retiro en el local'
  const branch = key.startsWith('pickup:') ? key.slice('pickup:'.length) : ''
  return isPickupBranch(branch) ? `Retiro en ${branches[branch]}` : 'Otra entrega'
}

/** Orders per 100 views, one decimal ("2,5 %"); a dash without views. */
export function conversionLabel(views: number, orders: number): string {
  if (views === 0) return '—'
  return `${((orders / views) * 100).toLocaleString('es-AR', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} %`
}

/** A share of a whole, rounded, for the mix bars ("38 %"). */
export function shareLabel(part: number, whole: number): string {
  return whole === 0 ? '0 %' : `${Math.round((part / whole) * 100)} %`
}

export type ReportCell = string | number

export interface ReportTable {
  /** the spreadsheet's sheet and the CSV's section */
  title: string
  columns: readonly string[]
  rows: ReportCell[][]
}

/** The page's figures as tables: one sheet each in the spreadsheet, one section each in the CSV. */
export function reportTables(report: SalesReport): ReportTable[] {
  const { period } = report
  const previous = `${shortDay(period.previousFrom)}–${shortDay(period.previousTo)}`
  return [
    {
      title: 'Ventas',
      columns: ['Desde', 'Hasta', 'Período', 'Pedidos', 'Importe', `Pedidos (${previous})`, `Importe (${previous})`],
      rows: report.series.map((p) => [p.start, p.end, p.label, p.orders, p.amount, p.previousOrders, p.previousAmount]),
    },
    {
      title: 'Productos',
      columns: ['SKU', 'Producto', 'Unidades', 'Importe'],
      rows: report.products.map((p) => [p.sku, p.name, p.units, p.amount]),
    },
    {
      title: 'Marcas',
      columns: ['Marca', 'Unidades', 'Importe'],
      rows: report.brands.map((b) => [b.brand, b.units, b.amount]),
    },
    {
      title: 'Formas de pago',
      columns: ['Lista de precios', 'Pedidos', 'Importe'],
      rows: report.paymentLists.map((m) => [m.label, m.orders, m.amount]),
    },
    {
      title: 'Entregas',
      columns: ['Entrega', 'Pedidos', 'Importe'],
      rows: report.deliveries.map((m) => [m.label, m.orders, m.amount]),
    },
    {
      title: 'Estados',
      columns: ['Estado', 'Pedidos', 'Importe'],
      rows: report.states.map((s) => [s.state, s.orders, s.amount]),
    },
    {
      title: 'Vistas y pedidos',
      columns: ['SKU', 'Producto', 'Vistas', 'Pedidos', 'Unidades', 'Pedidos cada 100 vistas'],
      rows: report.views.map((v) => [
        v.sku,
        v.name,
        v.views,
        v.orders,
        v.units,
        v.views ? Math.round((v.orders / v.views) * 1000) / 10 : 0,
      ]),
    },
  ]
}

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx'] as const
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number]

export const reportFileName = (period: Pick<ReportPeriod, 'from' | 'to'>, format: ReportExportFormat) =>
  `reportes-${period.from}-a-${period.to}.${format}`
