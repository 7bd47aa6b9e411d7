/**
 * The store comes back by itself after a crash, on the embedded database: the built server, as
 * `npm start` runs it, on one DATA_DIR goes through four SIGKILLs — plain, of a server left a zombie by a parent that never reaps it, one
 * whose pid another live process has since, and one whose container came back with another host
 * name — and after each the next start serves within 10 seconds with every order it had
 * confirmed. (The lock's own cases, without a server: server/db/data-dir-lock-crashes.integration.test.ts.)
 */
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { editLockRecord, readLockRecord } from '#tests/setup/lock-record.ts'
import { processState, waitUntil } from '#tests/setup/process-state.ts'
import { ServerHarness, ensurePageBuild, type ServerProcess } from '#tests/setup/spawn-server.ts'
import { clientOrders, orderableSku, placeOrder, registerCustomer, type Customer } from '#tests/setup/store-client.ts'

const RESTART_LIMIT_MS = 10_000
const harness = new ServerHarness()
afterAll(() => harness.cleanup())

interface Crash {
  name: string
  unreapedParent?: boolean
  /** kills the server (its pid from the lock) and leaves things as that crash does */
  crash(server: ServerProcess, serverPid: number): Promise<void>
}

async function killAndReap(server: ServerProcess): Promise<void> {
  expect(await server.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' })
}

const crashes: Crash[] = [
  { name: 'kill -9', crash: (server) => killAndReap(server) },
  {
    name: 'kill -9 of a server whose parent never reaps it (a zombie)',
    unreapedParent: true,
    async crash(_server, serverPid) {
      process.kill(serverPid, 'SIGKILL')
      await waitUntil(() => processState(serverPid) === 'Z', `pid ${serverPid} to be a zombie`)
    },
  },
  {
    name: 'kill -9, and its pid now belongs to another live process',
    async crash(server) {
      await killAndReap(server)
      editLockRecord(server.dataDir, { pid: process.pid })
    },
  },
  {
    name: 'kill -9, and the container came back with another host name',
    async crash(server) {
      await killAndReap(server)
      editLockRecord(server.dataDir, { host: 'contenedor-anterior' })
    },
  },
]

it('after each crash the next start serves within 10 s with every confirmed order', async () => {
  await ensurePageBuild()
  const dataDir = path.join(harness.tempDir(), 'data')
  let server: ServerProcess = await harness.start({ dataDir, built: true, unreapedParent: crashes[0]!.unreapedParent })
  const customer: Customer = await registerCustomer(server.baseUrl, 'caidas@example.com')
  const sku = await orderableSku(server.baseUrl)
  const confirmed: string[] = []
  const figures: string[] = []

  for (const [index, { name, crash }] of crashes.entries()) {
    for (let i = 0; i < 2; i++) {
      const answer = await placeOrder(server.baseUrl, customer, sku)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      confirmed.push((answer.body as { movimiento_numero: string }).movimiento_numero)
    }
    const serverPid = readLockRecord(dataDir).pid
    await crash(server, serverPid)

    const next = crashes[index + 1]
    const started = performance.now()
    server = await harness.start({ dataDir, built: true, unreapedParent: next?.unreapedParent })
    expect((await server.fetch('/api/health')).status).toBe(200)
    const servingMs = Math.round(performance.now() - started)
    figures.push(`${name}: serving ${servingMs} ms after the new start`)
    expect(servingMs, `${name}\n${server.output()}`).toBeLessThan(RESTART_LIMIT_MS)
    expect(server.stdout, 'the same database, not a new one').not.toMatch(/Creando la base embebida/)

    const stored = (await clientOrders(server.baseUrl, customer)).map((order) => order.order_header.movement)
    expect(stored.sort(), name).toEqual([...confirmed].sort())
  }
  console.log(`[crash-restart]\n  ${figures.join('\n  ')}`)
  expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null })
}, 180_000)
