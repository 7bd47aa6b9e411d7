/**
 * The wholesale price in the catalogue (decision 056) through HTTP on both databases: the import
 * with its preview (a price, a blank cell as none, a negative or non-numeric one refused in
 * Spanish with nothing written), the export and its round trip, the product form's save and its
 * errors beside the field; and that no response an anonymous visitor or a signed-in retail
 * customer can get carries it (pages, JSON-LD, JSON answers, sitemap) in any format.
 */
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPORT_MESSAGES } from '#domain/admin/catalogue-import.ts'
import type { ProductInput } from '#domain/product.ts'
import { emailOutbox, products } from '#server/db/schema/index.ts'
import { parseCsv } from '#server/catalogue/import/catalogue-files.ts'
import { exportProducts, importProducts } from '#server/catalogue/import/catalogue-import.ts'
import { bumpCatalogueVersion } from '#server/catalogue/catalogue-writer.ts'
import type { ImportRunView } from '#server/catalogue/import/catalogue-import-runs.ts'
import { addSignedStaff, type SignedStaff } from '#tests/setup/staff-sign-in.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const PASSWORD = 'clave-del-panel-1'
const BOUNDARY = '----mayorista-de-prueba'
/** A figure no other price of the test catalogue has, to look for in every answer. */
const WHOLESALE = 43210.98
const WHOLESALE_FORMS = ['43210.98', '43.210,98', '43210,98', '43,210.98']

function multipart(filename: string, text: string) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(text),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } }
}

function product(sku: string, name: string, extra: Partial<ProductInput> = {}): ProductInput {
  return {
    sku,
    name,
    stock: 10,
    category: 'Climatización',
    sub_category: 'Aires',
    brand: 'Surrey',
    white_line: 0,
    img_url: '/products-images/aire.png',
    img_urls: ['/products-images/aire.png'],
    price_list_1: 99999,
    price_list_2: 89999,
    price_list_3: 105999,
    price_list_4: 111999,
    price_list_5: 123999,
    price_list_6: 137999,
    tax_percentage: 21,
    week_views: 3,
    descriptions: '<p>Frío calor</p>',
    specifications: null,
    faq: null,
    ...extra,
  }
}

describe.each(databaseKinds)('the wholesale price in the catalogue on %s', (kind) => {
  let store: TestStore
  let catalogo: SignedStaff
  let ventas: SignedStaff

  const call = (options: InjectOptions & { signed?: SignedStaff }) => {
    const { signed, ...rest } = options
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) }
    if (signed) {
      headers.cookie = signed.cookie
      headers['x-csrf-token'] = signed.csrf
    }
    return store.app.inject({ ...rest, headers })
  }
  const upload = (filename: string, text: string) =>
    call({ method: 'POST', url: '/api/admin/catalogue/imports', signed: catalogo, ...multipart(filename, text) })
  const runOf = async (id: number) =>
    (await call({ method: 'GET', url: `/api/admin/catalogue/imports/${id}`, signed: catalogo })).json<ImportRunView>()
  const wholesaleOf = async (sku: string) =>
    (await store.database.db.select({ w: products.priceWholesale }).from(products).where(eq(products.sku, sku)))[0]?.w
  const idOf = async (sku: string) =>
    (await store.database.db.select({ id: products.id }).from(products).where(eq(products.sku, sku)))[0]!.id

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, pages: true })
    const report = await importProducts(store.database, [
      product('AIRE-MAY-1', 'Aire acondicionado Surrey 3000', { price_wholesale: WHOLESALE }),
      product('AIRE-MAY-2', 'Aire acondicionado Surrey 4500', { price_wholesale: WHOLESALE, stock: 0 }),
      product('AIRE-MAY-3', 'Aire acondicionado Surrey 6000', { price_wholesale: null }),
      product('AIRE-MAY-4', 'Aire acondicionado Surrey portátil'),
    ])
    expect(report.rejected).toEqual([])
    catalogo = await addSignedStaff(store, 'catalogo@staff.test', 'catalogo', PASSWORD)
  })
  afterAll(async () => {
    await store?.services.catalogueImports.idle()
    await store?.close()
  })

  it('keeps what the import wrote: a price, none, and none for a product written without it', async () => {
    expect(await wholesaleOf('AIRE-MAY-1')).toBe(WHOLESALE)
    expect(await wholesaleOf('AIRE-MAY-3')).toBeNull()
    expect(await wholesaleOf('AIRE-MAY-4')).toBeNull()
  })

  it('imports it with a preview like the other prices; a blank cell is none; columns left out keep it', async () => {
    const csv = [
      'sku;name;price_list_1;price_wholesale',
      'AIRE-MAY-3;Aire acondicionado Surrey 6000;99999;61234,5',
      'AIRE-MAY-1;Aire acondicionado Surrey 3000;99999;',
      'MAY-NUEVO-1;Calefactor Peabody;45999;30000',
    ].join('\r\n')
    const response = await upload('mayorista.csv', csv)
    expect(response.statusCode, response.body).toBe(201)
    const { id } = response.json<{ id: number }>()
    const preview = await runOf(id)
    expect(preview).toMatchObject({ status: 'preview', added: 1, updated: 2, rejectedCount: 0 })
    expect(preview.sample).toEqual([
      {
        row: 2,
        sku: 'AIRE-MAY-3',
        name: 'Aire acondicionado Surrey 6000',
        changes: [{ field: 'price_wholesale', before: null, after: 61234.5 }],
      },
      {
        row: 3,
        sku: 'AIRE-MAY-1',
        name: 'Aire acondicionado Surrey 3000',
        changes: [{ field: 'price_wholesale', before: WHOLESALE, after: null }],
      },
    ])
    // the preview wrote nothing
    expect(await wholesaleOf('AIRE-MAY-3')).toBeNull()
    expect(await wholesaleOf('AIRE-MAY-1')).toBe(WHOLESALE)

    const applied = await call({ method: 'POST', url: `/api/admin/catalogue/imports/${id}/apply`, signed: catalogo })
    expect(applied.statusCode, applied.body).toBe(202)
    await store.services.catalogueImports.idle()
    expect(await runOf(id)).toMatchObject({ status: 'applied', added: 1, updated: 2 })
    expect(await wholesaleOf('AIRE-MAY-3')).toBe(61234.5)
    expect(await wholesaleOf('AIRE-MAY-1')).toBeNull()
    expect(await wholesaleOf('MAY-NUEVO-1')).toBe(30000)

    // A file without the column (stock only) leaves the wholesale price as it is.
    const stockUpload = await upload('stock.csv', 'sku,name,stock\nAIRE-MAY-3,Aire acondicionado Surrey 6000,4')
    expect(stockUpload.statusCode, stockUpload.body).toBe(201)
    const stockOnly = stockUpload.json<{ id: number }>()
    expect(await runOf(stockOnly.id)).toMatchObject({ updated: 1, rejectedCount: 0 })
    await call({ method: 'POST', url: `/api/admin/catalogue/imports/${stockOnly.id}/apply`, signed: catalogo })
    await store.services.catalogueImports.idle()
    expect(await wholesaleOf('AIRE-MAY-3')).toBe(61234.5)

    // Undo puts the earlier wholesale prices back.
    const undone = await call({ method: 'POST', url: `/api/admin/catalogue/imports/${stockOnly.id}/undo`, signed: catalogo })
    expect(undone.statusCode, undone.body).toBe(202)
    await store.services.catalogueImports.idle()
    const undoFirst = await call({ method: 'POST', url: `/api/admin/catalogue/imports/${id}/undo`, signed: catalogo })
    expect(undoFirst.statusCode, undoFirst.body).toBe(202)
    await store.services.catalogueImports.idle()
    expect(await wholesaleOf('AIRE-MAY-3')).toBeNull()
    expect(await wholesaleOf('AIRE-MAY-1')).toBe(WHOLESALE)
    expect(await wholesaleOf('MAY-NUEVO-1')).toBeUndefined()
  })

  it('refuses a negative or non-numeric wholesale price in Spanish, and nothing changes', async () => {
    const before = await exportProducts(store.database)
    const csv = [
      'sku,name,price_list_1,price_wholesale',
      'AIRE-MAY-3,Aire acondicionado Surrey 6000,99999,-10',
      'AIRE-MAY-4,Aire acondicionado Surrey portátil,99999,mil pesos',
      'MAY-NUEVO-2,Estufa,1000,1.234,50',
    ].join('\n')
    const response = await upload('mayorista-malo.csv', csv)
    expect(response.statusCode, response.body).toBe(201)
    const { id } = response.json<{ id: number }>()
    const preview = await runOf(id)
    expect(preview).toMatchObject({ status: 'preview', added: 0, updated: 0, rejectedCount: 3 })
    expect(preview.rejected.map((r) => [r.sku, r.reason])).toEqual([
      ['AIRE-MAY-3', 'price_wholesale: no puede ser negativo'],
      ['AIRE-MAY-4', 'price_wholesale: debe ser un número'],
      // the unquoted decimal comma makes a fourth cell
      ['MAY-NUEVO-2', expect.stringMatching(/columna|celda|campo/i) as unknown as string],
    ])
    const apply = await call({ method: 'POST', url: `/api/admin/catalogue/imports/${id}/apply`, signed: catalogo })
    expect(apply.statusCode).toBeGreaterThanOrEqual(400)
    expect(apply.statusCode).toBeLessThan(500)
    expect(apply.json()).toEqual({ message: IMPORT_MESSAGES.nothingToApply })
    await store.services.catalogueImports.idle()
    expect(await exportProducts(store.database)).toEqual(before)
  })

  it('exports it (blank for none) and an export imported back changes nothing', async () => {
    const csv = await call({ method: 'GET', url: '/api/admin/catalogue/export?format=csv', signed: catalogo })
    expect(csv.statusCode).toBe(200)
    const [header] = csv.body.split('\n')
    expect(header).toContain('price_list_6,price_wholesale,tax_percentage')
    const rows = parseCsv(csv.body).rows as Record<string, string>[]
    const bySku = new Map(rows.map((r) => [r.sku, r]))
    expect(bySku.get('AIRE-MAY-1')?.price_wholesale).toBe('43210.98')
    expect(bySku.get('AIRE-MAY-3')?.price_wholesale).toBe('')
    const json = await call({ method: 'GET', url: '/api/admin/catalogue/export?format=json', signed: catalogo })
    const exported = json.json<ProductInput[]>()
    expect(exported.find((p) => p.sku === 'AIRE-MAY-1')?.price_wholesale).toBe(WHOLESALE)
    expect(exported.find((p) => p.sku === 'AIRE-MAY-3')?.price_wholesale).toBeNull()

    const before = await exportProducts(store.database)
    const again = await upload('catalogo.csv', csv.body)
    expect(again.statusCode, again.body).toBe(201)
    const preview = await runOf(again.json<{ id: number }>().id)
    expect(preview).toMatchObject({ added: 0, updated: 0, rejectedCount: 0, unchanged: before.length })
  })

  it('saves it from the product form, with its errors beside the field and nothing changed', async () => {
    const id = await idOf('AIRE-MAY-4')
    const staff = await store.services.adminProducts.product(id)
    expect(staff.price_wholesale).toBeNull()
    const { id: _id, hidden: _h, updated_at, week_views: _w, ...fields } = staff
    const put = (payload: object) => call({ method: 'PUT', url: `/api/admin/products/${id}`, signed: catalogo, payload })

    for (const [typed, message] of [
      ['-1', 'no puede ser negativo'],
      ['diez mil', 'debe ser un número'],
      ['100,555', 'admite hasta 2 decimales'],
    ]) {
      const bad = await put({ product: { ...fields, price_wholesale: typed }, loadedAt: updated_at })
      expect(bad.statusCode).toBe(400)
      expect(bad.json()).toMatchObject({ message: 'Revise los campos marcados.', fields: { price_wholesale: message } })
      expect(await wholesaleOf('AIRE-MAY-4')).toBeNull()
    }

    const saved = await put({ product: { ...fields, price_wholesale: '52345,67' }, loadedAt: updated_at })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await wholesaleOf('AIRE-MAY-4')).toBe(52345.67)
    expect((await store.services.adminProducts.product(id)).price_wholesale).toBe(52345.67)
    // the back office's page carries it for the form
    const page = await call({ method: 'GET', url: `/admin/products/${id}`, headers: { cookie: catalogo.cookie } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('52345.67')

    // emptied: no wholesale price
    const reloaded = await store.services.adminProducts.product(id)
    const cleared = await put({ product: { ...fields, price_wholesale: '' }, loadedAt: reloaded.updated_at })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(await wholesaleOf('AIRE-MAY-4')).toBeNull()
  })

  describe('never reaches a visitor, a retail customer or a reseller whose account is not approved', () => {
    let token: string
    /** the same customer-facing answers for every kind of session: the prices come only from POST /api/reseller-prices */
    const sessions: Record<string, string> = {}
    const CUIT_FORMS = { approved: '30712345671', suspended: '20123456786', pending: '27111222334' }

    /** a customer with a CUIT who applied for a reseller account; staff then take `actions` on it */
    async function reseller(name: keyof typeof CUIT_FORMS, actions: string[]) {
      const email = `${name}@reventa.test`
      const registered = await store.app.inject({
        method: 'POST',
        url: '/api/page/registerUser',
        payload: {
          name: 'Rita Reventa',
          username: name,
          dni: CUIT_FORMS[name],
          vat_condition: 'monotributo',
          address: 'Av. Mitre 1234',
          location: 'Avellaneda',
          postal_code: '1870',
          phone: '1145554444',
          email,
          password: 'secreta1',
          confirmPassword: 'secreta1',
        },
      })
      expect(registered.statusCode, registered.body).toBe(201)
      const customer = registered.json<{ token: string }>().token
      const applied = await store.app.inject({
        method: 'POST',
        url: '/api/reseller-account',
        headers: { authorization: `Bearer ${customer}` },
        payload: {
          razon_social: `Reventa ${name}`,
          cuit: CUIT_FORMS[name],
          vat_condition: 'monotributo',
          activity: 'Venta de electrodomésticos',
          address: 'Av. Mitre 1234, Avellaneda',
          phone: '11 4555-4444',
        },
      })
      expect(applied.statusCode, applied.body).toBe(201)
      const id = applied.json<{ account: { id: number } }>().account.id
      for (const action of actions) {
        const done = await call({
          method: 'PUT',
          url: `/api/admin/resellers/${id}/state`,
          signed: ventas,
          payload: { action, note: 'Nota' },
        })
        expect(done.statusCode, done.body).toBe(200)
      }
      sessions[name] = customer
    }

    beforeAll(async () => {
      ventas = await addSignedStaff(store, 'ventas@staff.test', 'ventas', PASSWORD)
      await reseller('approved', ['aprobar'])
      await reseller('suspended', ['aprobar', 'suspender'])
      await reseller('pending', [])
      await store.database.db.update(products).set({ priceWholesale: WHOLESALE })
      await bumpCatalogueVersion(store.database.db)
      const registered = await store.app.inject({
        method: 'POST',
        url: '/api/page/registerUser',
        payload: {
          name: 'Carla Minorista',
          username: 'carla.minorista',
          dni: '28111333',
          address: 'Av. Rivadavia 5000',
          location: 'CABA',
          postal_code: '1424',
          phone: '1145556666',
          email: 'carla@cliente.test',
          password: 'secreta1',
          confirmPassword: 'secreta1',
        },
      })
      expect(registered.statusCode, registered.body).toBe(201)
      token = registered.json<{ token: string }>().token
    })

    const addresses = [
      '/',
      '/search?search=surrey',
      '/search?category=Climatizaci%C3%B3n',
      '/products?product=AIRE-MAY-1',
      '/products?product=AIRE-MAY-2',
      '/sitemap.xml',
      '/api/products',
      '/api/products?sku=AIRE-MAY-1',
      '/api/search/suggestions?q=surrey',
      '/api/cart/products?skus=AIRE-MAY-1,AIRE-MAY-2,AIRE-MAY-3',
    ]

    it.each([
      ['an anonymous visitor', null],
      ['a signed-in retail customer', 'retail'],
      ['a pending reseller', 'pending'],
      ['a suspended reseller', 'suspended'],
      ['an approved reseller (pages and JSON are everyone’s)', 'approved'],
    ])('as %s', async (_who, session) => {
      // every product now has the figure as its wholesale price
      expect(await wholesaleOf('AIRE-MAY-3')).toBe(WHOLESALE)
      const bearer = session === 'retail' ? token : session ? sessions[session] : null
      const signedIn = bearer !== null
      const headers: Record<string, string> = bearer ? { authorization: `Bearer ${bearer}` } : {}
      const answers = [...addresses]
      if (signedIn) {
        const favourite = await store.app.inject({ method: 'PUT', url: `/api/favourites/${await idOf('AIRE-MAY-1')}`, headers })
        // only an approved account is answered its prices
        const asked = await store.app.inject({
          method: 'POST',
          url: '/api/reseller-prices',
          headers,
          payload: { skus: ['AIRE-MAY-1', 'AIRE-MAY-2'] },
        })
        expect(asked.statusCode).toBe(session === 'approved' ? 200 : 403)
        expect(asked.body.includes(String(WHOLESALE))).toBe(session === 'approved')
        expect(favourite.statusCode, favourite.body).toBe(200)
        answers.push('/api/favourites')
      }
      for (const url of answers) {
        const response = await store.app.inject({ method: 'GET', url, headers })
        expect(response.statusCode, url).toBe(200)
        const body = response.body
        // something of the catalogue is really in the answer (the test could fail otherwise)
        if (url !== '/') expect(body, url).toMatch(/AIRE-MAY-1|Surrey|surrey/)
        for (const form of WHOLESALE_FORMS) expect(body.includes(form), `${url} carries ${form}`).toBe(false)
        // no field of it under any name (the slots' empty markup names a "wholesale" line: no figure)
        expect(body, url).not.toMatch(/price_?wholesale|"wholesale"\s*:|wholesale_price/i)
      }
      // the product page's JSON-LD names its offer, without the wholesale price
      const page = await store.app.inject({ method: 'GET', url: '/products?product=AIRE-MAY-1', headers })
      const ld = [...page.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
      expect(ld.length).toBeGreaterThan(0)
      expect(ld.join('')).toContain('Offer')
      for (const form of WHOLESALE_FORMS) expect(ld.join('')).not.toContain(form)
    })

    it('is in no e-mail to anyone: a retail order’s, the reseller decisions’', async () => {
      const ordered = await store.app.inject({
        method: 'POST',
        url: '/api/page/sendOrderEmail',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          datos_de_orden: {
            client_email: 'carla@cliente.test',
            datos_cliente: {
              nombre_completo: 'Carla Minorista',
              dni: '28111333',
              direccion: 'Av. Rivadavia 5000',
              location: 'CABA',
              cp: '1424',
              celular: '1145556666',
              email: 'carla@cliente.test',
            },
            productos: [{ sku: 'AIRE-MAY-1', cantidad_seleccionada: 1 }],
            opcion_de_entrega: { retira_en_local: true, cp: '', direccion: '' },
            abona_en: 2,
          },
        },
      })
      expect(ordered.statusCode, ordered.body).toBe(200)
      const mails = await store.database.db.select().from(emailOutbox)
      expect(mails.map((m) => m.kind)).toEqual(expect.arrayContaining(['order-staff', 'order-receipt', 'reseller-decision']))
      for (const mail of mails)
        for (const form of WHOLESALE_FORMS)
          expect(`${mail.html}${mail.text}`.includes(form), `${mail.kind} carries ${form}`).toBe(false)
    })
  })
})
