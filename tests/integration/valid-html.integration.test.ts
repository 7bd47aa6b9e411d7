/**
 * Every page is valid HTML: each route of app/routes.ts, public and back office, rendered by the
 * production build and checked by the Nu Html Checker (tests/setup/html-checker.ts) in one run.
 * Pages are found from the route table and the back office's roles table, so a page added later
 * is checked without being listed here; a page whose address needs a value (a product, an order)
 * takes it from EXAMPLES, and the test fails when one is missing.
 *
 * On PGlite only: the HTML a page renders does not depend on the database behind it.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import routes from '#app/routes.ts'
import { ADMIN_LOGIN_PATH, ADMIN_PAGES } from '#domain/admin/admin-pages.ts'
import { STAFF_SESSION_COOKIE } from '#domain/admin/staff-roles.ts'
import {
  orderLines,
  orders,
  products,
  resellerAccounts,
  resellerEnquiries,
  users,
  withdrawalRequests,
} from '#server/db/schema/index.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { checkHtml } from '#tests/setup/html-checker.ts'
import { storedOrderPayload } from '#tests/setup/stored-order.ts'
import { createTestStore, type TestStore } from '#tests/setup/test-store.ts'

const PASSWORD = 'clave-del-panel-1'

/**
 * The addresses of a route whose path alone is not a page (a `:param`, `*`, a required query
 * string), by the route's file; the others are checked at their path.
 */
const EXAMPLES: Record<string, (data: Examples) => string[]> = {
  'routes/products.tsx': (d) => [`/products/?product=${encodeURIComponent(d.sku)}`],
  'routes/search.tsx': (d) => [
    '/search/',
    '/search/?q=heladera',
    `/search/?category=${encodeURIComponent(d.category)}&sub_category=${encodeURIComponent(d.subCategory)}`,
  ],
  'routes/restablecer-contrasena.tsx': () => ['/restablecer-contrasena?token=no-vale'],
  'routes/admin.orders.$number.tsx': (d) => [`/admin/orders/${d.movement}`],
  // the printed orders, one found and one not (the notice above the sheets)
  'routes/admin-print.orders.tsx': (d) => [`/admin/orders/print?n=${d.movement}&n=99999999`],
  // the last 30 days (the example's order among them), a period by week, and wrong fields
  'routes/admin.reports.tsx': () => [
    '/admin/reports',
    '/admin/reports?from=2025-01-01&to=2025-12-31&by=semana',
    '/admin/reports?from=2026-13-01&by=hora',
  ],
  'routes/admin.customers.$id.tsx': (d) => [`/admin/customers/${d.customerId}`],
  'routes/admin.enquiries.$id.tsx': (d) => [`/admin/enquiries/${d.enquiryId}`],
  'routes/admin.resellers.$id.tsx': (d) => [`/admin/resellers/${d.resellerId}`],
  'routes/admin.products.$id.tsx': (d) => [`/admin/products/${d.productId}`, '/admin/products/new'],
  'routes/admin.import.$id.tsx': (d) => [`/admin/import/${d.importId}`],
  'routes/admin.not-found.tsx': () => ['/admin/no-existe'],
  'routes/not-found.tsx': () => ['/no-existe'],
}

interface Examples {
  sku: string
  category: string
  subCategory: string
  movement: number
  customerId: number
  enquiryId: number
  resellerId: number
  productId: number
  importId: number
}

interface PageRoute {
  file: string
  /** the address, when it has no parameter */
  path: string | undefined
}

/** The routes that are pages (resource routes like sitemap.xml are .ts modules), with their full path. */
function pageRoutes(entries: readonly RouteConfigEntry[], parent = ''): PageRoute[] {
  return entries.flatMap((entry) => {
    const full = entry.path === undefined ? parent : `${parent}/${entry.path}`
    // A layout (a route with children) is rendered by its children, an index child at its own path.
    const own: PageRoute[] =
      entry.file.endsWith('.tsx') && !entry.children?.length
        ? [{ file: entry.file, path: /[:*]/.test(full) ? undefined : full || '/' }]
        : []
    return [...own, ...pageRoutes(entry.children ?? [], full)]
  })
}

function isAdmin(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/')
}

describe('valid HTML', () => {
  let store: TestStore
  let cookie: string
  let examples: Examples

  beforeAll(async () => {
    store = await createTestStore('pglite', { pages: true })
    const { db } = store.database
    await store.services.adminStaff.add(COMMAND_LINE_ACTOR, { email: 'jefa@staff.test', role: 'admin', password: PASSWORD })
    const signedIn = await store.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: 'jefa@staff.test', password: PASSWORD },
    })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const session = signedIn.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!
    cookie = `${session.name}=${session.value}`

    const [customer] = await db
      .insert(users)
      .values({ email: 'ana@cliente.test', username: 'ana', fullname: 'Ana Pérez', dni: '30111222' })
      .returning()
    const [order] = await db
      .insert(orders)
      .values({ movement: 7, userId: customer!.id, totalPrice: 137998.62, payload: storedOrderPayload(7), taxId: '30111222' })
      .returning()
    await db.insert(orderLines).values({ orderId: order!.id, sku: 'HEL-001', name: 'Heladera', quantity: 2, price: 68999.31 })
    const [enquiry] = await db
      .insert(resellerEnquiries)
      .values({ fullname: 'Rita Reventa', email: 'r@x.com', phone: 1144440000, comentary: 'Hola', view: 0 })
      .returning()
    // an approved reseller: the page shows its decision and its credit limit
    const [reseller] = await db
      .insert(resellerAccounts)
      .values({
        userId: customer!.id,
        state: 'aprobada',
        razonSocial: 'Electro Sur SRL',
        cuit: '30712345671',
        vatCondition: 'responsable_inscripto',
        activity: 'Venta de electrodomésticos',
        address: 'Av. Mitre 1234',
        phone: '1145554444',
        creditLimit: 150000,
      })
      .returning()
    await db
      .insert(withdrawalRequests)
      .values({ code: 'ARR-ABCDEFGH', fullname: 'Ana', email: 'a@x.com', phone: '11', orderNumber: 7, address: '1.1.1.1' })
    // A subcategory with a space in its name: its links must encode it.
    const [sample] = await db
      .select({ id: products.id, sku: products.sku, category: products.category, subCategory: products.subCategory })
      .from(products)
      .where(like(products.subCategory, '% %'))
      .limit(1)
    examples = {
      sku: sample!.sku,
      category: sample!.category,
      subCategory: sample!.subCategory,
      movement: 7,
      customerId: customer!.id,
      enquiryId: enquiry!.id,
      resellerId: reseller!.id,
      productId: sample!.id,
      // a preview with a changed row (its before → after sample) and a rejected one
      importId: (
        await store.services.catalogueImports.preview(
          COMMAND_LINE_ACTOR,
          'precios.csv',
          new TextEncoder().encode(`sku,name,price_list_1\n${sample!.sku},Nombre nuevo,1234.5\n,Sin sku,abc\n`),
        )
      ).id,
    }
  }, 180_000)
  afterAll(() => store?.close())

  it('fails, saying why, when Java cannot be started (it never passes unchecked)', () => {
    const before = process.env.JAVA_HOME
    process.env.JAVA_HOME = '/no-existe/java'
    try {
      expect(() => checkHtml(new Map([['/', '<!doctype html><title>x</title>']]))).toThrow(/needs Java \(11 or newer\)/)
    } finally {
      if (before === undefined) delete process.env.JAVA_HOME
      else process.env.JAVA_HOME = before
    }
  })

  it('every route has an address to check', () => {
    const missing = pageRoutes(routes).filter((r) => r.path === undefined && !EXAMPLES[r.file])
    expect(missing.map((r) => r.file)).toEqual([])
  })

  it('every public page and every back-office page has no error in the Nu Html Checker', async () => {
    const urls = new Set<string>()
    for (const route of pageRoutes(routes)) {
      const example = EXAMPLES[route.file]
      for (const url of example ? example(examples) : [route.path!]) urls.add(url)
    }
    // The roles table too: a page listed there is checked even before it has a route of its own.
    for (const page of ADMIN_PAGES) urls.add(page.path)
    urls.add(ADMIN_LOGIN_PATH)

    const documents = new Map<string, string>()
    for (const url of urls) {
      const signed = isAdmin(url) && !url.startsWith(ADMIN_LOGIN_PATH)
      const response = await store.app.inject({ method: 'GET', url, headers: signed ? { cookie } : {} })
      expect([200, 404], `${url}: ${response.statusCode}`).toContain(response.statusCode)
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      documents.set(url, response.body)
    }
    expect(documents.size).toBeGreaterThan(30)

    // One entry per distinct error, with the pages it is on: the header's error is on every page.
    const grouped = new Map<string, string[]>()
    for (const p of checkHtml(documents)) {
      const key = `${p.message}${p.extract ? `\n    ${p.extract.trim()}` : ''}`
      grouped.set(key, [...(grouped.get(key) ?? []), p.page])
    }
    const report = [...grouped].map(([problem, pages]) => `${problem}\n    on ${pages.join(', ')}`)
    expect(report, `${report.length} errors from the Nu Html Checker:\n${report.join('\n')}`).toHaveLength(0)
  }, 180_000)
})
