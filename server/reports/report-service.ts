/**
 * Reportes (decision 054): the figures of a period of Buenos Aires days against the same number
 * of days before it, for the page and for the download. Read-only; every rule of what counts and
 * how it is grouped lives in domain/admin/report-*.ts.
 */
import { identity } from '#config/store-identity.ts'
import { REPORT_TOP, type BranchNames, type ReportExportFormat, type SalesReport } from '#domain/admin/report-figures.ts'
import { deliveryMix, paymentListMix, stateFigures, topBrands, topProducts } from '#domain/admin/report-rankings.ts'
import { dayStart } from '#domain/admin/buenos-aires-day.ts'
import { addDays, type ReportPeriod } from '#domain/admin/report-period.ts'
import { salesSeries, salesTotals } from '#domain/admin/report-series.ts'
import { PICKUP_BRANCHES } from '#domain/shipping/order-shipping.ts'
import { isCancelledState } from '#domain/stock-movements.ts'
import type { Database } from '../db/database.ts'
import { reportRepository, type Instants } from './report-repository.ts'
import { reportFile, type ReportFile } from './report-file.ts'

export interface ReportService {
  salesReport(period: ReportPeriod): Promise<SalesReport>
  exportReport(period: ReportPeriod, format: ReportExportFormat): Promise<ReportFile>
}

const BRANCH_NAMES = Object.fromEntries(PICKUP_BRANCHES.map((branch) => [branch, identity.branches[branch].name])) as BranchNames

/** [first day 00:00, the day after the last 00:00) in Buenos Aires. */
const instantsOf = (from: string, to: string): Instants => ({ start: dayStart(from), end: dayStart(addDays(to, 1)) })

export function createReportService({ db }: Database): ReportService {
  const repo = reportRepository(db)

  async function salesReport(period: ReportPeriod): Promise<SalesReport> {
    const current = instantsOf(period.from, period.to)
    const days = await repo.dayStateTotals(instantsOf(period.previousFrom, period.to))
    const cancelled = [...new Set(days.map((d) => d.state).filter(isCancelledState))]
    const [skus, mixes, viewed] = await Promise.all([
      repo.soldSkus(current, cancelled),
      repo.mixes(current, cancelled),
      repo.mostViewed(period.from, period.to, REPORT_TOP),
    ])
    const bought = new Map(skus.map((s) => [s.sku, s]))
    const series = salesSeries(period, days)
    return {
      period,
      totals: salesTotals(series),
      series,
      products: topProducts(skus, REPORT_TOP),
      brands: topBrands(skus, REPORT_TOP),
      paymentLists: paymentListMix(mixes),
      deliveries: deliveryMix(mixes, BRANCH_NAMES),
      states: stateFigures(days, period),
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
