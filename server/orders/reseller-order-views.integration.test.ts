/**
 * A reseller's order as staff and the reseller read it, through HTTP on both databases (issue 33,
 * decision 058): an approved reseller orders on cuenta corriente at the wholesale prices, and the
 * staff e-mail ('[Revendedor]', the account, the IVA apart, the balance), the receipt (the IVA apart
 * instead of the consumer's total without national taxes), the back office's list and order page
 * and Mis pedidos all show it; a retail order beside it shows none of it.
 */
import type { InjectOptions } from 'fastify'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { store as storeConfig } from '#config/store.ts'
import type { ClientOrder } from '#domain/client-order.ts'
import type { OrderWholesale } from '#domain/wholesale/wholesale-prices.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { emailOutbox, orders, products } from '#server/db/schema/index.ts'
import { apiCaller, registrationBody } from '#tests/setup/account-api.ts'
import { addSignedStaff, type SignedStaff } from '#tests/setup/staff-sign-in.ts'
import { testProduct } from '#tests/setup/test-product.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const CUIT = '30712345671'
/** wholesale 50.000 + IVA 21 % = 60.500 */
const TV = testProduct({ sku: 'REV-TV', name: 'Televisor Mayorista', tax_percentage: 21 })
const APPLICATION = {
  razon_social: 'Electro <Sur> SRL',
  cuit: '30-71234567-1',
  vat_condition: 'responsable_inscripto',
  activity: 'Venta de electrodomésticos',
  address: 'Av. Mitre 1234, Avellaneda',
  phone: '11 4555-4444',
}

type Who = { token: string; email: string }

const orderBody = (who: Who, taxId: string, condition: string, onAccount: boolean) => ({
  datos_de_orden: {
    client_email: who.email,
    datos_cliente: {
      nombre_completo: 'Rita Reventa',
      dni: taxId,
      direccion: 'Av. Mitre 1234',
      location: 'Avellaneda',
      cp: '1870',
      celular: '1145554444',
      email: who.email,
      condicion_iva: condition,
    },
    productos: [{ sku: TV.sku, cantidad_seleccionada: 2 }],
    opcion_de_entrega: { retira_en_local: true, cp: '', direccion: '' },
    abona_en: 2,
    ...(onAccount ? { cuenta_corriente: true } : {}),
  },
})

describe.each(databaseKinds)("a reseller's order in the e-mails, the back office and Mis pedidos on %s", (kind) => {
  let store: TestStore
  let ventas: SignedStaff
  let reseller: Who
  let retail: Who
  let resellerOrder: { movement: number; id: number; total: number }
  let retailOrder: { movement: number; id: number }

  const call = apiCaller(() => store)
  const page = async (url: string) => {
    const response = await store.app.inject({ method: 'GET', url, headers: { cookie: ventas.cookie } } as InjectOptions)
    return { status: response.statusCode, body: response.body }
  }
  const mailOf = async (kind_: string, orderNumber: string) => {
    const rows = await store.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind_))
    const mail = rows.find((r) => r.subject.includes(orderNumber))
    expect(mail, `${kind_} ${orderNumber}`).toBeDefined()
    return mail!
  }
  async function register(email: string, dni: string, vat_condition: string): Promise<Who> {
    const response = await call('POST', '/api/page/registerUser', registrationBody(email, { dni, vat_condition }))
    expect(response.statusCode, response.body).toBe(201)
    return { token: response.json<{ token: string }>().token, email }
  }
  async function place(who: Who, taxId: string, condition: string, onAccount: boolean) {
    const response = await call('POST', '/api/page/sendOrderEmail', orderBody(who, taxId, condition, onAccount), who.token)
    expect(response.statusCode, response.body).toBe(200)
    const { order_id, total } = response.json<{ order_id: number; total: number }>()
    const [row] = await store.database.db.select().from(orders).where(eq(orders.id, order_id))
    return { id: order_id, movement: row!.movement, total }
  }
  const staffPut = (url: string, payload: object) =>
    store.app.inject({ method: 'PUT', url, headers: { cookie: ventas.cookie, 'x-csrf-token': ventas.csrf }, payload })
  const number = (movement: number) => String(movement).padStart(8, '0')

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, pages: true, env: { STAFF_EMAILS: 'pedidos@tienda.test' } })
    await productsRepository(store.database.db).insertMany([TV])
    await store.database.db.update(products).set({ priceWholesale: 50000 }).where(eq(products.sku, TV.sku))
    ventas = await addSignedStaff(store, 'ventas@staff.test', 'ventas')
    reseller = await register('compras@electrosur.test', CUIT, 'responsable_inscripto')
    retail = await register('ana@cliente.test', '30111222', 'consumidor_final')
    const applied = await call('POST', '/api/reseller-account', APPLICATION, reseller.token)
    expect(applied.statusCode, applied.body).toBe(201)
    const accountId = applied.json<{ account: { id: number } }>().account.id
    expect((await staffPut(`/api/admin/resellers/${accountId}/state`, { action: 'aprobar', note: '' })).statusCode).toBe(200)
    expect((await staffPut(`/api/admin/resellers/${accountId}/credit-limit`, { credit_limit: 500000 })).statusCode).toBe(200)
    resellerOrder = await place(reseller, CUIT, 'responsable_inscripto', true)
    retailOrder = await place(retail, '30111222', 'consumidor_final', false)
  })
  afterAll(() => store?.close())

  it('is priced from the wholesale list and kept with its IVA apart and the balance used', async () => {
    // 2 × (50.000 + 21 %)
    expect(resellerOrder.total).toBe(121000)
    const [row] = await store.database.db.select().from(orders).where(eq(orders.id, resellerOrder.id))
    expect(row!.payment).toBe('Cuenta corriente')
    expect(row!.wholesale).toEqual<OrderWholesale>({
      razon_social: 'Electro <Sur> SRL',
      cuit: CUIT,
      on_account: true,
      credit_limit: 500000,
      balance_used: 121000,
      net: 100000,
      vat: 21000,
    })
  })

  it("marks the staff e-mail 'Revendedor' with the account, the IVA apart and the balance; the retail one has none", async () => {
    const mail = await mailOf('order-staff', number(resellerOrder.movement))
    expect(mail.subject).toBe(`[Revendedor] Nuevo pedido N° ${number(resellerOrder.movement)} - Factura A - Rita Reventa`)
    expect(mail.text).toContain('Revendedor: Electro <Sur> SRL — CUIT 30-71234567-1')
    expect(mail.text).toContain(
      [
        'Subtotal sin IVA: $ 100.000,00',
        'IVA: $ 21.000,00',
        'Total: $ 121.000,00',
        'Cuenta corriente: saldo usado $ 121.000,00 de $ 500.000,00',
      ].join('\n'),
    )
    expect(mail.html).toContain('<strong>Revendedor:</strong> Electro &lt;Sur&gt; SRL — CUIT 30-71234567-1')
    expect(mail.html).not.toContain('<Sur>')

    const plain = await mailOf('order-staff', number(retailOrder.movement))
    expect(plain.subject).toBe(`Nuevo pedido N° ${number(retailOrder.movement)} - Rita Reventa`)
    for (const part of [plain.html!, plain.text!])
      for (const absent of ['Revendedor', 'Subtotal sin IVA', 'Cuenta corriente']) expect(part).not.toContain(absent)
  })

  it("gives the reseller's receipt the IVA apart instead of the consumer's total without national taxes", async () => {
    const receipt = await mailOf('order-receipt', number(resellerOrder.movement))
    expect(receipt.text).toContain('Subtotal sin IVA: $ 100.000,00\nIVA: $ 21.000,00\nTotal: $ 121.000,00')
    expect(receipt.text).toContain('Cuenta corriente: saldo usado $ 121.000,00 de $ 500.000,00')
    expect(receipt.text).not.toContain(storeConfig.legal.priceWithoutTaxesLabel)
    const retailReceipt = await mailOf('order-receipt', number(retailOrder.movement))
    expect(retailReceipt.text).toContain(storeConfig.legal.priceWithoutTaxesLabel)
    expect(retailReceipt.text).not.toContain('Subtotal sin IVA')
  })

  it("tags the reseller's row in the back office's list, not the retail one", async () => {
    const list = await page('/admin/orders')
    expect(list.status).toBe(200)
    const rowOf = (movement: number) =>
      new RegExp(`<tr[ >](?:(?!</tr>).)*href="/admin/orders/${movement}"(?:(?!</tr>).)*</tr>`, 's').exec(list.body)?.[0] ?? ''
    expect(rowOf(resellerOrder.movement)).toContain('data-testid="reseller-badge"')
    expect(rowOf(retailOrder.movement)).not.toBe('')
    expect(rowOf(retailOrder.movement)).not.toContain('data-testid="reseller-badge"')
  })

  it("shows the order's page with the badge, the account, the IVA apart and the balance", async () => {
    const response = await page(`/admin/orders/${resellerOrder.movement}`)
    expect(response.status).toBe(200)
    const text = response.body.replace(/<!-- -->/g, '')
    expect(text).toContain('data-testid="reseller-badge"')
    for (const fragment of [
      'Electro &lt;Sur&gt; SRL — CUIT 30-71234567-1',
      '>Subtotal sin IVA</dt><dd class="break-words">$ 100.000,00</dd>',
      '>IVA</dt><dd class="break-words">$ 21.000,00</dd>',
      // each amount kept whole: a no-break space after its '$'
      '>Cuenta corriente</dt><dd class="break-words">saldo usado $\u00a0121.000,00 de $\u00a0500.000,00</dd>',
    ])
      expect(text, fragment).toContain(fragment)
    expect(text).not.toContain('<Sur>')

    const plain = await page(`/admin/orders/${retailOrder.movement}`)
    expect(plain.status).toBe(200)
    // (the badge's module is in every page's manifest: its mark is what must be absent)
    for (const absent of ['data-testid="reseller-badge"', 'Subtotal sin IVA', 'Cuenta corriente'])
      expect(plain.body).not.toContain(absent)
  })

  it('answers Mis pedidos with the IVA apart and the balance for the reseller only', async () => {
    const mine = await call(
      'GET',
      `/api/page/getClientOrders?email=${encodeURIComponent(reseller.email)}`,
      undefined,
      reseller.token,
    )
    expect(mine.statusCode, mine.body).toBe(200)
    const [order] = mine.json<ClientOrder[]>()
    expect(order!.order_header.wholesale).toMatchObject({ net: 100000, vat: 21000, on_account: true, balance_used: 121000 })

    const theirs = await call(
      'GET',
      `/api/page/getClientOrders?email=${encodeURIComponent(retail.email)}`,
      undefined,
      retail.token,
    )
    const [plain] = theirs.json<ClientOrder[]>()
    expect(plain!.order_header).not.toHaveProperty('wholesale')
  })
})
