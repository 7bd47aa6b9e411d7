/**
 * The quick edit locks its products in sku order, as an order's stock and the bulk price change
 * do, so a quick edit and a bulk change over the same products wait for each other instead of
 * deadlocking (decision 050's known gap). On PostgreSQL (PGlite has one connection): while
 * another transaction holds product A, a quick edit of [B, A] — the page's order — must wait
 * on A without having taken B.
 */
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { products } from '#server/db/schema/index.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { testProduct } from '#tests/setup/test-product.ts'

describe.runIf(databaseKinds.includes('postgres'))('the quick edit on PostgreSQL', () => {
  let store: TestStore
  let holder: pg.Client
  let probe: pg.Client

  beforeAll(async () => {
    store = await createTestStore('postgres', { seed: false })
    await productsRepository(store.database.db).insertMany([
      testProduct({ sku: 'LOCK-A', name: 'Producto A' }),
      testProduct({ sku: 'LOCK-B', name: 'Producto B' }),
    ])
    holder = new pg.Client({ connectionString: store.env.DATABASE_URL })
    probe = new pg.Client({ connectionString: store.env.DATABASE_URL })
    await Promise.all([holder.connect(), probe.connect()])
  })
  afterAll(async () => {
    await holder?.end()
    await probe?.end()
    await store?.close()
  })

  it('takes its rows in sku order, not in the order the page sent them', async () => {
    const id = async (sku: string) =>
      (await store.database.db.select({ id: products.id }).from(products).where(eq(products.sku, sku)))[0]!.id
    const [a, b] = [await id('LOCK-A'), await id('LOCK-B')]
    await holder.query('begin')
    await holder.query('select id from products where id = $1 for update', [a])

    const edit = store.services.adminProducts.quickEdit(COMMAND_LINE_ACTOR, [
      { id: b, stock: 7 },
      { id: a, stock: 8 },
    ])
    // the quick edit is waiting on A (a lock wait on products shows in pg_stat_activity)
    await expect
      .poll(
        async () =>
          (
            await probe.query(
              "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%from \"products\"%'",
            )
          ).rows[0].n,
        { timeout: 10_000 },
      )
      .toBe(1)
    // …and has not taken B meanwhile: locked in the page's order it would have, and a bulk
    // change locking A then B would wait on it while it waits on A
    await probe.query('begin')
    await expect(probe.query('select id from products where id = $1 for update nowait', [b])).resolves.toMatchObject({
      rowCount: 1,
    })
    await probe.query('rollback')

    await holder.query('rollback')
    expect(await edit).toBe(2)
    const stocks = await store.database.db.select({ sku: products.sku, stock: products.stock }).from(products)
    expect(Object.fromEntries(stocks.map((r) => [r.sku, r.stock]))).toEqual({ 'LOCK-A': 8, 'LOCK-B': 7 })
  })
})
