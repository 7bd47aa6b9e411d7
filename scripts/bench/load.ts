/**
 * Load with autocannon: 10 connections, no pipelining, warmed up first. Requests carry a
 * browser's Accept-Encoding, so answers are compressed as a shopper gets them. Any error,
 * timeout or non-2xx answer fails the benchmark: a figure made of errors means nothing.
 */
import autocannon from 'autocannon'

export const CONNECTIONS = 10
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: '*/*', 'user-agent': 'tienda-bench' }

export interface LoadFigures {
  /** requests per second, answers counted while every connection was busy */
  rps: number
  /** latency percentiles, ms */
  p50: number
  p99: number
  requests: number
  /** mean response bytes (as sent, compressed) */
  bytesPerResponse: number
  seconds: number
  /** requests per second of each slice (rounds), to show the machine's noise */
  sliceRps: number[]
}

export interface LoadOptions {
  url: string
  seconds: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** per-request headers/body (orders: one customer per request) */
  setupRequest?: autocannon.Request['setupRequest']
  /**
   * Addresses taken in turn, one per request, across warm-up and slices (the path part of
   * `url` is then only the first of them): what no cache holds, e.g. distinct products.
   */
  rotation?: Rotation
}

/** Paths handed out in turn; `bust` adds a counter to each, so even a repeat misses the page cache. */
export class Rotation {
  private next = 0
  constructor(
    readonly paths: readonly string[],
    readonly bust = false,
  ) {
    if (paths.length === 0) throw new Error('a rotation needs at least one path')
  }
  take(): string {
    const n = this.next++
    const path = this.paths[n % this.paths.length]!
    return this.bust ? `${path}${path.includes('?') ? '&' : '?'}bench=${n}` : path
  }
}

function describeFailures(result: autocannon.Result): string {
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stat]) => `${code}×${stat.count ?? 0}`)
  return `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx${codes.length ? ` (${codes.join(', ')})` : ''}`
}

interface Fired {
  result: autocannon.Result
  /** every 2xx response time, ms, at full resolution (autocannon's histogram keeps whole ms) */
  latencies: Float64Array
  /** 2xx responses, and the clock (performance.now) at the first and the last of them */
  responses: number
  firstAt: number
  lastAt: number
}

function fire(options: LoadOptions, seconds: number): Promise<Fired> {
  const headers = { ...BROWSER_HEADERS, ...options.headers }
  let latencies = new Float64Array(1 << 16)
  let count = 0
  let firstAt = 0
  let lastAt = 0
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: CONNECTIONS,
        pipelining: 1,
        duration: seconds,
        timeout: 10,
        method: options.method ?? 'GET',
        headers,
        ...(options.body !== undefined ? { body: options.body } : {}),
        ...(options.setupRequest ? { requests: [{ setupRequest: options.setupRequest }] } : {}),
        ...(options.rotation
          ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: options.rotation!.take() }) }] }
          : {}),
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)))
        else resolve({ result, latencies: latencies.subarray(0, count), responses: count, firstAt, lastAt })
      },
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 200 || statusCode > 299) return
      const now = performance.now()
      if (count === 0) firstAt = now
      lastAt = now
      if (count === latencies.length) {
        const grown = new Float64Array(latencies.length * 2)
        grown.set(latencies)
        latencies = grown
      }
      latencies[count++] = responseTime
    })
  })
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

/** Fewer answers than this in a slice: the slice goes on (the page is slow or the machine busy). */
const MIN_ANSWERS = 20

function check(options: LoadOptions, fired: Fired, what: string): void {
  const { result } = fired
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${what} of ${options.method ?? 'GET'} ${options.url}: ${describeFailures(result)}; ${fired.responses} answers in ${result.duration.toFixed(1)} s`,
    )
  }
}

/**
 * One address measured in slices (rounds interleaved with other addresses, so a burst of load
 * from elsewhere on the machine is shared out instead of landing on one figure). Throughput is
 * counted from each slice's first answer to its last, when all connections are busy: the ramp-up
 * and the requests cut off when a slice stops do not bias slow pages against fast ones.
 */
export class LoadSeries {
  private latencies: Float64Array[] = []
  private intervals = 0
  private busyMs = 0
  private bytes = 0
  private responses = 0
  readonly sliceRps: number[] = []

  constructor(readonly options: LoadOptions) {}

  async warmUp(seconds: number): Promise<void> {
    let answers = 0
    for (let tries = 0; answers < MIN_ANSWERS && tries < 30; tries++) {
      const fired = await fire(this.options, seconds)
      check(this.options, fired, 'warm-up')
      answers += fired.responses
    }
  }

  /** Loads for `seconds` (longer if fewer than 20 answers came); returns the slice's req/s. */
  async slice(seconds: number): Promise<number> {
    let intervals = 0
    let busyMs = 0
    // A page slower than the slice (a render on a loaded machine) gets longer tries, up to 30 s.
    let trySeconds = seconds
    for (let tries = 0; intervals < MIN_ANSWERS && tries < 30; tries++) {
      const fired = await fire(this.options, trySeconds)
      check(this.options, fired, 'load')
      if (fired.responses < 2) {
        trySeconds = Math.min(30, trySeconds * 2)
        continue
      }
      this.latencies.push(fired.latencies.slice())
      intervals += fired.responses - 1
      busyMs += fired.lastAt - fired.firstAt
      this.bytes += fired.result.throughput.total
      this.responses += fired.responses
    }
    if (intervals === 0) throw new Error(`load of ${this.options.url}: no answers in 30 tries of ${seconds} s`)
    this.intervals += intervals
    this.busyMs += busyMs
    const rps = (intervals * 1000) / Math.max(1, busyMs)
    this.sliceRps.push(rps)
    return rps
  }

  figures(): LoadFigures {
    const all = new Float64Array(this.latencies.reduce((n, l) => n + l.length, 0))
    let offset = 0
    for (const l of this.latencies) {
      all.set(l, offset)
      offset += l.length
    }
    all.sort()
    return {
      rps: (this.intervals * 1000) / Math.max(1, this.busyMs),
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      requests: this.responses,
      bytesPerResponse: this.bytes / Math.max(1, this.responses),
      seconds: this.busyMs / 1000,
      sliceRps: [...this.sliceRps],
    }
  }
}

/** Warm-up, then one run of `options.seconds`. */
export async function measureLoad(options: LoadOptions, warmupSeconds: number): Promise<LoadFigures> {
  const series = new LoadSeries(options)
  if (warmupSeconds > 0) await series.warmUp(warmupSeconds)
  await series.slice(options.seconds)
  return series.figures()
}
