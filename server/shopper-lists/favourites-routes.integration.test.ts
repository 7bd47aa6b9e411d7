/** 'Mis favoritos' through HTTP on both databases: session required, add, remove, join at sign-in, the 'volvió a ingresar' mark. */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAVOURITE_MESSAGES, type FavouriteItem } from '#domain/shopper-lists/favourite-items.ts'
import { products } from '#server/db/schema/index.ts'
import { insertProducts } from '#server/catalogue/catalogue-writer.ts'
import { registrationBody } from '#tests/setup/account-api.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { testProduct } from '#tests/setup/test-product.ts'

describe.each(databaseKinds)('favourites on %s', (kind) => {
  let store: TestStore
  let ids: Record<string, number>
  let token: string

  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object, bearer: string | null = token) =>
    store.app.inject({
      method,
      url,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      ...(payload ? { payload } : {}),
    })

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false })
    await store.database.db.transaction((tx) =>
      insertProducts(
        tx,
        ['FAV-1', 'FAV-2', 'FAV-3', 'FAV-4'].map((sku) =>
          testProduct({ sku, name: `Favorito ${sku}`, stock: sku === 'FAV-3' ? 0 : 7 }),
        ),
      ),
    )
    await store.database.db.update(products).set({ hidden: true }).where(eq(products.sku, 'FAV-4'))
    const rows = await store.database.db.select({ id: products.id, sku: products.sku }).from(products)
    ids = Object.fromEntries(rows.map((r) => [r.sku, r.id]))
    const registered = await store.app.inject({
      method: 'POST',
      url: '/api/page/registerUser',
      payload: registrationBody('fav@cliente.example'),
    })
    token = registered.json<{ token: string }>().token
  })
  afterAll(() => store?.close())

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/favourites/ids', undefined, null)).statusCode).toBe(401)
    expect((await call('PUT', `/api/favourites/${ids['FAV-1']}`, undefined, null)).statusCode).toBe(401)
  })

  it('adds, lists newest first, removes; unknown or hidden products are a Spanish 404', async () => {
    expect((await call('PUT', `/api/favourites/${ids['FAV-1']}`)).json()).toEqual({ ids: [ids['FAV-1']] })
    expect((await call('PUT', `/api/favourites/${ids['FAV-2']}`)).json()).toEqual({ ids: [ids['FAV-2'], ids['FAV-1']] })
    // again: no change
    expect((await call('PUT', `/api/favourites/${ids['FAV-2']}`)).json()).toEqual({ ids: [ids['FAV-2'], ids['FAV-1']] })
    for (const bad of [999999, ids['FAV-4']]) {
      const response = await call('PUT', `/api/favourites/${bad}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ message: FAVOURITE_MESSAGES.unknownProduct })
    }
    expect((await call('PUT', '/api/favourites/abc')).statusCode).toBe(400)
    expect((await call('DELETE', `/api/favourites/${ids['FAV-2']}`)).json()).toEqual({ ids: [ids['FAV-1']] })
  })

  it("joins the visitor's list at sign-in: the account's first, unknown ids dropped", async () => {
    const joined = await call('POST', '/api/favourites/join', { ids: [ids['FAV-3'], 999999, ids['FAV-1'], ids['FAV-4']] })
    expect(joined.statusCode).toBe(200)
    expect(joined.json<{ ids: number[] }>().ids.sort()).toEqual([ids['FAV-1'], ids['FAV-3']].sort())
    expect((await call('POST', '/api/favourites/join', { ids: 'x' })).statusCode).toBe(400)
  })

  it('marks a favourite that came back in stock after it was saved', async () => {
    const before = (await call('GET', '/api/favourites')).json<{ items: FavouriteItem[] }>().items
    expect(before.find((i) => i.product.sku === 'FAV-3')).toMatchObject({ product: { stock: 0 }, back_in_stock: false })
    await store.database.db.update(products).set({ stock: 2 }).where(eq(products.id, ids['FAV-3']!))
    const after = (await call('GET', '/api/favourites')).json<{ items: FavouriteItem[] }>().items
    expect(after.find((i) => i.product.sku === 'FAV-3')).toMatchObject({
      product: { stock: 2, name: 'Favorito FAV-3' },
      back_in_stock: true,
    })
    expect(after.find((i) => i.product.sku === 'FAV-1')).toMatchObject({ product: { stock: 7 }, back_in_stock: false })
  })
})
