/**
 * Two instances of the store on one PostgreSQL: a product saved in the back office through one
 * is what the other's API, product page and listing show once a second has passed — the other
 * instance looks at the catalogue version at most once a second (versioned-cache.ts; the look is
 * started by a request and answered without waiting for it) and its page cache is keyed by that
 * version. The clock is moved by hand, so nothing here waits or
 * depends on the machine's speed.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { STAFF_SESSION_COOKIE } from '#domain/admin/staff-roles.ts'
import { buildApp } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/database.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { importProducts } from '#server/catalogue/import/catalogue-import.ts'
import { createServices, type Services } from '#server/services.ts'
import { createTestStore, type TestStore } from '#tests/setup/test-store.ts'

const PASSWORD = 'clave-del-panel-1'

describe.skipIf(!process.env.TEST_DATABASE_URL)('a product edit seen by two instances of one PostgreSQL', () => {
  let first: TestStore
  let second: { app: FastifyInstance; database: Database; services: Services }

  beforeAll(async () => {
    first = await createTestStore('postgres', { seed: false, pages: true })
    await importProducts(first.database, [
      {
        sku: 'TV-1',
        name: 'Televisor Philco 43',
        category: 'Audio y video',
        sub_category: 'Televisores',
        price_list_1: 500000,
        price_list_2: 450000,
        stock: 4,
      },
    ])
    const database = await openDatabase({ dataDir: first.dataDir, databaseUrl: first.env.DATABASE_URL, poolSize: 4 })
    const services = createServices(first.env, database)
    const app = await buildApp({ services })
    const { registerPages } = await import('#server/pages/pages.ts')
    await registerPages(app, { services, mode: 'production' })
    await app.ready()
    second = { app, database, services }
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  afterAll(async () => {
    await second?.app.close()
    await second?.database.close()
    await first?.close()
  })

  it('the other instance shows the new price within a second, with no restart', async () => {
    await first.services.adminStaff.add(COMMAND_LINE_ACTOR, {
      email: 'catalogo@staff.test',
      role: 'catalogo',
      password: PASSWORD,
    })
    const signed = await first.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: 'catalogo@staff.test', password: PASSWORD },
    })
    const c = signed.cookies.find((x) => x.name === STAFF_SESSION_COOKIE)!
    const cookie = `${c.name}=${c.value}`
    const csrf = (await first.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })).json<{
      csrfToken: string
    }>().csrfToken

    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T12:00:00Z') })
    const priceOnSecond = async () =>
      (await second.app.inject({ method: 'GET', url: '/api/products?sku=TV-1' })).json<{ price_list_1: number }[]>()[0]!
        .price_list_1
    const pageOnSecond = async () => (await second.app.inject({ method: 'GET', url: '/products?product=TV-1' })).body
    const listingOnSecond = async () => (await second.app.inject({ method: 'GET', url: '/search?search=philco' })).body
    // The second instance has the product in its caches.
    expect(await priceOnSecond()).toBe(500000)
    expect(await pageOnSecond()).toContain('500.000')
    expect(await listingOnSecond()).toContain('500.000')

    const product = await first.services.adminProducts.list({
      q: 'philco',
      category: '',
      brand: '',
      stock: '',
      noImage: false,
      noDescription: false,
      visibility: '',
      sort: 'updated_desc',
      page: 1,
    })
    const id = product.rows[0]!.id
    const edited = await first.app.inject({
      method: 'PATCH',
      url: '/api/admin/products',
      headers: { cookie, 'x-csrf-token': csrf },
      payload: { rows: [{ id, price_list_1: '612345' }] },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    // The instance that saved shows it at once.
    expect((await first.app.inject({ method: 'GET', url: '/api/products?sku=TV-1' })).json()[0].price_list_1).toBe(612345)

    // A second later by the clock, the other one looks at the catalogue version again (its
    // answers do not wait for that look: versioned-cache.ts); once the look is back, it shows the
    // new price too: API, product page and listing.
    vi.setSystemTime(new Date('2026-03-02T12:00:01.001Z'))
    await second.services.catalogue.cache.version()
    await second.services.catalogue.cache.settled()
    expect(await priceOnSecond()).toBe(612345)
    expect(await pageOnSecond()).toContain('612.345')
    expect(await listingOnSecond()).toContain('612.345')
  })
})
