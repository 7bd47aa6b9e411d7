/**
 * The back office's catalogue import and export through HTTP on both databases: a preview that
 * changes nothing (counts, rejected rows with reasons, a sample of changed fields), applying in
 * batches with its progress on the run, the storefront's API showing the change without a
 * restart, undo (refused when a product changed since; from another instance, as after a
 * restart), the bad files staff really have (';' and decimal commas from Excel, Latin-1, a BOM,
 * wrong columns, garbage, too large) answered in Spanish with nothing changed, the export, the
 * roles and the audit log.
 */
import { randomBytes } from 'node:crypto'
import { and, desc, eq, like, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPORT_MESSAGES } from '#domain/admin/catalogue-import.ts'
import type { Product } from '#domain/product.ts'
import { auditLog, catalogueImportRows, catalogueImports, products as productsTable } from '#server/db/schema/index.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { parseCsv, parseJson } from '#server/catalogue/import/catalogue-files.ts'
import { exportProducts } from '#server/catalogue/import/catalogue-import.ts'
import { catalogueImportService, type ImportRunView } from '#server/catalogue/import/catalogue-import-runs.ts'
import { addSignedStaff } from '#tests/setup/staff-sign-in.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { until } from '#tests/setup/until.ts'

const PASSWORD = 'clave-del-panel-1'
const BOUNDARY = '----catalogo-de-prueba'

function multipart(filename: string, bytes: Buffer) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } }
}

interface Signed {
  cookie: string
  csrf: string
}

/** The catalogue without what shoppers move on their own (views). */
const shape = (list: readonly object[]) =>
  list.map((p) => {
    const { week_views: _views, ...rest } = p as Product
    return rest
  })

describe.each(databaseKinds)('catalogue import and export in the back office on %s', (kind) => {
  let store: TestStore
  let admin: Signed
  let catalogo: Signed
  let ventas: Signed
  let catalogue: Product[]

  const call = (options: InjectOptions & { signed?: Signed }) => {
    const { signed, ...rest } = options
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) }
    if (signed) {
      headers.cookie = signed.cookie
      headers['x-csrf-token'] = signed.csrf
    }
    return store.app.inject({ ...rest, headers })
  }
  const upload = (filename: string, bytes: Buffer | string, signed = catalogo) =>
    call({ method: 'POST', url: '/api/admin/catalogue/imports', signed, ...multipart(filename, Buffer.from(bytes)) })
  const runOf = async (id: number) =>
    (await call({ method: 'GET', url: `/api/admin/catalogue/imports/${id}`, signed: catalogo })).json<ImportRunView>()
  const snapshot = async () => shape(await exportProducts(store.database))

  const signIn = (email: string, role: 'admin' | 'ventas' | 'catalogo'): Promise<Signed> =>
    addSignedStaff(store, email, role, PASSWORD)

  beforeAll(async () => {
    store = await createTestStore(kind)
    admin = await signIn('jefa@staff.test', 'admin')
    catalogo = await signIn('catalogo@staff.test', 'catalogo')
    ventas = await signIn('ventas@staff.test', 'ventas')
    catalogue = await productsRepository(store.database.db).all()
  })
  afterAll(async () => {
    await store?.services.catalogueImports.idle()
    await store?.close()
  })

  it('previews an Excel file in Spanish (";", decimal commas, Latin-1) without changing anything, then applies and undoes it', async () => {
    const [first, second, third] = catalogue
    const before = await snapshot()
    const csv = [
      'sku;name;stock;price_list_1',
      `${first!.sku};${first!.name};${first!.stock + 7};${String(first!.price_list_1 - 0.5).replace('.', ',')}`,
      `${second!.sku};${second!.name};${second!.stock};${String(second!.price_list_1).replace('.', ',')}`,
      'IMP-NUEVO-1;Calefactor eléctrico Peabody 2000 W;4;45999,90',
      'IMP-MALO-1;Precio con miles;1;1.234,50',
      `${third!.sku};Climatización renombrada;1;-3`,
    ].join('\r\n')
    const latin1 = Buffer.from(csv, 'latin1')

    const response = await upload('catalogo-excel.csv', latin1)
    expect(response.statusCode, response.body).toBe(201)
    const { id } = response.json<{ id: number }>()
    const preview = await runOf(id)
    expect(preview).toMatchObject({
      status: 'preview',
      encoding: 'windows-1252',
      readRows: 5,
      totalRows: 3,
      added: 1,
      updated: 1,
      unchanged: 1,
      rejectedCount: 2,
      rowWord: 'fila',
    })
    expect(preview.rejected).toEqual([
      { row: 5, sku: 'IMP-MALO-1', reason: 'price_list_1: debe ser un número' },
      { row: 6, sku: third!.sku, reason: 'price_list_1: no puede ser negativo' },
    ])
    expect(preview.sample).toEqual([
      {
        row: 2,
        sku: first!.sku,
        name: first!.name,
        changes: [
          { field: 'stock', before: first!.stock, after: first!.stock + 7 },
          { field: 'price_list_1', before: first!.price_list_1, after: first!.price_list_1 - 0.5 },
        ],
      },
    ])
    expect(await snapshot()).toEqual(before)

    // Apply: batches in the background; the run's figures say how far it got.
    const applied = await call({ method: 'POST', url: `/api/admin/catalogue/imports/${id}/apply`, signed: catalogo })
    expect(applied.statusCode, applied.body).toBe(202)
    const again = await call({ method: 'POST', url: `/api/admin/catalogue/imports/${id}/apply`, signed: catalogo })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: IMPORT_MESSAGES.notPreview })
    await store.services.catalogueImports.idle()
    const done = await runOf(id)
    expect(done).toMatchObject({ status: 'applied', doneRows: 3, totalRows: 3, added: 1, updated: 1, unchanged: 1 })

    const [added] = await store.database.db.select().from(productsTable).where(eq(productsTable.sku, 'IMP-NUEVO-1'))
    expect(added).toMatchObject({ name: 'Calefactor eléctrico Peabody 2000 W', priceList1: 45999.9, stock: 4 })
    // The storefront sees it without a restart (the catalogue version moved).
    await until(
      async () =>
        (await store.app.inject({ method: 'GET', url: `/api/products?sku=${encodeURIComponent(first!.sku)}` })).json<
          Product[]
        >()[0],
      (p) => p?.stock === first!.stock + 7,
      'the storefront to show the new stock',
    )

    // Undo from "another instance" (a service of its own on the same database, as after a restart).
    const elsewhere = catalogueImportService(store.database)
    await elsewhere.undo(COMMAND_LINE_ACTOR, id)
    await elsewhere.idle()
    expect(await runOf(id)).toMatchObject({ status: 'undone', message: null })
    expect(await snapshot()).toEqual(before)

    // Each step is recorded as it happens: started, finished, undo started, undo finished.
    const audit = await store.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(4)
    expect(audit.map((a) => [a.action, a.entity, a.entityId])).toEqual([
      ['catalogue.import-undone', 'catalogue_import', String(id)],
      ['catalogue.import-undo-started', 'catalogue_import', String(id)],
      ['catalogue.import-applied', 'catalogue_import', String(id)],
      ['catalogue.import', 'catalogue_import', String(id)],
    ])
    expect(audit.map((a) => a.actor)).toEqual([
      'línea de comandos',
      'línea de comandos',
      'catalogo@staff.test',
      'catalogo@staff.test',
    ])
    expect(audit[2]!.after).toMatchObject({ added: 1, updated: 1, unchanged: 1, done: 3 })
  })

  it('refuses to undo over a product changed since the import, and undoes once it is put back', async () => {
    const product = catalogue[10]!
    const json = JSON.stringify([{ sku: product.sku, name: product.name, stock: product.stock + 1 }])
    const { id } = (await upload('stock.json', `\uFEFF${json}`)).json<{ id: number }>()
    expect((await runOf(id)).rowWord).toBe('índice')
    await call({ method: 'POST', url: `/api/admin/catalogue/imports/${id}/apply`, signed: catalogo })
    await store.services.catalogueImports.idle()

    // Someone changes the same product afterwards (the product page, another import).
    await store.database.db.update(productsTable).set({ stock: 999 }).where(eq(productsTable.sku, product.sku))
    const refused = await call({ method: 'POST', url: `/api/admin/catalogue/imports/${id}/undo`, signed: catalogo })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ message: IMPORT_MESSAGES.changedSince([product.sku], 0) })
    expect((await runOf(id)).status).toBe('applied')

    // Shoppers' views do not count as a change.
    await store.database.db
      .update(productsTable)
      .set({ stock: product.stock + 1, weekViews: product.week_views + 5 })
      .where(eq(productsTable.sku, product.sku))
    const undone = await call({ method: 'POST', url: `/api/admin/catalogue/imports/${id}/undo`, signed: catalogo })
    expect(undone.statusCode, undone.body).toBe(202)
    await store.services.catalogueImports.idle()
    const [row] = await store.database.db.select().from(productsTable).where(eq(productsTable.sku, product.sku))
    expect(row!.stock).toBe(product.stock)
    const twice = await call({ method: 'POST', url: `/api/admin/catalogue/imports/${id}/undo`, signed: catalogo })
    expect(twice.statusCode).toBe(409)
  })

  it('applies a large file in many batches, counting as it goes', async () => {
    const rows = Array.from({ length: 450 }, (_, i) => `IMP-LOTE-${i},Producto de lote ${i},${i},${i + 1}`)
    const { id } = (await upload('lote.csv', ['sku,name,stock,price_list_1', ...rows].join('\n'))).json<{ id: number }>()
    const seen = new Set<number>()
    await call({ method: 'POST', url: `/api/admin/catalogue/imports/${id}/apply`, signed: catalogo })
    const finished = await until(
      async () => {
        const run = await runOf(id)
        seen.add(run.doneRows)
        return run
      },
      (run) => run.status === 'applied',
      'the import to finish',
    )
    expect(finished.added).toBe(450)
    // Several batches of 100 were reported on the way.
    expect([...seen].filter((n) => n > 0 && n < 450).length).toBeGreaterThan(0)
    await call({ method: 'POST', url: `/api/admin/catalogue/imports/${id}/undo`, signed: catalogo })
    await store.services.catalogueImports.idle()
    expect(await store.database.db.select().from(productsTable).where(eq(productsTable.sku, 'IMP-LOTE-1'))).toEqual([])
  })

  it('a row the database still refuses is reported alone; the rest of its batch is written', async () => {
    const csv = ['sku,name,price_list_1', 'IMP-BD-1,Uno,10', 'IMP-BD-2,Dos,20', 'IMP-BD-3,Tres,30'].join('\n')
    const { id } = (await upload('bd.csv', csv)).json<{ id: number }>()
    // Past numeric(14,2): the rules would have refused it, so it is slipped into the stored row.
    await store.database.db
      .update(catalogueImportRows)
      .set({ input: sql`jsonb_set(${catalogueImportRows.input}, '{price_list_1}', '1e20'::jsonb)` })
      .where(and(eq(catalogueImportRows.importId, id), eq(catalogueImportRows.sku, 'IMP-BD-2')))
    await call({ method: 'POST', url: `/api/admin/catalogue/imports/${id}/apply`, signed: catalogo })
    await store.services.catalogueImports.idle()
    const run = await runOf(id)
    expect(run).toMatchObject({ status: 'applied', added: 2, rejectedCount: 1 })
    expect(run.rejected[0]).toMatchObject({
      row: 3,
      sku: 'IMP-BD-2',
      reason: expect.stringMatching(/^la base de datos rechazó la fila: /),
    })
    const skus = await store.database.db
      .select({ sku: productsTable.sku })
      .from(productsTable)
      .where(like(productsTable.sku, 'IMP-BD-%'))
    expect(skus.map((r) => r.sku).sort()).toEqual(['IMP-BD-1', 'IMP-BD-3'])
  })

  it.each([
    [
      'wrong columns',
      'productos.csv',
      'codigo,descripcion,precio\nA1,Algo,10',
      /^Columnas desconocidas en el encabezado: 'codigo', 'descripcion', 'precio'\. Las columnas válidas son: sku, name/,
    ],
    [
      'no required columns',
      'productos.csv',
      'stock,price_list_1\n1,2',
      /^Faltan columnas obligatorias en el encabezado: sku, name\.$/,
    ],
    ['an empty file', 'productos.csv', '\uFEFF', /^El archivo está vacío/],
    ['only a header', 'productos.csv', 'sku,name\n', /^El archivo no tiene filas de productos/],
    ['a spreadsheet', 'productos.xlsx', 'PK\u0003\u0004', new RegExp(`^${IMPORT_MESSAGES.badExtension.replace('.', '\\.')}$`)],
    ['bad JSON', 'productos.json', '{"sku": ', /^JSON inválido/],
    ['JSON that is no list', 'productos.json', '{"sku": "A"}', /^El JSON debe ser una lista de productos/],
    ['binary bytes', 'productos.csv', randomBytes(5 * 1024 * 1024), /^El archivo no es de texto/],
    [
      '5 MB of text garbage',
      'productos.csv',
      Array.from({ length: 5 * 1024 }, (_, i) => `basura${i} `.repeat(80)).join(','),
      /^Columnas desconocidas en el encabezado: .* y \d+ más\./,
    ],
  ])('%s: a Spanish 400, nothing stored or changed', async (_what, filename, bytes, message) => {
    const before = await store.database.db.select({ id: catalogueImports.id }).from(catalogueImports)
    const response = await upload(filename, bytes)
    expect(response.statusCode, response.body).toBe(400)
    const body = response.json<{ message: string }>()
    expect(body.message).toMatch(message)
    expect(body.message.length).toBeLessThan(1000)
    expect(await store.database.db.select({ id: catalogueImports.id }).from(catalogueImports)).toEqual(before)
  })

  it('refuses a file over the limit with 413, and a request without a file', async () => {
    const big = await upload('grande.csv', Buffer.alloc(31 * 1024 * 1024, 'a'))
    expect(big.statusCode).toBe(413)
    expect(big.json()).toEqual({ message: IMPORT_MESSAGES.tooLarge })
    const none = await call({
      method: 'POST',
      url: '/api/admin/catalogue/imports',
      signed: catalogo,
      payload: { file: 'x' },
    })
    expect(none.statusCode).toBe(400)
    expect(none.json()).toEqual({ message: IMPORT_MESSAGES.missingFile })
  })

  it('exports the catalogue as CSV and JSON, as the command line does, and records each download', async () => {
    const expected = await exportProducts(store.database)
    const csv = await call({ method: 'GET', url: '/api/admin/catalogue/export?format=csv', signed: catalogo })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="catalogo-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(csv.headers['cache-control']).toBe('no-store')
    expect(parseCsv(csv.body).rows).toHaveLength(expected.length)
    const json = await call({ method: 'GET', url: '/api/admin/catalogue/export?format=json', signed: admin })
    expect(parseJson(json.body).rows).toEqual(expected)
    const bad = await call({ method: 'GET', url: '/api/admin/catalogue/export?format=xlsx', signed: admin })
    expect(bad.statusCode).toBe(400)
    const [last] = await store.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(last).toMatchObject({ action: 'catalogue.exported', actor: 'jefa@staff.test', after: { format: 'json' } })
  })

  it('is for admin and catalogo: ventas gets 403 on every import and export address', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/catalogue/export'],
      ['GET', '/api/admin/catalogue/imports/1'],
      ['POST', '/api/admin/catalogue/imports/1/apply'],
      ['POST', '/api/admin/catalogue/imports/1/undo'],
    ] as const) {
      expect((await call({ method, url, signed: ventas })).statusCode).toBe(403)
    }
    expect((await upload('x.csv', 'sku,name\nA,B', ventas)).statusCode).toBe(403)
  })
})
