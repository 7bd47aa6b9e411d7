/**
 * An approved reseller's prices and terms through HTTP on both databases (decision 058): the
 * prices asked for the skus of a page (only an approved account; hidden products and products
 * without a wholesale price left out), orders priced from the wholesale list whatever the payload
 * says, always a Factura A to the account's CUIT, the minimum order, cuenta corriente within the
 * limit (paid and cancelled orders free it again), and a suspended account back at retail prices.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { minimumOrderProblem } from '#domain/wholesale/minimum-order.ts'
import { WHOLESALE_TERMS_MESSAGES, type OrderWholesale, type ResellerPricesAnswer } from '#domain/wholesale/wholesale-prices.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { emailOutbox, orderLines, orderPayments, orders, products, resellerAccounts } from '#server/db/schema/index.ts'
import { setResellerMinimumOrder } from '#server/wholesale/wholesale-settings.ts'
import { apiCaller, registrationBody } from '#tests/setup/account-api.ts'
import { addSignedStaff, type SignedStaff } from '#tests/setup/staff-sign-in.ts'
import { testProduct } from '#tests/setup/test-product.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const CUIT = '30712345671'
const OTHER_CUIT = '20123456786'
/** wholesale 50.000 + IVA 21 % = 60.500 */
const TV = testProduct({ sku: 'MAY-TV', name: 'Televisor Mayorista', tax_percentage: 21 })
/** wholesale 1.000 + IVA 10,5 % = 1.105 */
const RADIO = testProduct({ sku: 'MAY-RADIO', name: 'Radio Mayorista', tax_percentage: 10.5 })
/** no wholesale price: the retail lists apply */
const CABLE = testProduct({ sku: 'MAY-CABLE', name: 'Cable Minorista' })
const HIDDEN = testProduct({ sku: 'MAY-OCULTO', name: 'Oculto Mayorista' })

const APPLICATION = {
  razon_social: 'Electro Sur SRL',
  cuit: '30-71234567-1',
  vat_condition: 'responsable_inscripto',
  activity: 'Venta de electrodomésticos',
  address: 'Av. Mitre 1234, Avellaneda',
  phone: '11 4555-4444',
}

type Who = { token: string; email: string }

function orderBody(
  who: Who,
  lines: { sku: string; quantity: number; price?: number }[],
  options: { list?: number; onAccount?: boolean; cuit?: string; condition?: string } = {},
) {
  return {
    datos_de_orden: {
      client_email: who.email,
      datos_cliente: {
        nombre_completo: 'Electro Sur SRL',
        dni: options.cuit ?? CUIT,
        direccion: 'Av. Mitre 1234',
        location: 'Avellaneda',
        cp: '1870',
        celular: '1145554444',
        email: who.email,
        condicion_iva: options.condition ?? 'responsable_inscripto',
      },
      // a forged price and total: the server prices from the database
      productos: lines.map((l) => ({ sku: l.sku, cantidad_seleccionada: l.quantity, precio: l.price ?? 1, descripcion: 'x' })),
      opcion_de_entrega: { retira_en_local: true, cp: '', direccion: '' },
      abona_en: options.list ?? 2,
      total: 1,
      ...(options.onAccount === undefined ? {} : { cuenta_corriente: options.onAccount }),
    },
  }
}

describe.each(databaseKinds)('reseller prices and terms on %s', (kind) => {
  let store: TestStore
  let ventas: SignedStaff
  let reseller: Who
  let retail: Who
  let pending: Who
  let accountId: number

  const call = apiCaller(() => store)
  const prices = (who: Who | null, skus: unknown = [TV.sku, RADIO.sku, CABLE.sku, HIDDEN.sku]) =>
    store.app.inject({
      method: 'POST',
      url: '/api/reseller-prices',
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
      payload: { skus },
    })
  const order = (who: Who, ...args: Parameters<typeof orderBody> extends [Who, ...infer R] ? R : never) =>
    call('POST', '/api/page/sendOrderEmail', orderBody(who, ...args), who.token)
  const orderCount = async () => (await store.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n
  const orderRow = async (id: number) => (await store.database.db.select().from(orders).where(eq(orders.id, id)))[0]!
  const staffPut = (url: string, payload: object) =>
    store.app.inject({ method: 'PUT', url, headers: { cookie: ventas.cookie, 'x-csrf-token': ventas.csrf }, payload })

  async function register(email: string, dni: string, vat_condition: string): Promise<Who> {
    const response = await call('POST', '/api/page/registerUser', registrationBody(email, { dni, vat_condition }))
    expect(response.statusCode, response.body).toBe(201)
    return { token: response.json<{ token: string }>().token, email }
  }
  async function apply(who: Who) {
    const response = await call('POST', '/api/reseller-account', APPLICATION, who.token)
    expect(response.statusCode, response.body).toBe(201)
    return response.json<{ account: { id: number } }>().account.id
  }

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false })
    await productsRepository(store.database.db).insertMany([TV, RADIO, CABLE, HIDDEN])
    const db = store.database.db
    await db.update(products).set({ priceWholesale: 50000 }).where(eq(products.sku, TV.sku))
    await db.update(products).set({ priceWholesale: 1000 }).where(eq(products.sku, RADIO.sku))
    await db.update(products).set({ priceWholesale: 10, hidden: true }).where(eq(products.sku, HIDDEN.sku))
    ventas = await addSignedStaff(store, 'ventas@staff.test', 'ventas')
    reseller = await register('compras@electrosur.test', CUIT, 'responsable_inscripto')
    retail = await register('ana@cliente.test', '30111222', 'consumidor_final')
    pending = await register('pablo@pendiente.test', '20123456786', 'monotributo')
    accountId = await apply(reseller)
    await call(
      'POST',
      '/api/reseller-account',
      { ...APPLICATION, cuit: '20-12345678-6', vat_condition: 'monotributo' },
      pending.token,
    )
    expect((await staffPut(`/api/admin/resellers/${accountId}/state`, { action: 'aprobar', note: '' })).statusCode).toBe(200)
    expect((await staffPut(`/api/admin/resellers/${accountId}/credit-limit`, { credit_limit: 200000 })).statusCode).toBe(200)
  })
  afterAll(() => store?.close())

  describe('POST /api/reseller-prices', () => {
    it('answers an approved reseller the wholesale prices of visible products that have one, and the terms', async () => {
      const response = await prices(reseller)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      const answer = response.json<ResellerPricesAnswer>()
      expect(answer.prices.sort((a, b) => a.sku.localeCompare(b.sku))).toEqual([
        { sku: RADIO.sku, net: 1000, vat_percentage: 10.5, with_vat: 1105 },
        { sku: TV.sku, net: 50000, vat_percentage: 21, with_vat: 60500 },
      ])
      expect(answer.minimum_order).toBe(0)
      expect(answer.credit).toEqual({ limit: 200000, used: 0, available: 200000 })
    })

    it('refuses anyone without an approved account: 401 anonymous, 403 retail and pending', async () => {
      expect((await prices(null)).statusCode).toBe(401)
      for (const who of [retail, pending]) {
        const response = await prices(who)
        expect(response.statusCode).toBe(403)
        expect(response.json()).toMatchObject({ message: WHOLESALE_TERMS_MESSAGES.notReseller })
        expect(response.body).not.toContain('50000')
      }
    })

    it('answers a bad list of skus with a Spanish 400', async () => {
      for (const [skus, message] of [
        ['MAY-TV', WHOLESALE_TERMS_MESSAGES.badSkus],
        [[], WHOLESALE_TERMS_MESSAGES.badSkus],
        [[42], WHOLESALE_TERMS_MESSAGES.badSkus],
        [Array.from({ length: 201 }, (_, i) => `SKU-${i}`), WHOLESALE_TERMS_MESSAGES.tooManySkus],
      ] as const) {
        const response = await prices(reseller, skus)
        expect(response.statusCode, JSON.stringify(skus).slice(0, 40)).toBe(400)
        expect(response.json()).toMatchObject({ message })
      }
    })
  })

  describe('orders of a reseller', () => {
    it('are priced from the wholesale list with IVA whatever the payload says, IVA apart, Factura A', async () => {
      const response = await order(
        reseller,
        [
          { sku: TV.sku, quantity: 1 },
          { sku: RADIO.sku, quantity: 2 },
          { sku: CABLE.sku, quantity: 1 },
        ],
        { list: 6 },
      )
      expect(response.statusCode, response.body).toBe(200)
      const { order_id, total } = response.json<{ order_id: number; total: number }>()
      // 60.500 + 2 × 1.105 + the cable at its retail list 6
      const expected = 60500 + 2210 + CABLE.price_list_6
      expect(total).toBe(expected)
      const row = await orderRow(order_id)
      expect(row).toMatchObject({ invoiceType: 'A', taxIdKind: 'cuit', taxId: CUIT, vatCondition: 'responsable_inscripto' })
      const cableNet = Math.round((CABLE.price_list_6 / 1.21) * 100) / 100
      const wholesale = row.wholesale as OrderWholesale
      expect(wholesale).toMatchObject({ razon_social: 'Electro Sur SRL', cuit: CUIT, on_account: false, balance_used: 0 })
      expect(wholesale.net).toBeCloseTo(50000 + 2000 + cableNet, 2)
      expect(wholesale.vat).toBeCloseTo(expected - wholesale.net, 2)
      const lines = await store.database.db.select().from(orderLines).where(eq(orderLines.orderId, order_id))
      expect(Object.fromEntries(lines.map((l) => [l.sku, l.price]))).toEqual({
        [TV.sku]: 60500,
        [RADIO.sku]: 1105,
        [CABLE.sku]: CABLE.price_list_6,
      })
    })

    it("refuses another CUIT than the account's, writing nothing", async () => {
      const before = await orderCount()
      const response = await order(reseller, [{ sku: TV.sku, quantity: 1 }], { cuit: OTHER_CUIT })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ message: WHOLESALE_TERMS_MESSAGES.foreignCuit(CUIT) })
      expect(await orderCount()).toBe(before)
    })

    it('refuses an order under the minimum with its Spanish message', async () => {
      await setResellerMinimumOrder(store.database.db, 100000)
      try {
        const before = await orderCount()
        const response = await order(reseller, [{ sku: TV.sku, quantity: 1 }])
        expect(response.statusCode).toBe(409)
        expect(response.json()).toMatchObject({ message: minimumOrderProblem(60500, 100000) })
        expect(await orderCount()).toBe(before)
        expect((await prices(reseller)).json<ResellerPricesAnswer>().minimum_order).toBe(100000)
        expect((await order(reseller, [{ sku: TV.sku, quantity: 2 }])).statusCode).toBe(200)
      } finally {
        await setResellerMinimumOrder(store.database.db, 0)
      }
    })

    it('pay on cuenta corriente up to the limit; a paid or cancelled order frees its amount', async () => {
      const first = await order(reseller, [{ sku: TV.sku, quantity: 2 }], { onAccount: true, list: 5 })
      expect(first.statusCode, first.body).toBe(200)
      const firstId = first.json<{ order_id: number }>().order_id
      const row = await orderRow(firstId)
      expect(row).toMatchObject({ payment: 'Cuenta corriente', paymentList: 2, totalPrice: 121000 })
      expect(row.wholesale).toMatchObject({ on_account: true, credit_limit: 200000, balance_used: 121000 })
      // nothing to pay now: no transfer details in the receipt or in Mis pedidos, no Mercado Pago
      const receipt = (await store.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order-receipt'))).find(
        (m) => m.subject.includes(String(row.movement).padStart(8, '0')),
      )
      expect(receipt?.text).toContain('Cuenta corriente')
      expect(receipt?.text).not.toContain('TRANSFERENCIA O DEPÓSITO')
      const payments = (await call('GET', '/api/payments/orders', undefined, reseller.token)).json<{
        orders: { order_id: number; transfer: unknown; can_pay_online: boolean }[]
      }>().orders
      expect(payments.find((p) => p.order_id === firstId)).toMatchObject({ transfer: null, can_pay_online: false })
      // the same reseller's order by transfer (the minimum's test) shows the bank account
      expect(payments.filter((p) => p.transfer !== null).length).toBeGreaterThan(0)
      expect((await prices(reseller)).json<ResellerPricesAnswer>().credit).toEqual({
        limit: 200000,
        used: 121000,
        available: 79000,
      })

      const before = await orderCount()
      const over = await order(reseller, [{ sku: TV.sku, quantity: 2 }], { onAccount: true })
      expect(over.statusCode).toBe(409)
      expect(over.json()).toMatchObject({ message: WHOLESALE_TERMS_MESSAGES.overLimit(79000, 121000) })
      expect(await orderCount()).toBe(before)

      const second = await order(reseller, [{ sku: TV.sku, quantity: 1 }], { onAccount: true })
      expect(second.statusCode).toBe(200)
      expect((await orderRow(second.json<{ order_id: number }>().order_id)).wholesale).toMatchObject({ balance_used: 181500 })

      // the first is paid ("Marcar pago recibido"), the second cancelled: nothing is owed
      await store.database.db.insert(orderPayments).values({ orderId: firstId, state: 'pagado' })
      await store.database.db
        .update(orders)
        .set({ orderState: 'Cancelada' })
        .where(eq(orders.id, second.json<{ order_id: number }>().order_id))
      expect((await prices(reseller)).json<ResellerPricesAnswer>().credit).toEqual({ limit: 200000, used: 0, available: 200000 })
    })

    it('refuse cuenta corriente to a retail customer, writing nothing; retail orders stay at retail prices', async () => {
      const before = await orderCount()
      const asRetail = { cuit: '30111222', condition: 'consumidor_final' }
      const refused = await order(retail, [{ sku: TV.sku, quantity: 1 }], { onAccount: true, ...asRetail })
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({ message: WHOLESALE_TERMS_MESSAGES.onAccountNotReseller })
      expect(await orderCount()).toBe(before)
      const placed = await order(retail, [{ sku: TV.sku, quantity: 1 }], asRetail)
      expect(placed.statusCode, placed.body).toBe(200)
      expect(placed.json()).toMatchObject({ total: TV.price_list_2 })
      expect((await orderRow(placed.json<{ order_id: number }>().order_id)).wholesale).toBeNull()
    })

    it('of a suspended account are retail again, and its prices and cuenta corriente are refused', async () => {
      expect(
        (await staffPut(`/api/admin/resellers/${accountId}/state`, { action: 'suspender', note: 'Deuda vencida' })).statusCode,
      ).toBe(200)
      try {
        expect((await prices(reseller)).statusCode).toBe(403)
        expect((await order(reseller, [{ sku: TV.sku, quantity: 1 }], { onAccount: true })).statusCode).toBe(409)
        const placed = await order(reseller, [{ sku: TV.sku, quantity: 1 }])
        expect(placed.statusCode).toBe(200)
        expect(placed.json()).toMatchObject({ total: TV.price_list_2 })
      } finally {
        await staffPut(`/api/admin/resellers/${accountId}/state`, { action: 'reactivar', note: '' })
      }
      const [account] = await store.database.db.select().from(resellerAccounts).where(eq(resellerAccounts.id, accountId))
      expect(account?.state).toBe('aprobada')
    })
  })
})
