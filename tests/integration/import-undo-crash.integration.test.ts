/**
 * An undo of a catalogue import cut off by kill -9 can be finished after the restart, on the
 * embedded database and on PostgreSQL: the store is a real process, the import is applied and its
 * undo started through HTTP, the process is killed while the run says `undoing` half-way, and the
 * next process on the same data shows the run as interrupted with «Terminar de deshacer», takes
 * the undo up where it stopped and ends it: the added products gone, the updated ones back, the
 * run `undone`, and the audit log saying what happened in the order it happened.
 */
import path from 'node:path'
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { IMPORT_MESSAGES } from '#domain/admin/catalogue-import.ts'
import { STAFF_SESSION_COOKIE } from '#domain/admin/staff-roles.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { adminStaffService } from '#server/admin/admin-staff-service.ts'
import type { ImportRunView } from '#server/catalogue/import/catalogue-import-runs.ts'
import { openDatabase, type Database } from '#server/db/database.ts'
import { auditLog, catalogueImports, products } from '#server/db/schema/index.ts'
import { seedDemoIfEmpty } from '#server/demo/seed-service.ts'
import { ServerHarness, type ServerProcess } from '#tests/setup/spawn-server.ts'
import { createTestDatabaseUrl, databaseKinds } from '#tests/setup/test-store.ts'
import { until } from '#tests/setup/until.ts'

const PASSWORD = 'clave-del-panel-1'
const EMAIL = 'catalogo@staff.test'
/** Enough rows that the undo takes several seconds at the store's own pace (batches of 100). */
const ADDED = 2_990
const UPDATED = 10

const harness = new ServerHarness()
afterAll(() => harness.cleanup())

interface Signed {
  cookie: string
  csrf: string
}

async function signIn(server: ServerProcess): Promise<Signed> {
  const response = await server.fetch('/api/admin/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  const value = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${STAFF_SESSION_COOKIE}=`))!
  const who = await server.fetch('/api/admin/session', { headers: { cookie: value } })
  return { cookie: value, csrf: ((await who.json()) as { csrfToken: string }).csrfToken }
}

const staffCall = (server: ServerProcess, signed: Signed, pathname: string, init: RequestInit = {}) =>
  server.fetch(pathname, {
    ...init,
    headers: { cookie: signed.cookie, 'x-csrf-token': signed.csrf, ...(init.headers as Record<string, string>) },
  })

async function runOf(server: ServerProcess, signed: Signed, id: number): Promise<ImportRunView> {
  return (await (await staffCall(server, signed, `/api/admin/catalogue/imports/${id}`)).json()) as ImportRunView
}

describe.each(databaseKinds)('an undo of a catalogue import cut off by kill -9, on %s', (kind) => {
  it('is shown as interrupted after the restart and can be finished: products restored, run undone, audit truthful', async () => {
    const dataDir = path.join(harness.tempDir(), 'data')
    const pgDatabase = kind === 'postgres' ? await createTestDatabaseUrl() : undefined
    const env = { DATA_DIR: dataDir, ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}) }
    const open = () => openDatabase({ dataDir, databaseUrl: pgDatabase?.url, poolSize: 2 })
    try {
      // The store's data, made before its first start: the demo catalogue and a catalogo account.
      let database: Database = await open()
      await seedDemoIfEmpty(database)
      await adminStaffService({ database }).add(COMMAND_LINE_ACTOR, {
        email: EMAIL,
        role: 'catalogo',
        password: PASSWORD,
      })
      const updatedBefore = await database.db
        .select({ sku: products.sku, price: products.priceList1 })
        .from(products)
        .orderBy(asc(products.id))
        .limit(UPDATED)
      await database.close()

      let server = await harness.start({ dataDir, env })
      const signed = await signIn(server)
      const csv = [
        'sku,name,stock,price_list_1',
        ...updatedBefore.map((p) => `${p.sku},Actualizado,5,${p.price - 1}`),
        ...Array.from({ length: ADDED }, (_, i) => `IMP-CAIDA-${i},Producto agregado ${i},${i % 9},${1000 + i}`),
      ].join('\n')
      const form = new FormData()
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'caida.csv')
      const uploaded = await staffCall(server, signed, '/api/admin/catalogue/imports', { method: 'POST', body: form })
      expect(uploaded.status, await uploaded.clone().text()).toBe(201)
      const { id } = (await uploaded.json()) as { id: number }
      expect((await staffCall(server, signed, `/api/admin/catalogue/imports/${id}/apply`, { method: 'POST' })).status).toBe(202)
      const applied = await until(
        () => runOf(server, signed, id),
        (run) => run.status === 'applied',
        'the import to apply',
      )
      expect(applied).toMatchObject({ added: ADDED, updated: UPDATED })

      // The undo starts; once it has put back a few batches, and before it ends, the store dies.
      expect((await staffCall(server, signed, `/api/admin/catalogue/imports/${id}/undo`, { method: 'POST' })).status).toBe(202)
      await until(
        () => runOf(server, signed, id),
        (run) => run.status === 'undoing' && run.doneRows >= 200,
        'the undo to be half-way',
        60_000,
      )
      expect(await server.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' })

      database = await open()
      const [cut] = await database.db.select().from(catalogueImports).where(eq(catalogueImports.id, id))
      expect(cut!.status).toBe('undoing')
      expect(cut!.doneRows, 'killed half-way, not after the end').toBeLessThan(ADDED + UPDATED)
      const leftAfterKill = await database.db.$count(products, like(products.sku, 'IMP-CAIDA-%'))
      expect(leftAfterKill).toBeGreaterThan(0)
      expect(leftAfterKill).toBeLessThan(ADDED)
      // A minute passes: the killed instance's last report is older than IMPORT_STALE_SECONDS.
      await database.db
        .update(catalogueImports)
        .set({ heartbeatAt: sql`now() - interval '2 minutes'` })
        .where(eq(catalogueImports.id, id))
      await database.close()

      server = await harness.start({ dataDir, env })
      const interrupted = await runOf(server, signed, id)
      expect(interrupted).toMatchObject({ status: 'undoing', stalled: true })
      // The page (rendered on the server, no browser) says so and offers to finish the undo.
      const page = await (await staffCall(server, signed, `/admin/import/${id}`)).text()
      expect(page).toContain('Deshacer interrumpido')
      expect(page).toContain(IMPORT_MESSAGES.undoInterrupted)
      expect(page).toContain('Terminar de deshacer')

      const apply = await staffCall(server, signed, `/api/admin/catalogue/imports/${id}/apply`, { method: 'POST' })
      expect(apply.status).toBe(409)
      const resumed = await staffCall(server, signed, `/api/admin/catalogue/imports/${id}/undo`, { method: 'POST' })
      expect(resumed.status, await resumed.clone().text()).toBe(202)
      expect(await resumed.json()).toEqual({ message: IMPORT_MESSAGES.undoResumed })
      const undone = await until(
        () => runOf(server, signed, id),
        (run) => run.status === 'undone',
        'the undo to end',
      )
      expect(undone).toMatchObject({ stalled: false, message: null, doneRows: ADDED + UPDATED })
      expect(undone.undoneAt).not.toBeNull()
      expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null })

      database = await open()
      try {
        expect(await database.db.$count(products, like(products.sku, 'IMP-CAIDA-%'))).toBe(0)
        const restored = await database.db
          .select({ sku: products.sku, price: products.priceList1 })
          .from(products)
          .where(
            inArray(
              products.sku,
              updatedBefore.map((p) => p.sku),
            ),
          )
          .orderBy(asc(products.id))
        expect(restored).toEqual(updatedBefore)
        const audit = await database.db
          .select({ action: auditLog.action, actor: auditLog.actor, before: auditLog.before, after: auditLog.after })
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'catalogue_import'), eq(auditLog.entityId, String(id))))
          .orderBy(asc(auditLog.id))
        expect(audit.map((a) => a.action)).toEqual([
          'catalogue.import',
          'catalogue.import-applied',
          'catalogue.import-undo-started',
          'catalogue.import-undo-resumed',
          'catalogue.import-undone',
        ])
        expect(new Set(audit.map((a) => a.actor))).toEqual(new Set([EMAIL]))
        expect(audit[3]!.before).toMatchObject({ status: 'undoing', done: cut!.doneRows })
        expect(audit[4]!.after).toMatchObject({ reverted: ADDED + UPDATED, kept: 0 })
      } finally {
        await database.close()
      }
    } finally {
      await harness.cleanup()
      await pgDatabase?.drop()
    }
  }, 240_000)
})
