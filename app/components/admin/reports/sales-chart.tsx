/**
 * A period's orders or amount as bars, with the previous period as a dashed line over them
 * (visx: plain SVG from React, the same on the server and in the browser). The drawing has a
 * fixed viewBox and scales to its column, so nothing moves when the page hydrates (decision 054);
 * the figures are also a table for screen readers and for copying.
 */
import { useId } from 'react'
import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar, LinePath } from '@visx/shape'
import type { SeriesPoint } from '#domain/admin/report-series.ts'
import { formatPrice } from '#domain/format.ts'

export type ChartMetric = 'orders' | 'amount'

const BRAND = '#0b4f9c'
const PREVIOUS = '#b45309'
const GRID = '#e5e7eb'
const TEXT = '#4b5563'

const COMPACT = new Intl.NumberFormat('es-AR', { notation: 'compact', maximumFractionDigits: 1 })
const WHOLE = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 })

export const metricValue = (point: SeriesPoint, metric: ChartMetric, previous = false) =>
  metric === 'orders' ? (previous ? point.previousOrders : point.orders) : previous ? point.previousAmount : point.amount

export function formatMetric(value: number, metric: ChartMetric): string {
  return metric === 'orders' ? WHOLE.format(value) : value === 0 ? '$ 0' : formatPrice(value)
}

const axisLabel = (value: number, metric: ChartMetric) =>
  metric === 'orders' ? WHOLE.format(value) : `$ ${COMPACT.format(value)}`

/**
 * A tick's label as a plain SVG text: visx's own <Text> measures words in a hidden element
 * added to the page, which the charts do not need (their labels are short and never wrap).
 */
function PlainTick({ x, y, dx, dy, formattedValue, fill, fontSize, textAnchor }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} fill={fill} fontSize={fontSize} textAnchor={textAnchor}>
      {formattedValue}
    </text>
  )
}

/** Every k-th bar's label, so that at most `most` sit under the bars. */
function tickStarts(points: readonly SeriesPoint[], most: number): string[] {
  const every = Math.max(1, Math.ceil(points.length / most))
  return points.filter((_, i) => i % every === 0).map((p) => p.start)
}

/** A drawing's size: the phone's is narrower in units, so its 12-unit labels stay 12 px on a 390 px screen. */
interface ChartSize {
  width: number
  height: number
  fontSize: number
  margin: { top: number; right: number; bottom: number; left: number }
  /** labels under the bars at most */
  ticks: number
}

const WIDE: ChartSize = { width: 400, height: 220, fontSize: 11, margin: { top: 10, right: 6, bottom: 26, left: 54 }, ticks: 7 }
const PHONE: ChartSize = { width: 320, height: 230, fontSize: 12, margin: { top: 10, right: 4, bottom: 28, left: 54 }, ticks: 5 }

interface DrawingProps {
  size: ChartSize
  points: readonly SeriesPoint[]
  metric: ChartMetric
  className: string
  labelledBy: string
  descId: string
  description: string
}

function Drawing({ size, points, metric, className, labelledBy, descId, description }: DrawingProps) {
  const { width, height, margin, fontSize } = size
  const innerWidth = width - margin.left - margin.right
  const innerHeight = height - margin.top - margin.bottom
  const highest = Math.max(1, ...points.flatMap((p) => [metricValue(p, metric), metricValue(p, metric, true)]))
  const x = scaleBand<string>({ domain: points.map((p) => p.start), range: [0, innerWidth], padding: 0.25 })
  const y = scaleLinear<number>({ domain: [0, highest], range: [innerHeight, 0], nice: true })
  const yTicks = y.ticks(4).filter((t) => metric === 'amount' || Number.isInteger(t))
  const tickOf = new Map(points.map((p) => [p.start, p.tick]))
  const centre = (p: SeriesPoint) => (x(p.start) ?? 0) + x.bandwidth() / 2
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={`h-auto w-full ${className}`}
      role="img"
      aria-labelledby={`${labelledBy} ${descId}`}
    >
      <desc id={descId}>{description}</desc>
      <Group left={margin.left} top={margin.top}>
        {yTicks.map((tick) => (
          <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke={GRID} />
        ))}
        {points.map((p) => {
          const top = y(metricValue(p, metric))
          return (
            <Bar
              key={p.start}
              x={x(p.start)}
              y={top}
              width={x.bandwidth()}
              height={Math.max(0, innerHeight - top)}
              fill={BRAND}
              rx={Math.min(2, x.bandwidth() / 4)}
            />
          )
        })}
        <LinePath
          data={[...points]}
          x={centre}
          y={(p) => y(metricValue(p, metric, true))}
          stroke={PREVIOUS}
          strokeWidth={2}
          strokeDasharray="5 4"
          fill="none"
        />
        {points.length <= 31
          ? points.map((p) => (
              <circle key={p.start} cx={centre(p)} cy={y(metricValue(p, metric, true))} r={2.5} fill={PREVIOUS} />
            ))
          : null}
        <AxisLeft
          scale={y}
          tickValues={yTicks}
          tickFormat={(v) => axisLabel(Number(v), metric)}
          hideAxisLine
          hideTicks
          tickLabelProps={{ fill: TEXT, fontSize, textAnchor: 'end', dx: -4, dy: '0.32em' }}
          tickComponent={PlainTick}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={tickStarts(points, size.ticks)}
          tickFormat={(start) => tickOf.get(start) ?? start}
          stroke={GRID}
          tickStroke={GRID}
          tickLength={3}
          tickLabelProps={{ fill: TEXT, fontSize, textAnchor: 'middle', dy: '0.9em' }}
          tickComponent={PlainTick}
        />
      </Group>
    </svg>
  )
}

export function SalesChart({
  title,
  points,
  metric,
  currentLabel,
  previousLabel,
}: {
  title: string
  points: readonly SeriesPoint[]
  metric: ChartMetric
  currentLabel: string
  previousLabel: string
}) {
  const id = useId()
  const total = points.reduce((sum, p) => sum + metricValue(p, metric), 0)
  const previousTotal = points.reduce((sum, p) => sum + metricValue(p, metric, true), 0)
  const description = `${currentLabel}: ${formatMetric(total, metric)}. ${previousLabel}: ${formatMetric(previousTotal, metric)}.`
  const drawing = { points, metric, labelledBy: `${id}-title`, description }

  return (
    <figure className="m-0 min-w-0">
      <h2 id={`${id}-title`} className="mb-2 text-lg font-bold text-gray-900">
        {title}
      </h2>
      <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700" aria-hidden>
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-brand" /> {currentLabel}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block w-4 border-t-2 border-dashed border-amber-700" /> {previousLabel}
        </li>
      </ul>
      {/* both drawn on the server, one shown by the screen's width: no measuring, nothing moves */}
      <Drawing size={PHONE} className="block sm:hidden" descId={`${id}-desc-phone`} {...drawing} />
      <Drawing size={WIDE} className="hidden sm:block" descId={`${id}-desc`} {...drawing} />
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand">Ver los datos</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left tabular-nums">
            <thead>
              <tr className="border-b border-gray-200 text-gray-600">
                <th scope="col" className="py-1 pr-2 font-semibold">
                  Período
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-semibold">
                  {currentLabel}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {previousLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.start} className="border-b border-gray-100">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {p.label}
                  </th>
                  <td className="py-1 pr-2 text-right">{formatMetric(metricValue(p, metric), metric)}</td>
                  <td className="py-1 text-right">{formatMetric(metricValue(p, metric, true), metric)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
