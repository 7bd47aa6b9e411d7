/**
 * The billing identity through HTTP on both databases: a DNI or a CUIT/CUIL and the condición frente al IVA
 * at registration, in the profile and in the order API (optional beside the API's original payload); an
 * order with a CUIT and Responsable inscripto reaches the staff's mailbox (a real local SMTP
 * server) as 'Factura A'; bad input is a Spanish 400 that stores nothing, never a 500; the order
 * history shows the identity and the chosen plan's figures.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, orders, users } from '#server/db/schema/index.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { createMailTransport } from '#server/mail/mail-transport.ts'
import { startOutboxSender } from '#server/mail/outbox-sender.ts'
import { startSmtpCatcher, type SmtpCatcher } from '#tests/setup/smtp-catcher.ts'
import { testProduct } from '#tests/setup/test-product.ts'
import { apiCaller, registrationBody } from '#tests/setup/account-api.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const STAFF = 'ventas@staff.example'
const CUIT = '20-12345678-6'
const COMPANY_CUIT = '30-71234567-1'

const TV = testProduct({ sku: 'FAC-TV', name: 'Televisor Factura' })

const registration = registrationBody

function orderBody(email: string, customer: Record<string, unknown> = {}, abona_en = 6) {
  return {
    datos_de_orden: {
      client_email: email,
      datos_cliente: {
        nombre_completo: 'Mayorista SRL',
        dni: '30111222',
        direccion: 'Av. Corrientes 1000',
        location: 'CABA',
        cp: '1043',
        celular: '1155550000',
        email,
        ...customer,
      },
      productos: [{ sku: TV.sku, cantidad_seleccionada: 1 }],
      opcion_de_entrega: { retira_en_local: true, cp: '', direccion: '' },
      abona_en,
    },
  }
}

describe.each(databaseKinds)('billing identity on %s', (kind) => {
  let store: TestStore
  let smtp: SmtpCatcher
  let buyer: { token: string; email: string }

  const call = apiCaller(() => store)
  const count = async (table: typeof orders | typeof users) =>
    (await store.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n

  async function register(email: string, change: Record<string, unknown> = {}) {
    const response = await call('POST', '/api/page/registerUser', registration(email, change))
    expect(response.statusCode, response.body).toBe(201)
    return { token: (response.json() as { token: string }).token, email }
  }
  const userData = async (who: { token: string; email: string }) =>
    (await call('GET', `/api/page/getUserData?email=${encodeURIComponent(who.email)}`, undefined, who.token)).json() as Record<
      string,
      unknown
    >

  beforeAll(async () => {
    smtp = await startSmtpCatcher()
    store = await createTestStore(kind, { seed: false, env: { STAFF_EMAILS: STAFF } })
    await productsRepository(store.database.db).insertMany([TV])
    buyer = await register('compras@mayorista.example', { dni: CUIT, vat_condition: 'responsable_inscripto' })
  })
  afterAll(async () => {
    await store?.close()
    await smtp?.close()
  })

  describe('registration and profile', () => {
    it('keep a CUIT typed with dashes as its digits, and the VAT condition', async () => {
      expect(await userData(buyer)).toMatchObject({ dni: '20123456786', vat_condition: 'responsable_inscripto' })
      // a spec call, without the new field, is Consumidor final
      const plain = await register('plain@example.com')
      expect(await userData(plain)).toMatchObject({ dni: '30111222', vat_condition: 'consumidor_final' })
    })

    it.each([
      [
        'a wrong check digit',
        { dni: '20-12345678-7' },
        'DNI o CUIT/CUIL: El dígito verificador no corresponde a esta CUIT/CUIL: revisá el número',
      ],
      ['letters', { dni: '20-1234567A-6' }, 'DNI o CUIT/CUIL: Solo números'],
      ['the wrong length', { dni: '2012345678' }, 'DNI o CUIT/CUIL: Ingresá un DNI (6 a 8 dígitos) o una CUIT/CUIL (11 dígitos)'],
      ['an unknown prefix', { dni: '21-12345678-3' }, 'DNI o CUIT/CUIL: La CUIT/CUIL empieza con 20, 23, 24, 27, 30, 33 o 34'],
      [
        'a VAT condition that is not one of the four',
        { vat_condition: 'mayorista' },
        'Condición frente al IVA: Elegí una condición frente al IVA: Consumidor final, Responsable inscripto, Monotributo o Exento',
      ],
      [
        'Responsable inscripto with a DNI',
        { vat_condition: 'responsable_inscripto' },
        'DNI o CUIT/CUIL: Para facturar como Responsable inscripto ingresá la CUIT',
      ],
      ['an object as condition', { vat_condition: { $ne: 1 } }, 'Condición frente al IVA: Elegí una condición'],
    ])('registration refuses %s with a Spanish 400, storing nothing', async (_label, change, message) => {
      const before = await count(users)
      const response = await call('POST', '/api/page/registerUser', registration('nuevo@example.com', change))
      expect(response.statusCode, response.body).toBe(400)
      expect((response.json() as { message: string }).message).toContain(message)
      expect(await count(users)).toBe(before)
    })

    it('profile changes take a CUIT and a condition; a spec call keeps the stored condition', async () => {
      const who = await register('perfil@example.com')
      const profile = {
        email: who.email,
        fullname: 'Perfil SA',
        dni: COMPANY_CUIT,
        phone: '1155550000',
        address: 'Calle 1',
        location: 'CABA',
        postal_code: '1000',
      }
      const changed = await call('PATCH', '/api/page/changeUserData', { ...profile, vat_condition: 'Monotributo' }, who.token)
      expect(changed.statusCode, changed.body).toBe(200)
      expect(await userData(who)).toMatchObject({ dni: '30712345671', vat_condition: 'monotributo' })

      // the original profile call sends no condition: the stored one stays, and must still fit
      const spec = await call('PATCH', '/api/page/changeUserData', { ...profile, fullname: 'Perfil SRL' }, who.token)
      expect(spec.statusCode, spec.body).toBe(200)
      expect(await userData(who)).toMatchObject({ fullname: 'Perfil SRL', vat_condition: 'monotributo' })
      const toDni = await call('PATCH', '/api/page/changeUserData', { ...profile, dni: '30111222' }, who.token)
      expect(toDni.statusCode).toBe(400)
      expect(toDni.json()).toEqual({ message: 'DNI o CUIT/CUIL: Para facturar como Monotributo ingresá la CUIT' })

      for (const [change, message] of [
        [{ dni: '30-71234567-2' }, 'DNI o CUIT/CUIL: El dígito verificador no corresponde'],
        [{ vat_condition: 'IVA' }, 'Condición frente al IVA: Elegí una condición'],
      ] as const) {
        const refused = await call('PATCH', '/api/page/changeUserData', { ...profile, ...change }, who.token)
        expect(refused.statusCode, refused.body).toBe(400)
        expect((refused.json() as { message: string }).message).toContain(message)
      }
      expect(await userData(who)).toMatchObject({ dni: '30712345671', fullname: 'Perfil SRL', vat_condition: 'monotributo' })
    })
  })

  describe('orders', () => {
    it("an order with a CUIT and Responsable inscripto reaches the staff's mailbox as 'Factura A'", async () => {
      const placed = await call(
        'POST',
        '/api/page/sendOrderEmail',
        orderBody(buyer.email, { dni: '20123456786', condicion_iva: 'responsable_inscripto' }),
        buyer.token,
      )
      expect(placed.statusCode, placed.body).toBe(200)
      const { order_id } = placed.json() as { order_id: number }
      const [row] = await store.database.db.select().from(orders).where(eq(orders.id, order_id))
      expect(row).toMatchObject({
        taxIdKind: 'cuit',
        taxId: '20123456786',
        vatCondition: 'responsable_inscripto',
        invoiceType: 'A',
      })
      expect(row!.payload.datos_cliente).toMatchObject({
        dni: '20123456786',
        condicion_iva: 'responsable_inscripto',
        cuit: '20123456786',
      })
      expect(row!.financing).toMatchObject({ instalments: 12, cftea: '86,69 %', tea: '69,09 %', total: '$ 137.998,62' })

      const transport = createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DATA_DIR: store.dataDir })
      const sender = startOutboxSender({ database: store.database, transport, log: () => {}, intervalMs: 3_600_000 })
      try {
        expect(await sender.drainOnce()).toBeGreaterThanOrEqual(1)
      } finally {
        await sender.stop()
        transport.close()
      }
      const mail = smtp.messages.find((m) => m.subject.includes('Factura A'))
      expect(mail?.subject).toMatch(/^Nuevo pedido N° \d{8} - Factura A - Mayorista SRL$/)
      const [stored] = await store.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order-staff'))
      for (const text of [
        '*** Factura A ***',
        `CUIT/CUIL: ${CUIT}`,
        'Condición frente al IVA: Responsable inscripto',
        'Comprobante: Factura A',
      ])
        expect(stored!.text).toContain(text)
      expect(stored!.text).toContain('CFTEA: 86,69 %')
      expect(stored!.html).toContain('Factura A: el cliente es Responsable inscripto con CUIT')
    })

    it('reads the optional cuit beside a DNI, and Monotributo is Factura A too; Exento is B', async () => {
      const mono = await call(
        'POST',
        '/api/page/sendOrderEmail',
        orderBody(buyer.email, { cuit: CUIT, condicion_iva: 'Monotributo' }, 1),
        buyer.token,
      )
      expect(mono.statusCode, mono.body).toBe(200)
      const exento = await call(
        'POST',
        '/api/page/sendOrderEmail',
        orderBody(buyer.email, { dni: COMPANY_CUIT, condicion_iva: 'exento' }, 3),
        buyer.token,
      )
      expect(exento.statusCode, exento.body).toBe(200)
      const rows = await store.database.db.select().from(orders).where(eq(orders.taxId, '20123456786'))
      const byId = new Map(rows.map((r) => [r.id, r]))
      const m = byId.get((mono.json() as { order_id: number }).order_id)!
      expect(m).toMatchObject({ taxIdKind: 'cuit', vatCondition: 'monotributo', invoiceType: 'A', financing: null })
      const [e] = await store.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, (exento.json() as { order_id: number }).order_id))
      expect(e).toMatchObject({ taxIdKind: 'cuit', taxId: '30712345671', vatCondition: 'exento', invoiceType: 'B' })
      expect(e!.financing).toMatchObject({ instalments: 3, interestFree: true, cftea: '0,00 %' })
    })

    it("the spec's payload alone is a DNI, Consumidor final, Factura B", async () => {
      const placed = await call('POST', '/api/page/sendOrderEmail', orderBody(buyer.email), buyer.token)
      expect(placed.statusCode, placed.body).toBe(200)
      const [row] = await store.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, (placed.json() as { order_id: number }).order_id))
      expect(row).toMatchObject({ taxIdKind: 'dni', taxId: '30111222', vatCondition: 'consumidor_final', invoiceType: 'B' })
    })

    it.each([
      ['a cuit with a wrong check digit', { cuit: '20-12345678-7' }, 'datos_cliente.cuit: El dígito verificador no corresponde'],
      ['a cuit with letters', { cuit: '20-ABCDEFGH-6' }, 'datos_cliente.cuit: La CUIT/CUIL lleva solo números'],
      ['a cuit of the wrong length', { cuit: '20-1234567-6' }, 'datos_cliente.cuit: La CUIT/CUIL tiene 11 dígitos'],
      ['an 11-digit dni that is no CUIT', { dni: '20123456787' }, 'datos_cliente.dni: El dígito verificador no corresponde'],
      ['an unknown condition', { condicion_iva: 'mayorista' }, 'datos_cliente.condicion_iva: Elegí una condición frente al IVA'],
      ['a number as condition', { condicion_iva: 2 }, 'datos_cliente.condicion_iva: Elegí una condición frente al IVA'],
      [
        'Responsable inscripto with a DNI',
        { condicion_iva: 'responsable_inscripto' },
        'datos_cliente.dni: Para facturar como Responsable inscripto ingresá la CUIT',
      ],
      ['an object as cuit', { cuit: { $ne: '' } }, 'datos_cliente.cuit: debe ser texto'],
    ])('refuses %s with a Spanish 400, storing nothing', async (_label, customer, message) => {
      const before = await count(orders)
      const response = await call('POST', '/api/page/sendOrderEmail', orderBody(buyer.email, customer), buyer.token)
      expect(response.statusCode, response.body).toBe(400)
      expect((response.json() as { message: string }).message).toContain(message)
      expect(await count(orders)).toBe(before)
    })

    it("the history shows each order's billing identity and its plan's figures", async () => {
      const response = await call(
        'GET',
        `/api/page/getClientOrders?email=${encodeURIComponent(buyer.email)}`,
        undefined,
        buyer.token,
      )
      expect(response.statusCode).toBe(200)
      const headers = (response.json() as { order_header: Record<string, unknown> }[]).map((o) => o.order_header)
      expect(headers.map((h) => h.billing)).toContainEqual({
        tax_id: `CUIT ${CUIT}`,
        vat_condition: 'Responsable inscripto',
        invoice: 'Factura A',
      })
      expect(headers.map((h) => h.billing)).toContainEqual({
        tax_id: 'DNI 30.111.222',
        vat_condition: 'Consumidor final',
        invoice: 'Factura B',
      })
      expect(
        headers.find((h) => (h.billing as { invoice: string }).invoice === 'Factura A' && h.financing)?.financing,
      ).toMatchObject({
        // the amount held to its $ by a no-break space (domain/financing-view.ts)
        line: '12 cuotas fijas de $\u00a011.499,89',
        cftea: '86,69 %',
      })
    })
  })
})
