import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '#server/shared/project-root.ts'
import { evaluateAims, renderReport } from './report.ts'
import { benchPeriods, renderReports, type ReportsDatabaseFigures } from './reports.ts'
import type { BenchResults } from './results.ts'

// A real run's figures give the shape; each test sets the figures it judges.
const saved = JSON.parse(readFileSync(path.join(projectRoot, 'docs/bench-results.json'), 'utf8')) as BenchResults

function run(change: (results: BenchResults) => void): BenchResults {
  const results = structuredClone(saved)
  for (const size of results.sizes) {
    for (const lh of Object.values(size.lighthouse)) {
      lh.score = 99
      lh.scriptGzipBytes = 120_000
      lh.cls = 0
      lh.tbtMs = 10
    }
    // The saved run's own misses would hide the ones each test makes: every answer as fast as
    // the others, at every size.
    for (const f of Object.values(size.load)) {
      f.p99 = 5
      f.p50 = 2
      f.rps = 1000
    }
  }
  for (const t of results.importThroughput?.targets ?? []) {
    t.duringRps = t.idleRps
    t.ratio = 1
  }
  change(results)
  return results
}

const missed = (results: BenchResults) => evaluateAims(results).filter((a) => !a.met)

describe('the benchmark report', () => {
  it('judges p99 on the store answers, not on the static-file ceiling', () => {
    const slowCeiling = run((r) => (r.sizes[0]!.load.static!.p99 = 50))
    expect(missed(slowCeiling).filter((a) => a.aim.startsWith('p99'))).toEqual([])
    const slowSku = run((r) => (r.sizes[0]!.load.sku!.p99 = 25))
    expect(missed(slowSku).map((a) => [a.aim, a.scope])).toContainEqual([
      'p99 < 20 ms at 10 connections',
      `GET /api/products?sku=, ${saved.sizes[0]!.label}`,
    ])
  })

  it('renders a run of the Lighthouse part alone (no load figures, no ceiling)', () => {
    const lighthouseOnly = run((r) => {
      for (const size of r.sizes) size.load = {}
    })
    const report = renderReport(lighthouseOnly)
    expect(report).toContain('## Lighthouse (mobile)')
    expect(report).not.toContain('static 1 KB file (ceiling)')
  })

  it('says what limits a missed browser aim, and only when one is missed', () => {
    const met = renderReport(run(() => undefined))
    expect(met).not.toContain('What limits the missed aims')
    const heavyHome = renderReport(
      run((r) => {
        r.sizes[0]!.lighthouse.home!.score = 80
        r.sizes[0]!.lighthouse.home!.scriptGzipBytes = 153_000
      }),
    )
    expect(heavyHome).toContain('**Missed aims:** Lighthouse mobile performance ≥ 98; first-load JavaScript ≤ 130 KB gzip')
    expect(heavyHome).toContain('### What limits the missed aims')
    expect(heavyHome).toContain('**Lighthouse score and TBT.**')
    expect(heavyHome).toContain('**First-load JavaScript.**')
    const heavyOnly = renderReport(run((r) => (r.sizes[0]!.lighthouse.home!.scriptGzipBytes = 153_000)))
    expect(heavyOnly).not.toContain('**Lighthouse score and TBT.**')
    const busyCart = run((r) => {
      r.sizes[0]!.lighthouse.cart!.tbtMs = 60
      r.sizes[0]!.lighthouse.cart!.cls = 0.03
    })
    expect(missed(busyCart).map((a) => [a.aim, a.scope])).toEqual(
      expect.arrayContaining([
        ['TBT ≤ 50 ms', expect.stringMatching(/^cart/)],
        ['CLS ≤ 0.02', expect.stringMatching(/^cart/)],
      ]),
    )
    expect(renderReport(busyCart)).toContain('**Lighthouse score and TBT.**')
  })

  it("judges issue 13's aim: the storefront's req/s while an import applies against idle", () => {
    const during = (ratio: number) =>
      run((r) => {
        r.importThroughput = {
          rows: 10_000,
          applySeconds: 23,
          targets: [
            { label: 'product page HTML', path: '/products/?product=X', idleRps: 1000, duringRps: 1000 * ratio, ratio },
            { label: 'listing page HTML', path: '/search/', idleRps: 1000, duringRps: 800, ratio: 0.8 },
          ],
        }
      })
    expect(missed(during(0.75)).filter((a) => /import/.test(a.aim))).toEqual([])
    expect(
      missed(during(0.45))
        .filter((a) => /import/.test(a.aim))
        .map((a) => [a.aim, a.scope]),
    ).toEqual([['req/s during a 10,000-row import ≥ 0.7 × idle', 'product page HTML']])
    expect(renderReport(during(0.45))).toContain('## Storefront during a catalogue import')
  })

  it("judges issue 19's aims: the page with a cart against without, and sign-ins per hash", () => {
    const figures = (rps: number) => ({ ...saved.sizes[0]!.load.product!, rps })
    const withSignIns = (argon: number, scrypt: number, created: number) =>
      run((r) => {
        for (const size of r.sizes) {
          size.load.product = figures(1000)
          size.load.productWithCart = figures(850)
        }
        r.sizes[0]!.signIns = {
          argon2id: { ...figures(argon), busy: 0 },
          scrypt: { ...figures(scrypt), busy: 0, accounts: 600, signedIn: 100 },
          burst: { registrations: 50, created, busy: 50 - created, other: 0, seconds: 1.2 },
        }
      })
    const good = withSignIns(60, 5, 50)
    expect(missed(good).filter((a) => /with a cart|sign-ins|registrations/.test(a.aim))).toEqual([])
    expect(renderReport(good)).toContain('## Sign-ins and registrations')
    const bad = withSignIns(20, 5, 47)
    expect(missed(bad).map((a) => a.aim)).toEqual(
      expect.arrayContaining(['sign-ins/s argon2id ≥ 5 × scrypt', '50 simultaneous registrations: all created, none 503']),
    )
    const slowCart = run((r) => {
      r.sizes[0]!.load.product = figures(1000)
      r.sizes[0]!.load.productWithCart = figures(40)
    })
    expect(missed(slowCart).map((a) => a.aim)).toContain('product page with a cart ≥ 0.8 × without (req/s)')
  })

  it("judges issue 19's uncached product pages and the large PostgreSQL store against the demo-size one", () => {
    const base = saved.sizes[0]!.load.product!
    const figures = (rps: number, p99 = 10) => ({ ...base, rps, p99 })
    const withScale = (largeRps: number, suggestionsP99: number, listingP99: number) =>
      run((r) => {
        r.sizes[0]!.load.productUncached = figures(80)
        r.sizes[0]!.load.infoUncached = figures(100)
        const pg = (label: string, products: number, rps: number) => ({
          ...r.sizes[0]!,
          label,
          products,
          database: 'postgres' as const,
          lighthouse: {},
          signIns: null,
          load: {
            static: figures(1000),
            productUncached: figures(rps),
            infoUncached: figures(100),
            suggestionsDistinct: figures(rps, label === 'demo-pg' ? 5 : suggestionsP99),
            listingDistinct: figures(rps, label === 'demo-pg' ? 20 : listingP99),
          },
        })
        r.sizes = [
          ...r.sizes.filter((size) => size.database !== 'postgres'),
          pg('demo-pg', 1240, 100),
          pg('1m-pg', 1_000_000, largeRps),
        ]
      })
    const good = withScale(80, 40, 140)
    expect(missed(good).filter((a) => /uncached|1,000,000|demo size/.test(a.aim))).toEqual([])
    expect(renderReport(good)).toContain('## 1,000,000 products on PostgreSQL')
    const bad = withScale(30, 60, 200)
    expect(missed(bad).map((a) => `${a.aim} — ${a.scope}`)).toEqual(
      expect.arrayContaining([
        'uncached product pages ≥ 0.7 × uncached information pages (req/s) — 1m-pg (1,000,000 products, PostgreSQL)',
        'suggestions and sku lookup p99 ≤ 50 ms at 1,000,000 products — GET /api/search/suggestions, distinct queries, 1m-pg',
        'listing with facets p99 ≤ 150 ms at 1,000,000 products — listing with facets (.data), distinct searches, 1m-pg',
        'req/s at 1,000,000 products ≥ 0.5 × demo size (PostgreSQL) — product page HTML, not cached (distinct products)',
      ]),
    )
  })

  it("renders Reportes' section: the page and the download per database, each period's median and worst", () => {
    const periods = benchPeriods('2026-06-18')
    expect(periods.map((p) => [p.period.days, p.period.by])).toEqual([
      [7, 'dia'],
      [30, 'dia'],
      [18, 'dia'],
      [31, 'dia'],
      [90, 'semana'],
      [353, 'mes'],
      [731, 'mes'],
    ])
    const figures = (database: 'pglite' | 'postgres', slow: number): ReportsDatabaseFigures => ({
      database,
      ...(database === 'postgres' ? { server: 'PostgreSQL 15.20 (Debian 15.20-0+deb12u1)' } : {}),
      orders: 100_000,
      lines: 136_578,
      catalogueSeconds: 1.2,
      seedSeconds: 40.5,
      page: { loads: 105, p50: 210, p99: slow, max: slow + 10 },
      periods: periods.map(({ label, period }, i) => ({ ...period, label, p50: 100 + i, max: 150 + i })),
      xlsx: { loads: 15, p50: 650, p99: 1165, max: 1165, bytes: 11_200 },
    })
    const section = (databases: ReportsDatabaseFigures[]) =>
      renderReports({ orders: 100_000, products: 2_000, days: 730, today: '2026-06-18', rounds: 15, databases })
    const both = section([figures('pglite', 1741), figures('postgres', 1391)])
    expect(both).toContain('## Back office: Reportes')
    expect(both).toContain('| Reportes page (7 periods in turn) | PostgreSQL 15.20 | 105 | 210 ms | 1,391 ms | 1,401 ms |')
    expect(both).toContain('| xlsx download, last 12 months (11.2 KB) | embedded (PGlite) | 15 | 650 ms | 1,165 ms | 1,165 ms |')
    expect(both).toContain('| Dos años | 2024-06-18 – 2026-06-18 | 731 | mes | 106 ms / 156 ms | 106 ms / 156 ms |')
    const embeddedOnly = section([figures('pglite', 1741)])
    expect(embeddedOnly).not.toContain('PostgreSQL')
    expect(embeddedOnly).toContain('| period | dates | days | by | embedded (PGlite) |')
  })
})
