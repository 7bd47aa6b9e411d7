/**
 * Portada through HTTP on both databases: the seeded home is what it was before banners became
 * slides; an image upload is checked by its bytes and size (a clear Spanish 4xx, nothing stored);
 * banners, carousels and the product groups are edited with their audit rows, and the shop's home
 * page (rendered and cached) shows each change at once; bad input changes nothing. On two
 * instances of one PostgreSQL, an edit on one is on the other's home page within a second.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { HOME_FORM_MESSAGES } from '#domain/admin/home-content-forms.ts'
import { HOME_IMAGE_MESSAGES } from '#domain/admin/home-images.ts'
import { STAFF_SESSION_COOKIE } from '#domain/admin/staff-roles.ts'
import { buildApp } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/database.ts'
import { auditLog, banners, storedFiles } from '#server/db/schema/index.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { createServices, type Services } from '#server/services.ts'
import { pngHeader } from '#tests/setup/png-header.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const PASSWORD = 'clave-del-panel-1'
// A PNG header that says 1920 × 500 px (the size is read from it), and some bytes after it.
const PNG = Buffer.concat([pngHeader(1920, 500), Buffer.alloc(64, 7)])
const OTHER_PNG = Buffer.concat([PNG, Buffer.alloc(8, 1)])

type Headers = Record<string, string>

async function signIn(app: FastifyInstance, email: string): Promise<Headers> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/session', payload: { email, password: PASSWORD } })
  expect(response.statusCode, response.body).toBe(200)
  const cookie = response.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!
  const headers = { cookie: `${cookie.name}=${cookie.value}` }
  const who = await app.inject({ method: 'GET', url: '/api/admin/session', headers })
  return { ...headers, 'x-csrf-token': who.json<{ csrfToken: string }>().csrfToken }
}

function multipart(headers: Headers, bytes: Buffer, filename = 'banner.png', type = 'image/png') {
  const boundary = '----portada' + Math.random().toString(16).slice(2)
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload: body, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** The desktop banners of the home page's HTML, in the order shown (the demo's numbers). */
function desktopBannerOrder(html: string): string[] {
  const main = html.slice(html.indexOf('min-[830px]:block'))
  const seen: string[] = []
  for (const m of main.matchAll(/\ssrc="([^"]*-desktop\.[a-z]+|\/products-images\/home-[a-f0-9]+\.png)"/g))
    if (!seen.includes(m[1]!)) seen.push(m[1]!)
  return seen
}

describe.each(databaseKinds)('Portada on %s', (kind) => {
  let store: TestStore
  let admin: Headers
  let catalogo: Headers
  const call = (options: InjectOptions) => store.app.inject(options)
  const home = async () => (await call({ method: 'GET', url: '/' })).body
  const auditRows = () => store.database.db.select().from(auditLog).orderBy(desc(auditLog.id))

  beforeAll(async () => {
    store = await createTestStore(kind, { pages: true })
    await store.services.adminStaff.add(COMMAND_LINE_ACTOR, { email: 'jefa@staff.test', role: 'admin', password: PASSWORD })
    await store.services.adminStaff.add(COMMAND_LINE_ACTOR, {
      email: 'catalogo@staff.test',
      role: 'catalogo',
      password: PASSWORD,
    })
    admin = await signIn(store.app, 'jefa@staff.test')
    catalogo = await signIn(store.app, 'catalogo@staff.test')
  })
  afterAll(() => store?.close())

  it('serves the seeded banners as the spec rows they were, and the home page shows them in order', async () => {
    const rows = (await call({ method: 'GET', url: '/api/page/getBanners' })).json<
      { name: string; path: string; position: number }[]
    >()
    expect(rows.map((r) => r.name)).toEqual([1, 2, 3, 4].flatMap((n) => [`banner-${n}-desktop`, `banner-${n}-mobile`]))
    expect(rows.every((r) => r.path === `/products-images/demo-${r.name}.svg`)).toBe(true)
    const html = await home()
    expect(desktopBannerOrder(html)).toEqual([1, 2, 3, 4].map((n) => `/products-images/demo-banner-${n}-desktop.svg`))
    expect(html).toContain('alt="banner 1 desktop"')
    expect(html).toContain('SEMANA BGH')
  })

  it('opens Portada to admin and catalogo, with the seeded content', async () => {
    for (const headers of [admin, catalogo]) {
      for (const url of ['/admin/home', '/admin/home/carousels', '/admin/home/groups']) {
        const page = await call({ method: 'GET', url, headers })
        expect(page.statusCode, url).toBe(200)
        expect(page.headers['cache-control']).toBe('no-store')
      }
    }
    const groups = await call({ method: 'GET', url: '/admin/home/groups', headers: catalogo })
    expect(groups.body).toContain('OFERTAS CLIMATIZACION')
  })

  it('takes an image by its bytes, whatever its name, and serves it long-cached without script', async () => {
    const upload = await call({
      method: 'POST',
      url: '/api/admin/home/images',
      ...multipart(catalogo, PNG, 'foto.txt', 'text/plain'),
    })
    expect(upload.statusCode, upload.body).toBe(201)
    const { path: imagePath, message } = upload.json<{ path: string; message: string }>()
    expect(message).toBe(HOME_IMAGE_MESSAGES.uploaded)
    expect(imagePath).toMatch(/^\/products-images\/home-[a-f0-9]{24}\.png$/)
    const served = await call({ method: 'GET', url: imagePath })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['cache-control']).toMatch(/max-age/)
    expect(served.headers['content-security-policy']).toMatch(/sandbox/)
    expect(served.rawPayload.equals(PNG)).toBe(true)
    const [row] = await auditRows()
    expect(row).toMatchObject({ action: 'home.image', actor: 'catalogo@staff.test' })
  })

  it.each([
    ['text named .png', Buffer.from('esto no es una imagen, aunque se llame .png'), 400, HOME_IMAGE_MESSAGES.notImage],
    [
      'an SVG (may hold script)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      400,
      HOME_IMAGE_MESSAGES.notImage,
    ],
    ['5 MB of garbage', Buffer.alloc(5 * 1024 * 1024, 0x41), 413, HOME_IMAGE_MESSAGES.tooLarge],
    [
      '5 MB of garbage behind a PNG header',
      Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 0x41)]),
      413,
      HOME_IMAGE_MESSAGES.tooLarge,
    ],
  ])('refuses %s in Spanish and stores nothing', async (_, bytes, status, text) => {
    const filesBefore = await store.database.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles)
    const auditBefore = (await auditRows()).length
    const response = await call({ method: 'POST', url: '/api/admin/home/images', ...multipart(admin, bytes) })
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual({ message: text })
    expect(await store.database.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles)).toEqual(filesBefore)
    expect((await auditRows()).length).toBe(auditBefore)
  })

  it('refuses an upload without a file, or not multipart, with a 400', async () => {
    const json = await call({ method: 'POST', url: '/api/admin/home/images', headers: admin, payload: { image: 'x' } })
    expect(json.statusCode).toBe(400)
    expect(json.json()).toEqual({ message: HOME_IMAGE_MESSAGES.missingFile })
  })

  it('adds a banner, reorders the banners, and the home page shows each change at once; each write audited', async () => {
    await home() // the page is in the page cache now
    const desktop = await call({ method: 'POST', url: '/api/admin/home/images', ...multipart(admin, PNG) })
    const imagePath = desktop.json<{ path: string }>().path
    const mobile = await call({ method: 'POST', url: '/api/admin/home/images', ...multipart(admin, OTHER_PNG) })
    const mobilePath = mobile.json<{ path: string }>().path
    const added = await call({
      method: 'POST',
      url: '/api/admin/home/banners',
      headers: admin,
      payload: { name: 'Hot Sale', link: 'search?brand=bgh', desktopPath: imagePath, mobilePath, enabled: true },
    })
    expect(added.statusCode, added.body).toBe(201)
    const id = added.json<{ id: number }>().id
    expect(desktopBannerOrder(await home()).at(-1)).toBe(imagePath)

    const order = (await store.services.homeContent.content()).banners.map((b) => b.id)
    const reversed = [...order].reverse()
    const moved = await call({
      method: 'PUT',
      url: '/api/admin/home/banners/order',
      headers: catalogo,
      payload: { ids: reversed },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toEqual({ message: HOME_FORM_MESSAGES.ordered })
    expect(desktopBannerOrder(await home())[0]).toBe(imagePath)
    const rows = (await call({ method: 'GET', url: '/api/page/getBanners' })).json<{ name: string }[]>()
    expect(rows[0]!.name).toBe('Hot Sale-desktop')
    const [audit] = await auditRows()
    expect(audit).toMatchObject({ action: 'home.order', entity: 'home_banner', actor: 'catalogo@staff.test' })
    expect(audit!.before).toEqual({ ids: order })
    expect(audit!.after).toEqual({ ids: reversed })

    // Switched off: gone from the home page, kept in Portada.
    const off = await call({
      method: 'PUT',
      url: `/api/admin/home/banners/${id}`,
      headers: admin,
      payload: { name: 'Hot Sale', link: '', desktopPath: imagePath, mobilePath, enabled: false },
    })
    expect(off.statusCode, off.body).toBe(200)
    expect(desktopBannerOrder(await home())).not.toContain(imagePath)
    const [changed] = await auditRows()
    expect(changed).toMatchObject({ action: 'home.changed', entityId: String(id) })
    expect(changed!.before).toMatchObject({ enabled: true, link: 'search?brand=bgh' })
    expect(changed!.after).toMatchObject({ enabled: false, link: '' })
  })

  it('refuses bad input next to its field and changes nothing', async () => {
    const before = await store.database.db.select().from(banners).orderBy(banners.id)
    const auditBefore = (await auditRows()).length
    const cases: [InjectOptions, number, string][] = [
      [
        {
          method: 'POST',
          url: '/api/admin/home/banners',
          payload: { name: '', link: '', desktopPath: '', mobilePath: '', enabled: false },
        },
        400,
        'Nombre: ',
      ],
      [
        {
          method: 'POST',
          url: '/api/admin/home/banners',
          payload: { name: 'x', link: 'javascript:alert(1)', desktopPath: '', mobilePath: '', enabled: false },
        },
        400,
        `Enlace: ${HOME_FORM_MESSAGES.link}`,
      ],
      [
        {
          method: 'POST',
          url: '/api/admin/home/banners',
          payload: { name: 'x', link: '', desktopPath: '/etc/passwd', mobilePath: '', enabled: false },
        },
        400,
        'Imagen para computadoras: ',
      ],
      [
        {
          method: 'POST',
          url: '/api/admin/home/banners',
          payload: { name: 'x', link: '', desktopPath: '', mobilePath: '', enabled: true },
        },
        400,
        `Imagen para computadoras: ${HOME_FORM_MESSAGES.desktopImage}`,
      ],
      [
        {
          method: 'PUT',
          url: '/api/admin/home/banners/999999',
          payload: { name: 'x', link: '', desktopPath: '', mobilePath: '', enabled: false },
        },
        404,
        HOME_FORM_MESSAGES.notFound,
      ],
      [{ method: 'PUT', url: '/api/admin/home/banners/order', payload: { ids: [1] } }, 409, HOME_FORM_MESSAGES.orderChanged],
      [{ method: 'PUT', url: '/api/admin/home/banners/order', payload: { ids: [1, 1] } }, 400, 'Orden: '],
      [
        { method: 'PUT', url: '/api/admin/home/banners/order', payload: '[', headers: { 'content-type': 'application/json' } },
        400,
        'JSON',
      ],
      [
        { method: 'PUT', url: '/api/admin/home/groups', payload: { manufacturer: 'BGH', title: '', moreOffersEan: '123' } },
        400,
        `EAN de MAS OFERTAS: ${HOME_FORM_MESSAGES.ean}`,
      ],
      [{ method: 'DELETE', url: '/api/admin/home/brands/999999' }, 404, HOME_FORM_MESSAGES.notFound],
    ]
    for (const [options, status, text] of cases) {
      const response = await call({ ...options, headers: { ...admin, ...(options.headers as Headers) } })
      expect(response.statusCode, `${options.url} ${response.body}`).toBe(status)
      expect(response.json<{ message: string }>().message).toContain(text)
    }
    expect(await store.database.db.select().from(banners).orderBy(banners.id)).toEqual(before)
    expect((await auditRows()).length).toBe(auditBefore)
  })

  it('edits the category and brand carousels, and the home page links them as the spec says', async () => {
    const image = (await call({ method: 'POST', url: '/api/admin/home/images', ...multipart(catalogo, PNG) })).json<{
      path: string
    }>().path
    const category = await call({
      method: 'POST',
      url: '/api/admin/home/categories',
      headers: catalogo,
      payload: { category: 'Freezers', imagePath: image },
    })
    expect(category.statusCode, category.body).toBe(201)
    const brand = await call({
      method: 'POST',
      url: '/api/admin/home/brands',
      headers: catalogo,
      payload: { brand: 'Gafa', imagePath: image },
    })
    expect(brand.statusCode, brand.body).toBe(201)
    const html = await home()
    expect(html).toContain('href="/search/?sub_category=freezers"')
    expect(html).toContain('href="/search?brand=Gafa"')
    const brands = (await call({ method: 'GET', url: '/api/page/getBrandsForCarousel' })).json<
      { brand_name: string; image_path: string }[]
    >()
    // The API's shape: a file name under /products-images/.
    expect(brands.at(-1)).toEqual({ brand_name: 'Gafa', image_path: image.replace('/products-images/', '') })

    const ids = (await store.services.homeContent.content()).brands.map((b) => b.id)
    const moved = await call({
      method: 'PUT',
      url: '/api/admin/home/brands/order',
      headers: catalogo,
      payload: { ids: [ids.at(-1)!, ...ids.slice(0, -1)] },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const first = (await call({ method: 'GET', url: '/api/page/getBrandsForCarousel' })).json<{ brand_name: string }[]>()[0]
    expect(first!.brand_name).toBe('Gafa')

    const removed = await call({
      method: 'DELETE',
      url: `/api/admin/home/categories/${category.json<{ id: number }>().id}`,
      headers: catalogo,
    })
    expect(removed.statusCode).toBe(200)
    expect(await home()).not.toContain('sub_category=freezers')
    const [audit] = await auditRows()
    expect(audit).toMatchObject({ action: 'home.deleted', entity: 'home_category' })
    expect(audit!.before).toMatchObject({ category: 'Freezers' })
  })

  it('previews and saves the product groups; the home page follows the promoted manufacturer', async () => {
    const preview = await call({
      method: 'GET',
      url: '/api/admin/home/groups/preview?manufacturer=Samsung&title=&moreOffersEan=',
      headers: catalogo,
    })
    expect(preview.statusCode, preview.body).toBe(200)
    const groups = preview.json<{ groups: { key: string; title: string; products: { brand: string }[] }[] }>().groups
    expect(groups.map((g) => g.key)).toEqual(['manufacturerWeek', 'climate', 'technology', 'home', 'moreOffers'])
    expect(groups[0]!.title).toBe('SEMANA SAMSUNG')
    expect(groups[0]!.products.length).toBeGreaterThan(0)
    expect(groups[0]!.products.every((p) => /samsung/i.test(p.brand))).toBe(true)
    expect(await home()).toContain('SEMANA BGH') // a preview saves nothing

    const bad = await call({ method: 'GET', url: '/api/admin/home/groups/preview?manufacturer=&title=', headers: catalogo })
    expect(bad.statusCode).toBe(400)

    const saved = await call({
      method: 'PUT',
      url: '/api/admin/home/groups',
      headers: catalogo,
      payload: { manufacturer: 'Samsung', title: 'Semana Samsung: hasta 12 cuotas', moreOffersEan: '' },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const html = await home()
    expect(html).toContain('Semana Samsung: hasta 12 cuotas')
    expect(html).not.toContain('SEMANA BGH')
    const [audit] = await auditRows()
    expect(audit).toMatchObject({ action: 'home.groups' })
    expect(audit!.before).toEqual({ manufacturer: 'BGH', title: 'SEMANA BGH', moreOffersEan: '7790123456787' })
  })

  it('the ventas role opens none of it', async () => {
    await store.services.adminStaff.add(COMMAND_LINE_ACTOR, { email: 'ventas@staff.test', role: 'ventas', password: PASSWORD })
    const ventas = await signIn(store.app, 'ventas@staff.test')
    expect((await call({ method: 'GET', url: '/admin/home', headers: ventas })).statusCode).toBe(403)
    const upload = await call({ method: 'POST', url: '/api/admin/home/images', ...multipart(ventas, PNG) })
    expect(upload.statusCode).toBe(403)
  })
})

describe.each(databaseKinds)('migration 0011 on %s', (kind) => {
  let store: TestStore
  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false })
  })
  afterAll(() => store?.close())

  it('makes the spec rows of an existing store into slides, as slidesFromRows does', async () => {
    const { db } = store.database
    await db.insert(banners).values([
      { name: 'banner-1-desktop', path: 'd1', pathTo: '/a', position: 1 },
      { name: 'banner-2-desktop', path: 'd2', pathTo: '/b', position: 2 },
      { name: 'banner-1-mobile', path: 'm1', pathTo: '/a', position: 1 },
      { name: 'banner-2-mobile', path: 'm2', pathTo: '/b', position: 2 },
      { name: 'solo-mobile', path: 'm3', pathTo: '', position: 3 },
      { name: 'sin forma', path: 'x', pathTo: '', position: 4 },
    ])
    const file = readFileSync(path.join(import.meta.dirname, '../db/migrations/0013_home_banner_shapes.sql'), 'utf8')
    // The data statements, after the two ALTERs the schema already has.
    for (const statement of file.split('--> statement-breakpoint').slice(2)) await db.execute(sql.raw(statement))
    const rows = await db.select().from(banners).orderBy(banners.position, banners.id)
    expect(rows.map((r) => [r.name, r.path, r.mobilePath, r.pathTo, r.position, r.enabled])).toEqual([
      ['banner-1', 'd1', 'm1', '/a', 1, true],
      ['banner-2', 'd2', 'm2', '/b', 2, true],
      ['solo', '', 'm3', '', 3, true],
      ['sin forma', 'x', '', '', 4, false],
    ])
    await db.delete(banners).where(eq(banners.enabled, false))
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('Portada on two instances of one PostgreSQL', () => {
  let first: TestStore
  let second: { app: FastifyInstance; database: Database; services: Services }

  beforeAll(async () => {
    first = await createTestStore('postgres', { pages: true })
    const database = await openDatabase({ dataDir: first.dataDir, databaseUrl: first.env.DATABASE_URL, poolSize: 4 })
    const services = createServices(first.env, database)
    const app = await buildApp({ services })
    const { registerPages } = await import('#server/pages/pages.ts')
    await registerPages(app, { services, mode: 'production' })
    await app.ready()
    second = { app, database, services }
    await first.services.adminStaff.add(COMMAND_LINE_ACTOR, { email: 'jefa@staff.test', role: 'admin', password: PASSWORD })
  })
  afterEach(() => vi.useRealTimers())
  afterAll(async () => {
    await second?.app.close()
    await second?.database.close()
    await first?.close()
  })

  it('a reorder saved on one instance is on the other’s home page within a second, page cache included', async () => {
    const otherHome = async () => desktopBannerOrder((await second.app.inject({ method: 'GET', url: '/' })).body)
    const before = await otherHome() // cached on the second instance now
    expect(before).toHaveLength(4)
    // The clock stops here: the second instance's next look at the catalogue version is due at most
    // a second from now, and the test moves the clock by exactly that, so no waiting and no race.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now())
    const admin = await signIn(first.app, 'jefa@staff.test')
    const ids = (await first.services.homeContent.content()).banners.map((b) => b.id)
    const moved = await first.app.inject({
      method: 'PUT',
      url: '/api/admin/home/banners/order',
      headers: admin,
      payload: { ids: [...ids].reverse() },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    vi.setSystemTime(Date.now() + 1000)
    // The look at the version falls due now; answers do not wait for it (versioned-cache.ts).
    await second.services.catalogue.cache.version()
    await second.services.catalogue.cache.settled()
    expect(await otherHome()).toEqual([...before].reverse())
  })
})
