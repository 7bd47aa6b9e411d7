/**
 * docs/BENCHMARKS.md from one run's results: the machine, Lighthouse per page, load per target
 * with its ratio to the static-file ceiling, the large/demo comparison, listing bytes, orders
 * and the outbox, then every aim (aims.ts) marked met or missed.
 */
import { importThroughputSection } from './import-throughput.ts'
import { BYTES_TOLERANCE, LARGE_RATIO_AIM, aimsSection, evaluateAims } from './aims.ts'
import { PAGE_LABELS, type BenchResults, type SizeResult } from './results.ts'
import { TARGET_LABELS } from './targets.ts'
import {
  TARGETS,
  PAGES,
  int,
  ms,
  kb,
  pct,
  ratio,
  code,
  table,
  sizeName,
  sizePair,
  ceilingOf,
  speedRatio,
} from './report-format.ts'

export { evaluateAims }

// -----------------------------------------------------------------------------------------------
// Sections

function lighthouseSection(results: BenchResults): string {
  const measured = results.sizes.filter((s) => Object.keys(s.lighthouse).length > 0)
  if (measured.length === 0) return '## Lighthouse\n\nNot measured in this run.\n'
  const rows: string[][] = []
  for (const size of measured) {
    for (const page of PAGES) {
      const lh = size.lighthouse[page]
      if (!lh) continue
      rows.push([
        PAGE_LABELS[page],
        ...(measured.length > 1 ? [size.label] : []),
        code(size.pagePaths[page]),
        `**${lh.score}**${lh.scores.length > 1 ? ` (${lh.scores.join(', ')})` : ''}`,
        int(lh.lcpMs),
        int(lh.tbtMs),
        lh.cls.toFixed(3),
        kb(lh.totalBytes),
        `${kb(lh.scriptGzipBytes)} (${int(lh.scriptCount)} files)`,
        kb(lh.scriptTransferBytes),
      ])
    }
  }
  // The largest scripts any page loads first: where the first-load JavaScript goes.
  const largest = new Map<string, { gzipBytes: number; pages: Set<string> }>()
  for (const size of measured) {
    for (const page of PAGES) {
      for (const script of size.lighthouse[page]?.scripts ?? []) {
        const entry = largest.get(script.path) ?? { gzipBytes: script.gzipBytes, pages: new Set<string>() }
        entry.pages.add(PAGE_LABELS[page])
        largest.set(script.path, entry)
      }
    }
  }
  const scriptRows = [...largest]
    .sort((a, b) => b[1].gzipBytes - a[1].gzipBytes)
    .slice(0, 8)
    .map(([file, e]) => [code(file), kb(e.gzipBytes), e.pages.size === PAGES.length ? 'all' : [...e.pages].join(', ')])
  const runs = results.settings.lighthouseRuns
  const indexes = measured.flatMap((s) =>
    PAGES.map((p) => s.lighthouse[p]?.benchmarkIndex).filter((v): v is number => v !== undefined),
  )
  const warnings = [...new Set(measured.flatMap((s) => PAGES.flatMap((p) => s.lighthouse[p]?.warnings ?? [])))]
  return `## Lighthouse (mobile)

Lighthouse ${results.machine.lighthouse}, performance category, default mobile preset (simulated
slow 4G, 4× CPU slowdown), ${results.machine.chromium ?? 'Chromium'} headless. ${
    runs > 1 ? `Each page ${runs} times; every figure is the median, the score's runs in brackets.` : 'One run per page.'
  }
Lighthouse's CPU benchmark index on this machine: ${int(Math.min(...indexes))}–${int(Math.max(...indexes))}.

${table(
  [
    'page',
    ...(measured.length > 1 ? ['catalogue'] : []),
    'address',
    'score',
    'LCP ms',
    'TBT ms',
    'CLS',
    'total bytes',
    'first-load JS (gzip)',
    'JS transferred (br)',
  ],
  rows,
  ['l', ...(measured.length > 1 ? (['l'] as const) : []), 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
)}

*first-load JS (gzip)*: every same-origin script request of Lighthouse's network-requests audit
(the entry, route chunks and lazy chunks the page loaded), fetched again uncompressed and
gzipped with zlib's default level, as a gzip-only browser would receive it. *JS transferred*:
the bytes Chromium actually received for them (the store answers it with brotli). Inline
scripts in the HTML (React Router's hydration data) are part of the HTML, not of this figure.

The largest first-load scripts:

${table(['script', 'gzip', 'loaded by'], scriptRows, ['l', 'r', 'l'])}
${warnings.length ? `\nLighthouse warnings: ${warnings.map((w) => `“${w}”`).join('; ')}\n` : ''}`
}

function loadTable(size: SizeResult): string {
  // A run without the load part (--only lighthouse) has no load figures to show.
  if (!size.load.static) return ''
  const ceiling = ceilingOf(size)
  const rows = TARGETS.filter((id) => size.load[id]).map((id) => {
    const f = size.load[id]!
    const slices = f.sliceRps.length > 1 ? `${int(Math.min(...f.sliceRps))}–${int(Math.max(...f.sliceRps))}` : '—'
    const target = size.urls.targets.find((t) => t.id === id) ?? { path: '—', distinct: undefined }
    return [
      TARGET_LABELS[id],
      `${code(target.path)}${target.distinct && target.distinct > 1 ? ` and ${int(target.distinct - 1)} more` : ''}${id === 'productUncached' || id === 'infoUncached' ? ', with a counter' : ''}`,
      `**${int(f.rps)}**`,
      ms(f.p50),
      ms(f.p99),
      id === 'static' ? '1.00' : ratio(f.rps / ceiling.rps),
      slices,
      int(f.bytesPerResponse),
    ]
  })
  const faster = TARGETS.filter((id) => id !== 'static' && (size.load[id]?.rps ?? 0) > ceiling.rps).map((id) => TARGET_LABELS[id])
  const fasterNote = faster.length
    ? `\nFaster than the ceiling: ${faster.join(', ')}. The static file is not the cheapest answer of this
store: @fastify/static stats, opens and streams the file on every request, and @fastify/compress
compresses every stream whatever its size (its 1 KB threshold applies to in-memory bodies only),
while memoised JSON answers are sent from memory. The uncompressed row shows the share of the
static file's cost that is compression.`
    : ''
  const cacheNote = `\nThe page rows without a cart are answered from the page cache after their first render
([decision 007](decisions/007-rendered-pages-shared-per-catalogue-version.md)), as a visitor
without a cart is; _product page HTML, shopper with a cart_ sends the same address with a
cart cookie, which is rendered for every request: the cost of a render.`
  const rotationNote = size.urls.targets.some((t) => t.distinct)
    ? `\nRows with *and N more* take their addresses in turn, one per request, more than the store's memo
of catalogue answers keeps (500): what a crawler or the long tail of a large catalogue asks for. The
two *not cached* page rows add a counter to the query string (${code('&bench=N')}), so no request is answered
from the page cache: each is rendered, as an address seen for the first time is.`
    : ''
  return `### ${sizeName(size)}

${table(['target', 'address', 'req/s', 'p50 ms', 'p99 ms', '× ceiling', 'req/s per round', 'bytes/response'], rows, ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r'])}
${fasterNote}
${size.load.productWithCart ? cacheNote : ''}
${rotationNote}
`
}

function comparisonRows(demo: SizeResult, large: SizeResult): string[][] {
  return TARGETS.filter((id) => demo.load[id] && large.load[id]).map((id) => {
    const d = demo.load[id]!
    const l = large.load[id]!
    return [
      TARGET_LABELS[id],
      `${int(d.rps)} → ${int(l.rps)}`,
      `**${ratio(speedRatio(d.rps, l.rps, true))}**`,
      `${ms(d.p50)} → ${ms(l.p50)}`,
      ratio(speedRatio(d.p50, l.p50, false)),
      `${ms(d.p99)} → ${ms(l.p99)}`,
      ratio(speedRatio(d.p99, l.p99, false)),
      `${ratio(d.rps / demo.load.static!.rps)} → ${ratio(l.rps / large.load.static!.rps)}`,
    ]
  })
}

/** PostgreSQL at demo size and at the large size, side by side. */
function scaleSection(results: BenchResults): string {
  const pair = sizePair(results.sizes, 'postgres')
  if (!pair) return ''
  const [demo, large] = pair
  return `## ${int(large.products)} products on PostgreSQL

${results.machine.postgres ?? 'PostgreSQL'} on the same machine, one database per store created by the
benchmark and dropped at its end. The large catalogue was generated and loaded in ${large.seedSeconds === null ? '—' : `${int(large.seedSeconds)} s`} (${code('npm run seed')}:
the generator, the sanitiser, one ${code('insert … select from unnest(…)')} per 2,000 products). Same rounds as above:
each slice on the demo-size store, then at once on the large one. Ratios are *large ÷ demo* for
req/s and *demo ÷ large* for latencies.

${table(['target', 'req/s demo → large', 'ratio', 'p50 ms', 'ratio', 'p99 ms', 'ratio', '× ceiling demo → large'], comparisonRows(demo, large), ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'])}
`
}

function comparisonSection(results: BenchResults): string {
  const [demo, large] = sizePair(results.sizes, 'pglite') ?? []
  if (!demo || !large) return ''
  const rows = comparisonRows(demo, large)
  return `## Large catalogue against demo

Same run, both stores up side by side, each slice of each target measured on the demo store and
then at once on the large one. Ratios are *large ÷ demo* for req/s and *demo ÷ large* for latencies, so for
every figure 1.00 means "no cost from the catalogue's size" and the aim is ≥ ${LARGE_RATIO_AIM}. The
ceiling's own ratio shows how much the machine's noise alone moves a figure.

${table(['target', 'req/s demo → large', 'ratio', 'p50 ms', 'ratio', 'p99 ms', 'ratio', '× ceiling demo → large'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'])}
`
}

function bytesSection(results: BenchResults): string {
  const first = results.sizes[0]!
  const rows = results.sizes.map((s) => [
    sizeName(s),
    int(s.listingBytes.htmlBytes),
    int(s.listingBytes.htmlGzipBytes),
    int(s.listingBytes.dataBytes),
    int(s.listingBytes.dataGzipBytes),
  ])
  const [demo, large] = sizePair(results.sizes, 'pglite') ?? []
  if (demo && large) {
    const change = (d: number, l: number) => `${l >= d ? '+' : ''}${((l / d - 1) * 100).toFixed(1)} %`
    rows.push([
      'change',
      change(demo.listingBytes.htmlBytes, large.listingBytes.htmlBytes),
      change(demo.listingBytes.htmlGzipBytes, large.listingBytes.htmlGzipBytes),
      change(demo.listingBytes.dataBytes, large.listingBytes.dataBytes),
      change(demo.listingBytes.dataGzipBytes, large.listingBytes.dataGzipBytes),
    ])
  }
  return `## Listing page bytes

${code(first.urls.listingPath ?? first.urls.targets.find((t) => t.id === 'listing')!.path)} as HTML (first visit) and as the data request the
browser makes when it navigates there (${code(first.urls.listingDataPath)}, React Router's single fetch), uncompressed
and gzip. The aim: within ${pct(BYTES_TOLERANCE)} between catalogue sizes (judged on the uncompressed bytes).

${table(['catalogue', 'HTML bytes', 'HTML gzip', 'data bytes', 'data gzip'], rows)}
`
}

function ordersSection(results: BenchResults): string {
  const rows: string[][] = []
  const notes: string[] = []
  for (const size of results.sizes) {
    const o = size.orders
    if (!o) continue
    if (!o.measured) {
      notes.push(`${sizeName(size)}: not measured: ${o.reason}.`)
      continue
    }
    const drained =
      o.drainSeconds === null
        ? `not drained after 180 s (${int(o.emailsAtTimeout)} of ${int(o.orders)})`
        : `${o.drainSeconds.toFixed(1)} s`
    const drainRate =
      o.drainSeconds !== null && o.drainSeconds > 0.2 ? `${int((o.orders - o.emailsAtLoadEnd) / o.drainSeconds)}/s` : '—'
    rows.push([
      sizeName(size),
      `**${o.rps.toFixed(1)}**`,
      ms(o.p50),
      ms(o.p99),
      int(o.orders),
      `${int(o.orders - o.emailsAtLoadEnd)}`,
      drained,
      drainRate,
    ])
  }
  if (rows.length === 0 && notes.length === 0) return ''
  return `## Orders and the outbox

${code('POST /api/page/sendOrderEmail')} for ${results.settings.orderSeconds} s from 10 connections after a warm-up${
    results.settings.rounds > 1 ? `, in ${results.settings.rounds} slices alternating between the catalogues` : ''
  }, each request from the next of 50 customers, two products, pick-up at the branch. Each order is one
transaction that also queues the staff e-mail (the outbox); with ${code('SMTP_URL')} unset the
store's sender writes one ${code('.eml')} file per order under ${code('DATA_DIR/outbox')}. *Drain*: from the
end of the load until every order's file exists.

${rows.length ? table(['catalogue', 'orders/s', 'p50 ms', 'p99 ms', 'orders placed', 'e-mails pending at end of load', 'drain', 'drain rate'], rows) : ''}
${notes.map((n) => `\n${n}`).join('')}
`
}

function signInsSection(results: BenchResults): string {
  const rows: string[][] = []
  const bursts: string[][] = []
  for (const size of results.sizes) {
    const f = size.signIns
    if (!f) continue
    const flattered = f.scrypt.signedIn > f.scrypt.accounts ? ' (ran out of scrypt customers: flattered)' : ''
    const kinds = [
      ['argon2id', 'argon2id (m = 19 MiB, t = 2, p = 1)'],
      ['scrypt', `scrypt (N = 2^17, r = 8), before argon2id${flattered}`],
    ] as const
    for (const [kind, label] of kinds) {
      const k = f[kind]
      rows.push([sizeName(size), label, `**${k.rps.toFixed(1)}**`, ms(k.p50), ms(k.p99), int(k.busy ?? 0)])
    }
    bursts.push([
      sizeName(size),
      int(f.burst.registrations),
      int(f.burst.created),
      int(f.burst.busy),
      int(f.burst.other),
      `${f.burst.seconds.toFixed(2)} s`,
    ])
  }
  if (rows.length === 0) return ''
  return `## Sign-ins and registrations

${code('POST /api/page/loginUser')} from ${results.settings.connections} clients, each sending its next sign-in when the last is
answered, with the right password and its own client address (${code('X-Forwarded-For')}), in batches
alternating between customers whose password is stored as argon2id (100 a batch) and as scrypt
(20; the hash before argon2id: each such customer signs in once, since that sign-in re-hashes
the password with argon2id, whose cost is part of the scrypt figure). sign-ins/s counts the
200s; *busy* are the 503s of sign-ins that waited past the hashing queue's 5 s. Then ${code('POST /api/page/registerUser')} ×
50 sent at once, every answer counted.

${table(['catalogue', 'stored hash', 'sign-ins/s', 'p50 ms', 'p99 ms', 'busy (503)'], rows, ['l', 'l', 'r', 'r', 'r', 'r'])}

${table(['catalogue', 'simultaneous registrations', 'created (201)', 'busy (503)', 'other', 'last answer after'], bursts)}
`
}

export function renderReport(results: BenchResults): string {
  const m = results.machine
  const aims = evaluateAims(results)
  const missed = aims.filter((a) => !a.met)
  const sizes = results.sizes.map(sizeName).join(' and ')
  const s = results.settings
  return `# Benchmarks

Generated by ${code(s.command)} on ${results.date} (took ${Math.round(results.durationSeconds)} s). Do not edit by hand:
run it again.${s.quick ? ' **Quick run (--quick): short load runs, one Lighthouse run per page; for smoke tests, not for decisions.**' : ''}

| | |
| --- | --- |
| machine | ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB.toFixed(1)} GiB, ${m.os} |
| Node.js | ${m.node} |
| load average at start / end | ${m.loadAverageStart.map((v) => v.toFixed(2)).join(', ')} / ${m.loadAverageEnd.map((v) => v.toFixed(2)).join(', ')} |
| catalogues | ${sizes} |
| database | ${results.sizes.some((size) => size.database === 'postgres') ? `embedded (PGlite), a fresh temporary DATA_DIR per catalogue; ${m.postgres ?? 'PostgreSQL'}, a database of its own per catalogue (the stores marked PostgreSQL)` : 'embedded (PGlite), a fresh temporary DATA_DIR per catalogue'} |
| load | autocannon ${m.autocannon}, ${s.connections} connections, pipelining 1, ${s.seconds} s per target in ${s.rounds} round${s.rounds > 1 ? 's' : ''} after ${s.warmupSeconds} s of warm-up, browser Accept-Encoding (br) |

The machine is shared and small: the load generator, the store (one Node process) and, for
Lighthouse, Chromium run on the same ${m.cpus} cores. Absolute figures move from run to run;
compare the ratios in one run (to the static-file ceiling, large to demo) rather than figures
across runs.

${missed.length ? `**Missed aims:** ${[...new Set(missed.map((a) => a.aim))].join('; ')}. Details under [Aims](#aims).` : '**Every aim is met.**'}

${lighthouseSection(results)}
## Load

Requests per second, latency percentiles, and the share of the ceiling: a 1 KB static file
(${code('/static-1k.txt')}) served by the same process. Each target is warmed up, then loaded in
${s.rounds} slice${s.rounds > 1 ? 's' : ''} of ${Math.max(1, Math.round(s.seconds / s.rounds))} s${s.rounds > 1 ? ', one per round, every round going through all targets on every catalogue in turn' : ''};
req/s counts the answers between a slice's first and last answer, when all ${s.connections} connections are busy.
*req/s per round* is the range over the slices: how much the machine's noise moved the figure.

${results.sizes.map(loadTable).join('\n')}
${comparisonSection(results)}
${scaleSection(results)}
${bytesSection(results)}
${ordersSection(results)}
${signInsSection(results)}
${importThroughputSection(results.importThroughput)}
${aimsSection(aims)}
## How to run

\`\`\`sh
npm install
npm run bench -- --products 100000     # the whole report: every part, demo and 100,000 products on the embedded
                                       # database, demo size and 1,000,000 products on PostgreSQL (20–25 min)
npm run bench -- --only product-render --skip-1m   # one part, quickly: uncached product pages on both databases
npm run bench -- --only scale --scale 100000       # the PostgreSQL scale comparison at a smaller size
npm run bench -- --quick               # short runs, to check the harness
\`\`\`

Parts (${code('--only a,b')}, ${code('--skip a,b')}): ${code('lighthouse')}, ${code('load')}, ${code('product-render')}, ${code('scale')}, ${code('sign-ins')}, ${code('orders')}.
PostgreSQL: ${code('--postgres URL')} names the server (default ${code('postgres://postgres@127.0.0.1:5432/test')}); the benchmark
creates a database per store on it and drops it at the end; ${code('--no-postgres')} measures the embedded database only,
${code('--scale N')} sets the large PostgreSQL catalogue (default 1,000,000), ${code('--skip-1m')} leaves it out.
Other options: ${code('--seconds N')} per load target, ${code('--rounds N')}, ${code('--lighthouse-runs N')}, ${code('--no-build')} (reuse ${code('build/')}),
${code('--out FILE')}, ${code('--render docs/bench-results.json')} (rewrite this file from saved figures). Chromium comes from ${code('/usr/bin/chromium')} (${code('CHROMIUM_PATH')} overrides). The raw
figures of the last run are in ${code('docs/bench-results.json')}. To see where the server spends its time
on one address: ${code('npx tsx scripts/bench/profile.ts --path "/search/?category=electro%20y%20aires" [--products N] [--distinct] [--distinct-products]')}
(${code('--distinct')}: a counter in every query string, so the page cache never answers; ${code('--distinct-products')}: a different product each time, as the benchmark's uncached product row).
The server's own CPU per uncached product page and per uncached information page, side by side (steadier than req/s on a shared machine):
${code('npx tsx scripts/bench/cpu-per-request.ts [--products N] [--postgres URL] [--trace-gc]')}.
`
}
