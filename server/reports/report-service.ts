/**
 * Reportes (decision 054): the figures of a period of Buenos Aires days against the same number
 * of days before it, for the page and for the download. Read-only; every rule of what counts and
 * how it is grouped lives in domain/admin/report-*.ts.
 */
import {
  NO_BRAND,
  REPORT_TOP,
  deliveryKey,
  deliveryLabel,
  paymentListLabel,
  type MixFigure,
  type ReportExportFormat,
  type SalesReport,
  type StateFigure,
} from '#domain/admin/report-figures.ts'
import { addDays, dayStart, type ReportPeriod } from '#domain/admin/report-period.ts'
import { salesSeries, salesTotals, type DayStateTotal } from '#domain/admin/report-series.ts'
import { PAYMENT_OPTIONS } from '#domain/prices.ts'
import { isCancelledState } from '#domain/stock-movements.ts'
import type { Database } from '../db/database.ts'
import { reportRepository, type Instants } from './report-repository.ts'
import { reportFile, type ReportFile } from './report-file.ts'

export interface ReportService {
  salesReport(period: ReportPeriod): Promise<SalesReport>
  exportReport(period: ReportPeriod, format: ReportExportFormat): Promise<ReportFile>
}

/** [first day 00:00, the day after the last 00:00) in Buenos Aires. */
const instantsOf = (from: string, to: string): Instants => ({ start: dayStart(from), end: dayStart(addDays(to, 1)) })

function statesOf(rows: readonly DayStateTotal[], period: ReportPeriod): StateFigure[] {
  const byState = new Map<string, StateFigure>()
  for (const row of rows) {
    if (row.day < period.from) continue
    const figure = byState.get(row.state) ?? { state: row.state, orders: 0, amount: 0 }
    figure.orders += row.orders
    figure.amount = Math.round((figure.amount + row.amount) * 100) / 100
    byState.set(row.state, figure)
  }
  return [...byState.values()].sort((a, b) => b.orders - a.orders || a.state.localeCompare(b.state, 'es'))
}

export function createReportService({ db }: Database): ReportService {
  const repo = reportRepository(db)

  async function salesReport(period: ReportPeriod): Promise<SalesReport> {
    const current = instantsOf(period.from, period.to)
    const days = await repo.dayStateTotals(instantsOf(period.previousFrom, period.to))
    const cancelled = [...new Set(days.map((d) => d.state).filter(isCancelledState))]
    const [products, brands, lists, deliveries, viewed] = await Promise.all([
      repo.topProducts(current, cancelled, REPORT_TOP),
      repo.topBrands(current, cancelled, REPORT_TOP),
      repo.paymentLists(current, cancelled),
      repo.deliveries(current, cancelled),
      repo.mostViewed(period.from, period.to, REPORT_TOP),
    ])
    const bought = new Map((await repo.ordersOfSkus(current, cancelled, viewed.map((v) => v.sku))).map((r) => [r.sku, r]))
    const series = salesSeries(period, days)

    const listFigures: MixFigure[] = PAYMENT_OPTIONS.map(({ list }) => {
      const row = lists.find((l) => l.list === list)
      return { key: String(list), label: paymentListLabel(list), orders: row?.orders ?? 0, amount: row?.amount ?? 0 }
    })
    for (const row of lists)
      if (!PAYMENT_OPTIONS.some((o) => o.list === row.list))
        listFigures.push({ key: String(row.list), label: paymentListLabel(row.list), ...row })

    const deliveryFigures = new Map<string, MixFigure>()
    for (const row of deliveries) {
      const key = deliveryKey(row.kind, row.branch)
      const figure = deliveryFigures.get(key) ?? { key, label: deliveryLabel(key), orders: 0, amount: 0 }
      deliveryFigures.set(key, { ...figure, orders: figure.orders + row.orders, amount: figure.amount + row.amount })
    }

    return {
      period,
      totals: salesTotals(series),
      series,
      products,
      brands: brands.map((b) => ({ ...b, brand: b.brand.trim() || NO_BRAND })),
      paymentLists: listFigures,
      deliveries: [...deliveryFigures.values()].sort((a, b) => b.orders - a.orders),
      states: statesOf(days, period),
      views: viewed.map((v) => ({ ...v, orders: bought.get(v.sku)?.orders ?? 0, units: bought.get(v.sku)?.units ?? 0 })),
    }
  }

  return {
    salesReport,
    async exportReport(period, format) {
      return reportFile(await salesReport(period), format)
    },
  }
}
