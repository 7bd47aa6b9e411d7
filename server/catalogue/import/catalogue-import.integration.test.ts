import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '#domain/product.ts'
import { lockDataDir } from '#server/db/data-dir-lock.ts'
import { metaRepository } from '#server/db/store-meta-repository.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { runStaffCli, type CliResult } from '#tests/setup/staff-cli.ts'
import { parseCsv, parseJson, toCsv, toJson } from './catalogue-files.ts'
import { exportProducts, importProducts } from './catalogue-import.ts'

const HEADER =
  'sku,name,stock,category,sub_category,brand,white_line,img_urls,price_list_1,price_list_2,tax_percentage,descriptions'

// The catalogue cache looks at the version row at most once a second.
const CACHE_CHECK_MS = 1100
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(databaseKinds)('catalogue import on %s', (kind) => {
  let store: TestStore
  const products = () => productsRepository(store.database.db)
  const catalogueVersion = async () => Number((await metaRepository(store.database.db).get('catalogue_version')) ?? '0')
  const apiProducts = async () => (await store.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>()

  beforeAll(async () => {
    store = await createTestStore(kind)
  })
  afterAll(() => store?.close())

  it('adds, updates, rejects invalid and repeated rows, and the API shows the change', async () => {
    const before = await apiProducts()
    const existing = before[5]!
    // new prices that still agree with its instalment lists (domain/admin/price-checks.ts)
    const newList1 = Math.round((existing.price_list_1 - 1) * 100) / 100
    const newList2 = Math.round((existing.price_list_2 - 1) * 100) / 100
    const versionBefore = await catalogueVersion()

    const csv = [
      HEADER,
      'IMP-NUEVO-1,Pava eléctrica Atma 1.7 L,12,PEQUEÑOS ELECTRODOMESTICOS,Pavas,Atma,no,/products-images/pava-1.svg|/products-images/pava-2.svg,45999.90,43000,21,"<p>Corta sola.</p><script>alert(1)</script>"',
      `${existing.sku},Nombre actualizado por importación,3,${existing.category},${existing.sub_category},${existing.brand},${existing.white_line},,${newList1},${newList2},10.5,`,
      'IMP-MALO-1,Precio negativo,1,,,,0,,-5,,21,',
      'IMP-NUEVO-1,La misma pava otra vez,1,,,,0,,1,,21,',
      ',Sin sku,1,,,,0,,1,,21,',
      'IMP-MALO-2,Stock con coma,"2,5",,,,si,javascript:alert(1),1,,121,',
    ].join('\n')
    const parsed = parseCsv(csv)
    const report = await importProducts(store.database, parsed.rows, { rowNumbers: parsed.rowNumbers, rowWord: parsed.rowWord })

    expect(report).toEqual({
      read: 6,
      added: 1,
      updated: 1,
      dryRun: false,
      rowWord: 'fila',
      rejected: [
        { row: 4, sku: 'IMP-MALO-1', reason: 'price_list_1: no puede ser negativo' },
        { row: 5, sku: 'IMP-NUEVO-1', reason: 'sku repetido en el archivo, fila 2' },
        { row: 6, sku: null, reason: 'sku: es obligatorio' },
        {
          row: 7,
          sku: 'IMP-MALO-2',
          reason:
            'stock: debe ser un número entero; img_urls (imagen 1): debe ser una dirección http(s) o una ruta que empiece con /; ' +
            'tax_percentage: debe estar entre 0 y 100',
        },
      ],
    })

    // The database: the new product with its HTML cleaned, the update in place, nothing of the rejected rows.
    const [added] = await products().bySku('IMP-NUEVO-1')
    expect(added).toMatchObject({
      name: 'Pava eléctrica Atma 1.7 L',
      stock: 12,
      white_line: 0,
      img_url: '/products-images/pava-1.svg',
      img_urls: ['/products-images/pava-1.svg', '/products-images/pava-2.svg'],
      price_list_1: 45999.9,
      descriptions: '<p>Corta sola.</p>',
    })
    const [updated] = await products().bySku(existing.sku)
    expect(updated).toMatchObject({
      id: existing.id,
      name: 'Nombre actualizado por importación',
      price_list_1: newList1,
      tax_percentage: 10.5,
      descriptions: null,
    })
    expect(await products().bySkus(['IMP-MALO-1', 'IMP-MALO-2'])).toEqual([])
    expect(await products().count()).toBe(before.length + 1)
    expect(await catalogueVersion()).toBe(versionBefore + 1)

    // The API cached the old catalogue; once it has looked at the version again it answers the
    // new one. The request that finds the look due starts it without waiting (versioned-cache.ts).
    await sleep(CACHE_CHECK_MS)
    await store.services.catalogue.cache.version()
    await store.services.catalogue.cache.settled()
    const after = await apiProducts()
    expect(after).toHaveLength(before.length + 1)
    expect(after.find((p) => p.sku === 'IMP-NUEVO-1')?.descriptions).toBe('<p>Corta sola.</p>')
    expect(after.find((p) => p.id === existing.id)?.name).toBe('Nombre actualizado por importación')
    expect(JSON.stringify(after)).not.toContain('<script')
  })

  it('changes only the columns a file carries: a stock and price file keeps names, images and texts', async () => {
    const [existing] = await products().page({}, 'name_asc', 1, 0)
    const partialPrice = Math.round((existing!.price_list_1 - 1) * 100) / 100
    const parsed = parseCsv(
      [
        'sku,name,stock,price_list_1',
        `${existing!.sku},"${existing!.name.replaceAll('"', '""')}",77,${partialPrice}`,
        'IMP-PARCIAL-1,Producto nuevo parcial,2,10',
      ].join('\n'),
    )
    const report = await importProducts(store.database, parsed.rows, { rowNumbers: parsed.rowNumbers, rowWord: parsed.rowWord })
    expect(report).toMatchObject({ read: 2, added: 1, updated: 1, rejected: [] })

    expect(existing!.descriptions).not.toBeNull()
    expect(existing!.img_urls.length).toBeGreaterThan(0)
    const [updated] = await products().bySku(existing!.sku)
    expect(updated).toEqual({ ...existing, stock: 77, price_list_1: partialPrice })
    const [added] = await products().bySku('IMP-PARCIAL-1')
    expect(added).toMatchObject({
      stock: 2,
      price_list_1: 10,
      category: '',
      img_urls: [],
      tax_percentage: 21,
      descriptions: null,
    })
  })

  it('rolls back a row the database refuses, alone, with everything it wrote', async () => {
    // A trigger that writes, then fails, for one sku: the row's savepoint must undo both.
    await store.database.db.execute(sql`
      create function import_test_fail() returns trigger language plpgsql as $$
      begin
        insert into store_meta (key, value) values ('import_test_half_written', 'x');
        raise exception 'fallo de prueba para %', new.sku;
      end $$`)
    await store.database.db.execute(sql`
      create trigger import_test_fail before insert on products
      for each row when (new.sku = 'IMP-FALLA-DB') execute function import_test_fail()`)
    try {
      const versionBefore = await catalogueVersion()
      const report = await importProducts(store.database, [
        { sku: 'IMP-DB-1', name: 'Antes' },
        { sku: 'IMP-FALLA-DB', name: 'La base la rechaza' },
        { sku: 'IMP-DB-2', name: 'Después' },
      ])
      expect(report).toMatchObject({ read: 3, added: 2, updated: 0, rowWord: 'índice' })
      expect(report.rejected).toHaveLength(1)
      expect(report.rejected[0]).toMatchObject({ row: 1, sku: 'IMP-FALLA-DB' })
      expect(report.rejected[0]!.reason).toMatch(/^la base de datos rechazó la fila: .*fallo de prueba para IMP-FALLA-DB/)

      expect((await products().bySkus(['IMP-DB-1', 'IMP-FALLA-DB', 'IMP-DB-2'])).map((p) => p.sku).sort()).toEqual([
        'IMP-DB-1',
        'IMP-DB-2',
      ])
      expect(await metaRepository(store.database.db).get('import_test_half_written')).toBeUndefined()
      expect(await catalogueVersion()).toBe(versionBefore + 1)
    } finally {
      await store.database.db.execute(sql`drop trigger import_test_fail on products`)
      await store.database.db.execute(sql`drop function import_test_fail()`)
    }
  })

  it('--dry-run reports what would happen and writes nothing', async () => {
    const countBefore = await products().count()
    const versionBefore = await catalogueVersion()
    const [existing] = await products().page({}, 'default', 1, 0)
    const parsed = parseJson(
      JSON.stringify([
        { sku: 'IMP-SIMULADO-1', name: 'Solo simulado', price_list_1: 10 },
        { sku: existing!.sku, name: 'Cambio simulado' },
        { sku: 'IMP-SIMULADO-2', name: 'Con error', stock: -1 },
      ]),
    )
    const report = await importProducts(store.database, parsed.rows, {
      dryRun: true,
      rowNumbers: parsed.rowNumbers,
      rowWord: parsed.rowWord,
    })

    expect(report).toEqual({
      read: 3,
      added: 1,
      updated: 1,
      dryRun: true,
      rowWord: 'índice',
      rejected: [{ row: 2, sku: 'IMP-SIMULADO-2', reason: 'stock: no puede ser negativo' }],
    })
    expect(await products().count()).toBe(countBefore)
    expect(await products().bySku('IMP-SIMULADO-1')).toEqual([])
    expect((await products().bySku(existing!.sku))[0]).toEqual(existing)
    expect(await catalogueVersion()).toBe(versionBefore)
  })

  it('stops between rows and keeps nothing when the signal aborts', async () => {
    const countBefore = await products().count()
    const controller = new AbortController()
    controller.abort(new Error('interrumpido'))
    await expect(
      importProducts(store.database, [{ sku: 'IMP-ABORTADO', name: 'x' }], { signal: controller.signal }),
    ).rejects.toThrow('interrumpido')
    expect(await products().count()).toBe(countBefore)
  })

  it.each(['csv', 'json'] as const)(
    'export then import (%s) updates every row, rejects none, changes nothing',
    async (format) => {
      const before = await products().all()
      const exported = await exportProducts(store.database)
      expect(exported).toHaveLength(before.length)

      const parsed = format === 'csv' ? parseCsv(toCsv(exported)) : parseJson(toJson(exported))
      const report = await importProducts(store.database, parsed.rows, { rowNumbers: parsed.rowNumbers, rowWord: parsed.rowWord })

      expect(report.rejected).toEqual([])
      expect(report).toMatchObject({ read: before.length, added: 0, updated: before.length })
      expect(await products().all()).toEqual(before)
    },
  )
})

function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  // DATABASE_URL emptied: the CLI must use the embedded database in DATA_DIR, whatever the runner's environment says.
  return runStaffCli(args, { DATABASE_URL: '', SEED_DEMO: 'false', ...env })
}

describe('staff command line (child process, embedded database)', () => {
  let dataDir: string
  let workDir: string

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'staff-cli-data-'))
    workDir = mkdtempSync(path.join(os.tmpdir(), 'staff-cli-files-'))
  })
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(workDir, { recursive: true, force: true })
  })

  it('imports a CSV, prints the report and exits 0; export prints only the data on stdout', async () => {
    const file = path.join(workDir, 'productos.csv')
    writeFileSync(
      file,
      [
        'sku;name;stock;price_list_1;white_line;descriptions',
        'CLI-1;Ventilador de pie;4;35999,50;no;"<p>Tres velocidades</p><img src=x onerror=alert(1)>"',
        'CLI-2;Estufa;1;89000;si;',
        'CLI-3;Sin precio válido;1;mucho;0;',
      ].join('\r\n'),
    )
    const imported = await runCli(['import', file], { DATA_DIR: dataDir })
    expect(imported.stderr).toBe('')
    expect(imported.code).toBe(0)
    expect(imported.stdout).toContain(`Base de datos: pglite (${path.join(dataDir, 'pgdata')})`)
    expect(imported.stdout).toContain(
      [
        'Filas leídas:  3',
        'Agregados:     2',
        'Actualizados:  0',
        'Rechazados:    1',
        '  fila 4 (sku CLI-3): price_list_1: debe ser un número',
        'Cambios guardados; la tienda los muestra en un segundo aproximadamente.',
      ].join('\n'),
    )

    const exported = await runCli(['export', '--format', 'json'], { DATA_DIR: dataDir })
    expect(exported.code).toBe(0)
    expect(exported.stderr).toContain('Exportación: 2 productos (JSON)')
    const catalogue = JSON.parse(exported.stdout) as Record<string, unknown>[]
    expect(catalogue.map((p) => [p.sku, p.price_list_1, p.white_line, p.descriptions])).toEqual([
      ['CLI-1', 35999.5, 0, '<p>Tres velocidades</p>'],
      ['CLI-2', 89000, 1, null],
    ])

    const again = await runCli(['import', file, '--dry-run'], { DATA_DIR: dataDir })
    expect(again.code).toBe(0)
    expect(again.stdout).toContain('Actualizados:  2')
    expect(again.stdout).toContain('Simulación (--dry-run): no se guardó ningún cambio.')
  })

  it('fails with exit 1 and a clear message when the store holds DATA_DIR', async () => {
    const file = path.join(workDir, 'uno.json')
    writeFileSync(file, JSON.stringify([{ sku: 'CLI-LOCK', name: 'x' }]))
    // The lock a running store takes, held by this (live) test process.
    const release = await lockDataDir(dataDir)
    try {
      const result = await runCli(['import', file], { DATA_DIR: dataDir })
      expect(result.code).toBe(1)
      expect(result.stderr).toContain(`El directorio de datos ${dataDir} está en uso por otro proceso (pid ${process.pid}`)
      expect(result.stderr).toContain('Detenga la tienda primero')
      expect(result.stderr).toContain('DATABASE_URL')
      expect(result.stderr).not.toMatch(/\n\s+at /)
    } finally {
      release()
    }
  })

  it('exits 1 on an unreadable or malformed file and 2 on a usage error, before touching the database', async () => {
    const missing = await runCli(['import', path.join(workDir, 'no-existe.csv')], { DATA_DIR: dataDir })
    expect(missing).toMatchObject({ code: 1, stdout: '' })
    expect(missing.stderr).toContain('no-existe.csv: no existe')

    const malformed = path.join(workDir, 'malo.csv')
    writeFileSync(malformed, 'sku,nombre\nA,B\n')
    const bad = await runCli(['import', malformed], { DATA_DIR: dataDir })
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain("malo.csv: Columnas desconocidas en el encabezado: 'nombre'")

    const usage = await runCli(['import'], { DATA_DIR: dataDir })
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('Falta el archivo')

    const unknown = await runCli(['borrar-todo'], { DATA_DIR: dataDir })
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Comando desconocido: borrar-todo')
    expect(unknown.stderr).toContain('import <archivo.csv|archivo.json>')

    const reseed = await runCli(['reseed'], { DATA_DIR: dataDir })
    expect(reseed.code).toBe(2)
    expect(reseed.stderr).toContain('--yes')
  })
})
