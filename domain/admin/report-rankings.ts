/**
 * Reportes' rankings and mixes from what the database summed once: the period's SKUs (units,
 * amount, orders, the product's brand) and its orders by payment list and delivery. Ties go to
 * the SKU or brand first in the alphabet, so the same figures always read the same.
 */
import { roundMoney } from '../money.ts'
import { PAYMENT_OPTIONS } from '../prices.ts'
import {
  NO_BRAND,
  deliveryKey,
  deliveryLabel,
  paymentListLabel,
  type BrandFigure,
  type BranchNames,
  type MixFigure,
  type ProductFigure,
  type StateFigure,
} from './report-figures.ts'
import type { ReportPeriod } from './report-period.ts'
import type { DayStateTotal } from './report-series.ts'

export interface SoldSku {
  sku: string
  name: string
  /** the product's brand today; '' when it has none or is gone */
  brand: string
  units: number
  amount: number
  orders: number
}

export interface MixRow {
  list: number
  kind: string
  branch: string | null
  orders: number
  amount: number
}

const byAmount =
  <T extends { amount: number }>(key: (t: T) => string) =>
  (a: T, b: T) =>
    b.amount - a.amount || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)

export function topProducts(skus: readonly SoldSku[], top: number): ProductFigure[] {
  return [...skus]
    .sort(byAmount((s) => s.sku))
    .slice(0, top)
    .map(({ sku, name, units, amount }) => ({ sku, name, units, amount: roundMoney(amount) }))
}

export function topBrands(skus: readonly SoldSku[], top: number): BrandFigure[] {
  const brands = new Map<string, BrandFigure>()
  for (const s of skus) {
    const brand = s.brand.trim() || NO_BRAND
    const figure = brands.get(brand) ?? { brand, units: 0, amount: 0 }
    brands.set(brand, { brand, units: figure.units + s.units, amount: figure.amount + s.amount })
  }
  return [...brands.values()]
    .sort(byAmount((b) => b.brand))
    .slice(0, top)
    .map((b) => ({ ...b, amount: roundMoney(b.amount) }))
}

/** Every payment list of the store in its order (those without orders too), then any other the orders name. */
export function paymentListMix(rows: readonly MixRow[]): MixFigure[] {
  const lists = new Map<number, MixFigure>(
    PAYMENT_OPTIONS.map(({ list }) => [list, { key: String(list), label: paymentListLabel(list), orders: 0, amount: 0 }]),
  )
  for (const row of rows) {
    const figure = lists.get(row.list) ?? { key: String(row.list), label: paymentListLabel(row.list), orders: 0, amount: 0 }
    lists.set(row.list, { ...figure, orders: figure.orders + row.orders, amount: roundMoney(figure.amount + row.amount) })
  }
  return [...lists.values()]
}

/** The deliveries the orders used, most orders first. */
export function deliveryMix(rows: readonly MixRow[], branches: BranchNames): MixFigure[] {
  const deliveries = new Map<string, MixFigure>()
  for (const row of rows) {
    const key = deliveryKey(row.kind, row.branch)
    const figure = deliveries.get(key) ?? { key, label: deliveryLabel(key, branches), orders: 0, amount: 0 }
    deliveries.set(key, { ...figure, orders: figure.orders + row.orders, amount: roundMoney(figure.amount + row.amount) })
  }
  return [...deliveries.values()].sort((a, b) => b.orders - a.orders || (a.key < b.key ? -1 : 1))
}

/** Every state the period's orders are in (cancelled ones too), most orders first. */
export function stateFigures(rows: readonly DayStateTotal[], period: Pick<ReportPeriod, 'from' | 'to'>): StateFigure[] {
  const byState = new Map<string, StateFigure>()
  for (const row of rows) {
    if (row.day < period.from || row.day > period.to) continue
    const figure = byState.get(row.state) ?? { state: row.state, orders: 0, amount: 0 }
    byState.set(row.state, {
      state: row.state,
      orders: figure.orders + row.orders,
      amount: roundMoney(figure.amount + row.amount),
    })
  }
  return [...byState.values()].sort((a, b) => b.orders - a.orders || a.state.localeCompare(b.state, 'es'))
}
