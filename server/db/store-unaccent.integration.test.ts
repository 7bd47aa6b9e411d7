/**
 * store_unaccent, the IMMUTABLE wrapper behind the products' search column (migrations 0000 and
 * 0005), must not depend on search_path: pg_dump and pg_restore run with an empty one, and a
 * restore computes the generated search_text of every product through it.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '#domain/product.ts'
import { matchesSearch } from '#domain/text-search.ts'
import { sqlRows } from '#tests/setup/sql-rows.ts'
import { createTestDatabaseUrl, createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const run = promisify(execFile)

interface Row extends Record<string, unknown> {
  value: string | number | null
}

describe.each(databaseKinds)('store_unaccent on %s', (kind) => {
  let store: TestStore
  let catalogue: Product[]

  beforeAll(async () => {
    store = await createTestStore(kind)
    catalogue = (await store.app.inject({ url: '/api/products' })).json<Product[]>()
  })
  afterAll(() => store?.close())

  const one = async (query: ReturnType<typeof sql>): Promise<Row['value']> =>
    (await sqlRows<Row>(store.database.db, query))[0]!.value

  it('works with an empty search_path, in a query and in the generated search column', async () => {
    const written = await store.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local search_path = ''`)
      const direct = await sqlRows<Row>(tx, sql`select public.store_unaccent('Climatización ÑANDÚ Pingüino') as value`)
      const inserted = await sqlRows<Row>(
        tx,
        sql`insert into public.products (sku, name, sub_category) values ('UNACCENT-1', 'Calefactor Eléctrico', 'Calefacción')
            returning search_text as value`,
      )
      const updated = await sqlRows<Row>(
        tx,
        sql`update public.products set name = 'Cafetera Exprés' where sku = 'UNACCENT-1' returning search_text as value`,
      )
      await tx.execute(sql`delete from public.products where sku = 'UNACCENT-1'`)
      return [direct[0]!.value, inserted[0]!.value, updated[0]!.value]
    })
    expect(written).toEqual([
      'Climatizacion NANDU Pinguino',
      'calefactor electrico unaccent-1 calefaccion',
      'cafetera expres unaccent-1 calefaccion',
    ])
  })

  it('gives what unaccent gives: the stored search column and search results are unchanged', async () => {
    expect(catalogue.length).toBeGreaterThan(1000)
    const mismatches = await one(sql`
      select count(*)::integer as value from products
       where search_text <> lower(unaccent('unaccent'::regdictionary, name || ' ' || sku || ' ' || sub_category))
          or store_unaccent(name) <> unaccent(name)`)
    expect(mismatches).toBe(0)

    for (const [plain, accented] of [
      ['multifuncion', 'MULTIFUNCIÓN'],
      ['instalacion', 'Instalación'],
      ['teclado espanol', 'Teclado ESPAÑOL'],
    ] as const) {
      const expected = catalogue.filter((product) => matchesSearch(product, plain)).length
      expect(expected, plain).toBeGreaterThan(0)
      for (const q of [plain, accented]) {
        const response = await store.app.inject({ url: `/api/search/suggestions?q=${encodeURIComponent(q)}&limit=100` })
        expect(response.statusCode).toBe(200)
        expect(response.json<{ total: number }>().total, q).toBe(expected)
      }
    }
  })

  it.skipIf(kind !== 'postgres')(
    'survives pg_dump and pg_restore, which run with an empty search_path',
    async () => {
      const copy = await createTestDatabaseUrl()
      const dir = mkdtempSync(path.join(os.tmpdir(), 'unaccent-dump-'))
      try {
        const dump = path.join(dir, 'store.dump')
        await run('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${store.env.DATABASE_URL}`])
        await run('pg_restore', ['--exit-on-error', '--no-owner', `--dbname=${copy.url}`, dump])
        const client = new pg.Client({ connectionString: copy.url })
        await client.connect()
        try {
          const restored = await client.query<{ n: number; digest: string }>(
            `select count(*)::integer as n, md5(string_agg(search_text, '|' order by id)) as digest from products`,
          )
          const original = await sqlRows<{ n: number; digest: string }>(
            store.database.db,
            sql`select count(*)::integer as n, md5(string_agg(search_text, '|' order by id)) as digest from products`,
          )
          expect(restored.rows[0]).toEqual(original[0])
          expect(restored.rows[0]!.n).toBe(catalogue.length)
        } finally {
          await client.end()
        }
      } finally {
        rmSync(dir, { recursive: true, force: true })
        await copy.drop()
      }
    },
    60_000,
  )
})
