import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateProducts } from '#server/demo/catalogue.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import type { Executor } from '#server/db/database.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { withIndexesBuiltAfter } from './bulk-load.ts'
import { generatedProductCleaner, insertProducts } from '../catalogue/catalogue-writer.ts'

describe.each(databaseKinds)('a large load with the indexes built after it, on %s', (kind) => {
  let store: TestStore

  beforeAll(async () => {
    store = await createTestStore(kind)
  })
  afterAll(() => store?.close())

  const definitions = async (db: Executor = store.database.db) => {
    const result = await db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'products' order by indexname`,
    )
    return (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows
  }

  it('leaves every index of the products table as the migrations made it, and the rows in', async () => {
    const before = await definitions()
    expect(before.length).toBeGreaterThan(10)
    await store.database.db.transaction(async (tx) => {
      await productsRepository(tx).deleteAll()
      const loaded = await withIndexesBuiltAfter(tx, store.database.kind, async () => {
        // inside the load the table has only its primary key
        expect((await definitions(tx)).map((d) => d.indexname)).toEqual(['products_pkey'])
        return insertProducts(tx, generateProducts(300), { clean: generatedProductCleaner() })
      })
      expect(loaded).toBe(300)
    })
    expect(await definitions()).toEqual(before)
    expect(await productsRepository(store.database.db).count()).toBe(300)
  })
})
