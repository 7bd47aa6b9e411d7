/**
 * A back-office import that does not end where it started, on both databases: every committed
 * batch moves the catalogue version, so another instance's cache shows the new price while the
 * import is still applying (and would if it never ended); an apply whose instance stopped is
 * resumed through HTTP where it stopped, the stopped instance's writer (if it was only slow)
 * stepping aside; and the audit log says started, resumed, finished.
 */
import { and, asc, eq, like } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPORT_MESSAGES } from '#domain/admin/catalogue-import.ts'
import type { Product } from '#domain/product.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { metaRepository } from '#server/db/store-meta-repository.ts'
import { auditLog, catalogueImports, products as productsTable } from '#server/db/schema/index.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { createServices } from '#server/services.ts'
import { catalogueImportService, type ImportRunView } from './catalogue-import-runs.ts'
import { addSignedStaff, type SignedStaff } from '#tests/setup/staff-sign-in.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { until } from '#tests/setup/until.ts'

describe.each(databaseKinds)('an import that does not end where it started, on %s', (kind) => {
  let store: TestStore
  let catalogue: Product[]
  let signed: SignedStaff

  const call = (options: InjectOptions) =>
    store.app.inject({ ...options, headers: { cookie: signed.cookie, 'x-csrf-token': signed.csrf } })
  const runOf = async (id: number) =>
    (await call({ method: 'GET', url: `/api/admin/catalogue/imports/${id}` })).json<ImportRunView>()
  /** A preview stored by a service of its own: batches of two rows, resting long after each. */
  const slowService = () => catalogueImportService(store.database, { batchRows: 2, restFactor: 60 })
  const csvOf = (lines: string[]) => new TextEncoder().encode(['sku,name,stock,price_list_1', ...lines].join('\n'))

  beforeAll(async () => {
    store = await createTestStore(kind)
    signed = await addSignedStaff(store, 'catalogo@staff.test', 'catalogo')
    catalogue = await productsRepository(store.database.db).all()
  })
  afterAll(async () => {
    await store?.services.catalogueImports.idle()
    await store?.close()
  })

  it('each committed batch moves the catalogue version: another instance shows the new price before the import ends', async () => {
    const product = catalogue[0]!
    const other = createServices(store.env, store.database) // another instance's caches
    expect((await other.catalogue.bySku(product.sku))[0]!.price_list_1).toBe(product.price_list_1)
    const meta = metaRepository(store.database.db)
    const versionBefore = await meta.get('catalogue_version')

    const lines = [`${product.sku},${product.name},${product.stock},${product.price_list_1 - 1}`]
    for (let i = 0; i < 7; i++) lines.push(`IMP-VERSION-${i},Producto ${i},1,${100 + i}`)
    const service = slowService()
    const { id } = await service.preview(COMMAND_LINE_ACTOR, 'version.csv', csvOf(lines))
    await service.apply(COMMAND_LINE_ACTOR, id)
    await until(
      () => runOf(id),
      (run) => run.doneRows >= 2,
      'the first batch',
    )

    // The first batch is committed and the import goes on: the version moved with it.
    expect(await meta.get('catalogue_version')).not.toBe(versionBefore)
    const seen = await until(
      () => other.catalogue.bySku(product.sku),
      (found) => found[0]?.price_list_1 === product.price_list_1 - 1,
      'the other instance to show the new price',
    )
    expect(seen[0]!.price_list_1).toBe(product.price_list_1 - 1)
    expect((await runOf(id)).status, 'seen while the import is still applying').toBe('applying')
    await service.idle()
    expect((await runOf(id)).status).toBe('applied')
    await service.undo(COMMAND_LINE_ACTOR, id)
    await service.idle()
  })

  it('an apply whose instance stopped is resumed through HTTP where it stopped, and the old writer steps aside', async () => {
    const lines = Array.from({ length: 12 }, (_, i) => `IMP-RETOMA-${i},Producto retomado ${i},${i},${200 + i}`)
    const stopped = slowService() // the instance that "stops": slow, then thought dead
    const { id } = await stopped.preview(COMMAND_LINE_ACTOR, 'retoma.csv', csvOf(lines))
    await stopped.apply(COMMAND_LINE_ACTOR, id)
    const cut = await until(
      () => runOf(id),
      (run) => run.doneRows >= 2,
      'the first batch',
    )
    expect(cut).toMatchObject({ status: 'applying', stalled: false })
    // Not resumable while its instance still reports.
    const early = await call({ method: 'POST', url: `/api/admin/catalogue/imports/${id}/apply` })
    expect(early.statusCode).toBe(409)

    // Its instance stops reporting for longer than IMPORT_STALE_SECONDS.
    await store.database.db
      .update(catalogueImports)
      .set({ heartbeatAt: new Date(Date.now() - 120_000) })
      .where(eq(catalogueImports.id, id))
    const interrupted = await runOf(id)
    expect(interrupted).toMatchObject({ status: 'applying', stalled: true })
    const done = interrupted.doneRows

    const resumed = await call({ method: 'POST', url: `/api/admin/catalogue/imports/${id}/apply` })
    expect(resumed.statusCode, resumed.body).toBe(202)
    expect(resumed.json()).toEqual({ message: IMPORT_MESSAGES.resumed })
    await store.services.catalogueImports.idle()
    await stopped.idle()
    const run = await runOf(id)
    expect(run).toMatchObject({ status: 'applied', stalled: false, doneRows: 12, added: 12, rejectedCount: 0 })
    const written = await store.database.db
      .select({ sku: productsTable.sku })
      .from(productsTable)
      .where(like(productsTable.sku, 'IMP-RETOMA-%'))
    expect(written).toHaveLength(12)

    const audit = await store.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'catalogue_import'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id))
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ['catalogue.import', 'línea de comandos'],
      ['catalogue.import-resumed', 'catalogo@staff.test'],
      ['catalogue.import-applied', 'catalogo@staff.test'],
    ])
    expect(audit[1]!.before).toMatchObject({ status: 'applying', done })
    expect(audit[2]!.after).toMatchObject({ added: 12, done: 12 })
  })
})
