/**
 * The storefront's throughput while the back office applies a 10,000-row catalogue import:
 * shoppers must keep getting pages at normal speed (docs/decisions/030). On the demo store: a staff
 * account (made by the command line before the store starts, startStore's `staff`) signs in,
 * exports the catalogue and uploads a CSV of 10,000 rows (every demo product with a new stock,
 * the rest new products); the preview is made; then a product page and a listing page are
 * loaded idle (half before the import, half after its undo), and in slices for as long as the
 * import applies. The figure is the ratio of the two (aim ≥ 0.7). The import is undone afterwards, so the catalogue the rest of the
 * benchmark measures is the demo one.
 */
import { toCsv } from '#server/catalogue/import/catalogue-files.ts'
import type { ProductInput } from '#domain/product.ts'
import { LoadSeries } from './load.ts'
import { sleep } from './processes.ts'

export const IMPORT_ROWS = 10_000
export const IMPORT_STAFF = { email: 'bench-catalogo@example.com', password: 'clave-del-bench-1', role: 'catalogo' } as const
export const IMPORT_AIM = 0.7

export interface ImportThroughputFigures {
  rows: number
  /** seconds from «Aplicar» to the run being applied */
  applySeconds: number
  targets: { label: string; path: string; idleRps: number; duringRps: number; ratio: number }[]
}

export interface Signed {
  cookie: string
  csrf: string
}

export async function signIn(baseUrl: string): Promise<Signed> {
  const response = await fetch(`${baseUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: IMPORT_STAFF.email, password: IMPORT_STAFF.password }),
  })
  if (!response.ok) throw new Error(`import bench: staff sign-in failed (${response.status}): ${await response.text()}`)
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!
  const who = await fetch(`${baseUrl}/api/admin/session`, { headers: { cookie } })
  return { cookie, csrf: ((await who.json()) as { csrfToken: string }).csrfToken }
}

export async function staffCall(baseUrl: string, signed: Signed, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { cookie: signed.cookie, 'x-csrf-token': signed.csrf, ...(init.headers as Record<string, string>) },
  })
  if (!response.ok)
    throw new Error(`import bench: ${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`)
  return response
}

/** The demo catalogue with a new stock for every product, then new products up to `rows`. */
function importFile(current: readonly ProductInput[], rows: number): string {
  const updated = current.slice(0, rows).map((p) => ({ ...p, stock: p.stock + 1 }))
  const template = current[0]!
  const added = Array.from({ length: Math.max(0, rows - updated.length) }, (_, i) => ({
    ...template,
    sku: `BENCH-IMP-${i}`,
    name: `${template.name} (importado ${i})`,
    stock: i % 50,
    week_views: 0,
  }))
  return toCsv([...updated, ...added])
}

async function waitFor(baseUrl: string, signed: Signed, id: number, status: string, whileWaiting: () => Promise<void>) {
  for (;;) {
    const run = (await (await staffCall(baseUrl, signed, `/api/admin/catalogue/imports/${id}`)).json()) as {
      status: string
      message: string | null
    }
    if (run.status === status) return
    if (run.status === 'failed') throw new Error(`import bench: the import failed: ${run.message}`)
    await whileWaiting()
  }
}

export async function measureImportThroughput(options: {
  baseUrl: string
  targets: { label: string; path: string }[]
  warmupSeconds: number
  idleSeconds: number
  log: (message: string) => void
}): Promise<ImportThroughputFigures> {
  const { baseUrl, log } = options
  const signed = await signIn(baseUrl)
  const current = (await (await staffCall(baseUrl, signed, '/api/admin/catalogue/export?format=json')).json()) as ProductInput[]
  const body = new FormData()
  body.set('file', new Blob([importFile(current, IMPORT_ROWS)], { type: 'text/csv' }), 'bench-10000.csv')
  const preview = (await (await staffCall(baseUrl, signed, '/api/admin/catalogue/imports', { method: 'POST', body })).json()) as {
    id: number
  }
  log(`import: preview of ${IMPORT_ROWS.toLocaleString('en')} rows ready (run ${preview.id})`)

  const series = options.targets.map((t) => ({
    ...t,
    idle: new LoadSeries({ url: `${baseUrl}${t.path}`, seconds: 1 }),
    during: new LoadSeries({ url: `${baseUrl}${t.path}`, seconds: 1 }),
  }))
  // Idle is measured half before the import and half after its undo, so a machine whose load
  // drifts (a shared one) moves both figures alike.
  const idleHalf = Math.max(1, Math.round(options.idleSeconds / 2))
  for (const s of series) {
    await s.idle.warmUp(options.warmupSeconds)
    await s.idle.slice(idleHalf)
  }

  const started = performance.now()
  await staffCall(baseUrl, signed, `/api/admin/catalogue/imports/${preview.id}/apply`, { method: 'POST' })
  let turn = 0
  await waitFor(baseUrl, signed, preview.id, 'applied', async () => {
    // One-second slices, the targets in turn, for as long as the import applies.
    await series[turn++ % series.length]!.during.slice(1)
  })
  const applySeconds = (performance.now() - started) / 1000
  // A very fast import may leave a target without a slice: measure it right after instead of
  // reporting nothing (the figure then flatters, and the report says how long the import took).
  for (const s of series) if (s.during.sliceRps.length === 0) await s.during.slice(1)
  log(`import: applied in ${applySeconds.toFixed(1)} s`)

  await staffCall(baseUrl, signed, `/api/admin/catalogue/imports/${preview.id}/undo`, { method: 'POST' })
  await waitFor(baseUrl, signed, preview.id, 'undone', () => sleep(500))
  log('import: undone')
  for (const s of series) await s.idle.slice(idleHalf)

  return {
    rows: IMPORT_ROWS,
    applySeconds,
    targets: series.map((s) => {
      const idleRps = s.idle.figures().rps
      const duringRps = s.during.figures().rps
      return { label: s.label, path: s.path, idleRps, duringRps, ratio: duringRps / Math.max(1e-9, idleRps) }
    }),
  }
}

/** The report's section: one row per page, idle and during the import, and the ratio. */
export function importThroughputSection(figures: ImportThroughputFigures | null | undefined): string {
  if (!figures) return ''
  const rows = figures.targets.map(
    (t) =>
      `| ${t.label} | ${Math.round(t.idleRps)} | ${Math.round(t.duringRps)} | **${t.ratio.toFixed(2)}** ${t.ratio >= IMPORT_AIM ? '✓' : '✗'} |`,
  )
  return `## Storefront during a catalogue import

The back office applies a ${figures.rows.toLocaleString('en')}-row CSV (every demo product updated, the rest
new) while the pages below are loaded: req/s idle (half before the import, half after it is
undone), and in one-second slices for as long as the import applies (${figures.applySeconds.toFixed(1)} s), and the ratio (aim ≥ ${IMPORT_AIM}). The import is undone afterwards.

| page | req/s idle | req/s during the import | ratio |
| --- | ---: | ---: | ---: |
${rows.join('\n')}
`
}
