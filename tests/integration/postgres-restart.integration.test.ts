/**
 * PostgreSQL stopped and started again under a running store (docs/deploy.md, "When things
 * fail"): while it is down every request ends quickly with a clean answer — /api/health 503
 * `{status: 'unavailable'}`, anything that needs the database a 500/503 with a generic message,
 * nothing hung and nothing internal in a body — and once it is back the same process answers
 * catalogue, health and orders again, without a restart, and without a gap in the order numbers.
 *
 * The database is a throwaway server of this test's own (tests/setup/private-postgres.ts), not
 * the shared one of TEST_DATABASE_URL, so the other test files running meanwhile are not
 * disturbed. Runs with TEST_DATABASE_URL set (as the other PostgreSQL tests) and the server
 * binaries installed.
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findPostgresBin, PrivatePostgres } from '#tests/setup/private-postgres.ts'
import { ServerHarness, ensurePageBuild, type ServerProcess } from '#tests/setup/spawn-server.ts'
import { orderableSku, orderPayload, registerCustomer, type Customer } from '#tests/setup/store-client.ts'

const bin = findPostgresBin()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Longer than this is a hung request. */
const REQUEST_LIMIT_MS = 5000
const INTERNALS = /ECONNREFUSED|postgres|terminating|\bat \S+:\d+|stack|pg_|SELECT|INSERT/i

interface Outcome {
  what: string
  status: number | 'timeout' | 'refused'
  ms: number
  body: string
}

describe.skipIf(!process.env.TEST_DATABASE_URL || !bin)('the store while its PostgreSQL server restarts', () => {
  const harness = new ServerHarness()
  let postgres: PrivatePostgres
  let server: ServerProcess
  let customer: Customer
  let sku: string

  beforeAll(async () => {
    await ensurePageBuild()
    postgres = await PrivatePostgres.start(bin!)
    const url = await postgres.createDatabase('tienda')
    const root = harness.tempDir('store-pg-restart-')
    server = await harness.start({ dataDir: path.join(root, 'data'), env: { DATABASE_URL: url, ORDERS_PER_HOUR: '1000' } })
    sku = await orderableSku(server.baseUrl)
    customer = await registerCustomer(server.baseUrl, 'reinicio@example.com')
  }, 180_000)

  afterAll(async () => {
    await harness.cleanup()
    postgres?.destroy()
  })

  async function request(what: 'health' | 'product' | 'order'): Promise<Outcome> {
    const started = performance.now()
    const init: RequestInit =
      what === 'order'
        ? {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
            body: JSON.stringify(orderPayload(customer.email, sku)),
          }
        : {}
    const url =
      what === 'health'
        ? '/api/health'
        : what === 'product'
          ? `/api/products?sku=${encodeURIComponent(sku)}`
          : '/api/page/sendOrderEmail'
    try {
      const response = await fetch(`${server.baseUrl}${url}`, { ...init, signal: AbortSignal.timeout(REQUEST_LIMIT_MS) })
      return { what, status: response.status, ms: Math.round(performance.now() - started), body: await response.text() }
    } catch (error) {
      const timeout = (error as Error).name === 'TimeoutError'
      return { what, status: timeout ? 'timeout' : 'refused', ms: Math.round(performance.now() - started), body: String(error) }
    }
  }

  /** Each of the three requests, in parallel, every `pauseMs`, until `until` says stop. */
  async function probe(until: () => boolean, pauseMs = 200): Promise<Outcome[]> {
    const outcomes: Outcome[] = []
    while (!until()) {
      outcomes.push(...(await Promise.all([request('health'), request('product'), request('order')])))
      await sleep(pauseMs)
    }
    return outcomes
  }

  function expectClean(outcomes: Outcome[]) {
    for (const outcome of outcomes) {
      const shown = JSON.stringify(outcome)
      expect(outcome.status, `hung or dropped: ${shown}`).toEqual(expect.any(Number))
      if (outcome.status === 200) continue
      expect([500, 503], shown).toContain(outcome.status)
      const body = JSON.parse(outcome.body) as Record<string, unknown>
      if (outcome.what === 'health') {
        expect(body).toEqual({ status: 'unavailable', database: 'postgres' })
      } else {
        expect(body).toEqual({ message: expect.any(String) })
        expect(body.message, `internals in ${shown}`).not.toMatch(INTERNALS)
      }
    }
  }

  const summary = (outcomes: Outcome[]) => {
    const by = new Map<string, number>()
    for (const o of outcomes) by.set(`${o.what} ${o.status}`, (by.get(`${o.what} ${o.status}`) ?? 0) + 1)
    const slowest = Math.max(0, ...outcomes.map((o) => o.ms))
    return `${[...by].map(([k, n]) => `${k}×${n}`).join(', ')}; slowest ${slowest} ms`
  }

  it('fails cleanly while PostgreSQL is stopped, and serves again once it is back, same process, no gap in order numbers', async () => {
    const first = await request('order')
    expect(first.status, first.body).toBe(200)
    expect(JSON.parse(first.body)).toMatchObject({ movimiento_numero: '00000001' })

    postgres.stop('fast')
    const downSince = performance.now()
    const whileDown = await probe(() => performance.now() - downSince > 3000)
    console.log(`[pg-restart] while stopped (3 s): ${summary(whileDown)}`)
    expect(server.running, `the store process ended\n${server.output()}`).toBe(true)
    expectClean(whileDown)
    expect(whileDown.filter((o) => o.what === 'health').every((o) => o.status === 503)).toBe(true)
    expect(whileDown.filter((o) => o.what === 'order').every((o) => o.status !== 200)).toBe(true)

    postgres.start()
    const upSince = performance.now()
    const recovery: Outcome[] = []
    for (;;) {
      const round = await Promise.all([request('health'), request('product')])
      recovery.push(...round)
      if (round.every((o) => o.status === 200)) break
      if (performance.now() - upSince > 15_000)
        throw new Error(`not serving 15 s after PostgreSQL came back: ${summary(recovery)}`)
      await sleep(200)
    }
    const recoveredMs = Math.round(performance.now() - upSince)
    expectClean(recovery)
    const after = await request('order')
    console.log(`[pg-restart] serving again ${recoveredMs} ms after PostgreSQL accepted connections: ${summary(recovery)}`)
    expect(after.status, after.body).toBe(200)
    // The orders refused while the database was down burnt no number.
    expect(JSON.parse(after.body)).toMatchObject({ movimiento_numero: '00000002' })
    expect(server.running).toBe(true)
  }, 60_000)

  it('rides through a quick restart (pg_ctl restart -m fast) under a steady stream of requests', async () => {
    let done = false
    // Three loops without pauses: some requests land in the moment the server is down.
    const streaming = Promise.all([0, 1, 2].map(() => probe(() => done, 0))).then((all) => all.flat())
    await sleep(600)
    postgres.restart()
    await sleep(2500)
    done = true
    const outcomes = await streaming
    console.log(`[pg-restart] through a quick restart: ${summary(outcomes)}`)
    expect(server.running, `the store process ended\n${server.output()}`).toBe(true)
    expectClean(outcomes)
    const last = await Promise.all([request('health'), request('product'), request('order')])
    expect(last.map((o) => o.status)).toEqual([200, 200, 200])
    expect(server.running).toBe(true)
    const exit = await server.stop('SIGTERM')
    expect(exit, server.output()).toEqual({ code: 0, signal: null })
  }, 60_000)
})
