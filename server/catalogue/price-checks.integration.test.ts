/**
 * Prices that cannot be published wrong (issue 32, item 2), through HTTP on both databases: the
 * product form, the quick edit and the import refuse lists that contradict each other or pass the
 * seller's CFTEA bound, naming the lists, and change nothing; a price that falls by more than half
 * asks for confirmation and goes through once confirmed; the bound is the seller's to set.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRICE_CHECK_MESSAGES } from '#domain/admin/price-checks.ts'
import { products } from '#server/db/schema/index.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { importProducts } from '#server/catalogue/import/catalogue-import.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { addSignedStaff, type SignedStaff } from '#tests/setup/staff-sign-in.ts'
import { testProduct } from '#tests/setup/test-product.ts'

// The product before the quick edit: list 1 at 171.999
const PRICES = {
  price_list_1: 171999,
  price_list_2: 151359,
  price_list_3: 171999,
  price_list_4: 192638.88,
  price_list_5: 214998.75,
  price_list_6: 237358.62,
}

describe.each(databaseKinds)('price checks on %s', (kind) => {
  let store: TestStore
  let staff: SignedStaff
  let id: number

  const admin = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    store.app.inject({
      method,
      url,
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf },
      ...(payload ? { payload } : {}),
    })
  const pricesNow = async () =>
    (
      await store.database.db
        .select({ list1: products.priceList1, list2: products.priceList2 })
        .from(products)
        .where(eq(products.id, id))
    )[0]!
  const form = async () => {
    const { id: _id, hidden: _hidden, updated_at: _updated, ...fields } = await store.services.adminProducts.product(id)
    return fields
  }

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false })
    await productsRepository(store.database.db).insertMany([testProduct({ sku: 'PRC-1', name: 'Lavarropas precios', ...PRICES })])
    id = (await store.database.db.select({ id: products.id }).from(products).where(eq(products.sku, 'PRC-1')))[0]!.id
    staff = await addSignedStaff(store, 'precios@staff.example', 'catalogo')
  })
  afterAll(() => store?.close())

  it("refuses the issue's quick edit (list 1 alone to 39.999) naming the lists, and saves nothing", async () => {
    const answer = await admin('PATCH', '/api/admin/products', { rows: [{ id, price_list_1: '39999' }] })
    expect(answer.statusCode).toBe(400)
    const cell = answer.json().fields.rows[id].price_list_1 as string
    expect(cell).toContain(
      'La lista 2 (oferta contado), $ 151.359,00, no puede ser mayor que la lista 1 (precio de lista), $ 39.999,00.',
    )
    // and the four instalment plans past the bound, counted: the cell is narrow
    expect(cell).toMatch(/ Y 4 listas más en la ficha del producto\.$/)
    expect(await pricesNow()).toEqual({ list1: 171999, list2: 151359 })
  })

  it('asks to confirm a list 1 that falls by more than half, and saves it confirmed', async () => {
    const fields = {
      ...(await form()),
      price_list_1: 80000,
      price_list_2: 70000,
      price_list_3: 80000,
      price_list_4: 90000,
      price_list_5: 100000,
      price_list_6: 110000,
    }
    const asked = await admin('PUT', `/api/admin/products/${id}`, { product: fields })
    expect(asked.statusCode).toBe(409)
    expect(asked.json()).toEqual({
      message: PRICE_CHECK_MESSAGES.confirm,
      confirm: expect.arrayContaining(['La lista 1 (precio de lista) baja un 53 %: de $ 171.999,00 a $ 80.000,00.']),
    })
    expect(await pricesNow()).toEqual({ list1: 171999, list2: 151359 })
    const saved = await admin('PUT', `/api/admin/products/${id}`, { product: fields, confirmPrices: true })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await pricesNow()).toEqual({ list1: 80000, list2: 70000 })
  })

  it('refuses in the form beside each list: list 2 above list 1, an instalment list below it', async () => {
    const answer = await admin('PUT', `/api/admin/products/${id}`, {
      product: { ...(await form()), price_list_2: 85000, price_list_4: 75000 },
    })
    expect(answer.statusCode).toBe(400)
    expect(Object.keys(answer.json().fields).sort()).toEqual(['price_list_2', 'price_list_4'])
    expect(answer.json().fields.price_list_4).toContain('no puede ser menor que la lista 1')
  })

  it("follows the seller's bound, checked beside its field; the import rejects the row and goes on", async () => {
    // 12 cuotas at 110.000 over 80.000 cash: a CFTEA of about 89 %
    expect((await admin('GET', '/api/admin/prices/settings')).json()).toEqual({ maxCfteaPercent: 200 })
    expect((await admin('PUT', '/api/admin/prices/settings', { maxCfteaPercent: 0 })).statusCode).toBe(400)
    expect((await admin('PUT', '/api/admin/prices/settings', { maxCfteaPercent: 'mucho' })).json().message).toContain(
      PRICE_CHECK_MESSAGES.bound,
    )
    const set = await admin('PUT', '/api/admin/prices/settings', { maxCfteaPercent: 60 })
    expect(set.json()).toMatchObject({ maxCfteaPercent: 60, message: PRICE_CHECK_MESSAGES.boundSaved(60) })

    const current = await form()
    const report = await importProducts(store.database, [
      { ...current, price_list_6: 115000 },
      testProduct({
        sku: 'PRC-2',
        name: 'Nuevo sin interés',
        stock: 4,
        price_list_1: 1000,
        price_list_2: 900,
        price_list_3: 1000,
        price_list_4: 1000,
        price_list_5: 1000,
        price_list_6: 1000,
      }),
    ])
    expect(report.added).toBe(1)
    expect(report.rejected).toEqual([
      expect.objectContaining({ sku: 'PRC-1', reason: expect.stringMatching(/lista 6 .* más que el tope de 60,00 %/) }),
    ])
    // a row that leaves the prices alone is not stuck by them
    const stockOnly = await importProducts(store.database, [{ ...current, stock: 9 }])
    expect(stockOnly.updated).toBe(1)
    await admin('PUT', '/api/admin/prices/settings', { maxCfteaPercent: 200 })
  })
})
