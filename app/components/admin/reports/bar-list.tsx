/**
 * A ranking or a mix as labelled horizontal bars (a list, so it reads at 390 px and to a screen
 * reader as text): each row its label, its figures and a bar as long as its share of the largest.
 */
export interface BarRow {
  key: string
  label: React.ReactNode
  /** what the bar measures */
  value: number
  /** the row's figures as text, right of the label */
  figures: string
  /** the bar's colour: the brand's, or grey for what is not a sale (cancelled orders) */
  muted?: boolean
}

export function BarList({ rows, empty }: { rows: readonly BarRow[]; empty: string }) {
  if (rows.every((r) => r.value === 0)) return <p className="py-4 text-sm text-gray-600">{empty}</p>
  const largest = Math.max(...rows.map((r) => r.value))
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={row.key} className="text-sm">
          <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
            <span className="min-w-0 break-words text-gray-900">{row.label}</span>
            <span className="shrink-0 font-semibold tabular-nums text-gray-900 sm:text-right">{row.figures}</span>
          </div>
          <div className="mt-1 h-2 rounded-full bg-gray-100" aria-hidden>
            <div
              className={`h-2 rounded-full ${row.muted ? 'bg-gray-400' : 'bg-brand'}`}
              style={{ width: `${largest === 0 ? 0 : Math.max(row.value > 0 ? 1 : 0, (row.value / largest) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  )
}
