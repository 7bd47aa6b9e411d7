/**
 * The bulk price change (issue 32, item 2; decision 050) through HTTP on both databases: a
 * preview that writes nothing, the change applied to a filter's products or a selection in one
 * transaction (every list, rounded, a product the price checks refuse skipped and named), refused
 * when what was previewed changed, a big fall confirmed first; its undo, refused over a later
 * change; bad input said beside its field with nothing written; two clicks at once applying once.
 */
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BULK_PRICE_MESSAGES } from '#domain/admin/bulk-price-change.ts'
import { PRICE_CHECK_MESSAGES } from '#domain/admin/price-checks.ts'
import { auditLog, priceChangeProducts, priceChanges, products, stockMovements, storeMeta } from '#server/db/schema/index.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { addSignedStaff, type SignedStaff } from '#tests/setup/staff-sign-in.ts'
import { testProduct } from '#tests/setup/test-product.ts'

const DEMO = {
  price_list_1: 171999,
  price_list_2: 151359,
  price_list_3: 171999,
  price_list_4: 192638.88,
  price_list_5: 214998.75,
  price_list_6: 237358.62,
}
// +9 %: list 1 rounds down to 186.999 and this list 2, a peso below list 1, ends at 187.478: refused
const CLOSE = { ...DEMO, price_list_2: 171998, price_list_3: 0, price_list_4: 0, price_list_5: 0, price_list_6: 0 }
const AFTER_9 = {
  price_list_1: 186999,
  price_list_2: 164981,
  price_list_3: 186999,
  price_list_4: 209976.38,
  price_list_5: 234348.64,
  price_list_6: 258720.9,
}

describe.each(databaseKinds)('bulk price change on %s', (kind) => {
  let store: TestStore
  let staff: SignedStaff

  const post = (url: string, payload?: object) =>
    store.app.inject({
      method: 'POST',
      url,
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
      ...(payload ? { payload } : {}),
    })
  const listsOf = async (sku: string) => {
    const [row] = await store.database.db
      .select({
        price_list_1: products.priceList1,
        price_list_2: products.priceList2,
        price_list_3: products.priceList3,
        price_list_4: products.priceList4,
        price_list_5: products.priceList5,
        price_list_6: products.priceList6,
      })
      .from(products)
      .where(eq(products.sku, sku))
    return row!
  }
  const idOf = async (sku: string) =>
    (await store.database.db.select({ id: products.id }).from(products).where(eq(products.sku, sku)))[0]!.id
  const version = async () =>
    (await store.database.db.select().from(storeMeta).where(eq(storeMeta.key, 'catalogue_version')))[0]?.value
  const setLists = (skus: string[], lists: typeof DEMO) =>
    store.database.db
      .update(products)
      .set({
        priceList1: lists.price_list_1,
        priceList2: lists.price_list_2,
        priceList3: lists.price_list_3,
        priceList4: lists.price_list_4,
        priceList5: lists.price_list_5,
        priceList6: lists.price_list_6,
      })
      .where(inArray(products.sku, skus))
  const resetPrices = async () => {
    await setLists(['BPC-1', 'BPC-2', 'OTRA-1'], DEMO)
    await setLists(['BPC-3'], CLOSE)
  }
  const preview = async (body: object) => {
    const answer = await post('/api/admin/prices/bulk/preview', body)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<{
      matched: number
      changed: number
      unchanged: number
      skipped: { sku: string; reason: string }[]
      sample: { sku: string; before: typeof DEMO; after: typeof DEMO }[]
      jumps: string[]
      token: string
      percent: string
    }>()
  }

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false })
    await productsRepository(store.database.db).insertMany([
      testProduct({ sku: 'BPC-1', name: 'Heladera masiva uno', brand: 'Masiva', ...DEMO }),
      testProduct({ sku: 'BPC-2', name: 'Heladera masiva dos', brand: 'Masiva', ...DEMO }),
      testProduct({ sku: 'BPC-3', name: 'Heladera masiva tres', brand: 'Masiva', ...CLOSE }),
      testProduct({ sku: 'OTRA-1', name: 'Lavarropas de otra marca', brand: 'Otra', ...DEMO }),
    ])
    staff = await addSignedStaff(store, 'masivo@staff.example', 'catalogo')
  })
  afterAll(() => store?.close())

  it('previews a filter: every list of each product, rounded, a refused product skipped and named, nothing written', async () => {
    const seen = await preview({ percent: '+9 %', filter: 'brand=Masiva&sort=price_asc&page=2' })
    expect(seen).toMatchObject({ percent: '+9 %', matched: 3, changed: 2, unchanged: 0 })
    expect(seen.sample.map((row) => row.sku)).toEqual(['BPC-1', 'BPC-2'])
    expect(seen.sample[0]).toMatchObject({ before: DEMO, after: AFTER_9 })
    expect(seen.skipped).toEqual([
      {
        sku: 'BPC-3',
        name: 'Heladera masiva tres',
        reason: 'La lista 2 (oferta contado), $ 187.478,00, no puede ser mayor que la lista 1 (precio de lista), $ 186.999,00.',
      },
    ])
    expect(seen.jumps).toEqual([])
    expect(await listsOf('BPC-1')).toEqual(DEMO)
    expect(await store.database.db.select().from(priceChanges)).toEqual([])
  })

  it('applies in one go: the filtered products change, the skipped and the others do not, audited, no stock movement', async () => {
    const before = await version()
    const { token } = await preview({ percent: '9', filter: 'brand=Masiva' })
    const answer = await post('/api/admin/prices/bulk', { percent: '9', filter: 'brand=Masiva', token })
    expect(answer.statusCode, answer.body).toBe(201)
    expect(answer.json()).toMatchObject({
      changed: 2,
      skipped: 1,
      message: 'Listo: cambiaron los precios de 2 productos (+9 %).',
    })
    expect(await listsOf('BPC-1')).toEqual(AFTER_9)
    expect(await listsOf('BPC-2')).toEqual(AFTER_9)
    expect(await listsOf('BPC-3')).toEqual(CLOSE)
    expect(await listsOf('OTRA-1')).toEqual(DEMO)
    expect(await version()).not.toBe(before)
    const [change] = await store.database.db.select().from(priceChanges)
    expect(change).toMatchObject({ status: 'applied', basisPoints: 900, scope: 'filter', filter: 'brand=Masiva', changed: 2 })
    expect(await store.database.db.select().from(priceChangeProducts)).toHaveLength(2)
    const audit = await store.database.db.select().from(auditLog).where(eq(auditLog.action, 'prices.bulk-change'))
    expect(audit).toHaveLength(1)
    expect(audit[0]!.after).toMatchObject({ percent: '+9 %', changed: 2, skipped: ['BPC-3'] })
    expect(await store.database.db.select().from(stockMovements)).toEqual([])
    // the store reads the new price at once (the catalogue version moved with the write)
    const shown = await store.app.inject({ method: 'GET', url: '/api/products?sku=BPC-1' })
    expect(shown.json()).toMatchObject([{ sku: 'BPC-1', price_list_1: 186999, price_list_2: 164981 }])
  })

  it('undoes it: the earlier lists come back, once', async () => {
    const [change] = await store.database.db.select().from(priceChanges)
    const undone = await post(`/api/admin/prices/bulk/${change!.id}/undo`)
    expect(undone.statusCode, undone.body).toBe(200)
    expect(undone.json().message).toBe('Cambio deshecho: 2 productos volvieron a sus precios anteriores.')
    expect(await listsOf('BPC-1')).toEqual(DEMO)
    expect(await listsOf('BPC-2')).toEqual(DEMO)
    const again = await post(`/api/admin/prices/bulk/${change!.id}/undo`)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(BULK_PRICE_MESSAGES.notUndoable)
    const audit = await store.database.db.select().from(auditLog).where(eq(auditLog.action, 'prices.bulk-change-undone'))
    expect(audit).toHaveLength(1)
    expect((await store.database.db.select().from(priceChanges))[0]).toMatchObject({
      status: 'undone',
      undoneBy: 'masivo@staff.example',
    })
  })

  it('refuses the undo when a product changed since, naming it, and puts nothing back', async () => {
    await resetPrices()
    const ids = [await idOf('BPC-1'), await idOf('BPC-2')]
    const { token } = await preview({ percent: '9', ids })
    const applied = await post('/api/admin/prices/bulk', { percent: '9', ids, token })
    expect(applied.statusCode, applied.body).toBe(201)
    const edit = await store.app.inject({
      method: 'PATCH',
      url: '/api/admin/products',
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
      payload: { rows: [{ id: ids[1], stock: 7 }] },
    })
    expect(edit.statusCode, edit.body).toBe(200)
    // a stock edit since does not stand in the way of the undo; a price changed since does
    await setLists(['BPC-2'], { ...AFTER_9, price_list_2: 160000 })
    const refused = await post(`/api/admin/prices/bulk/${applied.json().id}/undo`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(BULK_PRICE_MESSAGES.changedSince(['BPC-2'], 0))
    expect(await listsOf('BPC-1')).toEqual(AFTER_9)
    // once the price is back as the change left it, the undo goes through (the stock edit does not count)
    await setLists(['BPC-2'], AFTER_9)
    const undone = await post(`/api/admin/prices/bulk/${applied.json().id}/undo`)
    expect(undone.statusCode, undone.body).toBe(200)
    expect(await listsOf('BPC-2')).toEqual(DEMO)
  })

  it('refuses an apply whose preview is out of date, writing nothing', async () => {
    await resetPrices()
    const { token } = await preview({ percent: '9', filter: 'brand=Masiva' })
    await setLists(['BPC-1'], { ...DEMO, price_list_1: 172999 })
    const stale = await post('/api/admin/prices/bulk', { percent: '9', filter: 'brand=Masiva', token })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe(BULK_PRICE_MESSAGES.stale)
    const otherPercent = await post('/api/admin/prices/bulk', { percent: '8', filter: 'brand=Masiva', token })
    expect(otherPercent.statusCode).toBe(409)
    expect(await listsOf('BPC-2')).toEqual(DEMO)
  })

  it('asks to confirm lists that fall by more than half, then applies them', async () => {
    await resetPrices()
    const ids = [await idOf('OTRA-1')]
    const seen = await preview({ percent: '-60', ids })
    expect(seen.jumps[0]).toBe('OTRA-1: La lista 1 (precio de lista) baja un 60 %: de $ 171.999,00 a $ 68.999,00.')
    const asked = await post('/api/admin/prices/bulk', { percent: '-60', ids, token: seen.token })
    expect(asked.statusCode).toBe(409)
    expect(asked.json()).toMatchObject({ message: PRICE_CHECK_MESSAGES.confirm, confirm: seen.jumps })
    expect(await listsOf('OTRA-1')).toEqual(DEMO)
    const confirmed = await post('/api/admin/prices/bulk', { percent: '-60', ids, token: seen.token, confirmPrices: true })
    expect(confirmed.statusCode, confirmed.body).toBe(201)
    expect((await listsOf('OTRA-1')).price_list_1).toBe(68999)
  })

  it.each([
    [{ percent: '800', filter: '' }, 'percent', BULK_PRICE_MESSAGES.percentRange],
    [{ percent: 'ocho', filter: '' }, 'percent', BULK_PRICE_MESSAGES.percentNotNumber],
    [{ percent: '', filter: '' }, 'percent', BULK_PRICE_MESSAGES.percentMissing],
    [{ percent: '0', filter: '' }, 'percent', BULK_PRICE_MESSAGES.percentZero],
    [{ percent: '8', filter: 'stock=muchisimo' }, 'filter', BULK_PRICE_MESSAGES.badFilter],
    [{ percent: '8', ids: [] }, 'ids', BULK_PRICE_MESSAGES.noSelection],
  ])('refuses %j beside its field and writes nothing', async (body, field, message) => {
    for (const url of ['/api/admin/prices/bulk/preview', '/api/admin/prices/bulk']) {
      const answer = await post(url, { ...body, token: 'abc' })
      expect(answer.statusCode, url).toBe(400)
      expect(answer.json()).toEqual({ message, fields: { [field]: message } })
    }
  })

  it('refuses, with a Spanish 4xx, a filter that reaches nothing, malformed bodies and an unknown change', async () => {
    const none = await post('/api/admin/prices/bulk/preview', { percent: '8', filter: 'brand=Ninguna' })
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe(BULK_PRICE_MESSAGES.noProducts)
    const notIds = await post('/api/admin/prices/bulk/preview', { percent: '8', ids: ['x'] })
    expect(notIds.statusCode).toBe(400)
    expect(notIds.json().message).toMatch(/^Selección: /)
    const tooMany = await post('/api/admin/prices/bulk/preview', {
      percent: '8',
      ids: Array.from({ length: 5001 }, (_, i) => i + 1),
    })
    expect(tooMany.statusCode).toBe(400)
    const noToken = await post('/api/admin/prices/bulk', { percent: '8', filter: '' })
    expect(noToken.statusCode).toBe(400)
    expect(noToken.json().message).toBe(`Vista previa: ${BULK_PRICE_MESSAGES.stale}`)
    const unknown = await post('/api/admin/prices/bulk/999999/undo')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(BULK_PRICE_MESSAGES.notFound)
  })

  it('applies once when the same preview is applied twice at the same moment, and undoes once', async () => {
    await resetPrices()
    const ids = [await idOf('BPC-1'), await idOf('BPC-2')]
    const { token } = await preview({ percent: '9', ids })
    const answers = await Promise.all([1, 2].map(() => post('/api/admin/prices/bulk', { percent: '9', ids, token })))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
    expect(await listsOf('BPC-1')).toEqual(AFTER_9)
    const id = answers.find((a) => a.statusCode === 201)!.json().id as number
    const undos = await Promise.all([1, 2].map(() => post(`/api/admin/prices/bulk/${id}/undo`)))
    expect(undos.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(await listsOf('BPC-1')).toEqual(DEMO)
  })
})
