/**
 * DATA_DIR is the store's user's alone: created 0700, every folder in it 0700 and
 * every file 0600 — the embedded database's files, the token key, the outbox's .eml files (names,
 * DNI, addresses, phones) and invoices attached through the staff command line (an existing
 * DATA_DIR left open is tightened: server/shared/private-data-dir.test.ts). On the embedded database, and on
 * PostgreSQL with TEST_DATABASE_URL (DATA_DIR then holds the key, the outbox and invoices).
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ServerHarness, type ServerProcess } from '#tests/setup/spawn-server.ts'
import { runStaffCli } from '#tests/setup/staff-cli.ts'
import { orderableSku, placeOrder, registerCustomer } from '#tests/setup/store-client.ts'
import { createTestDatabaseUrl, databaseKinds } from '#tests/setup/test-store.ts'

const mode = (file: string) => statSync(file).mode & 0o777

/** Every folder and file under `dir` (itself included) whose mode is not the private one. */
function exposed(dir: string): string[] {
  const found: string[] = []
  const walk = (at: string) => {
    const stat = statSync(at)
    const wanted = stat.isDirectory() ? 0o700 : 0o600
    if ((stat.mode & 0o777) !== wanted) found.push(`${path.relative(dir, at) || '.'} ${(stat.mode & 0o777).toString(8)}`)
    if (stat.isDirectory()) for (const entry of readdirSync(at)) walk(path.join(at, entry))
  }
  walk(dir)
  return found
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(databaseKinds)('DATA_DIR permissions on %s', (kind) => {
  const harness = new ServerHarness()
  let database: Awaited<ReturnType<typeof createTestDatabaseUrl>> | undefined
  let root: string
  let dataDir: string
  let server: ServerProcess
  const env = () => (database ? { DATABASE_URL: database.url } : {})

  beforeAll(async () => {
    if (kind === 'postgres') database = await createTestDatabaseUrl()
    root = harness.tempDir('store-perms-')
    dataDir = path.join(root, 'data')
    server = await harness.start({ dataDir, env: { ...env(), SEED_DEMO: 'true' } })
  }, 180_000)
  afterAll(async () => {
    await harness.cleanup()
    await database?.drop()
  })

  it('keeps the database, the key, outbox e-mails and invoices to the store user only', async () => {
    const customer = await registerCustomer(server.baseUrl, `permisos-${kind}@example.com`)
    const order = await placeOrder(server.baseUrl, customer, await orderableSku(server.baseUrl))
    expect(order.status).toBe(200)
    const outbox = path.join(dataDir, 'outbox')
    for (let waited = 0; !(existsSync(outbox) && readdirSync(outbox).some((f) => f.endsWith('.eml'))); waited += 100) {
      if (waited > 20_000) throw new Error(`no .eml in ${outbox}\n${server.output()}`)
      await sleep(100)
    }
    // what the running store wrote, before the command line opens the database again
    expect(mode(dataDir)).toBe(0o700)
    expect(exposed(dataDir)).toEqual([])
    // The embedded database has one owner: the command line runs once the store has stopped.
    if (kind === 'pglite') expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null })
    const pdf = path.join(root, 'factura.pdf')
    writeFileSync(pdf, '%PDF-1.4\n%%EOF\n')
    const movement = typeof order.body === 'object' ? order.body.movimiento_numero! : ''
    // FILE_STORE=disk: on PostgreSQL invoices would otherwise go to the database (server/files/);
    // this checks the modes of the ones kept under DATA_DIR.
    const attached = await runStaffCli(['attach-invoice', movement, '1-77', pdf], {
      DATA_DIR: dataDir,
      ...env(),
      FILE_STORE: 'disk',
    })
    expect(attached.code, attached.stderr).toBe(0)

    expect(mode(dataDir)).toBe(0o700)
    expect(readdirSync(path.join(dataDir, 'bills')).length).toBe(1)
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true)
    if (kind === 'pglite') expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(true)
    expect(exposed(dataDir)).toEqual([])
  }, 120_000)
})
