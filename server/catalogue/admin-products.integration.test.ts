/**
 * The back office's Productos through HTTP on both databases: the list (accent-blind search,
 * filters, sort), a product saved from the form by the import's rules and seen by the store at
 * once, bad input refused field by field with nothing changed, hiding a product from every
 * storefront read, the quick edit (all or nothing, with its undo), image uploads checked to be
 * images and served where the store serves product images, creating a product, and the audit.
 */
import type { InjectOptions } from 'fastify'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_SESSION_COOKIE } from '#domain/admin/staff-roles.ts'
import type { ProductInput } from '#domain/product.ts'
import { auditLog, products } from '#server/db/schema/index.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { importProducts } from '#server/catalogue/import/catalogue-import.ts'
import { productListQueryFrom } from '#domain/admin/product-admin.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const PASSWORD = 'clave-del-panel-1'
const BOUNDARY = '----imagen-de-prueba'

function multipart(file: { filename: string; type: string; bytes: Buffer }) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } }
}

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

function row(sku: string, name: string, extra: Partial<ProductInput> = {}): Partial<ProductInput> {
  return {
    sku,
    name,
    stock: 10,
    category: 'Electro',
    sub_category: 'Cocina',
    brand: 'Atma',
    price_list_1: 1000,
    price_list_2: 900,
    price_list_3: 1100,
    price_list_4: 1200,
    price_list_5: 1300,
    price_list_6: 1400,
    tax_percentage: 21,
    img_url: '',
    img_urls: [],
    descriptions: '<p>Una pava</p>',
    ...extra,
  }
}

describe.each(databaseKinds)('the back office products on %s', (kind) => {
  let store: TestStore
  let catalogo: Record<string, string>
  let ventas: Record<string, string>
  let idOf: (sku: string) => Promise<number>

  const inject = (options: InjectOptions) => store.app.inject(options)
  const formOf = async (id: number) => {
    const { id: _id, hidden: _h, updated_at, week_views: _w, ...fields } = await store.services.adminProducts.product(id)
    return { fields, updated_at }
  }

  async function signIn(email: string, role: 'catalogo' | 'ventas') {
    await store.services.adminStaff.add(COMMAND_LINE_ACTOR, { email, role, password: PASSWORD })
    const signed = await inject({ method: 'POST', url: '/api/admin/session', payload: { email, password: PASSWORD } })
    const c = signed.cookies.find((x) => x.name === STAFF_SESSION_COOKIE)!
    const cookie = `${c.name}=${c.value}`
    const who = await inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })
    return { cookie, 'x-csrf-token': who.json<{ csrfToken: string }>().csrfToken }
  }

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, pages: true })
    const report = await importProducts(store.database, [
      row('PAVA-1', 'Pava eléctrica Atma', { descriptions: null }),
      row('LICU-1', 'Licuadora Oster', { brand: 'Oster', stock: 2 }),
      row('HELA-1', 'Heladera Gafa', { category: 'Línea blanca', sub_category: 'Heladeras', brand: 'Gafa', stock: 0 }),
      row('AIRE-1', 'Aire acondicionado Surrey', {
        category: 'Climatización',
        sub_category: 'Aires',
        brand: 'Surrey',
        img_url: '/products-images/aire.png',
        img_urls: ['/products-images/aire.png'],
      }),
    ])
    expect(report.rejected).toEqual([])
    catalogo = await signIn('catalogo@staff.test', 'catalogo')
    ventas = await signIn('ventas@staff.test', 'ventas')
    idOf = async (sku) => (await store.database.db.select({ id: products.id }).from(products).where(eq(products.sku, sku)))[0]!.id
  })
  afterAll(async () => {
    await store?.close()
  })

  it('lists products paged on the server: accent-blind search, filters and sort', async () => {
    const list = (q: string) =>
      store.services.adminProducts.list(productListQueryFrom(new URL(`http://panel.test/admin/products?${q}`)))
    const skus = async (q: string) => (await list(q)).rows.map((r) => r.sku)
    expect(await skus('q=electrica')).toEqual(['PAVA-1'])
    expect(await skus('q=HELADERA gafa')).toEqual(['HELA-1'])
    expect(await skus('q=licu')).toEqual(['LICU-1'])
    expect(await skus('brand=oster')).toEqual(['LICU-1'])
    expect((await skus('category=Electro')).sort()).toEqual(['LICU-1', 'PAVA-1'])

    const page = await inject({ method: 'GET', url: '/admin/products?stock=none', headers: { cookie: catalogo.cookie } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Heladera Gafa')
    expect(page.body).not.toContain('Licuadora Oster')
    const low = await inject({
      method: 'GET',
      url: '/admin/products?stock=low&sort=name_asc',
      headers: { cookie: catalogo.cookie },
    })
    expect(low.body).toContain('Licuadora Oster')
    expect(low.body).not.toContain('Pava eléctrica')
    const noImage = await inject({
      method: 'GET',
      url: '/admin/products?noImage=1&noDescription=1',
      headers: { cookie: catalogo.cookie },
    })
    expect(noImage.body).toContain('Pava eléctrica')
    expect(noImage.body).not.toContain('Licuadora Oster')
    const bad = await inject({ method: 'GET', url: '/admin/products?sort=hack', headers: { cookie: catalogo.cookie } })
    expect(bad.statusCode).toBe(200)
    expect(bad.body).toContain('Un filtro no es válido.')
  })

  it('saves a product from its page and the store shows it at once; audited before → after', async () => {
    const id = await idOf('PAVA-1')
    expect((await store.services.catalogue.bySku('PAVA-1'))[0]!.price_list_1).toBe(1000) // cached by the store
    const { fields, updated_at } = await formOf(id)
    const saved = await inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: catalogo,
      payload: { product: { ...fields, price_list_1: '1034,50', name: 'Pava eléctrica Atma 1,7 L' }, loadedAt: updated_at },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const api = await inject({ method: 'GET', url: '/api/products?sku=PAVA-1' })
    expect(api.json()[0]).toMatchObject({ price_list_1: 1034.5, name: 'Pava eléctrica Atma 1,7 L' })
    const page = await inject({ method: 'GET', url: '/products?product=PAVA-1' })
    expect(page.body).toContain('1.034,50')

    const [audit] = await store.database.db.select().from(auditLog).where(eq(auditLog.action, 'product.updated'))
    expect(audit).toMatchObject({ entity: 'product', entityId: 'PAVA-1', actor: 'catalogo@staff.test' })
    expect(audit!.before).toEqual({ name: 'Pava eléctrica Atma', price_list_1: 1000 })
    expect(audit!.after).toEqual({ name: 'Pava eléctrica Atma 1,7 L', price_list_1: 1034.5 })

    // the page loaded before that save would overwrite it: refused, nothing changed
    const stale = await inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: catalogo,
      payload: { product: { ...fields, stock: 1 }, loadedAt: updated_at },
    })
    expect(stale.statusCode).toBe(409)
    expect((await store.services.adminProducts.product(id)).stock).toBe(10)
  })

  it('refuses bad input field by field, in Spanish, and changes nothing', async () => {
    const id = await idOf('LICU-1')
    const before = await store.services.adminProducts.product(id)
    const { fields } = await formOf(id)
    const bad = await inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: catalogo,
      payload: {
        product: {
          ...fields,
          name: '',
          price_list_2: 'mil',
          stock: '-3',
          tax_percentage: 150,
          specifications: '<p>ok</p><script>alert(1)</script>',
          faq: '<img src=x onerror="alert(1)">',
        },
      },
    })
    expect(bad.statusCode).toBe(400)
    const body = bad.json<{ message: string; fields: Record<string, string> }>()
    expect(body.message).toBe('Revise los campos marcados.')
    expect(body.fields).toMatchObject({
      name: 'es obligatorio',
      price_list_2: 'debe ser un número',
      stock: 'no puede ser negativo',
      tax_percentage: 'debe estar entre 0 y 100',
    })
    expect(body.fields.specifications).toMatch(/<script>/)
    expect(body.fields.faq).toMatch(/atributos de eventos/)
    expect(await store.services.adminProducts.product(id)).toEqual(before)

    const unknown = await inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: catalogo,
      payload: { product: { ...fields, id: 3, hidden: true } },
    })
    expect(unknown.statusCode).toBe(400)
    const noCsrf = await inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: { cookie: catalogo.cookie },
      payload: { product: fields },
    })
    expect(noCsrf.statusCode).toBe(403)
    const sales = await inject({ method: 'PUT', url: `/api/admin/products/${id}`, headers: ventas, payload: { product: fields } })
    expect(sales.statusCode).toBe(403)
    expect(await store.services.adminProducts.product(id)).toEqual(before)
  })

  it('previews HTML as the store would show it', async () => {
    const preview = await inject({
      method: 'POST',
      url: '/api/admin/products/preview',
      headers: catalogo,
      payload: { html: '<p onclick="x()">Hola <b>mundo</b></p><script>alert(1)</script>' },
    })
    expect(preview.statusCode).toBe(200)
    expect(preview.json<{ html: string }>().html).toBe('<p>Hola <b>mundo</b></p>')
  })

  it('hides a product from every storefront read and shows it again', async () => {
    const id = await idOf('AIRE-1')
    const suggestions = async () =>
      (await inject({ method: 'GET', url: '/api/search/suggestions?q=surrey' })).json<{ total: number }>().total
    expect(await suggestions()).toBe(1)
    const hide = await inject({
      method: 'PUT',
      url: `/api/admin/products/${id}/hidden`,
      headers: catalogo,
      payload: { hidden: true },
    })
    expect(hide.statusCode, hide.body).toBe(200)

    expect((await inject({ method: 'GET', url: '/api/products?sku=AIRE-1' })).json()).toEqual([])
    expect((await inject({ method: 'GET', url: '/api/products' })).json<{ sku: string }[]>().map((p) => p.sku)).not.toContain(
      'AIRE-1',
    )
    expect(await suggestions()).toBe(0)
    expect((await inject({ method: 'GET', url: '/api/cart/products?skus=AIRE-1' })).json()).toEqual([])
    const page = await inject({ method: 'GET', url: '/products?product=AIRE-1' })
    expect(page.statusCode).toBe(302)
    expect(page.headers.location).toBe('/error')
    expect((await inject({ method: 'GET', url: '/search?search=surrey' })).body).not.toContain('Aire acondicionado Surrey')
    // nor counted in the listing's total and facets
    const listing = await store.services.catalogue.listing({
      filter: { search: 'surrey' },
      sort: 'default',
      page: 1,
      pageSize: 9,
    })
    expect({ total: listing.total, facets: listing.facets }).toEqual({ total: 0, facets: { categories: [], brands: [] } })
    expect((await inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain('AIRE-1')
    const menu = await store.services.catalogue.categoryMenu()
    expect(JSON.stringify(menu)).not.toContain('Climatización')
    // the back office still lists it, marked
    const list = await inject({ method: 'GET', url: '/admin/products?visibility=hidden', headers: { cookie: catalogo.cookie } })
    expect(list.body).toContain('Aire acondicionado Surrey')
    expect(list.body).toContain('Oculto')
    // an import still finds it by sku (updates it, and it stays hidden)
    const report = await importProducts(store.database, [{ sku: 'AIRE-1', name: 'Aire acondicionado Surrey', stock: 7 }])
    expect(report).toMatchObject({ added: 0, updated: 1 })
    expect(await store.services.adminProducts.product(id)).toMatchObject({ hidden: true, stock: 7 })

    const show = await inject({
      method: 'PUT',
      url: `/api/admin/products/${id}/hidden`,
      headers: catalogo,
      payload: { hidden: false },
    })
    expect(show.statusCode).toBe(200)
    expect(await suggestions()).toBe(1)
    const actions = (await store.database.db.select().from(auditLog).where(eq(auditLog.entityId, 'AIRE-1'))).map((a) => a.action)
    expect(actions).toEqual(['product.hidden', 'product.shown'])
  })

  it('saves the quick edit all or nothing, and undoes it', async () => {
    const pava = await idOf('PAVA-1')
    const licu = await idOf('LICU-1')
    const before = [await store.services.adminProducts.product(pava), await store.services.adminProducts.product(licu)]
    const bad = await inject({
      method: 'PATCH',
      url: '/api/admin/products',
      headers: catalogo,
      payload: {
        rows: [
          { id: pava, price_list_1: '999' },
          { id: licu, stock: 'dos' },
        ],
      },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({
      message: 'Hay valores inválidos: no se guardó ningún cambio.',
      fields: { rows: { [licu]: { stock: 'debe ser un número entero' } } },
    })
    expect([await store.services.adminProducts.product(pava), await store.services.adminProducts.product(licu)]).toEqual(before)

    const good = await inject({
      method: 'PATCH',
      url: '/api/admin/products',
      headers: catalogo,
      payload: {
        rows: [
          { id: pava, price_list_1: '999' },
          { id: licu, stock: 5, price_list_1: 1050 },
        ],
      },
    })
    expect(good.statusCode, good.body).toBe(200)
    expect(good.json()).toMatchObject({ message: '2 productos actualizados.', saved: 2 })
    expect((await inject({ method: 'GET', url: '/api/products?sku=LICU-1' })).json()[0]).toMatchObject({
      stock: 5,
      price_list_1: 1050,
    })
    // undo: the previous values, as the list sends them back
    const undo = await inject({
      method: 'PATCH',
      url: '/api/admin/products',
      headers: catalogo,
      payload: { rows: before.map((p) => ({ id: p.id, price_list_1: p.price_list_1, stock: p.stock })) },
    })
    expect(undo.statusCode).toBe(200)
    expect((await inject({ method: 'GET', url: '/api/products?sku=LICU-1' })).json()[0]).toMatchObject({
      stock: 2,
      price_list_1: 1000,
    })
  })

  it('uploads images checked to be images, serves them where product images are served, and refuses the rest', async () => {
    const id = await idOf('HELA-1')
    const upload = (file: { filename: string; type: string; bytes: Buffer }) =>
      inject({ method: 'POST', url: `/api/admin/products/${id}/images`, ...withHeaders(multipart(file)) })
    const withHeaders = (m: ReturnType<typeof multipart>) => ({ payload: m.payload, headers: { ...m.headers, ...catalogo } })

    const ok = await upload({ filename: 'heladera.png', type: 'image/png', bytes: PNG })
    expect(ok.statusCode, ok.body).toBe(200)
    const { url } = ok.json<{ url: string }>()
    expect(url).toMatch(/^\/products-images\/HELA-1-[0-9a-f]{12}\.png$/)
    const served = await inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(PNG)).toBe(true)
    expect((await inject({ method: 'GET', url: '/api/products?sku=HELA-1' })).json()[0]).toMatchObject({
      img_url: url,
      img_urls: [url],
    })

    const before = await store.services.adminProducts.product(id)
    const text = await upload({ filename: 'foto.png', type: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"></svg>') })
    expect(text.statusCode).toBe(400)
    expect(text.json()).toEqual({ message: 'El archivo no es una imagen JPEG, PNG, WebP, GIF o AVIF.' })
    const huge = await upload({
      filename: 'grande.png',
      type: 'image/png',
      bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toEqual({ message: 'La imagen supera los 5 MB.' })
    const noCsrf = await inject({
      method: 'POST',
      url: `/api/admin/products/${id}/images`,
      payload: multipart({ filename: 'a.png', type: 'image/png', bytes: PNG }).payload,
      headers: { ...multipart({ filename: 'a.png', type: 'image/png', bytes: PNG }).headers, cookie: catalogo.cookie },
    })
    expect(noCsrf.statusCode).toBe(403)
    expect(await store.services.adminProducts.product(id)).toEqual(before)

    // reordering is a save of the list
    const second = (await upload({ filename: 'b.png', type: 'image/png', bytes: PNG })).json<{ url: string }>().url
    const { fields, updated_at } = await formOf(id)
    const reordered = await inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: catalogo,
      payload: { product: { ...fields, img_urls: [second, url], img_url: second }, loadedAt: updated_at },
    })
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect(await store.services.adminProducts.product(id)).toMatchObject({ img_url: second, img_urls: [second, url] })
  })

  it('creates a product, refusing a sku already taken', async () => {
    const fresh = { ...row('NUEVO-1', 'Tostadora Liliana'), week_views: undefined }
    const created = await inject({ method: 'POST', url: '/api/admin/products', headers: catalogo, payload: { product: fresh } })
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json<{ id: number }>()
    expect(await store.services.adminProducts.product(id)).toMatchObject({ sku: 'NUEVO-1', hidden: false, week_views: 0 })
    expect((await inject({ method: 'GET', url: '/api/products?sku=NUEVO-1' })).json()).toHaveLength(1)
    const again = await inject({ method: 'POST', url: '/api/admin/products', headers: catalogo, payload: { product: fresh } })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      message: 'Revise los campos marcados.',
      fields: { sku: 'Ya existe un producto con el SKU NUEVO-1.' },
    })
    const page = await inject({ method: 'GET', url: `/admin/products/${id}`, headers: { cookie: catalogo.cookie } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Tostadora Liliana')
    expect(
      (await inject({ method: 'GET', url: '/admin/products/999999', headers: { cookie: catalogo.cookie } })).statusCode,
    ).toBe(404)
    expect((await inject({ method: 'GET', url: '/admin/products/new', headers: { cookie: catalogo.cookie } })).statusCode).toBe(
      200,
    )
  })

  it('shows the catalogo role catalogue figures on its dashboard, never sales', async () => {
    const home = await inject({ method: 'GET', url: '/admin', headers: { cookie: catalogo.cookie } })
    expect(home.statusCode).toBe(200)
    expect(home.body).toContain('Sin imagen')
    expect(home.body).not.toContain('Pedidos de hoy')
    const sales = await inject({ method: 'GET', url: '/admin', headers: { cookie: ventas.cookie } })
    expect(sales.body).toContain('Pedidos de hoy')
    expect(sales.body).not.toContain('Sin imagen')
    expect((await inject({ method: 'GET', url: '/admin/products', headers: { cookie: ventas.cookie } })).statusCode).toBe(403)
  })
})
