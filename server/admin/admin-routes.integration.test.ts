/**
 * The back office through HTTP on both databases: every /api/admin endpoint and every admin page
 * refuses no session, a customer's token or cookie, a wrong role and a missing or wrong CSRF
 * token (table-driven from domain/admin/admin-pages.ts); the sign-in cookie's attributes,
 * throttling, sessions ended by a disable or a password change, and each write with its audit row.
 */
import { desc, eq } from 'drizzle-orm'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_PAGES, type AdminPageKey } from '#domain/admin/admin-pages.ts'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import { STAFF_SESSION_COOKIE } from '#domain/admin/staff-roles.ts'
import { auditLog, emailOutbox, resellerEnquiries, staff as staffTable, withdrawalRequests } from '#server/db/schema/index.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { enqueueEmail } from '#server/mail/outbox-repository.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const PASSWORD = 'clave-del-panel-1'

interface Signed {
  cookie: string
  csrf: string
}

const HOME_IMAGE = '/products-images/home-0123456789abcdef01234567.png'
const HOME_BANNER = { name: 'Promo', link: '/search', desktopPath: HOME_IMAGE, mobilePath: HOME_IMAGE, enabled: true }
const HOME_CATEGORY = { category: 'Heladeras', imagePath: HOME_IMAGE }
const HOME_BRAND = { brand: 'BGH', imagePath: HOME_IMAGE }

/** Every /api/admin endpoint but the sign-in, with the page whose roles it takes and a valid body. */
const SHIPPING_ZONE = {
  name: 'Zona de prueba',
  postalCodes: '9000-9001',
  localities: 'Prueba',
  toQuote: false,
  price: '1000',
  freeFrom: '',
  minDays: 1,
  maxDays: 2,
}

const ENDPOINTS: { method: InjectOptions['method']; url: string; page: AdminPageKey | 'any'; body?: object; write: boolean }[] = [
  { method: 'GET', url: '/api/admin/session', page: 'any', write: false },
  { method: 'DELETE', url: '/api/admin/session', page: 'any', write: true },
  {
    method: 'PUT',
    url: '/api/admin/account/password',
    page: 'account',
    body: { currentPassword: PASSWORD, password: 'otra-clave-larga', confirmPassword: 'otra-clave-larga' },
    write: true,
  },
  {
    method: 'POST',
    url: '/api/admin/staff',
    page: 'staff',
    body: { email: 'nuevo@staff.test', role: 'ventas', password: 'clave-nueva-123', confirmPassword: 'clave-nueva-123' },
    write: true,
  },
  {
    method: 'PUT',
    url: '/api/admin/staff/1/password',
    page: 'staff',
    body: { password: 'clave-nueva-123', confirmPassword: 'clave-nueva-123' },
    write: true,
  },
  { method: 'PUT', url: '/api/admin/staff/1/disabled', page: 'staff', body: { disabled: true }, write: true },
  { method: 'PUT', url: '/api/admin/withdrawals/1/state', page: 'withdrawals', body: { state: 'resuelta' }, write: true },
  { method: 'POST', url: '/api/admin/outbox/1/resend', page: 'outbox', write: true },
  {
    method: 'PUT',
    url: '/api/admin/enquiries/1/follow-up',
    page: 'enquiries',
    body: { state: 'contactada', note: '' },
    write: true,
  },
  { method: 'GET', url: '/api/admin/subscribers.csv', page: 'subscribers', write: false },
  {
    method: 'PUT',
    url: '/api/admin/orders/42/state',
    page: 'orders',
    body: { state: 'Enviado', note: '', notify: false },
    write: true,
  },
  { method: 'POST', url: '/api/admin/orders/42/invoice', page: 'orders', body: { invoiceNumber: '1-1' }, write: true },
  { method: 'POST', url: '/api/admin/orders/42/notes', page: 'orders', body: { body: 'Llamó el cliente.' }, write: true },
  { method: 'PUT', url: '/api/admin/orders/42/tags', page: 'orders', body: { tags: 'mayorista' }, write: true },
  { method: 'POST', url: '/api/admin/customers/1/notes', page: 'customers', body: { body: 'Prefiere WhatsApp.' }, write: true },
  { method: 'GET', url: '/api/admin/orders/export?format=csv', page: 'orders', write: false },
  { method: 'GET', url: '/api/admin/reports/export?format=xlsx', page: 'reports', write: false },
  {
    method: 'POST',
    url: '/api/admin/orders/states',
    page: 'orders',
    body: { movements: [42], state: 'Enviado', note: '', notify: false },
    write: true,
  },
  { method: 'POST', url: '/api/admin/catalogue/imports', page: 'import', body: { file: 'x' }, write: true },
  { method: 'GET', url: '/api/admin/catalogue/imports/1', page: 'import', write: false },
  { method: 'POST', url: '/api/admin/catalogue/imports/1/apply', page: 'import', write: true },
  { method: 'POST', url: '/api/admin/catalogue/imports/1/undo', page: 'import', write: true },
  { method: 'GET', url: '/api/admin/catalogue/export?format=csv', page: 'export', write: false },
  { method: 'POST', url: '/api/admin/orders/42/staff-email', page: 'orders', write: true },
  { method: 'GET', url: '/api/admin/orders/42/invoice.pdf', page: 'orders', write: false },
  { method: 'GET', url: '/api/admin/orders/42/payments', page: 'orders', write: false },
  { method: 'GET', url: '/api/admin/orders/42/payment-receipt', page: 'orders', write: false },
  { method: 'POST', url: '/api/admin/orders/42/payment-received', page: 'orders', body: { note: '' }, write: true },
  { method: 'POST', url: '/api/admin/payments/90000000001/refund', page: 'refunds', body: { amount: 1 }, write: true },
  { method: 'GET', url: '/api/admin/payments/mismatches', page: 'orders', write: false },
  { method: 'POST', url: '/api/admin/products', page: 'products', body: { product: { sku: 'X-1', name: 'Nuevo' } }, write: true },
  {
    method: 'PUT',
    url: '/api/admin/products/1',
    page: 'products',
    body: { product: { sku: 'X-1', name: 'Nuevo' } },
    write: true,
  },
  { method: 'PUT', url: '/api/admin/products/1/hidden', page: 'products', body: { hidden: true }, write: true },
  { method: 'PATCH', url: '/api/admin/products', page: 'products', body: { rows: [{ id: 1, stock: 3 }] }, write: true },
  { method: 'POST', url: '/api/admin/products/preview', page: 'products', body: { html: '<p>x</p>' }, write: true },
  { method: 'POST', url: '/api/admin/products/1/images', page: 'products', write: true },
  { method: 'POST', url: '/api/admin/home/images', page: 'home', body: { image: 'x' }, write: true },
  { method: 'POST', url: '/api/admin/home/banners', page: 'home', body: HOME_BANNER, write: true },
  { method: 'PUT', url: '/api/admin/home/banners/order', page: 'home', body: { ids: [1] }, write: true },
  { method: 'PUT', url: '/api/admin/home/banners/1', page: 'home', body: HOME_BANNER, write: true },
  { method: 'DELETE', url: '/api/admin/home/banners/1', page: 'home', write: true },
  { method: 'POST', url: '/api/admin/home/categories', page: 'home', body: HOME_CATEGORY, write: true },
  { method: 'PUT', url: '/api/admin/home/categories/order', page: 'home', body: { ids: [1] }, write: true },
  { method: 'PUT', url: '/api/admin/home/categories/1', page: 'home', body: HOME_CATEGORY, write: true },
  { method: 'DELETE', url: '/api/admin/home/categories/1', page: 'home', write: true },
  { method: 'POST', url: '/api/admin/home/brands', page: 'home', body: HOME_BRAND, write: true },
  { method: 'PUT', url: '/api/admin/home/brands/order', page: 'home', body: { ids: [1] }, write: true },
  { method: 'PUT', url: '/api/admin/home/brands/1', page: 'home', body: HOME_BRAND, write: true },
  { method: 'DELETE', url: '/api/admin/home/brands/1', page: 'home', write: true },
  {
    method: 'PUT',
    url: '/api/admin/home/groups',
    page: 'home',
    body: { manufacturer: 'BGH', title: '', moreOffersEan: '' },
    write: true,
  },
  { method: 'GET', url: '/api/admin/home/groups/preview?manufacturer=BGH', page: 'home', write: false },
  { method: 'GET', url: '/api/admin/shipping/zones', page: 'shipping', write: false },
  { method: 'POST', url: '/api/admin/shipping/zones', page: 'shipping', body: SHIPPING_ZONE, write: true },
  { method: 'PUT', url: '/api/admin/shipping/zones/1', page: 'shipping', body: SHIPPING_ZONE, write: true },
  { method: 'DELETE', url: '/api/admin/shipping/zones/1', page: 'shipping', write: true },
  { method: 'GET', url: '/api/admin/products/1/stock-movements', page: 'products', write: false },
  { method: 'GET', url: '/api/admin/stock/settings', page: 'products', write: false },
  { method: 'PUT', url: '/api/admin/stock/settings', page: 'products', body: { followsOrders: true }, write: true },
  { method: 'GET', url: '/api/admin/prices/settings', page: 'products', write: false },
  { method: 'PUT', url: '/api/admin/prices/settings', page: 'products', body: { maxCfteaPercent: 200 }, write: true },
  { method: 'POST', url: '/api/admin/prices/bulk/preview', page: 'products', body: { percent: '8', filter: '' }, write: true },
  {
    method: 'POST',
    url: '/api/admin/prices/bulk',
    page: 'products',
    body: { percent: '8', filter: '', token: 'abc' },
    write: true,
  },
  { method: 'POST', url: '/api/admin/prices/bulk/1/undo', page: 'products', write: true },
  { method: 'PUT', url: '/api/admin/resellers/1/state', page: 'resellers', body: { action: 'aprobar', note: '' }, write: true },
  { method: 'PUT', url: '/api/admin/resellers/1/credit-limit', page: 'resellers', body: { credit_limit: '1000' }, write: true },
  { method: 'PUT', url: '/api/admin/resellers/minimum-order', page: 'resellers', body: { minimum_order: '1000' }, write: true },
]

/** A concrete address for each page of the table (a detail page where the list has one). */
const PAGE_URLS = [
  ...ADMIN_PAGES.map((p) => p.path),
  '/admin/customers/1',
  '/admin/enquiries/1',
  '/admin/resellers/1',
  '/admin/orders/42',
  '/admin/products/1',
  '/admin/products/new',
  '/admin/import/1',
  '/admin/home/carousels',
  '/admin/home/groups',
]

describe.each(databaseKinds)('back office on %s', (kind) => {
  let store: TestStore
  let customerToken: string
  const call = (options: InjectOptions & { signed?: Signed; csrf?: string | null }): Promise<LightMyRequestResponse> => {
    const { signed, csrf, ...rest } = options
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) }
    if (signed) headers.cookie = signed.cookie
    const token = csrf === undefined ? signed?.csrf : csrf
    if (token) headers['x-csrf-token'] = token
    return store.app.inject({ ...rest, headers })
  }

  async function addStaff(email: string, role: 'admin' | 'ventas' | 'catalogo') {
    return store.services.adminStaff.add(COMMAND_LINE_ACTOR, { email, role, password: PASSWORD })
  }

  async function signIn(email: string, password = PASSWORD, ip = '198.51.100.7'): Promise<Signed> {
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email, password },
      remoteAddress: ip,
    })
    expect(response.statusCode, response.body).toBe(200)
    const cookie = response.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!
    const who = await store.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    })
    return { cookie: `${cookie.name}=${cookie.value}`, csrf: who.json<{ csrfToken: string }>().csrfToken }
  }

  let admin: Signed
  let ventas: Signed
  let catalogo: Signed

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, pages: true })
    await addStaff('jefa@staff.test', 'admin')
    await addStaff('vendedor@staff.test', 'ventas')
    await addStaff('catalogo@staff.test', 'catalogo')
    admin = await signIn('jefa@staff.test')
    ventas = await signIn('vendedor@staff.test')
    catalogo = await signIn('catalogo@staff.test')
    const registered = await store.app.inject({
      method: 'POST',
      url: '/api/page/registerUser',
      payload: {
        name: 'Ana Cliente',
        username: 'ana',
        dni: '30111222',
        address: 'Av. Rivadavia 5000',
        location: 'Caballito',
        postal_code: '1406',
        phone: '1155550000',
        email: 'ana@cliente.test',
        password: 'secreta1',
        confirmPassword: 'secreta1',
      },
    })
    customerToken = registered.json<{ token: string }>().token
  })
  afterAll(() => store?.close())

  describe('every endpoint refuses', () => {
    it.each(ENDPOINTS)('$method $url: no session → 401, a customer token → 401', async ({ method, url, body }) => {
      const none = await call({ method, url, ...(body ? { payload: body } : {}) })
      expect(none.statusCode).toBe(401)
      expect(none.json()).toEqual({ message: ADMIN_MESSAGES.signInRequired })
      const customer = await call({
        method,
        url,
        headers: { authorization: `Bearer ${customerToken}`, cookie: `token=${customerToken}` },
        ...(body ? { payload: body } : {}),
      })
      expect(customer.statusCode).toBe(401)
    })

    it.each(ENDPOINTS.filter((e) => e.page !== 'any' && !ADMIN_PAGES.find((p) => p.key === e.page)!.roles.includes('ventas')))(
      '$method $url: the ventas role → 403, nothing changed',
      async ({ method, url, body }) => {
        const response = await call({ method, url, signed: ventas, ...(body ? { payload: body } : {}) })
        expect(response.statusCode).toBe(403)
        expect(response.json()).toEqual({ message: ADMIN_MESSAGES.forbidden })
      },
    )

    it.each(ENDPOINTS.filter((e) => e.page !== 'any' && !ADMIN_PAGES.find((p) => p.key === e.page)!.roles.includes('catalogo')))(
      '$method $url: the catalogo role → 403, nothing changed',
      async ({ method, url, body }) => {
        const response = await call({ method, url, signed: catalogo, ...(body ? { payload: body } : {}) })
        expect(response.statusCode).toBe(403)
        expect(response.json()).toEqual({ message: ADMIN_MESSAGES.forbidden })
      },
    )

    it.each(ENDPOINTS.filter((e) => e.write))(
      '$method $url: a missing or wrong CSRF token → 403',
      async ({ method, url, body }) => {
        for (const csrf of [null, 'x'.repeat(43), '']) {
          const response = await call({ method, url, signed: admin, csrf, ...(body ? { payload: body } : {}) })
          expect(response.statusCode).toBe(403)
          expect(response.json()).toEqual({ message: ADMIN_MESSAGES.csrf })
        }
        // The token of another session is wrong too.
        const other = await call({
          method,
          url,
          headers: { cookie: admin.cookie, 'x-csrf-token': ventas.csrf },
          ...(body ? { payload: body } : {}),
        })
        expect(other.statusCode).toBe(403)
      },
    )

    it('POST /api/admin/first-admin, open without a session like the sign-in: gone (409) once accounts exist, for every role; another site → 403', async () => {
      const body = { code: '7KQ2-M9XD-4HPA', email: 'intrusa@staff.test', password: PASSWORD, confirmPassword: PASSWORD }
      for (const signed of [undefined, admin, ventas, catalogo]) {
        const response = await call({
          method: 'POST',
          url: '/api/admin/first-admin',
          payload: body,
          ...(signed ? { signed } : {}),
        })
        expect(response.statusCode).toBe(409)
        expect(response.headers['cache-control']).toBe('no-store')
      }
      const foreign = await call({
        method: 'POST',
        url: '/api/admin/first-admin',
        payload: body,
        headers: { origin: 'https://otro-sitio.test' },
      })
      expect(foreign.statusCode).toBe(403)
    })

    it('changed nothing through all of that', async () => {
      const accounts = await store.database.db.select().from(staffTable)
      expect(accounts.map((a) => [a.email, a.disabled]).sort()).toEqual([
        ['catalogo@staff.test', false],
        ['jefa@staff.test', false],
        ['vendedor@staff.test', false],
      ])
      expect((await call({ method: 'GET', url: '/api/admin/session', signed: admin })).statusCode).toBe(200)
    })
  })

  describe('every page refuses', () => {
    it.each(PAGE_URLS)('%s: no session or a customer token → to /admin/login; its data request too', async (url) => {
      const none = await call({ method: 'GET', url })
      expect(none.statusCode).toBe(302)
      expect(none.headers.location).toBe(`/admin/login?next=${encodeURIComponent(url)}`)
      expect(none.headers['cache-control']).toBe('no-store')
      const customer = await call({ method: 'GET', url, headers: { authorization: `Bearer ${customerToken}` } })
      expect(customer.statusCode).toBe(302)
      const data = await call({ method: 'GET', url: `${url}.data` })
      expect(data.statusCode).toBe(204)
      expect(data.headers['x-remix-redirect']).toMatch(/^\/admin\/login\?next=/)
    })

    it.each(['//admin/customers', '///admin/customers'])(
      '%s: a path with extra leading slashes is guarded as the page it renders',
      async (url) => {
        const none = await call({ method: 'GET', url })
        expect(none.statusCode).toBe(302)
        expect(none.headers.location).toBe(`/admin/login?next=${encodeURIComponent('/admin/customers')}`)
      },
    )

    it.each(PAGE_URLS)('%s: opens to the roles the table lists, never from the page cache', async (url) => {
      const page = ADMIN_PAGES.filter((p) => url === p.path || (p.path !== '/admin' && url.startsWith(`${p.path}/`))).sort(
        (a, b) => b.path.length - a.path.length,
      )[0]!
      for (const [role, signed] of [
        ['admin', admin],
        ['ventas', ventas],
        ['catalogo', catalogo],
      ] as const) {
        const response = await call({ method: 'GET', url, signed })
        if (page.roles.includes(role)) {
          // 404: a detail page whose row does not exist; the page itself was allowed to render.
          expect([200, 404]).toContain(response.statusCode)
          expect(response.headers['content-type']).toMatch(/text\/html/)
        } else {
          expect(response.statusCode).toBe(403)
          expect(response.body).toContain(ADMIN_MESSAGES.forbidden)
        }
        expect(response.headers['cache-control']).toBe('no-store')
        expect(response.headers['x-page-cache']).toBeUndefined()
      }
    })

    it('the sign-in page opens without a session and sends a signed-in one on', async () => {
      const open = await call({ method: 'GET', url: '/admin/login' })
      expect(open.statusCode).toBe(200)
      expect(open.body).toContain('Ingreso del personal')
      const signed = await call({ method: 'GET', url: '/admin/login?next=%2Fadmin%2Fcustomers', signed: admin })
      expect(signed.statusCode).toBe(302)
      expect(signed.headers.location).toBe('/admin/customers')
    })
  })

  describe('sessions', () => {
    it('the cookie is httpOnly, SameSite=Strict, whole-site; Secure only behind TLS', async () => {
      await addStaff('cookie@staff.test', 'ventas')
      const plain = await call({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: 'cookie@staff.test', password: PASSWORD },
      })
      const setCookie = String(plain.headers['set-cookie'])
      expect(setCookie).toMatch(/HttpOnly/)
      expect(setCookie).toMatch(/SameSite=Strict/)
      expect(setCookie).toMatch(/Path=\//)
      expect(setCookie).not.toMatch(/Secure/)
      const tls = await createTestStore(kind, { seed: false, env: { TRUST_PROXY: '127.0.0.1' } })
      try {
        await tls.services.adminStaff.add(COMMAND_LINE_ACTOR, { email: 'tls@staff.test', role: 'ventas', password: PASSWORD })
        const proxied = await tls.app.inject({
          method: 'POST',
          url: '/api/admin/session',
          payload: { email: 'tls@staff.test', password: PASSWORD },
          headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
        })
        expect(proxied.statusCode).toBe(200)
        expect(String(proxied.headers['set-cookie'])).toMatch(/Secure/)
      } finally {
        await tls.close()
      }
    })

    it('a staff session never acts as a customer', async () => {
      const response = await call({
        method: 'GET',
        url: '/api/page/getUserData?email=jefa%40staff.test',
        signed: admin,
      })
      expect(response.statusCode).toBe(401)
    })

    it('a wrong password answers 400, the same for an unknown address; then 429 with Retry-After', async () => {
      await addStaff('teclas@staff.test', 'ventas')
      const tryOnce = (email: string, password: string) =>
        call({ method: 'POST', url: '/api/admin/session', payload: { email, password }, remoteAddress: '203.0.113.50' })
      const wrong = await tryOnce('teclas@staff.test', 'equivocada-1')
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json()).toEqual({ message: ADMIN_MESSAGES.wrongCredentials })
      expect((await tryOnce('nadie@staff.test', 'equivocada-1')).json()).toEqual({ message: ADMIN_MESSAGES.wrongCredentials })
      for (let i = 0; i < 4; i++) await tryOnce('teclas@staff.test', 'equivocada-1')
      const limited = await tryOnce('teclas@staff.test', PASSWORD)
      expect(limited.statusCode).toBe(429)
      expect(limited.headers['retry-after']).toBe('900')
    })

    it('a sign-in posted from another site is refused', async () => {
      const response = await call({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: 'jefa@staff.test', password: PASSWORD },
        headers: { origin: 'https://evil.example' },
      })
      expect(response.statusCode).toBe(403)
    })

    it('disabling an account ends its sessions at once; re-enabling lets it sign in again', async () => {
      const member = await addStaff('baja@staff.test', 'ventas')
      const victim = await signIn('baja@staff.test')
      const refused = await call({
        method: 'PUT',
        url: `/api/admin/staff/${member.id}/disabled`,
        signed: ventas,
        payload: { disabled: true },
      })
      expect(refused.statusCode).toBe(403)
      const done = await call({
        method: 'PUT',
        url: `/api/admin/staff/${member.id}/disabled`,
        signed: admin,
        payload: { disabled: true },
      })
      expect(done.statusCode, done.body).toBe(200)
      expect((await call({ method: 'GET', url: '/api/admin/session', signed: victim })).statusCode).toBe(401)
      expect((await call({ method: 'GET', url: '/admin', signed: victim })).statusCode).toBe(302)
      const again = await call({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: 'baja@staff.test', password: PASSWORD },
      })
      expect(again.statusCode).toBe(400)
      await call({ method: 'PUT', url: `/api/admin/staff/${member.id}/disabled`, signed: admin, payload: { disabled: false } })
      await signIn('baja@staff.test')
      const [row] = await store.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.disabled'))
      expect(row).toMatchObject({
        actor: 'jefa@staff.test',
        entityId: String(member.id),
        before: { disabled: false },
        after: { disabled: true },
      })
    })

    it('an admin cannot disable their own account', async () => {
      const who = await store.services.adminStaff.list()
      const self = who.find((m) => m.email === 'jefa@staff.test')!
      const response = await call({
        method: 'PUT',
        url: `/api/admin/staff/${self.id}/disabled`,
        signed: admin,
        payload: { disabled: true },
      })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ message: ADMIN_MESSAGES.cannotDisableSelf })
    })

    it('changing one’s own password ends the other sessions, not this one', async () => {
      await addStaff('cambia@staff.test', 'ventas')
      const here = await signIn('cambia@staff.test')
      const there = await signIn('cambia@staff.test')
      const wrong = await call({
        method: 'PUT',
        url: '/api/admin/account/password',
        signed: here,
        payload: { currentPassword: 'no-es-esta-1', password: 'nueva-clave-larga', confirmPassword: 'nueva-clave-larga' },
      })
      expect(wrong.json()).toEqual({ message: ADMIN_MESSAGES.wrongCurrentPassword })
      const changed = await call({
        method: 'PUT',
        url: '/api/admin/account/password',
        signed: here,
        payload: { currentPassword: PASSWORD, password: 'nueva-clave-larga', confirmPassword: 'nueva-clave-larga' },
      })
      expect(changed.statusCode, changed.body).toBe(200)
      expect((await call({ method: 'GET', url: '/api/admin/session', signed: here })).statusCode).toBe(200)
      expect((await call({ method: 'GET', url: '/api/admin/session', signed: there })).statusCode).toBe(401)
      await signIn('cambia@staff.test', 'nueva-clave-larga')
    })

    it('an admin resets a password: the account’s sessions end and the new password works', async () => {
      const member = await addStaff('olvido@staff.test', 'ventas')
      const before = await signIn('olvido@staff.test')
      const reset = await call({
        method: 'PUT',
        url: `/api/admin/staff/${member.id}/password`,
        signed: admin,
        payload: { password: 'restablecida-1', confirmPassword: 'restablecida-1' },
      })
      expect(reset.statusCode, reset.body).toBe(200)
      expect((await call({ method: 'GET', url: '/api/admin/session', signed: before })).statusCode).toBe(401)
      await signIn('olvido@staff.test', 'restablecida-1')
    })

    it('signing out ends the session', async () => {
      const session = await signIn('vendedor@staff.test')
      const out = await call({ method: 'DELETE', url: '/api/admin/session', signed: session })
      expect(out.statusCode).toBe(200)
      expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/)
      expect((await call({ method: 'GET', url: '/api/admin/session', signed: session })).statusCode).toBe(401)
    })
  })

  describe('hostile input gets a Spanish 4xx and changes nothing', () => {
    const hostile: [string, InjectOptions['method'], string, object][] = [
      [
        'HTML in an e-mail',
        'POST',
        '/api/admin/staff',
        {
          email: '<script>alert(1)</script>@x.com',
          role: 'ventas',
          password: 'clave-nueva-123',
          confirmPassword: 'clave-nueva-123',
        },
      ],
      [
        'CRLF in an e-mail',
        'POST',
        '/api/admin/staff',
        { email: 'a@b.com\r\nBcc: x@y.com', role: 'ventas', password: 'clave-nueva-123', confirmPassword: 'clave-nueva-123' },
      ],
      [
        'an unknown role',
        'POST',
        '/api/admin/staff',
        { email: 'rol@staff.test', role: 'root', password: 'clave-nueva-123', confirmPassword: 'clave-nueva-123' },
      ],
      [
        'a short password',
        'POST',
        '/api/admin/staff',
        { email: 'corta@staff.test', role: 'ventas', password: 'corta', confirmPassword: 'corta' },
      ],
      [
        'an oversized password',
        'POST',
        '/api/admin/staff',
        { email: 'larga@staff.test', role: 'ventas', password: 'x'.repeat(5000), confirmPassword: 'x'.repeat(5000) },
      ],
      ['an unknown state', 'PUT', '/api/admin/withdrawals/1/state', { state: '<b>hecho</b>' }],
      ['a non-number id', 'PUT', '/api/admin/staff/abc/disabled', { disabled: true }],
      ['a huge id', 'PUT', '/api/admin/staff/99999999999/disabled', { disabled: true }],
      ['a string for a boolean', 'PUT', '/api/admin/staff/1/disabled', { disabled: 'sí' }],
    ]
    it.each(hostile)('%s', async (_name, method, url, payload) => {
      const before = await store.database.db.select().from(staffTable)
      const response = await call({ method, url, signed: admin, payload })
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
      expect(response.json<{ message: string }>().message).toMatch(/[a-záéíóúñ]/i)
      expect(await store.database.db.select().from(staffTable)).toEqual(before)
    })

    it('a search with CRLF or too long is refused; a body over the limit is 413', async () => {
      expect((await call({ method: 'GET', url: '/api/admin/subscribers.csv?q=a%0D%0Ab', signed: admin })).statusCode).toBe(400)
      expect(
        (await call({ method: 'GET', url: `/api/admin/subscribers.csv?q=${'a'.repeat(101)}`, signed: admin })).statusCode,
      ).toBe(400)
      const big = await call({ method: 'POST', url: '/api/admin/staff', signed: admin, payload: { email: 'x'.repeat(70_000) } })
      expect(big.statusCode).toBe(413)
      // A page with a hostile search still renders, showing the text escaped.
      const page = await call({ method: 'GET', url: '/admin/customers?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E', signed: admin })
      expect(page.statusCode).toBe(200)
      expect(page.body).not.toContain('<script>alert(1)</script>')
    })
  })

  describe('daily work', () => {
    it('opening an enquiry changes nothing; its POST with the CSRF token marks it seen once, audited; the dashboard counts unseen ones', async () => {
      const { db } = store.database
      const [row] = await db
        .insert(resellerEnquiries)
        .values({ fullname: '<img src=x onerror=alert(1)>', email: 'r@x.com', phone: 1144440000, comentary: 'Hola', view: 0 })
        .returning()
      expect((await store.services.admin.dashboard()).unseenEnquiries).toBeGreaterThan(0)
      const page = await call({ method: 'GET', url: `/admin/enquiries/${row!.id}`, signed: ventas })
      expect(page.statusCode).toBe(200)
      expect(page.body).not.toContain('<img src=x')
      expect(page.body).toContain('&lt;img src=x')
      await call({ method: 'GET', url: `/admin/enquiries/${row!.id}`, signed: ventas })
      const viewOf = async () => (await db.select().from(resellerEnquiries).where(eq(resellerEnquiries.id, row!.id)))[0]!.view
      expect(await viewOf()).toBe(0)
      const seen = `/api/admin/enquiries/${row!.id}/seen`
      const noToken = await call({ method: 'POST', url: seen, signed: ventas, csrf: null })
      expect(noToken.statusCode).toBe(403)
      expect(await viewOf()).toBe(0)
      expect((await call({ method: 'POST', url: seen, signed: ventas })).statusCode).toBe(200)
      expect((await call({ method: 'POST', url: seen, signed: ventas })).statusCode).toBe(200)
      expect((await call({ method: 'POST', url: '/api/admin/enquiries/999999/seen', signed: ventas })).statusCode).toBe(404)
      expect(await viewOf()).toBe(1)
      const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'enquiry.seen'))
      expect(audits).toHaveLength(1)
      expect(audits[0]).toMatchObject({ actor: 'vendedor@staff.test', before: { view: 0 }, after: { view: 1 } })
    })

    it("an enquiry's state and internal note are set, audited when they change; bad input changes nothing", async () => {
      const { db } = store.database
      const [row] = await db
        .insert(resellerEnquiries)
        .values({ fullname: 'Revendedor Seguimiento', email: 's@x.com', phone: 1144441234, comentary: 'Precios?', view: 0 })
        .returning()
      const url = `/api/admin/enquiries/${row!.id}/follow-up`
      const rowOf = async () => (await db.select().from(resellerEnquiries).where(eq(resellerEnquiries.id, row!.id)))[0]!
      const audits = () => db.select().from(auditLog).where(eq(auditLog.action, 'enquiry.follow-up'))
      expect((await rowOf()).state).toBe('nueva')

      const refused = [
        { payload: { state: 'cerrada', note: '' }, message: 'Elija un estado de la lista.' },
        { payload: { state: 'contactada', note: 'x'.repeat(1001) }, message: 'La nota admite hasta 1.000 caracteres.' },
        { payload: { state: 'contactada', note: 'hola\u0000' }, message: 'caracteres no' },
        { payload: { state: 'contactada' }, message: 'La nota admite hasta 1.000 caracteres.' },
      ]
      for (const { payload, message } of refused) {
        const response = await call({ method: 'PUT', url, signed: ventas, payload })
        expect(response.statusCode, JSON.stringify(payload)).toBe(400)
        expect(response.json().message).toContain(message)
      }
      expect(
        (await call({ method: 'PUT', url, signed: ventas, csrf: null, payload: { state: 'contactada', note: '' } })).statusCode,
      ).toBe(403)
      const unknown = await call({
        method: 'PUT',
        url: '/api/admin/enquiries/999999/follow-up',
        signed: ventas,
        payload: { state: 'contactada', note: '' },
      })
      expect(unknown.statusCode).toBe(404)
      expect(await rowOf()).toMatchObject({ state: 'nueva', note: '', view: 0 })
      expect(await audits()).toHaveLength(0)

      const saved = await call({
        method: 'PUT',
        url,
        signed: ventas,
        payload: { state: 'contactada', note: '  Llamé el lunes; pide lista 2.  ' },
      })
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json().message).toBe('Consulta en «Contactada». Nota guardada.')
      expect(await rowOf()).toMatchObject({ state: 'contactada', note: 'Llamé el lunes; pide lista 2.', view: 1 })
      // the same again changes nothing and records nothing more
      expect(
        (
          await call({
            method: 'PUT',
            url,
            signed: ventas,
            payload: { state: 'contactada', note: 'Llamé el lunes; pide lista 2.' },
          })
        ).statusCode,
      ).toBe(200)
      const recorded = await audits()
      expect(recorded).toHaveLength(1)
      expect(recorded[0]).toMatchObject({
        actor: 'vendedor@staff.test',
        entityId: String(row!.id),
        before: { state: 'nueva', note: '' },
        after: { state: 'contactada', note: 'Llamé el lunes; pide lista 2.' },
      })
      // the list and the page show it; the note only in the back office
      const list = await call({ method: 'GET', url: '/admin/enquiries', signed: ventas })
      expect(list.body).toContain('Contactada')
      const page = await call({ method: 'GET', url: `/admin/enquiries/${row!.id}`, signed: ventas })
      expect(page.body).toContain('Estado: Contactada')
      expect(page.body).toContain('Llamé el lunes; pide lista 2.')
    })

    it('a withdrawal’s state is set and audited', async () => {
      const { db } = store.database
      const [row] = await db
        .insert(withdrawalRequests)
        .values({ code: 'ARR-ABCDEFGH', fullname: 'Ana', email: 'a@x.com', phone: '11', orderNumber: 5, address: '1.1.1.1' })
        .returning()
      const response = await call({
        method: 'PUT',
        url: `/api/admin/withdrawals/${row!.id}/state`,
        signed: ventas,
        payload: { state: 'en_proceso' },
      })
      expect(response.statusCode, response.body).toBe(200)
      const [after] = await db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, row!.id))
      expect(after!.state).toBe('en_proceso')
      const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'withdrawal.state'))
      expect(audit).toMatchObject({ entityId: 'ARR-ABCDEFGH', before: { state: 'recibida' }, after: { state: 'en_proceso' } })
      const missing = await call({
        method: 'PUT',
        url: '/api/admin/withdrawals/999999/state',
        signed: ventas,
        payload: { state: 'resuelta' },
      })
      expect(missing.statusCode).toBe(404)
    })

    it('a failed e-mail is resent once (409 after), audited', async () => {
      const { db } = store.database
      const id = await enqueueEmail(db, {
        kind: 'order-staff',
        recipients: ['x@y.com'],
        subject: 'S',
        html: '<p>h</p>',
        text: 'h',
      })
      await db
        .update(emailOutbox)
        .set({ status: 'failed', attempts: 5, lastError: '550 rechazado' })
        .where(eq(emailOutbox.id, id))
      const outbox = await call({ method: 'GET', url: '/admin/outbox', signed: ventas })
      expect(outbox.body).toContain('550 rechazado')
      const resent = await call({ method: 'POST', url: `/api/admin/outbox/${id}/resend`, signed: ventas })
      expect(resent.statusCode, resent.body).toBe(200)
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
      expect(row).toMatchObject({ status: 'pending', attempts: 0 })
      expect((await call({ method: 'POST', url: `/api/admin/outbox/${id}/resend`, signed: ventas })).statusCode).toBe(409)
      const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'email.resent')).orderBy(desc(auditLog.id))
      expect(audit).toMatchObject({ entityId: String(id), after: { status: 'pending' } })
    })

    it('the subscribers CSV is a download whose formula-looking cells are defused', async () => {
      await store.services.contacts.subscribe('=HYPERLINK("x")@evil.com')
      await store.services.contacts.subscribe('lista@cliente.test')
      const response = await call({ method: 'GET', url: '/api/admin/subscribers.csv', signed: ventas })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/text\/csv/)
      expect(response.headers['content-disposition']).toMatch(/attachment/)
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/)
      expect(lines[0]).toBe('email,fecha_alta')
      expect(lines.some((l) => l.startsWith(`"'=HYPERLINK`))).toBe(true)
      expect(lines.some((l) => l.startsWith('lista@cliente.test,'))).toBe(true)
      const searched = await call({ method: 'GET', url: '/api/admin/subscribers.csv?q=lista', signed: ventas })
      expect(searched.body.trim().split(/\r?\n/)).toHaveLength(2)
    })

    it('a customer page shows their data and orders, never a password hash', async () => {
      const list = await call({ method: 'GET', url: '/admin/customers?q=ana%40cliente', signed: ventas })
      expect(list.body).toContain('ana@cliente.test')
      const id = /\/admin\/customers\/(\d+)/.exec(list.body)![1]
      const page = await call({ method: 'GET', url: `/admin/customers/${id}`, signed: ventas })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('30111222')
      expect(page.body).not.toMatch(/\$argon2|scrypt\$/)
    })

    it('the audit log shows admins every write, newest first', async () => {
      const page = await call({ method: 'GET', url: '/admin/audit', signed: admin })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('Correo reenviado')
      expect(page.body).toContain('Cuenta deshabilitada')
    })
  })
})
