/** The shape of one benchmark run, as kept in docs/bench-results.json and rendered to Markdown. */
import type { ImportThroughputFigures } from './import-throughput.ts'
import type { LighthouseFigures } from './lighthouse.ts'
import type { LoadFigures } from './load.ts'
import type { OrderFigures } from './orders.ts'
import type { SignInFigures } from './sign-ins.ts'
import type { ListingBytes, StoreUrls, TargetId } from './targets.ts'

export type PageId = 'home' | 'listing' | 'product' | 'cart'

export const PAGE_LABELS: Record<PageId, string> = {
  home: 'home',
  listing: 'listing',
  product: 'product',
  cart: 'cart (empty)',
}

export interface SizeResult {
  label: string
  /** absent in runs before PostgreSQL was measured: the embedded database */
  database?: 'pglite' | 'postgres'
  /** the parts this store was measured in (plan.ts); absent in older runs */
  parts?: string[]
  products: number
  seedSeconds: number | null
  startSeconds: number
  urls: StoreUrls
  pagePaths: Record<PageId, string>
  lighthouse: Partial<Record<PageId, LighthouseFigures>>
  load: Partial<Record<TargetId, LoadFigures>>
  listingBytes: ListingBytes
  orders: OrderFigures | null
  /** sign-ins per hash and the registration burst (demo store; absent in runs before it existed) */
  signIns?: SignInFigures | null
}

export interface Machine {
  os: string
  cpus: number
  cpuModel: string
  memoryGiB: number
  node: string
  loadAverageStart: number[]
  loadAverageEnd: number[]
  chromium: string | null
  lighthouse: string
  autocannon: string
  /** the PostgreSQL server's version, when PostgreSQL stores were measured */
  postgres?: string
}

export interface BenchResults {
  date: string
  machine: Machine
  settings: {
    seconds: number
    rounds: number
    warmupSeconds: number
    connections: number
    lighthouseRuns: number
    orderSeconds: number
    quick: boolean
    command: string
  }
  sizes: SizeResult[]
  /** the demo store's pages while a 10,000-row catalogue import applies (absent in older runs) */
  importThroughput?: ImportThroughputFigures | null
  durationSeconds: number
}
