/**
 * Lighthouse 12 (performance category only, its default mobile preset: Moto G Power-sized
 * screen, simulated slow 4G and 4× CPU slowdown) driving Debian's Chromium through
 * chrome-launcher. Each page is measured several times; every figure is the median of its runs.
 *
 * First-load JavaScript: the Script requests in Lighthouse's network-requests audit (everything
 * the page loaded, lazy chunks included, same origin), each fetched again uncompressed and
 * gzipped with zlib's default level — the size a gzip-only browser gets from this server. The
 * bytes actually transferred (the server answers Chromium with brotli) are reported beside it.
 */
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { onCleanup } from './processes.ts'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
]

export interface LighthouseFigures {
  /** 0–100 */
  score: number
  scores: number[]
  lcpMs: number
  tbtMs: number
  cls: number
  totalBytes: number
  scriptGzipBytes: number
  scriptTransferBytes: number
  scriptCount: number
  /** the page's scripts, largest first: path and gzip bytes */
  scripts: { path: string; gzipBytes: number }[]
  benchmarkIndex: number
  warnings: string[]
}

export interface Browser {
  port: number
  version: string
  close(): Promise<void>
}

export async function launchBrowser(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  const close = onCleanup(
    'chromium',
    async () => {
      await chrome.kill()
    },
    () => chrome.process.kill('SIGKILL'),
  )
  const info = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser?: string }
  return { port: chrome.port, version: info.Browser ?? 'Chromium', close }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

interface NetworkItem {
  url: string
  resourceType?: string
  transferSize?: number
}

const gzipCache = new Map<string, number>()

async function gzipSizeOf(url: string): Promise<number> {
  const cached = gzipCache.get(url)
  if (cached !== undefined) return cached
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  const size = gzipSync(Buffer.from(await response.arrayBuffer())).length
  // Hashed assets never change within a run; keep the size.
  if (url.includes('/assets/')) gzipCache.set(url, size)
  return size
}

export type LighthouseRun = Awaited<ReturnType<typeof runLighthouse>>

/** One Lighthouse run of one page. */
export async function runLighthouse(browser: Browser, url: string) {
  const result = await lighthouse(url, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The full-page screenshot is for the HTML report only; it costs seconds per run.
    disableFullPageScreenshot: true,
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const audit = (id: string) => {
    const value = lhr.audits[id]?.numericValue
    if (value === undefined) throw new Error(`Lighthouse on ${url}: no '${id}' (${lhr.audits[id]?.errorMessage ?? 'missing'})`)
    return value
  }
  const origin = new URL(url).origin
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
  const sized: { path: string; gzipBytes: number }[] = []
  for (const script of scripts) sized.push({ path: new URL(script.url).pathname, gzipBytes: await gzipSizeOf(script.url) })
  sized.sort((a, b) => b.gzipBytes - a.gzipBytes)
  const scriptGzipBytes = sized.reduce((sum, s) => sum + s.gzipBytes, 0)
  return {
    scripts: sized,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalBytes: audit('total-byte-weight'),
    scriptGzipBytes,
    scriptTransferBytes: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0),
    scriptCount: scripts.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
  }
}

/** Every figure is the median of the runs; the script list is the last run's. */
export function summarize(results: LighthouseRun[]): LighthouseFigures {
  const pick = (key: Exclude<keyof LighthouseRun, 'warnings' | 'scripts'>) => median(results.map((r) => r[key]))
  return {
    score: pick('score'),
    scores: results.map((r) => r.score),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    totalBytes: pick('totalBytes'),
    scriptGzipBytes: pick('scriptGzipBytes'),
    scriptTransferBytes: pick('scriptTransferBytes'),
    scriptCount: pick('scriptCount'),
    scripts: results.at(-1)!.scripts,
    benchmarkIndex: pick('benchmarkIndex'),
    warnings: [...new Set(results.flatMap((r) => r.warnings))],
  }
}
