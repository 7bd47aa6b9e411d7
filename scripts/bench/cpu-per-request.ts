/**
 * The server's own CPU per uncached product page and per uncached information page, side by side:
 *
 *   npx tsx scripts/bench/cpu-per-request.ts [--products N] [--postgres URL] [--seconds 4] [--rounds 3]
 *       [--trace-gc | --trace-gc-nvp] [--same-product]
 *
 * Starts the built store (`npm run build` first) like the benchmark does and loads it in turns
 * with the benchmark's two rows (distinct products; the information page with a counter), reading
 * the server's CPU time from /proc before and after each turn. On a machine other processes share,
 * throughput moves with their load; the CPU a request costs the server moves much less, and the
 * main thread's share of it is what bounds the server's req/s (compression runs on libuv's pool).
 * The ratio printed (information ÷ product, main thread) is what the benchmark's aim compares.
 * Per thread: the main one (#0), V8's workers (concurrent marking of major collections) and
 * libuv's pool (compression). --trace-gc adds the collections per request and why V8 started
 * its major ones; --trace-gc-nvp the bytes allocated and promoted per request. --same-product adds a
 * third row, one product with a counter (rendered each time, its look-up and views kept by the
 * catalogue memo): what the render costs apart from fetching a product nobody asked for.
 */
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { measureLoad, Rotation } from './load.ts'
import { runScript, installSignalHandlers } from './processes.ts'
import { startStore } from './store.ts'
import { catalogueSkus } from './targets.ts'

const TICKS_PER_SECOND = 100

/** utime + stime of a process or one of its threads, ms. */
function cpuMs(pid: number, thread?: number): number {
  const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`
  const stat = readFileSync(file, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

/** CPU ms by thread name (libuv's pool, V8's workers, the main thread). */
function threadCpu(pid: number): Map<string, number> {
  const byName = new Map<string, number>()
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const name = `${readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim()}#${Number(tid) - pid}`
      byName.set(name, (byName.get(name) ?? 0) + cpuMs(pid, Number(tid)))
    } catch {
      // the thread ended
    }
  }
  return byName
}

/** Collections per request and their pause, from --trace-gc's lines. */
function gcSummary(lines: string, requests: number): string {
  const kinds = new Map<string, { count: number; ms: number }>()
  for (const match of lines.matchAll(
    / ms: (Scavenge|Mark-Compact|Mark-Compact \(reduce\)|Minor Mark-Sweep)(?: \([^)]*\))? [^,]*MB, ([\d.]+) \/ [\d.]+ ms/g,
  )) {
    const kind = kinds.get(match[1]!) ?? { count: 0, ms: 0 }
    kind.count++
    kind.ms += Number(match[2])
    kinds.set(match[1]!, kind)
  }
  const reasons = new Map<string, number>()
  for (const match of lines.matchAll(/ ms: Mark-Compact[^\n]*?current mu = [\d.]+\) ([^\n]*)/g))
    reasons.set(match[1]!.trim(), (reasons.get(match[1]!.trim()) ?? 0) + 1)
  return [...kinds]
    .map(
      ([kind, { count, ms }]) =>
        `${kind}: ${(count / requests).toFixed(3)} a request, ${(ms / requests).toFixed(2)} ms a request`,
    )
    .concat([...reasons].map(([reason, count]) => `${count}× ${reason}`))
    .join('; ')
}

/** KB allocated and promoted per request, by kind of collection, from --trace-gc-nvp's lines. */
function nvpSummary(lines: string, requests: number): string {
  const sums = new Map<string, { count: number; allocated: number; promoted: number; pause: number }>()
  for (const line of lines.split('\n')) {
    const gc = / gc=(\w+) /.exec(line)?.[1]
    if (!gc) continue
    const field = (name: string) => Number(new RegExp(` ${name}=([\\d.]+)`).exec(line)?.[1] ?? 0)
    const sum = sums.get(gc) ?? { count: 0, allocated: 0, promoted: 0, pause: 0 }
    sum.count++
    sum.allocated += field('allocated')
    sum.promoted += field('promoted')
    sum.pause += field('pause')
    sums.set(gc, sum)
  }
  return [...sums]
    .map(
      ([gc, sum]) =>
        `gc=${gc}: ${(sum.count / requests).toFixed(3)}/req, allocated ${(sum.allocated / requests / 1024).toFixed(0)} KB/req, promoted ${(sum.promoted / requests / 1024).toFixed(0)} KB/req, pause ${(sum.pause / requests).toFixed(2)} ms/req`,
    )
    .join('; ')
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      postgres: { type: 'string' },
      seconds: { type: 'string', default: '4' },
      rounds: { type: 'string', default: '3' },
      'trace-gc': { type: 'boolean', default: false },
      'trace-gc-nvp': { type: 'boolean', default: false },
      'same-product': { type: 'boolean', default: false },
    },
    strict: true,
  })
  installSignalHandlers()
  const log = (message: string) => console.error(`[cpu] ${message}`)
  const store = await startStore({
    label: values.products ? 'large' : 'demo',
    products: values.products ? Number(values.products) : undefined,
    ...(values.postgres ? { database: { kind: 'postgres' as const, serverUrl: values.postgres } } : {}),
    users: 1,
    ...(values['trace-gc']
      ? { nodeArgs: ['--trace-gc', '--trace-incremental-marking'] }
      : values['trace-gc-nvp']
        ? { nodeArgs: ['--trace-gc-nvp'] }
        : {}),
    jwtSecret: randomBytes(36).toString('base64url'),
    log,
  })
  const pid = store.child.pid!
  const skus = await catalogueSkus(store.baseUrl, 20_000)
  const rows = {
    product: new Rotation(
      skus.map((sku) => `/products/?product=${encodeURIComponent(sku)}`),
      true,
    ),
    info: new Rotation(['/others/about_us'], true),
    // one product with a counter: rendered every time, but its look-up and views kept by the catalogue memo
    same: new Rotation([`/products/?product=${encodeURIComponent(skus[0]!)}`], true),
  }
  type Row = keyof typeof rows
  const names: Row[] = values['same-product'] ? ['product', 'same', 'info'] : ['product', 'info']
  const seconds = Number(values.seconds)
  const totals = Object.fromEntries(names.map((name) => [name, { main: 0, all: 0, requests: 0, bytes: 0 }])) as Record<
    Row,
    { main: number; all: number; requests: number; bytes: number }
  >
  for (const rotation of names.map((name) => rows[name])) await measureLoad({ url: store.baseUrl, seconds: 2, rotation }, 0)
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const name of names) {
      const logAt = statSync(store.logFile).size
      const threads0 = threadCpu(pid)
      const main0 = cpuMs(pid, pid)
      const all0 = cpuMs(pid)
      const figures = await measureLoad({ url: store.baseUrl, seconds, rotation: rows[name] }, 0)
      // Let the answers still in flight finish before reading the clock.
      await new Promise((resolve) => setTimeout(resolve, 200))
      const main = cpuMs(pid, pid) - main0
      const all = cpuMs(pid) - all0
      const threads = [...threadCpu(pid)]
        .map(([thread, ms]) => [thread, ms - (threads0.get(thread) ?? 0)] as const)
        .filter(([, ms]) => ms > 0)
        .map(([thread, ms]) => `${thread} ${(ms / figures.requests).toFixed(2)}`)
        .join(', ')
      log(`  by thread (ms a request): ${threads}`)
      if (values['trace-gc-nvp']) log(`  ${nvpSummary(readFileSync(store.logFile, 'utf8').slice(logAt), figures.requests)}`)
      if (values['trace-gc'])
        for (const line of readFileSync(store.logFile, 'utf8')
          .slice(logAt)
          .split('\n')
          .filter((l) => l.includes('Mark-Compact') || l.includes('Start ('))
          .slice(0, 8))
          log(`  ${line.slice(0, 140)}`)
      if (values['trace-gc']) log(`  ${gcSummary(readFileSync(store.logFile, 'utf8').slice(logAt), figures.requests)}`)
      totals[name].main += main
      totals[name].all += all
      totals[name].requests += figures.requests
      totals[name].bytes += figures.bytesPerResponse * figures.requests
      log(
        `round ${round + 1} ${name}: ${Math.round(figures.rps)} req/s, main thread ${(main / figures.requests).toFixed(2)} ms, process ${(all / figures.requests).toFixed(2)} ms a request`,
      )
    }
  }
  await store.stop()
  const per = (name: Row) => ({
    main: totals[name].main / totals[name].requests,
    all: totals[name].all / totals[name].requests,
    bytes: totals[name].bytes / totals[name].requests,
  })
  const product = per('product')
  const info = per('info')
  console.log(
    `product: main thread ${product.main.toFixed(2)} ms, process ${product.all.toFixed(2)} ms, ${Math.round(product.bytes)} B a request`,
  )
  console.log(
    `info:    main thread ${info.main.toFixed(2)} ms, process ${info.all.toFixed(2)} ms, ${Math.round(info.bytes)} B a request`,
  )
  if (values['same-product']) {
    const same = per('same')
    console.log(
      `same:    main thread ${same.main.toFixed(2)} ms, process ${same.all.toFixed(2)} ms, ${Math.round(same.bytes)} B a request (one product, memo warm)`,
    )
  }
  console.log(
    `ratio (info ÷ product): main thread ${(info.main / product.main).toFixed(2)}, process ${(info.all / product.all).toFixed(2)}`,
  )
}

await runScript('cpu', main)
