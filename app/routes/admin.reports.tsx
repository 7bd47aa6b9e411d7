/**
 * Reportes: a period's sales (orders and amount per day, week or month against the same number
 * of days before), the products and brands that sold most, the mix of payment lists and
 * deliveries, orders by state and how the most viewed products turned into orders; the same
 * figures as CSV or a spreadsheet. The period is a GET form, so it works before hydration and
 * every view has an address to share.
 */
import { Link } from 'react-router'
import { adminProductPath } from '#domain/admin/product-admin.ts'
import { isCalendarDay } from '#domain/admin/order-filters.ts'
import { buenosAiresDay } from '#domain/admin/buenos-aires-day.ts'
import { conversionLabel, shareLabel, type MixFigure, type SalesReport } from '#domain/admin/report-figures.ts'
import {
  REPORT_GROUPINGS,
  REPORT_GROUPING_LABELS,
  reportPresets,
  reportQueryFrom,
  reportSearch,
  type ReportPeriod,
} from '#domain/admin/report-period.ts'
import { changeLabel, numericDay } from '#domain/admin/report-series.ts'
import { stripEan } from '#domain/ean.ts'
import { isCancelledState } from '#domain/stock-movements.ts'
import type { Route } from './+types/admin.reports'
import { Download } from '../components/icons.tsx'
import { Card, Notice, PageHeading, buttonPrimary, buttonSecondary, inputClass } from '../components/admin/admin-ui.tsx'
import { BarList } from '../components/admin/reports/bar-list.tsx'
import { SalesChart, formatMetric } from '../components/admin/reports/sales-chart.tsx'
import { requireStaff } from '../lib/admin-session.ts'
import { useHydrated } from '../lib/use-hydrated.ts'

export function meta() {
  return [{ title: 'Reportes · Panel TecnoHogar' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context)
  const today = buenosAiresDay(new Date())
  const read = reportQueryFrom(new URL(request.url).searchParams, today)
  const presets = reportPresets(today)
  if (!read.ok) return { presets, report: null, errors: read.errors, values: read.values }
  const report = await context.services.reports.salesReport(read.period)
  const { from, to, by } = read.period
  return { presets, report, errors: {}, values: { from, to, by: by as string } }
}

const GROUP_WORD = { dia: 'día', semana: 'semana', mes: 'mes' } as const

const rangeText = (from: string, to: string) => (from === to ? numericDay(from) : `${numericDay(from)} al ${numericDay(to)}`)

function PeriodForm({
  values,
  errors,
  presets,
  active,
}: {
  values: { from: string; to: string; by: string }
  errors: Partial<Record<'from' | 'to' | 'by', string>>
  presets: Route.ComponentProps['loaderData']['presets']
  active: ReportPeriod | null
}) {
  const hydrated = useHydrated()
  const field = (name: 'from' | 'to', label: string) => (
    <div>
      <label htmlFor={`report-${name}`} className="block text-sm font-semibold text-gray-700">
        {label}
      </label>
      <input
        id={`report-${name}`}
        name={name}
        type="date"
        // a date input holds a real day or nothing (the wrong text is named in the message)
        defaultValue={isCalendarDay(values[name]) ? values[name] : ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `report-${name}-error` : undefined}
        className={`mt-1 ${inputClass}`}
      />
      {errors[name] ? (
        <p id={`report-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  )
  return (
    <Card className="mb-6">
      <form method="get" action="/admin/reports" aria-label="Período del reporte" data-hydrated={hydrated ? 'true' : undefined}>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
          {field('from', 'Desde')}
          {field('to', 'Hasta')}
          <div>
            <label htmlFor="report-by" className="block text-sm font-semibold text-gray-700">
              Agrupar por
            </label>
            <select
              id="report-by"
              name="by"
              defaultValue={values.by}
              aria-invalid={errors.by ? true : undefined}
              aria-describedby={errors.by ? 'report-by-error' : undefined}
              className={`mt-1 ${inputClass}`}
            >
              <option value="">Automático</option>
              {REPORT_GROUPINGS.map((g) => (
                <option key={g} value={g}>
                  {REPORT_GROUPING_LABELS[g]}
                </option>
              ))}
            </select>
            {errors.by ? (
              <p id="report-by-error" className="mt-1 text-sm text-red-700">
                {errors.by}
              </p>
            ) : null}
          </div>
          <button type="submit" className={`${buttonPrimary} sm:mt-6`}>
            Ver
          </button>
        </div>
      </form>
      <nav aria-label="Períodos frecuentes" className="mt-4 flex flex-wrap gap-2 text-sm">
        {presets.map((preset) => {
          const current = active && active.from === preset.from && active.to === preset.to && active.by === preset.by
          return (
            <Link
              key={preset.label}
              to={`/admin/reports?${reportSearch(preset)}`}
              aria-current={current ? 'true' : undefined}
              className={`rounded-full px-3 py-1 font-semibold ring-1 ${current ? 'bg-brand text-white ring-brand' : 'bg-white text-brand ring-gray-300 hover:ring-brand'}`}
            >
              {preset.label}
            </Link>
          )
        })}
      </nav>
    </Card>
  )
}

function Kpi({ label, value, previous, change }: { label: string; value: string; previous: string; change: string | null }) {
  const down = change?.startsWith('−')
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5">
      <p className="text-sm font-semibold text-gray-600">{label}</p>
      <p className="mt-1 text-2xl font-extrabold tabular-nums text-gray-900 sm:text-3xl">{value}</p>
      <p className="mt-1 text-sm text-gray-700">
        {change ? <span className={`mr-1 font-bold ${down ? 'text-red-700' : 'text-green-800'}`}>{change}</span> : null}
        antes: <span className="tabular-nums">{previous}</span>
      </p>
    </div>
  )
}

const mixRows = (mix: readonly MixFigure[]) => {
  const orders = mix.reduce((sum, m) => sum + m.orders, 0)
  return mix.map((m) => ({
    key: m.key,
    label: m.label,
    value: m.orders,
    figures: `${m.orders} · ${shareLabel(m.orders, orders)} · ${formatMetric(m.amount, 'amount')}`,
  }))
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <h2 className="mb-4 text-lg font-bold text-gray-900">{title}</h2>
      {children}
    </Card>
  )
}

function ReportBody({ report }: { report: SalesReport }) {
  const { period, totals, series } = report
  const current = rangeText(period.from, period.to)
  const previous = rangeText(period.previousFrom, period.previousTo)
  const per = GROUP_WORD[period.by]
  return (
    <>
      <p className="mb-4 text-sm text-gray-700">
        Del {current} ({period.days} {period.days === 1 ? 'día' : 'días'}), comparado con los {period.days}{' '}
        {period.days === 1 ? 'día' : 'días'} anteriores ({previous}). Hora de Buenos Aires; los pedidos cancelados no cuentan como
        ventas.
      </p>
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <Kpi
          label="Pedidos"
          value={formatMetric(totals.orders, 'orders')}
          previous={formatMetric(totals.previousOrders, 'orders')}
          change={changeLabel(totals.orders, totals.previousOrders)}
        />
        <Kpi
          label="Importe vendido"
          value={formatMetric(totals.amount, 'amount')}
          previous={formatMetric(totals.previousAmount, 'amount')}
          change={changeLabel(totals.amount, totals.previousAmount)}
        />
        <Kpi
          label="Ticket promedio"
          value={formatMetric(totals.averageTicket, 'amount')}
          previous={formatMetric(totals.previousAverageTicket, 'amount')}
          change={changeLabel(totals.averageTicket, totals.previousAverageTicket)}
        />
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <Card>
          <SalesChart
            title={`Pedidos por ${per}`}
            points={series}
            metric="orders"
            currentLabel={current}
            previousLabel={previous}
          />
        </Card>
        <Card>
          <SalesChart
            title={`Importe por ${per}`}
            points={series}
            metric="amount"
            currentLabel={current}
            previousLabel={previous}
          />
        </Card>
        <Section title="Productos más vendidos">
          <BarList
            empty="Sin ventas en el período."
            rows={report.products.map((p) => ({
              key: p.sku,
              label: (
                <>
                  {stripEan(p.name)} <span className="text-gray-600">· {p.sku}</span>
                </>
              ),
              value: p.amount,
              figures: `${p.units} u. · ${formatMetric(p.amount, 'amount')}`,
            }))}
          />
        </Section>
        <Section title="Marcas más vendidas">
          <BarList
            empty="Sin ventas en el período."
            rows={report.brands.map((b) => ({
              key: b.brand,
              label: b.brand,
              value: b.amount,
              figures: `${b.units} u. · ${formatMetric(b.amount, 'amount')}`,
            }))}
          />
        </Section>
        <Section title="Formas de pago">
          <BarList empty="Sin ventas en el período." rows={mixRows(report.paymentLists)} />
        </Section>
        <Section title="Entregas">
          <BarList empty="Sin ventas en el período." rows={mixRows(report.deliveries)} />
        </Section>
        <Section title="Pedidos por estado">
          <BarList
            empty="Sin pedidos en el período."
            rows={report.states.map((s) => ({
              key: s.state,
              label: (
                <Link
                  to={`/admin/orders?${new URLSearchParams({ state: s.state, from: period.from, to: period.to })}`}
                  className="text-brand underline"
                >
                  {s.state}
                </Link>
              ),
              value: s.orders,
              figures: `${s.orders} · ${formatMetric(s.amount, 'amount')}`,
              muted: isCancelledState(s.state),
            }))}
          />
        </Section>
        <Section title="Vistas y pedidos de los productos más vistos">
          {report.views.length === 0 ? (
            <p className="py-4 text-sm text-gray-600">Nadie vio productos en el período.</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {report.views.map((v) => (
                <li key={v.productId} className="py-2 text-sm">
                  <Link to={adminProductPath(v.productId)} className="break-words text-brand underline">
                    {stripEan(v.name)}
                  </Link>
                  <span className="mt-0.5 block tabular-nums text-gray-900">
                    {v.views} {v.views === 1 ? 'vista' : 'vistas'} → {v.orders} {v.orders === 1 ? 'pedido' : 'pedidos'} ·{' '}
                    <strong>{conversionLabel(v.views, v.orders)}</strong>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </>
  )
}

export default function Reports({ loaderData: { presets, report, errors, values } }: Route.ComponentProps) {
  const search = report ? reportSearch(report.period) : ''
  return (
    <>
      <PageHeading title="Reportes">
        {report ? (
          <div className="flex flex-wrap gap-2">
            <a href={`/api/admin/reports/export?${search}&format=csv`} download className={buttonSecondary}>
              <Download aria-hidden className="size-4" /> Descargar CSV
            </a>
            <a href={`/api/admin/reports/export?${search}&format=xlsx`} download className={buttonSecondary}>
              <Download aria-hidden className="size-4" /> Descargar planilla
            </a>
          </div>
        ) : null}
      </PageHeading>
      <PeriodForm values={values} errors={errors} presets={presets} active={report?.period ?? null} />
      {report ? <ReportBody report={report} /> : <Notice kind="error">Corrija el período para ver el reporte.</Notice>}
    </>
  )
}
