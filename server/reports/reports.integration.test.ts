/**
 * Reportes through HTTP on both databases: a period's figures to the peso on orders placed
 * around Buenos Aires midnight, cancelled orders out of the sales but in the states, the
 * previous period beside each bar, the rankings and mixes, views counted by the product page's
 * request against the period's orders, the page and its downloads (CSV sections, a spreadsheet
 * without formulas), bad periods refused with the page's sentence, and who may open it.
 */
import { strFromU8, unzipSync } from 'fflate'
import { and, gte, lt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORT_MESSAGES, periodOf } from '#domain/admin/report-period.ts'
import { buenosAiresDay } from '#domain/admin/buenos-aires-day.ts'
import type { OrderShipping } from '#domain/shipping/order-shipping.ts'
import { orderLines, orders, users } from '#server/db/schema/index.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { seedSalesHistory } from '#server/demo/sales-history.ts'
import { addSignedStaff } from '#tests/setup/staff-sign-in.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { storedOrderPayload } from '#tests/setup/stored-order.ts'
import { testProduct } from '#tests/setup/test-product.ts'

const TV = testProduct({ sku: 'REP-TV', name: 'Televisor Reporte 55', brand: 'SAMSUNG' })
const PAVA = testProduct({ sku: 'REP-PAVA', name: 'Pava eléctrica', brand: 'PHILIPS' })
const HELADERA = testProduct({ sku: 'REP-HEL', name: 'Heladera Reporte', brand: '' })
const PERIOD = '?from=2026-11-01&to=2026-11-10&by=dia'

interface Seeded {
  at: string
  state: string
  list: number
  shipping: OrderShipping | null
  pickup?: boolean
  lines: { sku: string; quantity: number; price: number }[]
}

// 2026-11-01 … 2026-11-10 and the ten days before it, 2026-10-22 … 2026-10-31 (instants in UTC)
const ORDERS: Seeded[] = [
  // 23:30 of Nov 9 in Buenos Aires: counts on the 9th, not the 10th
  {
    at: '2026-11-10T02:30:00Z',
    state: 'Entregado',
    list: 2,
    shipping: { kind: 'pickup', branch: 'caballito', readyFrom: '2026-11-10' },
    lines: [{ sku: TV.sku, quantity: 1, price: 500_000 }],
  },
  // 00:00 of Nov 10
  {
    at: '2026-11-10T03:00:00Z',
    state: 'Pendiente',
    list: 1,
    shipping: { kind: 'to_quote' },
    lines: [
      { sku: PAVA.sku, quantity: 3, price: 20_000 },
      { sku: TV.sku, quantity: 1, price: 500_000 },
    ],
  },
  // the first instant of the period, a state written by hand
  {
    at: '2026-11-01T03:00:00Z',
    state: 'en preparación',
    list: 3,
    shipping: null,
    pickup: false,
    lines: [{ sku: HELADERA.sku, quantity: 1, price: 900_000 }],
  },
  // cancelled, whatever the spelling: out of the sales, in the states
  {
    at: '2026-11-05T15:00:00Z',
    state: ' cancelada ',
    list: 2,
    shipping: null,
    pickup: true,
    lines: [{ sku: TV.sku, quantity: 4, price: 500_000 }],
  },
  // 23:59 of Oct 31: the previous period's last day
  {
    at: '2026-11-01T02:59:00Z',
    state: 'Entregado',
    list: 2,
    shipping: {
      kind: 'delivery',
      zone: 'CABA',
      price: 5000,
      free: false,
      minDays: 1,
      maxDays: 2,
      from: '2026-11-02',
      to: '2026-11-03',
    },
    lines: [{ sku: PAVA.sku, quantity: 1, price: 20_000 }],
  },
  // the previous period's first day, Oct 22; and one before it that counts nowhere
  {
    at: '2026-10-22T12:00:00Z',
    state: 'Entregado',
    list: 2,
    shipping: null,
    pickup: true,
    lines: [{ sku: 'BORRADO-1', quantity: 2, price: 10_000 }],
  },
  {
    at: '2026-10-21T12:00:00Z',
    state: 'Entregado',
    list: 2,
    shipping: null,
    pickup: true,
    lines: [{ sku: TV.sku, quantity: 9, price: 1 }],
  },
  // after the period
  {
    at: '2026-11-11T03:00:00Z',
    state: 'Entregado',
    list: 2,
    shipping: null,
    pickup: true,
    lines: [{ sku: TV.sku, quantity: 9, price: 1 }],
  },
]

const totalOf = (o: Seeded) =>
  o.lines.reduce((sum, l) => sum + l.quantity * l.price, 0) + (o.shipping?.kind === 'delivery' ? o.shipping.price : 0)

describe.each(databaseKinds)('Reportes on %s', (kind) => {
  let store: TestStore
  let cookie: string
  let catalogueCookie: string

  const page = (url: string, as = cookie) => store.app.inject({ method: 'GET', url, headers: { cookie: as } })
  const signIn = async (email: string, role: 'ventas' | 'catalogo') => (await addSignedStaff(store, email, role)).cookie

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, pages: true })
    cookie = await signIn('ventas@staff.test', 'ventas')
    catalogueCookie = await signIn('catalogo@staff.test', 'catalogo')
    const db = store.database.db
    await productsRepository(db).insertMany([TV, PAVA, HELADERA])
    const [ana] = await db.insert(users).values({ email: 'ana@cliente.test', fullname: 'Ana Pérez' }).returning()
    for (const [i, o] of ORDERS.entries()) {
      const payload = storedOrderPayload(i + 1)
      payload.opcion_de_entrega = { retira_en_local: o.pickup ?? o.shipping?.kind === 'pickup', cp: '---', direccion: '---' }
      const [order] = await db
        .insert(orders)
        .values({
          movement: i + 1,
          userId: ana!.id,
          date: new Date(o.at),
          totalPrice: totalOf(o),
          orderState: o.state,
          paymentList: o.list,
          payload,
          shipping: o.shipping,
        })
        .returning()
      await db.insert(orderLines).values(o.lines.map((l) => ({ orderId: order!.id, name: `Línea ${l.sku}`, ...l })))
    }
  })
  afterAll(() => store?.close())

  it('sums the period by Buenos Aires day against the ten days before, cancelled orders left out', async () => {
    const report = await store.services.reports.salesReport(periodOf('2026-11-01', '2026-11-10', 'dia'))
    expect(report.series).toHaveLength(10)
    const day = (d: string) => report.series.find((p) => p.start === d)!
    expect(day('2026-11-01')).toMatchObject({ orders: 1, amount: 900_000, previousOrders: 1, previousAmount: 20_000 }) // Oct 22
    expect(day('2026-11-09')).toMatchObject({ orders: 1, amount: 500_000 })
    expect(day('2026-11-10')).toMatchObject({ orders: 1, amount: 560_000, previousOrders: 1, previousAmount: 25_000 }) // Oct 31
    expect(day('2026-11-05')).toMatchObject({ orders: 0, amount: 0 })
    expect(report.totals).toEqual({
      orders: 3,
      amount: 1_960_000,
      averageTicket: 653_333.33,
      previousOrders: 2,
      previousAmount: 45_000,
      previousAverageTicket: 22_500,
    })
    expect(report.states).toEqual([
      { state: ' cancelada ', orders: 1, amount: 2_000_000 },
      { state: 'en preparación', orders: 1, amount: 900_000 },
      { state: 'Entregado', orders: 1, amount: 500_000 },
      { state: 'Pendiente', orders: 1, amount: 560_000 },
    ])
  })

  it('ranks products and brands by amount and mixes payment lists and deliveries', async () => {
    const report = await store.services.reports.salesReport(periodOf('2026-11-01', '2026-11-10', 'dia'))
    expect(report.products).toEqual([
      { sku: TV.sku, name: `Línea ${TV.sku}`, units: 2, amount: 1_000_000 },
      { sku: HELADERA.sku, name: `Línea ${HELADERA.sku}`, units: 1, amount: 900_000 },
      { sku: PAVA.sku, name: `Línea ${PAVA.sku}`, units: 3, amount: 60_000 },
    ])
    expect(report.brands).toEqual([
      { brand: 'SAMSUNG', units: 2, amount: 1_000_000 },
      { brand: 'Sin marca', units: 1, amount: 900_000 },
      { brand: 'PHILIPS', units: 3, amount: 60_000 },
    ])
    expect(report.paymentLists.map((m) => [m.key, m.orders, m.amount])).toEqual([
      ['1', 1, 560_000],
      ['2', 1, 500_000],
      ['3', 1, 900_000],
      ['4', 0, 0],
      ['5', 0, 0],
      ['6', 0, 0],
    ])
    expect(report.paymentLists[1]!.label).toBe('Lista 2: Efectivo, transferencia o depósito')
    expect(report.deliveries.map((m) => [m.label, m.orders]).sort()).toEqual([
      ['Envío a cotizar', 1],
      ['Envío a domicilio', 1],
      ['Retiro en Sucursal Caballito', 1],
    ])
  })

  it("counts the product page's views per day and reads them against the period's orders", async () => {
    const [tv] = await productsRepository(store.database.db).bySku(TV.sku)
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) {
      const viewed = await store.app.inject({ method: 'PATCH', url: `/api/products/addView/${tv!.id}`, remoteAddress: ip })
      expect(viewed.statusCode).toBeLessThan(300)
    }
    const today = buenosAiresDay()
    const report = await store.services.reports.salesReport(periodOf(today, today, 'dia'))
    expect(report.views).toEqual([{ productId: tv!.id, sku: TV.sku, name: TV.name, views: 4, orders: 0, units: 0 }])
    const before = await store.services.reports.salesReport(periodOf('2026-11-01', '2026-11-10', 'dia'))
    expect(before.views).toEqual([])
  })

  it('shows the page with both charts, the figures and the downloads of the same period', async () => {
    const res = await page(`/admin/reports${PERIOD}`)
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(html).toContain('<h1 class="text-2xl font-extrabold text-gray-900">Reportes</h1>')
    expect(html).toContain('Pedidos por día')
    expect(html).toContain('Importe por día')
    expect(html.match(/<svg[^>]*viewBox="0 0 400 220"/g)).toHaveLength(2)
    expect(html).toContain('$ 1.960.000,00')
    expect(html).toContain('+50 %') // 3 orders against 2
    expect(html).toContain('Retiro en Sucursal Caballito')
    expect(html).toContain('/api/admin/reports/export?from=2026-11-01&amp;to=2026-11-10&amp;by=dia&amp;format=xlsx')
  })

  it('downloads the figures as CSV sections, cells safe from formulas', async () => {
    const res = await page(`/api/admin/reports/export${PERIOD}&format=csv`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="reportes-2026-11-01-a-2026-11-10.csv"')
    const text = res.body.replace(/^\uFEFF/, '')
    for (const section of ['Ventas', 'Productos', 'Marcas', 'Formas de pago', 'Entregas', 'Estados', 'Vistas y pedidos'])
      expect(text.split('\n')).toContain(section)
    expect(text).toContain('2026-11-10,2026-11-10,10/11,1,560000,1,25000')
    expect(text).toContain(`${PAVA.sku},Línea ${PAVA.sku},3,60000`)
    // a brand or state that starts like a formula is written as text
    await store.database.db.execute(sql`update orders set order_state = '=1+1' where movement = 1`)
    const again = await page(`/api/admin/reports/export${PERIOD}&format=csv`)
    expect(again.body).toContain("'=1+1,1,500000")
    await store.database.db.execute(sql`update orders set order_state = 'Entregado' where movement = 1`)
  })

  it('downloads a spreadsheet with a sheet per table and no formula in it', async () => {
    const res = await store.app.inject({
      method: 'GET',
      url: `/api/admin/reports/export${PERIOD}&format=xlsx`,
      headers: { cookie },
    })
    expect(res.statusCode).toBe(200)
    const files = unzipSync(new Uint8Array(res.rawPayload))
    const workbook = strFromU8(files['xl/workbook.xml']!)
    for (const sheet of ['Ventas', 'Productos', 'Marcas', 'Formas de pago', 'Entregas', 'Estados', 'Vistas y pedidos'])
      expect(workbook).toContain(`name="${sheet}"`)
    const sheets = Object.keys(files).filter((f) => f.startsWith('xl/worksheets/sheet'))
    expect(sheets).toHaveLength(7)
    for (const f of sheets) expect(strFromU8(files[f]!)).not.toContain('<f>')
  })

  it.each([
    ['?from=2026-13-01', 'from', REPORT_MESSAGES.invalidDate],
    ['?from=2026-11-10&to=2026-11-01', 'from', REPORT_MESSAGES.reversedRange],
    ['?from=2026-01-01&to=2099-01-01', 'to', REPORT_MESSAGES.future],
    ['?from=2020-01-01&to=2026-01-01&by=mes', 'from', REPORT_MESSAGES.tooLong],
    ['?from=2026-01-01&to=2026-11-01&by=dia', 'by', REPORT_MESSAGES.tooManyDays],
    ['?by=hora', 'by', REPORT_MESSAGES.grouping],
  ])('refuses %s with the sentence beside the field, on the page and the download', async (query, field, message) => {
    const res = await page(`/admin/reports${query}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(`id="report-${field}-error"`)
    expect(res.body).toContain(message)
    expect(res.body).not.toContain('viewBox="0 0 400 220"')
    const download = await page(`/api/admin/reports/export${query}&format=csv`)
    expect(download.statusCode).toBe(400)
    expect(download.json()).toMatchObject({ message })
  })

  it('refuses an unknown format and the catalogue role, and asks for a session', async () => {
    const bad = await page(`/api/admin/reports/export${PERIOD}&format=pdf`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ message: REPORT_MESSAGES.format })
    expect((await page(`/api/admin/reports/export${PERIOD}&format=csv`, catalogueCookie)).statusCode).toBe(403)
    expect((await page('/admin/reports', catalogueCookie)).statusCode).toBe(403)
    expect((await store.app.inject({ method: 'GET', url: `/api/admin/reports/export${PERIOD}&format=csv` })).statusCode).toBe(401)
  })

  it('agrees with a direct count on a seeded history, by week and by month', async () => {
    await seedSalesHistory(store.database.db, { orders: 600, days: 120, now: new Date('2026-09-01T12:00:00-03:00') })
    for (const by of ['semana', 'mes'] as const) {
      const period = periodOf('2026-06-01', '2026-08-31', by)
      const report = await store.services.reports.salesReport(period)
      const [direct] = await store.database.db
        .select({ n: sql<number>`count(*)::int`, amount: sql<number>`coalesce(sum(${orders.totalPrice}), 0)::float8` })
        .from(orders)
        .where(
          and(
            gte(orders.date, new Date('2026-06-01T00:00:00-03:00')),
            lt(orders.date, new Date('2026-09-01T00:00:00-03:00')),
            sql`${orders.orderState} <> 'Cancelado'`,
          ),
        )
      expect(report.totals.orders).toBe(direct!.n)
      expect(report.totals.amount).toBeCloseTo(direct!.amount, 2)
      expect(report.series.reduce((sum, p) => sum + p.orders, 0)).toBe(direct!.n)
      expect(report.series.length).toBe(by === 'mes' ? 3 : 14)
      expect(report.views.length).toBeGreaterThan(0)
    }
  })
})
