/** The number formats, table layout and small lookups the benchmark report's sections share. */
import type { LoadFigures } from './load.ts'
import { PAGE_LABELS, type PageId, type SizeResult } from './results.ts'
import { TARGET_LABELS, type TargetId } from './targets.ts'

export const TARGETS = Object.keys(TARGET_LABELS) as TargetId[]
/** The rows the first aims (p99, share of the ceiling, large/demo) are judged on; the others have aims of their own. */
export const AIM_TARGETS: TargetId[] = ['static', 'home', 'listing', 'product', 'sku', 'suggestions', 'banners']
export const PAGES = Object.keys(PAGE_LABELS) as PageId[]

export const int = (n: number) => Math.round(n).toLocaleString('en')
export const ms = (n: number) => (n < 1 ? n.toFixed(2) : n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en'))
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
export const pct = (r: number) => `${Math.round(r * 100)} %`
export const ratio = (r: number) => r.toFixed(2)
export const mark = (met: boolean) => (met ? '✅ met' : '❌ **missed**')
export const code = (s: string) => `\`${s}\``

export function table(head: string[], rows: string[][], align?: ('l' | 'r')[]): string {
  const sep = head.map((_, i) => ((align?.[i] ?? (i === 0 ? 'l' : 'r')) === 'r' ? '---:' : '---'))
  return [head, sep, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n')
}

export function sizeName(size: SizeResult): string {
  return `${size.label} (${int(size.products)} products${size.database === 'postgres' ? ', PostgreSQL' : ''})`
}

export const isPostgres = (size: SizeResult) => size.database === 'postgres'

/** The demo-size store and the large one of a database, when the run had both. */
export function sizePair(sizes: SizeResult[], database: 'pglite' | 'postgres'): [SizeResult, SizeResult] | undefined {
  const of = sizes.filter((s) => (s.database ?? 'pglite') === database)
  const [demo, large] = [...of].sort((a, b) => a.products - b.products)
  return demo && large && large.products > demo.products ? [demo, large] : undefined
}

export function ceilingOf(size: SizeResult): LoadFigures {
  return size.load.static!
}

/** Higher is better for every figure: latencies are inverted (demo ÷ large). */
export function speedRatio(demo: number, large: number, higherIsBetter: boolean): number {
  if (higherIsBetter) return demo > 0 ? large / demo : 0
  return large > 0 ? demo / large : 0
}
