/**
 * Where the server spends its time on one address:
 *
 *   npx tsx scripts/bench/profile.ts --path "/search/?category=electro%20y%20aires" [--products N]
 *       [--seconds 10] [--top 25] [--save out.cpuprofile] [--distinct] [--distinct-products]
 *
 * --distinct adds a counter to the query string of every request, so the page cache never
 * answers: the cost of a render. --distinct-products asks for a different product each time
 * (the benchmark's "product page HTML, not cached (distinct products)"; --path is then ignored
 * but still required): the long tail, where the catalogue's own memo does not hold the product either.
 *
 * Starts the built store (`npm run build` first) like the benchmark does, under `node
 * --cpu-prof`, warms the address up, loads it with autocannon (10 connections, browser
 * Accept-Encoding), stops the store, and prints the functions with the most self time and the
 * packages they belong to, counting only the samples taken while the load ran (start-up and
 * seeding excluded).
 */
import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { measureLoad, Rotation } from './load.ts'
import { runScript, installSignalHandlers, removeDirLater } from './processes.ts'
import { projectRoot, startStore } from './store.ts'
import { catalogueSkus } from './targets.ts'

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}
interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

function shortUrl(url: string): string {
  if (!url) return ''
  const file = url.replace(/^file:\/\//, '')
  const modules = file.lastIndexOf('/node_modules/')
  if (modules >= 0) return file.slice(modules + '/node_modules/'.length)
  return path.relative(projectRoot, file).startsWith('..') ? file : path.relative(projectRoot, file)
}

function packageOf(frame: CallFrame): string {
  const { url, functionName } = frame
  if (!url) return functionName.startsWith('(') ? functionName : '(native / V8 builtins)'
  if (url.startsWith('node:')) return 'node: core'
  const file = url.replace(/^file:\/\//, '')
  const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)
  if (match) return match[1]!
  return shortUrl(url).split('/').slice(0, 2).join('/')
}

function keyOf(frame: CallFrame): string {
  const name = frame.functionName || '(anonymous)'
  return frame.url ? `${name}  ${shortUrl(frame.url)}:${frame.lineNumber + 1}` : name
}

export function analyse(profile: CpuProfile, windowStartUs: number, windowEndUs: number, top: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  const packages = new Map<string, number>()
  let t = profile.startTime
  let total = 0
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0
    const delta = profile.timeDeltas[i + 1] ?? 0
    if (t < windowStartUs || t > windowEndUs) continue
    const node = byId.get(profile.samples[i]!)
    if (!node) continue
    total += delta
    self.set(keyOf(node.callFrame), (self.get(keyOf(node.callFrame)) ?? 0) + delta)
    packages.set(packageOf(node.callFrame), (packages.get(packageOf(node.callFrame)) ?? 0) + delta)
    const seen = new Set<string>()
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const key = keyOf(byId.get(id)!.callFrame)
      if (seen.has(key)) continue
      seen.add(key)
      inclusive.set(key, (inclusive.get(key) ?? 0) + delta)
    }
  }
  const lines = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([key, us]) =>
          `${((100 * us) / Math.max(1, total)).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`,
      )
      .join('\n')
  return [
    `Samples during the load: ${(total / 1000).toFixed(0)} ms of CPU profile time.`,
    '',
    `Top ${top} functions by self time:`,
    lines(self, top),
    '',
    'Self time by package:',
    lines(packages, 15),
    '',
    `Top ${top} by inclusive time (the function and what it calls):`,
    lines(new Map([...inclusive].filter(([key]) => !key.startsWith('(root)'))), top),
  ].join('\n')
}

async function main() {
  const { values } = parseArgs({
    options: {
      path: { type: 'string' },
      products: { type: 'string' },
      seconds: { type: 'string', default: '10' },
      top: { type: 'string', default: '25' },
      save: { type: 'string' },
      'accept-encoding': { type: 'string' },
      distinct: { type: 'boolean', default: false },
      'distinct-products': { type: 'boolean', default: false },
    },
    strict: true,
  })
  if (!values.path?.startsWith('/'))
    throw new Error('--path /address is required, e.g. --path "/search/?category=electro%20y%20aires"')
  installSignalHandlers()
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'))
  removeDirLater(profileDir)
  const log = (message: string) => console.error(`[profile] ${message}`)
  const store = await startStore({
    label: values.products ? 'large' : 'demo',
    products: values.products ? Number(values.products) : undefined,
    users: 1,
    jwtSecret: randomBytes(36).toString('base64url'),
    nodeArgs: ['--cpu-prof', '--cpu-prof-dir', profileDir],
    log,
  })
  const url = `${store.baseUrl}${values.path}`
  const seconds = Number(values.seconds)
  const headers = values['accept-encoding'] ? { 'accept-encoding': values['accept-encoding'] } : undefined
  // --distinct: a query string of its own on every request, so no page cache answers it.
  const distinct = values['distinct-products']
    ? {
        rotation: new Rotation(
          (await catalogueSkus(store.baseUrl, 20_000)).map((sku) => `/products/?product=${encodeURIComponent(sku)}`),
          true,
        ),
      }
    : values.distinct
      ? { rotation: new Rotation([values.path], true) }
      : {}
  await measureLoad({ url, seconds: 2, ...(headers ? { headers } : {}), ...distinct }, 0)
  const loadStart = performance.now()
  const figures = await measureLoad({ url, seconds, ...(headers ? { headers } : {}), ...distinct }, 0)
  const loadEnd = performance.now()
  log(`${values.path}: ${Math.round(figures.rps)} req/s, p50 ${figures.p50.toFixed(2)} ms, p99 ${figures.p99.toFixed(2)} ms`)
  const exitedAt = await store.stop()
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'))
  if (!file) throw new Error('the store wrote no .cpuprofile (did it exit cleanly?)')
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile
  if (values.save) copyFileSync(path.join(profileDir, file), values.save)
  // The profile ends when the process exits: count back from there to the load's window.
  const windowEnd = profile.endTime - (exitedAt - loadEnd) * 1000
  const windowStart = profile.endTime - (exitedAt - loadStart) * 1000
  console.log(analyse(profile, windowStart, windowEnd, Number(values.top)))
}

await runScript('profile', main)
