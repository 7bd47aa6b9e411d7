/**
 * The reseller's price list through HTTP on both databases (decision 057): only an approved
 * reseller gets it (401 without a session; 403 in Spanish for a retail customer and a pending,
 * rejected or suspended account), never cached; the body is a workbook whose sheet has the
 * Spanish header and one row per product the store shows, in sku order, prices as numbers: a
 * product's wholesale price plus its IVA, list 2 for one without, the store's stock label.
 */
import { eq, inArray } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STOCK_LABELS } from '#domain/stock.ts'
import { PRICE_LIST_COLUMNS, PRICE_LIST_MESSAGES, priceListFileName } from '#domain/wholesale/price-list.ts'
import { bumpCatalogueVersion, insertProducts } from '#server/catalogue/catalogue-writer.ts'
import { products, resellerAccounts, users } from '#server/db/schema/index.ts'
import { registrationBody } from '#tests/setup/account-api.ts'
import { testProduct } from '#tests/setup/test-product.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

type Cell = string | number

/** The sheet's rows as values: inline strings as text, `<v>` as numbers; each cell's style beside it. */
function sheetRows(xml: string): { values: Cell[]; styles: (string | undefined)[] }[] {
  return [...xml.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)].map(([, , cells]) => {
    const parsed = [...cells!.matchAll(/<c( t="inlineStr")?(?: s="(\d+)")?>(?:<is><t[^>]*>(.*?)<\/t><\/is>|<v>(.*?)<\/v>)<\/c>/g)]
    return {
      values: parsed.map(([, inline, , text, number]) => (inline ? text!.replace(/&amp;/g, '&') : Number(number))),
      styles: parsed.map(([, , style]) => style),
    }
  })
}

describe.each(databaseKinds)('the reseller price list on %s', (kind) => {
  let store: TestStore
  const tokens: Record<string, string> = {}

  const download = (token?: string) =>
    store.app.inject({
      method: 'GET',
      url: '/api/reseller-price-list',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false })
    const { db } = store.database
    await db.transaction(async (tx) => {
      await insertProducts(tx, [
        testProduct({ sku: 'B-200', name: 'Heladera No Frost', brand: 'Gafa', category: 'Heladeras', stock: 12 }),
        testProduct({ sku: 'A-100', name: 'Aire Split 3000 & más', brand: 'Surrey', category: 'Climatización', stock: 1 }),
        testProduct({ sku: 'C-300', name: '=HYPERLINK("x")', brand: 'Philco', category: 'Audio', stock: 0 }),
        testProduct({ sku: 'D-400', name: 'Oculto', stock: 50 }),
      ])
      await bumpCatalogueVersion(tx)
    })
    // A-100 has a wholesale price at IVA 10,5 %; B-200 none (list 2 applies); C-300 one at 21 %.
    await db.update(products).set({ priceWholesale: 850.5, taxPercentage: 10.5 }).where(eq(products.sku, 'A-100'))
    await db.update(products).set({ priceList2: 1210 }).where(eq(products.sku, 'B-200'))
    await db.update(products).set({ priceWholesale: 100 }).where(eq(products.sku, 'C-300'))
    await db.update(products).set({ priceWholesale: 1, hidden: true }).where(eq(products.sku, 'D-400'))

    const states = { aprobada: 'rita', pendiente: 'pepe', rechazada: 'rocio', suspendida: 'susana', retail: 'ana' } as const
    for (const [state, name] of Object.entries(states)) {
      const response = await store.app.inject({
        method: 'POST',
        url: '/api/page/registerUser',
        payload: registrationBody(`${name}@cliente.test`),
      })
      expect(response.statusCode, response.body).toBe(201)
      tokens[state] = response.json<{ token: string }>().token
    }
    const accounts = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          ['rita', 'pepe', 'rocio', 'susana'].map((n) => `${n}@cliente.test`),
        ),
      )
    const stateOf = Object.fromEntries(Object.entries(states).map(([state, name]) => [`${name}@cliente.test`, state]))
    await db.insert(resellerAccounts).values(
      accounts.map((user) => ({
        userId: user.id,
        state: stateOf[user.email]!,
        razonSocial: `Reventa ${user.email}`,
        cuit: '30712345671',
        vatCondition: 'responsable_inscripto',
        activity: 'Venta de electrodomésticos',
        address: 'Av. Mitre 1234',
        phone: '1145554444',
      })),
    )
  })
  afterAll(() => store?.close())

  it('needs a session: 401', async () => {
    const response = await download()
    expect(response.statusCode).toBe(401)
    expect(response.headers['content-disposition']).toBeUndefined()
  })

  it.each(['retail', 'pendiente', 'rechazada', 'suspendida'])('a %s customer: 403 in Spanish, no file', async (state) => {
    const response = await download(tokens[state])
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ message: PRICE_LIST_MESSAGES.notReseller })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('an approved reseller gets the workbook: header, the visible products in sku order, numbers as numbers', async () => {
    const response = await download(tokens.aprobada)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${priceListFileName()}"`)
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="lista-mayorista-tecnohogar-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    )
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['x-catalogue-version']).toBe('1')
    expect(response.headers['content-encoding']).toBeUndefined()

    const files = unzipSync(new Uint8Array(response.rawPayload))
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ])
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('<sheet name="Lista mayorista" sheetId="1" r:id="rId1"/>')
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!)
    const rows = sheetRows(sheet)
    expect(rows.map((r) => r.values)).toEqual([
      [...PRICE_LIST_COLUMNS],
      // wholesale 850,50 + IVA 10,5 % = 939,80
      ['A-100', 'Aire Split 3000 & más', 'Surrey', 'Climatización', STOCK_LABELS.last, 850.5, 10.5, 939.8],
      // no wholesale price: list 2 (1.210,00) with IVA, 1.000,00 without
      ['B-200', 'Heladera No Frost', 'Gafa', 'Heladeras', STOCK_LABELS.high, 1000, 21, 1210],
      ['C-300', '=HYPERLINK("x")', 'Philco', 'Audio', STOCK_LABELS.none, 100, 21, 121],
    ])
    // the header bold, prices in the money format, a formula-looking name marked as text
    expect(rows[0]!.styles.every((s) => s === '1')).toBe(true)
    expect(rows[1]!.styles).toEqual([undefined, undefined, undefined, undefined, undefined, '2', undefined, '2'])
    expect(rows[3]!.styles[1]).toBe('3')
    expect(sheet).not.toContain('<f>')
    expect(sheet).toContain('<autoFilter ref="A1:H4"/>')
    // the hidden product is not there, nor any stock count
    expect(sheet).not.toContain('D-400')
    expect(sheet).not.toMatch(/<v>(12|50)<\/v>/)
  })

  it('streams every product of a catalogue larger than a page', async () => {
    await store.database.db.transaction((tx) =>
      insertProducts(
        tx,
        Array.from({ length: 4_100 }, (_, i) => testProduct({ sku: `Z-${String(i).padStart(5, '0')}`, name: `Producto ${i}` })),
      ),
    )
    const response = await download(tokens.aprobada)
    expect(response.statusCode).toBe(200)
    const rows = sheetRows(strFromU8(unzipSync(new Uint8Array(response.rawPayload))['xl/worksheets/sheet1.xml']!))
    expect(rows).toHaveLength(1 + 3 + 4_100)
    const skus = rows.slice(1).map((r) => r.values[0] as string)
    expect(new Set(skus).size).toBe(skus.length)
    expect(skus).toEqual([...skus].sort())
  })
})
