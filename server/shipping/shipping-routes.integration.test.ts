/**
 * Shipping through HTTP on both databases: the seeded zones and /shipments' localities, the quote
 * API and its refusals, the back office's zone editor (overlaps, audit, the catalogue version,
 * what the quote answers right after), and an order's shipping line in the order, its e-mails and
 * Mis pedidos (a delivery quoted from its zone, a pick-up at a chosen branch, a code to be quoted,
 * a figure that changed while the cart was open).
 */
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductInput } from '#domain/product.ts'
import { auditLog, emailOutbox, orders, storeMeta, users } from '#server/db/schema/index.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { addSignedStaff, type SignedStaff } from '#tests/setup/staff-sign-in.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const LOCALITIES_BEFORE_ZONES = [
  'Adrogué',
  'Avellaneda',
  'Banfield',
  'Bella Vista',
  'Berazategui',
  'Bernal',
  'Boulogne',
  'Burzaco',
  'Caseros',
  'Castelar',
  'Ciudad Autónoma de Buenos Aires',
  'Ciudadela',
  'Don Torcuato',
  'El Palomar',
  'Ezeiza',
  'Florencio Varela',
  'Florida',
  'Gerli',
  'González Catán',
  'Haedo',
  'Hurlingham',
  'Isidro Casanova',
  'Ituzaingó',
  'José C. Paz',
  'La Tablada',
  'Lanús',
  'Lomas de Zamora',
  'Lomas del Mirador',
  'Longchamps',
  'Martínez',
  'Merlo',
  'Monte Grande',
  'Moreno',
  'Morón',
  'Munro',
  'Olivos',
  'Quilmes',
  'Rafael Castillo',
  'Ramos Mejía',
  'Remedios de Escalada',
  'San Fernando',
  'San Isidro',
  'San Justo',
  'San Martín',
  'San Miguel',
  'Sarandí',
  'Tapiales',
  'Temperley',
  'Tigre',
  'Valentín Alsina',
  'Vicente López',
  'Villa Adelina',
  'Villa Ballester',
  'Villa Domínico',
  'Villa Luzuriaga',
  'Wilde',
]

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

function product(sku: string, name: string, price: number): ProductInput {
  return {
    sku,
    name,
    stock: 50,
    category: 'Test',
    sub_category: 'test',
    brand: 'Marca',
    white_line: 0,
    img_url: '',
    img_urls: [],
    price_list_1: price,
    price_list_2: price,
    price_list_3: price,
    price_list_4: price,
    price_list_5: price,
    price_list_6: price,
    tax_percentage: 21,
    week_views: 0,
    descriptions: null,
    specifications: null,
    faq: null,
  }
}

const ZONE = {
  name: 'Zona Norte Test',
  postalCodes: '1900-1910, 1925',
  localities: 'La Plata\nEnsenada',
  toQuote: false,
  price: '4000,50',
  freeFrom: '',
  minDays: 2,
  maxDays: 4,
}

describe.each(databaseKinds)('shipping on %s', (kind) => {
  let store: TestStore
  let admin: SignedStaff
  let sales: SignedStaff
  let ana: { id: number; token: string }

  const quote = (query: string) => store.app.inject({ method: 'GET', url: `/api/shipping/quote?${query}` })
  const staffCall = (who: SignedStaff, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    store.app.inject({
      method,
      url,
      headers: { cookie: who.cookie, 'x-csrf-token': who.csrf },
      ...(payload ? { payload } : {}),
    })
  const catalogueVersion = async () =>
    (await store.database.db.select().from(storeMeta).where(eq(storeMeta.key, 'catalogue_version')))[0]?.value ?? '0'
  const outbox = (kindName: string) =>
    store.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kindName)).orderBy(asc(emailOutbox.id))

  function placeOrder(delivery: Record<string, unknown>, quantity = 1, extra: Record<string, unknown> = {}) {
    return store.app.inject({
      method: 'POST',
      url: '/api/page/sendOrderEmail',
      headers: { authorization: `Bearer ${ana.token}` },
      payload: {
        datos_de_orden: {
          client_email: 'ana@example.com',
          datos_cliente: {
            nombre_completo: 'Ana Pérez',
            dni: '30111222',
            direccion: 'Av. Rivadavia 100',
            location: 'CABA',
            cp: '1406',
            celular: '1155554444',
            email: 'ana@example.com',
          },
          productos: [{ sku: 'S-A', cantidad_seleccionada: quantity }],
          opcion_de_entrega: delivery,
          abona_en: 1,
          total: 1,
          ...extra,
        },
      },
    })
  }

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, env: { STAFF_EMAILS: 'ventas@staff.example' } })
    await productsRepository(store.database.db).insertMany([product('S-A', 'Heladera Envío', 10000)])
    const [row] = await store.database.db
      .insert(users)
      .values({ email: 'ana@example.com', fullname: 'Ana Cuenta' })
      .returning({ id: users.id })
    ana = { id: row!.id, token: await store.services.tokens.sign({ userId: row!.id, email: 'ana@example.com' }) }
    admin = await addSignedStaff(store, 'admin@staff.example', 'admin')
    sales = await addSignedStaff(store, 'ventas@staff.example', 'ventas')
  })
  afterAll(async () => {
    await store?.close()
  })

  describe('the zones the store starts with', () => {
    it('group the 56 localities /shipments listed, in CABA and the two rings, and the rest of the country "a cotizar"', async () => {
      const zones = await store.services.shipping.zones()
      expect(zones.map((z) => [z.name, z.price])).toEqual([
        ['CABA', 6500],
        ['GBA primer cordón', 8900],
        ['GBA segundo cordón', 12500],
        ['Resto del país', null],
      ])
      const listed = await store.services.shipping.promotionalLocalities()
      expect(listed).toHaveLength(56)
      expect([...listed].sort()).toEqual([...LOCALITIES_BEFORE_ZONES].sort())
    })
  })

  describe('GET /api/shipping/quote', () => {
    it('quotes a CABA code, a CPA and a ring code with their windows in business days', async () => {
      const caba = await quote('cp=1414&subtotal=10000')
      expect(caba.statusCode).toBe(200)
      expect(caba.headers['cache-control']).toBe('no-store')
      const body = caba.json<Record<string, unknown>>()
      expect(body).toMatchObject({ quoted: true, zone: 'CABA', price: 6500, free: false, minDays: 1, maxDays: 2 })
      expect(body.from).toMatch(ISO_DAY)
      expect(body.to).toMatch(ISO_DAY)
      expect(String(body.from) <= String(body.to)).toBe(true)
      expect((await quote('cp=c1414bcl')).json()).toMatchObject({ zone: 'CABA' })
      expect((await quote(`cp=${encodeURIComponent(' B 1870 ABC ')}`)).json()).toMatchObject({
        zone: 'GBA primer cordón',
        price: 8900,
      })
      expect((await quote('cp=1888')).json()).toMatchObject({ zone: 'GBA segundo cordón', price: 12500, minDays: 3, maxDays: 5 })
    })

    it('is free from the zone threshold on the subtotal', async () => {
      expect((await quote('cp=1414&subtotal=150000')).json()).toMatchObject({ quoted: true, price: 0, free: true })
      expect((await quote('cp=1414&subtotal=149999,99')).json()).toMatchObject({ price: 6500, free: false })
    })

    it('does not quote the rest of the country or a code outside every zone', async () => {
      expect((await quote('cp=5000')).json()).toEqual({ quoted: false })
      expect((await quote('cp=1900')).json()).toEqual({ quoted: false })
    })

    it.each([
      ['cp=abcd', 'Ingresá un código postal válido: 4 números (1414) o el CPA completo (C1414BCL).'],
      ['cp=', 'Ingresá tu código postal.'],
      ['', 'Ingresá tu código postal.'],
      ['cp=1234567890', 'Ingresá un código postal válido: 4 números (1414) o el CPA completo (C1414BCL).'],
      [
        `cp=${encodeURIComponent('<script>1414</script>')}`,
        'Ingresá un código postal válido: 4 números (1414) o el CPA completo (C1414BCL).',
      ],
      ['cp=1414&subtotal=-1', 'El subtotal debe ser un importe en pesos, sin signos.'],
    ])('%s → 400 in Spanish', async (query, message) => {
      const response = await quote(query)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message })
    })
  })

  describe('Envíos in the back office', () => {
    it('refuses codes another zone covers, naming them and the zone, and changes nothing', async () => {
      const before = await catalogueVersion()
      const response = await staffCall(admin, 'POST', '/api/admin/shipping/zones', { ...ZONE, postalCodes: '1400-1600' })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        message: 'Los códigos 1400-1499 ya están en la zona "CABA".',
        fields: { postalCodes: 'Los códigos 1400-1499 ya están en la zona "CABA".' },
      })
      const repeated = await staffCall(admin, 'POST', '/api/admin/shipping/zones', { ...ZONE, name: 'caba' })
      expect(repeated.json()).toMatchObject({ fields: { name: 'Ya existe una zona llamada "caba".' } })
      const badPrice = await staffCall(admin, 'POST', '/api/admin/shipping/zones', { ...ZONE, price: 'mucho' })
      expect(badPrice.statusCode).toBe(400)
      expect(badPrice.json().message).toContain('Precio')
      expect(await catalogueVersion()).toBe(before)
      expect(await store.services.shipping.zones()).toHaveLength(4)
    })

    it('creates, changes and deletes a zone, audited, moving the catalogue version; the quote follows at once', async () => {
      const version = Number(await catalogueVersion())
      const created = await staffCall(sales, 'POST', '/api/admin/shipping/zones', ZONE)
      expect(created.statusCode, created.body).toBe(201)
      const zone = created.json<{ zone: { id: number } }>().zone
      expect(created.json()).toMatchObject({
        message: 'Zona "Zona Norte Test" creada.',
        zone: {
          name: 'Zona Norte Test',
          ranges: [
            { from: 1900, to: 1910 },
            { from: 1925, to: 1925 },
          ],
          price: 4000.5,
        },
      })
      expect(Number(await catalogueVersion())).toBe(version + 1)
      expect((await quote('cp=1925')).json()).toMatchObject({ quoted: true, zone: 'Zona Norte Test', price: 4000.5 })
      expect(await store.services.shipping.promotionalLocalities()).toContain('La Plata')

      const changed = await staffCall(admin, 'PUT', `/api/admin/shipping/zones/${zone.id}`, { ...ZONE, toQuote: true, price: '' })
      expect(changed.statusCode, changed.body).toBe(200)
      expect((await quote('cp=1925')).json()).toEqual({ quoted: false })
      expect(await store.services.shipping.promotionalLocalities()).not.toContain('La Plata')

      const listed = await staffCall(sales, 'GET', '/api/admin/shipping/zones')
      expect(listed.json<{ zones: { name: string }[] }>().zones.map((z) => z.name)).toContain('Zona Norte Test')

      expect((await staffCall(admin, 'DELETE', `/api/admin/shipping/zones/${zone.id}`)).json()).toEqual({
        message: 'Zona eliminada.',
      })
      const gone = await staffCall(admin, 'DELETE', `/api/admin/shipping/zones/${zone.id}`)
      expect(gone.statusCode).toBe(404)
      expect(gone.json().message).toBe('La zona de envío no existe (quizás otra persona la eliminó).')
      expect(Number(await catalogueVersion())).toBe(version + 3)

      const audit = await store.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entity, 'shipping_zone'))
        .orderBy(asc(auditLog.id))
      expect(audit.map((a) => [a.action, a.actor, a.entityId])).toEqual([
        ['shipping-zone.created', 'ventas@staff.example', String(zone.id)],
        ['shipping-zone.updated', 'admin@staff.example', String(zone.id)],
        ['shipping-zone.deleted', 'admin@staff.example', String(zone.id)],
      ])
      expect(audit[1]!.before).toMatchObject({ price: 4000.5 })
      expect(audit[1]!.after).toMatchObject({ price: null })
    })
  })

  describe('the order carries its shipping', () => {
    it('a home delivery is quoted from its code on the server: a line of its own, in the total, the e-mails and Mis pedidos', async () => {
      // the page's figures and a made-up shipping are ignored
      const response = await placeOrder({ retira_en_local: false, cp: 'C1414BCL', direccion: 'Gurruchaga 100' }, 1, {
        envio: { kind: 'delivery', zone: 'CABA', price: 1 },
      })
      expect(response.statusCode, response.body).toBe(200)
      const placed = response.json<{ order_id: number; total: number }>()
      expect(placed.total).toBe(16500)
      const [row] = await store.database.db.select().from(orders).where(eq(orders.id, placed.order_id))
      expect(row).toMatchObject({
        totalPrice: 16500,
        shippingCost: 6500,
        shipping: { kind: 'delivery', zone: 'CABA', price: 6500 },
      })
      expect(row!.payload.total).toBe(16500)

      const staff = (await outbox('order-staff')).at(-1)!
      expect(staff.text).toContain('Envío a CABA: $ 6.500,00')
      expect(staff.text).toContain('Total (1 unidad): $ 16.500,00')
      expect(staff.text).toMatch(/Entrega estimada: llega entre el \S+ \d+ de \S+ y el/)
      expect(staff.html).toContain('Envío a CABA')
      const receipt = (await outbox('order-receipt')).at(-1)!
      expect(receipt.text).toContain('Envío a CABA: $ 6.500,00')
      expect(receipt.text).toContain('Zona de envío: CABA')
      expect(receipt.html).toContain('$ 16.500,00')
      // under the total its shipping's part too: $ 8.264,46 of goods and $ 5.371,90 of shipping, both without their 21 %
      expect(receipt.text).toContain('Precio sin impuestos nacionales: $ 13.636,36')

      const history = await store.app.inject({
        method: 'GET',
        url: '/api/page/getClientOrders?t=1&email=ana@example.com',
        headers: { authorization: `Bearer ${ana.token}` },
      })
      const mine = history.json<{ order_header: { id: number; total_price: number; shipping: unknown } }[]>()
      expect(mine.find((o) => o.order_header.id === placed.order_id)?.order_header).toMatchObject({
        total_price: 16500,
        shipping: { kind: 'delivery', zone: 'CABA', price: 6500 },
      })

      const page = await staffCall(sales, 'GET', `/api/admin/orders/${row!.movement}`)
      if (page.statusCode === 200) expect(page.json()).toMatchObject({ shipping: { kind: 'delivery', zone: 'CABA' } })
    })

    it('is free from the zone threshold', async () => {
      const response = await placeOrder({ retira_en_local: false, cp: '1414', direccion: 'Gurruchaga 100' }, 15)
      expect(response.json()).toMatchObject({ total: 150000 })
      expect((await outbox('order-receipt')).at(-1)!.text).toContain('Envío a CABA: Gratis')
    })

    it('a pick-up names the chosen branch, its address, when it is ready, and costs nothing', async () => {
      const response = await placeOrder({ retira_en_local: true, cp: '---', direccion: '---', sucursal: 'villaUrquiza' })
      expect(response.statusCode, response.body).toBe(200)
      const placed = response.json<{ order_id: number; total: number }>()
      expect(placed.total).toBe(10000)
      const [row] = await store.database.db.select().from(orders).where(eq(orders.id, placed.order_id))
      expect(row).toMatchObject({ shippingCost: 0, shipping: { kind: 'pickup', branch: 'villaUrquiza' } })
      expect(row!.payload.opcion_de_entrega.sucursal).toBe('villaUrquiza')
      for (const mail of [(await outbox('order-staff')).at(-1)!, (await outbox('order-receipt')).at(-1)!]) {
        expect(mail.text).toContain('Sucursal de retiro: Sucursal Villa Urquiza')
        expect(mail.text).toContain('Av. Triunvirato 4650')
        expect(mail.text).toMatch(/Listo para retirar: desde el \S+ \d+ de \S+/)
        expect(mail.text).not.toContain('Sucursal Caballito')
      }
      const bad = await placeOrder({ retira_en_local: true, cp: '---', direccion: '---', sucursal: 'palermo' })
      expect(bad.statusCode).toBe(400)
      expect(bad.json()).toEqual({ message: 'Elegí la sucursal donde vas a retirar el pedido.' })
    })

    it('the old payload still works: a pick-up without a branch, a code outside every zone "a cotizar"', async () => {
      const pickup = await placeOrder({ retira_en_local: true, cp: '', direccion: '' })
      expect(pickup.statusCode, pickup.body).toBe(200)
      expect((await outbox('order-staff')).at(-1)!.text).toContain('Horario de retiro')

      const far = await placeOrder({ retira_en_local: false, cp: '5000', direccion: 'Bv. San Juan 1' })
      expect(far.statusCode, far.body).toBe(200)
      const placed = far.json<{ order_id: number; total: number }>()
      expect(placed.total).toBe(10000)
      const [row] = await store.database.db.select().from(orders).where(eq(orders.id, placed.order_id))
      expect(row).toMatchObject({ shippingCost: 0, shipping: { kind: 'to_quote' } })
      expect((await outbox('order-staff')).at(-1)!.text).toContain('Envío a cotizar: A cotizar')
      expect((await outbox('order-receipt')).at(-1)!.text).toContain('Envío a cotizar (lo cotizamos después del pedido)')
    })

    it('refuses the order, naming the new figure, when the shipping changed while the cart was open', async () => {
      const ordersBefore = (await store.database.db.select().from(orders)).length
      const stale = await placeOrder({ retira_en_local: false, cp: '1870', direccion: 'Mitre 100', costo_envio: 5000 })
      expect(stale.statusCode).toBe(409)
      expect(stale.json()).toEqual({
        message: 'El costo de envío cambió: envío a GBA primer cordón $ 8.900,00. Revisá el total y volvé a generar el pedido.',
      })
      const wasQuoted = await placeOrder({ retira_en_local: false, cp: '5000', direccion: 'Bv. San Juan 1', costo_envio: 100 })
      expect(wasQuoted.json().message).toContain('envío a cotizar')
      expect((await store.database.db.select().from(orders)).length).toBe(ordersBefore)
      const same = await placeOrder({ retira_en_local: false, cp: '1870', direccion: 'Mitre 100', costo_envio: 8900 })
      expect(same.statusCode, same.body).toBe(200)
      expect(same.json()).toMatchObject({ total: 18900 })
    })
  })
})
