import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductInput } from '#domain/product.ts'
import { emailOutbox, orderLines, orders, products, users } from '#server/db/schema/index.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { invoiceFileName, invoiceLinks, invoicePath } from '#server/orders/invoice-links.ts'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import { ORDER_STATE_ACTORS } from '#domain/order-state.ts'
import { parseMovement } from '#server/orders/order-number.ts'
import { emailOrigin } from '#server/mail/email-origin.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const STAFF = 'ventas@staff.example,pedidos@staff.example'

function product(sku: string, name: string, prices: number[], stock: number): ProductInput {
  return {
    sku,
    name,
    stock,
    category: 'Test',
    sub_category: 'test',
    brand: 'Marca',
    white_line: 0,
    img_url: '',
    img_urls: [],
    price_list_1: prices[0]!,
    price_list_2: prices[1]!,
    price_list_3: prices[2]!,
    price_list_4: prices[3]!,
    price_list_5: prices[4]!,
    price_list_6: prices[5]!,
    tax_percentage: 21,
    week_views: 0,
    descriptions: null,
    specifications: null,
    faq: null,
  }
}

const PRODUCTS = [
  product('T-A', 'Heladera Test A', [1000, 900, 1100, 1200, 1300, 1400], 100),
  product('T-B', 'Licuadora Test B', [250.5, 200.25, 270, 280, 290, 300], 30),
  product('T-C', 'Aire Test C sin stock', [500, 450, 520, 540, 560, 580], 0),
  product('T-D', 'Parlante Test D sin lista 2', [300, 0, 320, 340, 360, 380], 5),
]

type OrderData = Record<string, unknown> & {
  datos_cliente: Record<string, unknown>
  productos: Record<string, unknown>[]
  opcion_de_entrega: Record<string, unknown>
}

function orderBody(email: string, change?: (d: OrderData) => void) {
  const data: OrderData = {
    movimiento_numero: '99999999',
    client_email: email,
    company: 'Otra empresa',
    footer_img: 'https://evil.example/pixel.png',
    datos_cliente: {
      nombre_completo: 'Ana Pérez',
      dni: '30111222',
      direccion: 'Av. Rivadavia 100',
      location: 'CABA',
      cp: '1406',
      celular: '1155554444',
      email,
    },
    // wrong prices and total on purpose: the server must not use them
    productos: [
      { sku: 'T-A', descripcion: 'barata', precio: 1, cantidad_seleccionada: 2 },
      { sku: 'T-B', descripcion: 'regalada', precio: 0.01, cantidad_seleccionada: 3 },
    ],
    opcion_de_entrega: { retira_en_local: false, cp: '1414', direccion: 'Gurruchaga 100' },
    total: 5,
    abona_en: 2,
  }
  change?.(data)
  return { datos_de_orden: data, mails: ['attacker@evil.example'] }
}

// list 2: 2 x 900 + 3 x 200.25, plus the shipping to CP 1414 (the CABA zone, server/shipping/): $ 6.500
const EXPECTED_TOTAL = 8900.75

describe.each(databaseKinds)('orders API on %s', (kind) => {
  let store: TestStore
  let ana: { id: number; token: string; email: string }
  let beto: { id: number; token: string; email: string }
  let pdfDir: string

  async function createUser(email: string, fullname: string) {
    const [row] = await store.database.db.insert(users).values({ email, fullname }).returning({ id: users.id })
    return { id: row!.id, email, token: await store.services.tokens.sign({ userId: row!.id, email }) }
  }
  const auth = (token: string) => ({ authorization: `Bearer ${token}` })
  const send = (token: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
    store.app.inject({
      method: 'POST',
      url: '/api/page/sendOrderEmail',
      headers: { ...(token ? auth(token) : {}), ...headers },
      payload: payload as object,
    })
  /** The command line's state change: the order by the number staff type, through the one order-state service. */
  const setOrderState = (movement: number | string, state: string) =>
    store.services.orderStates.change({ movement: parseMovement(movement), state, actor: ORDER_STATE_ACTORS.commandLine })
  const count = async (table: typeof orders | typeof emailOutbox | typeof orderLines) =>
    (await store.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, env: { STAFF_EMAILS: STAFF } })
    await productsRepository(store.database.db).insertMany(PRODUCTS)
    ana = await createUser('ana@example.com', 'Ana Pérez')
    beto = await createUser('beto@example.com', 'Beto Gómez')
    pdfDir = mkdtempSync(path.join(os.tmpdir(), 'pdf-'))
  })
  afterAll(async () => {
    await store?.close()
    if (pdfDir) rmSync(pdfDir, { recursive: true, force: true })
  })

  it('places orders with the three calls: numbers 00000001 then 00000002, totals from the database', async () => {
    const preview = await store.app.inject({ method: 'GET', url: '/api/page/getOrderMovement', headers: auth(ana.token) })
    expect(preview.statusCode).toBe(200)
    expect(preview.json()).toEqual({ movement: '00000001' })
    expect(preview.headers['cache-control']).toBe('private, no-store')

    const placed = await send(ana.token, orderBody(ana.email))
    expect(placed.statusCode, placed.body).toBe(200)
    const first = placed.json()
    expect(first).toEqual({ movimiento_numero: '00000001', order_id: expect.any(Number), total: EXPECTED_TOTAL })

    const set = await store.app.inject({ method: 'POST', url: '/api/page/setOrderMovement', headers: auth(ana.token) })
    expect(set.statusCode).toBe(200)
    expect(set.json()).toEqual({ movement: '00000001' })
    const setWithJsonHeader = await store.app.inject({
      method: 'POST',
      url: '/api/page/setOrderMovement',
      headers: { ...auth(ana.token), 'content-type': 'application/json' },
    })
    expect(setWithJsonHeader.json()).toEqual({ movement: '00000001' })

    expect(
      (await store.app.inject({ method: 'GET', url: '/api/page/getOrderMovement', headers: auth(ana.token) })).json(),
    ).toEqual({
      movement: '00000002',
    })
    const second = await send(
      ana.token,
      orderBody(ana.email, (d) => {
        d.abona_en = '1'
        d.productos = [{ sku: 'T-A', cantidad_seleccionada: 1 }]
      }),
    )
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json()).toMatchObject({ movimiento_numero: '00000002', total: 7500 })

    const [row] = await store.database.db.select().from(orders).where(eq(orders.id, first.order_id))
    expect(row).toMatchObject({
      movement: 1,
      userId: ana.id,
      totalPrice: EXPECTED_TOTAL,
      orderState: 'Pendiente',
      address: 'Gurruchaga 100 (CP 1414)',
      payment: 'Efectivo, transferencia o depósito',
      paymentList: 2,
      invoiceNumber: null,
      idempotencyKey: null,
    })
    expect(row!.payload).toEqual({
      movimiento_numero: '00000001',
      client_email: 'ana@example.com',
      company: 'TecnoHogar',
      footer_img: '',
      datos_cliente: {
        nombre_completo: 'Ana Pérez',
        dni: '30111222',
        direccion: 'Av. Rivadavia 100',
        location: 'CABA',
        cp: '1406',
        celular: '1155554444',
        email: 'ana@example.com',
        // beside the API's original fields: absent in the request, Consumidor final
        condicion_iva: 'consumidor_final',
      },
      productos: [
        { sku: 'T-A', descripcion: 'Heladera Test A', precio: 900, cantidad_seleccionada: 2 },
        { sku: 'T-B', descripcion: 'Licuadora Test B', precio: 200.25, cantidad_seleccionada: 3 },
      ],
      opcion_de_entrega: { retira_en_local: false, cp: '1414', direccion: 'Gurruchaga 100' },
      total: EXPECTED_TOTAL,
      abona_en: 2,
      // beside the API's original fields: the shipping the server quoted, its cost in the total
      envio: {
        kind: 'delivery',
        zone: 'CABA',
        price: 6500,
        free: false,
        minDays: 1,
        maxDays: 2,
        from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    })
    const lines = await store.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, first.order_id))
      .orderBy(asc(orderLines.id))
    expect(lines.map(({ sku, name, quantity, price }) => ({ sku, name, quantity, price }))).toEqual([
      { sku: 'T-A', name: 'Heladera Test A', quantity: 2, price: 900 },
      { sku: 'T-B', name: 'Licuadora Test B', quantity: 3, price: 200.25 },
    ])

    // the orders took their units: 2 then 1 (decision 048; server/stock/ has the rest)
    const [a] = await productsRepository(store.database.db).bySku('T-A')
    expect(a!.stock).toBe(97)

    // each order: the staff's e-mail, then the shopper's receipt (shopper-emails.integration.test.ts)
    const mails = await store.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id))
    expect(mails.map((m) => m.kind)).toEqual(['order-staff', 'order-receipt', 'order-staff', 'order-receipt'])
    expect(mails[1]).toMatchObject({ recipients: ['ana@example.com'], subject: 'Recibimos tu pedido N° 00000001' })
    expect(mails[0]).toMatchObject({
      kind: 'order-staff',
      recipients: ['ventas@staff.example', 'pedidos@staff.example'],
      subject: 'Nuevo pedido N° 00000001 - Ana Pérez',
      status: 'pending',
    })
    for (const part of [mails[0]!.html, mails[0]!.text]) {
      expect(part).toContain('Heladera Test A')
      expect(part).toContain('$ 2.400,75')
      expect(part).toContain('Efectivo, transferencia o depósito')
      expect(part).not.toContain('attacker@evil.example')
      expect(part).not.toContain('evil.example')
    }
    expect(JSON.stringify(mails)).not.toContain('attacker@evil.example')
    // the clerk's links: the order in the back office, the customer on WhatsApp naming the order
    const origin = emailOrigin(store.env)
    expect(mails[0]!.text).toContain(`Ver el pedido en el panel: ${origin}/admin/orders/1\n`)
    const whatsapp = /Escribir al cliente por WhatsApp: (\S+)/.exec(mails[0]!.text ?? '')?.[1] ?? ''
    expect(whatsapp.startsWith('https://wa.me/5491155554444?text=')).toBe(true)
    expect(new URL(whatsapp).searchParams.get('text')).toContain('por tu pedido N° 00000001')
    expect(mails[0]!.html).toContain(`href="${origin}/admin/orders/1"`)
  })

  it('stores a store pick-up with --- as postal code and address', async () => {
    const response = await send(
      beto.token,
      orderBody(beto.email, (d) => {
        d.datos_cliente.nombre_completo = 'Beto Gómez'
        d.opcion_de_entrega = { retira_en_local: true, cp: '9999', direccion: 'ignorada' }
        d.productos = [{ sku: 'T-D', cantidad_seleccionada: 1, precio: 1 }]
        d.abona_en = 6
      }),
    )
    expect(response.statusCode, response.body).toBe(200)
    const [row] = await store.database.db.select().from(orders).where(eq(orders.id, response.json().order_id))
    expect(row!.address).toBe('Retira en local')
    expect(row!.payment).toBe('12 cuotas fijas')
    expect(row!.totalPrice).toBe(380)
    expect(row!.payload.opcion_de_entrega).toEqual({ retira_en_local: true, cp: '---', direccion: '---' })
  })

  it('answers every bad request with a 4xx, stores nothing and sends nothing', async () => {
    const ordersBefore = await count(orders)
    const mailsBefore = await count(emailOutbox)
    const expectStatus = async (response: Awaited<ReturnType<typeof send>>, status: number, message?: string | RegExp) => {
      expect(response.statusCode, response.body).toBe(status)
      const body = response.json<{ message: string }>()
      if (typeof message === 'string') expect(body.message).toBe(message)
      else if (message) expect(body.message).toMatch(message)
    }

    // session
    await expectStatus(await send(undefined, orderBody(ana.email)), 401)
    await expectStatus(await send('not-a-token', orderBody(ana.email)), 401)
    await expectStatus(await send(ana.token, orderBody(beto.email)), 403)
    await expectStatus(
      await send(
        ana.token,
        orderBody(ana.email, (d) => {
          d.client_email = ''
        }),
      ),
      401,
      ORDER_MESSAGES.sessionExpired,
    )
    await expectStatus(
      await send(
        ana.token,
        orderBody(ana.email, (d) => {
          delete d.client_email
        }),
      ),
      401,
      ORDER_MESSAGES.sessionExpired,
    )
    const noEmailToken = await store.services.tokens.sign({ userId: ana.id, email: '' })
    await expectStatus(await send(noEmailToken, orderBody(ana.email)), 401, ORDER_MESSAGES.sessionExpired)
    const ghost = await store.services.tokens.sign({ userId: 999_999, email: 'ghost@example.com' })
    await expectStatus(await send(ghost, orderBody('ghost@example.com')), 401, ORDER_MESSAGES.sessionExpired)

    // missing fields
    const missing: ((d: OrderData) => void)[] = [
      (d) => {
        delete d.datos_cliente.nombre_completo
      },
      (d) => {
        d.datos_cliente.dni = '   '
      },
      (d) => {
        d.datos_cliente.direccion = null
      },
      (d) => {
        delete d.datos_cliente.cp
      },
      (d) => {
        d.datos_cliente.celular = ''
      },
      (d) => {
        delete d.abona_en
      },
      (d) => {
        d.opcion_de_entrega.direccion = ''
      },
      (d) => {
        delete d.opcion_de_entrega.cp
      },
      (d) => {
        delete (d as Partial<OrderData>).opcion_de_entrega
      },
      (d) => {
        delete (d as Partial<OrderData>).datos_cliente
      },
    ]
    for (const change of missing) {
      await expectStatus(await send(ana.token, orderBody(ana.email, change)), 400, ORDER_MESSAGES.missingFields)
    }
    await expectStatus(await send(ana.token, { mails: [] }), 400, ORDER_MESSAGES.missingFields)

    // wrong values
    for (const list of [0, 7, 'x', 2.5, [1]]) {
      await expectStatus(
        await send(
          ana.token,
          orderBody(ana.email, (d) => {
            d.abona_en = list
          }),
        ),
        400,
        ORDER_MESSAGES.badPayment,
      )
    }
    await expectStatus(
      await send(
        ana.token,
        orderBody(ana.email, (d) => {
          d.productos = []
        }),
      ),
      400,
      ORDER_MESSAGES.emptyCart,
    )
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ sku: `S${i}`, cantidad_seleccionada: 1 }))
    await expectStatus(
      await send(
        ana.token,
        orderBody(ana.email, (d) => {
          d.productos = tooMany
        }),
      ),
      400,
      ORDER_MESSAGES.tooManyLines,
    )
    for (const quantity of [0, -1, 1.5, 10_000, 'muchas', null]) {
      await expectStatus(
        await send(
          ana.token,
          orderBody(ana.email, (d) => {
            d.productos = [{ sku: 'T-A', cantidad_seleccionada: quantity }]
          }),
        ),
        400,
      )
    }
    await expectStatus(
      await send(
        ana.token,
        orderBody(ana.email, (d) => {
          d.productos = [{ sku: 'x'.repeat(101), cantidad_seleccionada: 1 }]
        }),
      ),
      400,
      /sku/,
    )
    await expectStatus(
      await send(
        ana.token,
        orderBody(ana.email, (d) => {
          d.datos_cliente.direccion = 'x'.repeat(301)
        }),
      ),
      400,
      /direccion/,
    )
    await expectStatus(
      await send(
        ana.token,
        orderBody(ana.email, (d) => {
          d.datos_cliente.nombre_completo = { $ne: 1 }
        }),
      ),
      400,
    )
    await expectStatus(
      await send(ana.token, orderBody(ana.email), { 'idempotency-key': 'k'.repeat(101) }),
      400,
      ORDER_MESSAGES.badIdempotencyKey,
    )

    // the catalogue says no
    await expectStatus(
      await send(
        ana.token,
        orderBody(ana.email, (d) => {
          d.productos = [{ sku: 'NO-EXISTE', cantidad_seleccionada: 1 }]
        }),
      ),
      409,
      /NO-EXISTE/,
    )
    // three left: the message names what was asked and what there is
    await store.database.db.update(products).set({ stock: 3 }).where(eq(products.sku, 'T-B'))
    await expectStatus(
      await send(
        ana.token,
        orderBody(ana.email, (d) => {
          d.productos = [{ sku: 'T-B', cantidad_seleccionada: 4 }]
        }),
      ),
      409,
      /Licuadora Test B.*4.*3/,
    )
    // the same sku twice counts as one line with both quantities
    await expectStatus(
      await send(
        ana.token,
        orderBody(ana.email, (d) => {
          d.productos = [
            { sku: 'T-B', cantidad_seleccionada: 2 },
            { sku: 'T-B', cantidad_seleccionada: 2 },
          ]
        }),
      ),
      409,
      /Licuadora Test B/,
    )
    await expectStatus(
      await send(
        ana.token,
        orderBody(ana.email, (d) => {
          d.productos = [{ sku: 'T-C', cantidad_seleccionada: 1 }]
        }),
      ),
      409,
      /Aire Test C/,
    )
    await expectStatus(
      await send(
        ana.token,
        orderBody(ana.email, (d) => {
          d.productos = [{ sku: 'T-D', cantidad_seleccionada: 1 }]
          d.abona_en = 2
        }),
      ),
      409,
      /Parlante Test D.*precio/,
    )

    // transport
    const malformed = await store.app.inject({
      method: 'POST',
      url: '/api/page/sendOrderEmail',
      headers: { ...auth(ana.token), 'content-type': 'application/json' },
      payload: '{"datos_de_orden": {',
    })
    await expectStatus(malformed, 400, /JSON/)
    const huge = orderBody(ana.email, (d) => {
      d.datos_cliente.location = 'x'.repeat(70_000)
    })
    await expectStatus(await send(ana.token, huge), 413)
    await expectStatus(await send(ana.token, []), 400)
    await expectStatus(await send(ana.token, '"texto"', { 'content-type': 'application/json' }), 400)
    const plain = await send(ana.token, 'texto', { 'content-type': 'text/plain' })
    expect(plain.statusCode).toBeGreaterThanOrEqual(400)
    expect(plain.statusCode).toBeLessThan(500)

    expect(await count(orders)).toBe(ordersBefore)
    expect(await count(emailOutbox)).toBe(mailsBefore)
    await store.database.db.update(products).set({ stock: 30 }).where(eq(products.sku, 'T-B'))
  })

  it('needs a token for the three order calls', async () => {
    for (const [method, url] of [
      ['GET', '/api/page/getOrderMovement'],
      ['POST', '/api/page/setOrderMovement'],
      ['GET', '/api/page/getClientOrders?t=1&email=ana@example.com'],
      ['GET', '/api/page/getInvoiceLink?order=1'],
    ] as const) {
      const response = await store.app.inject({ method, url })
      expect(response.statusCode, url).toBe(401)
      expect(typeof response.json().message).toBe('string')
    }
  })

  it('makes one order of a double click or a retry with the same Idempotency-Key', async () => {
    const ordersBefore = await count(orders)
    const mailsBefore = await count(emailOutbox)
    const key = 'checkout-7f3c2a'
    const body = orderBody(beto.email, (d) => {
      d.productos = [{ sku: 'T-A', cantidad_seleccionada: 1 }]
    })
    const first = await send(beto.token, body, { 'idempotency-key': key })
    expect(first.statusCode, first.body).toBe(200)
    const again = await send(beto.token, body, { 'idempotency-key': key })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(again.headers['idempotent-replayed']).toBe('true')
    // a double click: several at the very same moment
    const burst = await Promise.all(Array.from({ length: 5 }, () => send(beto.token, body, { 'idempotency-key': 'burst-1' })))
    expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(burst.map((r) => r.json().movimiento_numero)).size).toBe(1)
    // the key belongs to one customer: another customer's same key is another order
    const other = await send(ana.token, orderBody(ana.email), { 'idempotency-key': key })
    expect(other.statusCode).toBe(200)
    expect(other.json().movimiento_numero).not.toBe(first.json().movimiento_numero)

    expect(await count(orders)).toBe(ordersBefore + 3)
    // the staff's e-mail and the shopper's receipt, once per order
    expect(await count(emailOutbox)).toBe(mailsBefore + 6)
  })

  it('lists only the token owner’s orders, newest first, with the spec fields', async () => {
    const response = await store.app.inject({
      method: 'GET',
      url: `/api/page/getClientOrders?t=${Date.now()}&email=${encodeURIComponent('ANA@example.com')}`,
      headers: auth(ana.token),
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const list = response.json<{ order_header: Record<string, unknown>; order_details: Record<string, unknown>[] }[]>()
    const own = await store.database.db.select().from(orders).where(eq(orders.userId, ana.id))
    expect(list).toHaveLength(own.length)
    for (const entry of list) {
      // state_history: an addition to the API's original answer, for Mis pedidos' timeline
      expect(Object.keys(entry).sort()).toEqual(['order_details', 'order_header', 'state_history'])
      expect(Object.keys(entry.order_header).sort()).toEqual(
        // the API's original fields, and beside them the billing identity, the plan's figures and the shipping
        [
          'address',
          'billing',
          'date',
          'financing',
          'id',
          'invoice_number',
          'movement',
          'order_state',
          'payment',
          'shipping',
          'total_price',
        ].sort(),
      )
      expect(entry.order_header.movement).toMatch(/^\d{8}$/)
      for (const line of entry.order_details) expect(Object.keys(line).sort()).toEqual(['name', 'price', 'quantity', 'sku'])
    }
    const movements = list.map((o) => Number(o.order_header.movement))
    expect(movements).toEqual([...movements].sort((a, b) => b - a))
    const first = list.find((o) => o.order_header.movement === '00000001')!
    expect(first.order_header).toMatchObject({ total_price: EXPECTED_TOTAL, order_state: 'Pendiente', invoice_number: null })
    expect(first.order_details).toEqual([
      { sku: 'T-A', name: 'Heladera Test A', quantity: 2, price: 900 },
      { sku: 'T-B', name: 'Licuadora Test B', quantity: 3, price: 200.25 },
    ])

    const withoutEmail = await store.app.inject({ method: 'GET', url: '/api/page/getClientOrders', headers: auth(ana.token) })
    expect(withoutEmail.json()).toEqual(list)
    const foreign = await store.app.inject({
      method: 'GET',
      url: '/api/page/getClientOrders?email=beto@example.com',
      headers: auth(ana.token),
    })
    expect(foreign.statusCode).toBe(403)
    const fresh = await createUser('nuevo@example.com', 'Sin pedidos')
    const empty = await store.app.inject({
      method: 'GET',
      url: '/api/page/getClientOrders?email=nuevo@example.com',
      headers: auth(fresh.token),
    })
    expect(empty.json()).toEqual([])
  })

  it('gives invoices through signed, expiring links only to their owner', async () => {
    const staff = store.services.adminOrders
    const [order] = await store.database.db.select().from(orders).where(eq(orders.movement, 1))
    const linkOf = (token: string, id: number | string) =>
      store.app.inject({ method: 'GET', url: `/api/page/getInvoiceLink?order=${id}`, headers: auth(token) })

    const notReady = await linkOf(ana.token, order!.id)
    expect(notReady.statusCode).toBe(409)
    expect(notReady.json()).toEqual({ message: 'La factura no se encuentra disponible aun, intentelo más tarde!' })
    await store.database.db.update(orders).set({ invoiceNumber: 0 }).where(eq(orders.id, order!.id))
    expect((await linkOf(ana.token, order!.id)).statusCode).toBe(409)

    const notPdf = path.join(pdfDir, 'nota.txt')
    writeFileSync(notPdf, 'hola')
    await expect(staff.attachInvoice(1, '1-1501', notPdf)).rejects.toThrow(/no es un PDF/)
    await expect(staff.attachInvoice(99_999, '1-1501', notPdf)).rejects.toThrow(/00099999/)

    const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from([0, 1, 2, 250, 251, 252]), Buffer.from('\n%%EOF\n')])
    const pdfFile = path.join(pdfDir, 'factura.pdf')
    writeFileSync(pdfFile, pdfBytes)
    const attached = await staff.attachInvoice('00000001', '1-1501', pdfFile)
    expect(attached).toMatchObject({
      movement: '00000001',
      invoice_number: 1501,
      invoice_file: `bills/client_${ana.id}/fc-1501_movement-00000001.pdf`,
    })
    await setOrderState(1, 'Facturado')

    const link = await linkOf(ana.token, order!.id)
    expect(link.statusCode, link.body).toBe(200)
    const { url } = link.json<{ url: string; expires_at: string }>()
    expect(url).toMatch(new RegExp(`^/bills/client_${ana.id}/fc-1501_movement-00000001\\.pdf\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`))

    const download = await store.app.inject({ method: 'GET', url })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toMatch(/^inline/)
    expect(download.headers['cache-control']).toBe('private, no-store')
    // nothing loads from it; no sandbox, which would stop browsers' PDF viewers
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'")
    expect(download.rawPayload.equals(pdfBytes)).toBe(true)

    // the history shows the invoice number and the staff's state
    const history = (await store.app.inject({ method: 'GET', url: '/api/page/getClientOrders', headers: auth(ana.token) })).json()
    expect(history.find((o: { order_header: { id: number } }) => o.order_header.id === order!.id).order_header).toMatchObject({
      invoice_number: 1501,
      order_state: 'Facturado',
    })

    // someone else's order and an unknown one get the same answer, so ids cannot be probed;
    // a malformed id is a 400
    const foreign = await linkOf(beto.token, order!.id)
    const unknown = await linkOf(beto.token, 999_999)
    expect(foreign.statusCode).toBe(404)
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: foreign.statusCode, body: foreign.json() })
    expect(foreign.json()).toEqual({ message: 'Pedido no encontrado.' })
    expect((await linkOf(ana.token, 'abc')).statusCode).toBe(400)

    // tampered, expired, moved to another client's folder, unsigned
    const parsed = new URL(url, 'http://x')
    const sig = parsed.searchParams.get('sig')!
    const exp = parsed.searchParams.get('exp')!
    const tampered = `${parsed.pathname}?exp=${exp}&sig=${(sig[0] === 'A' ? 'B' : 'A') + sig.slice(1)}`
    const later = `${parsed.pathname}?exp=${Number(exp) + 3600}&sig=${sig}`
    const filePath = invoicePath(ana.id, invoiceFileName(1501, '00000001'))
    const expired = invoiceLinks(store.services.linkSecret).sign(filePath, new Date(Date.now() - 11 * 60 * 1000)).url
    const otherClient = `/bills/client_${beto.id}/fc-1501_movement-00000001.pdf?exp=${exp}&sig=${sig}`
    for (const bad of [tampered, later, expired, otherClient, parsed.pathname, `${parsed.pathname}?exp=${exp}`]) {
      const response = await store.app.inject({ method: 'GET', url: bad })
      expect(response.statusCode, bad).toBe(403)
      expect(response.headers['content-type']).not.toContain('pdf')
    }
    for (const bad of [
      `/bills/client_${ana.id}/..%2F..%2Fjwt-secret?exp=${exp}&sig=${sig}`,
      `/bills/client_x/fc-1_movement-1.pdf`,
    ]) {
      expect((await store.app.inject({ method: 'GET', url: bad })).statusCode, bad).toBeGreaterThanOrEqual(400)
    }

    // on PostgreSQL the invoice is in the database: nothing under DATA_DIR
    expect(store.services.files.kind).toBe(kind === 'postgres' ? 'database' : 'disk')
    expect(existsSync(path.join(store.env.DATA_DIR, attached.invoice_file!))).toBe(kind === 'pglite')

    // a signed link whose file is gone
    await store.services.files.delete(attached.invoice_file!)
    const gone = await store.app.inject({ method: 'GET', url })
    expect({ status: gone.statusCode, body: gone.json() }).toEqual({ status: 404, body: { message: 'Factura no encontrada.' } })

    // an invoice attached before the file store, still only under DATA_DIR/bills: it downloads
    // (the database store falls back to DATA_DIR for a key it has not got)
    const legacy = path.join(store.env.DATA_DIR, attached.invoice_file!)
    mkdirSync(path.dirname(legacy), { recursive: true })
    writeFileSync(legacy, pdfBytes)
    const fromDisk = await store.app.inject({ method: 'GET', url })
    expect(fromDisk.statusCode).toBe(200)
    expect(fromDisk.rawPayload.equals(pdfBytes)).toBe(true)
  })

  it('lets staff list orders and change their state', async () => {
    const staff = store.services.adminOrders
    const all = await staff.listOrders({ limit: 100 })
    expect(all.length).toBe(await count(orders))
    expect(all.map((o) => o.movement)).toEqual([...all.map((o) => o.movement)].sort().reverse())
    expect(all.at(-1)).toMatchObject({
      movement: '00000001',
      email: 'ana@example.com',
      customer: 'Ana Pérez',
      order_state: 'Facturado',
    })
    const billed = await staff.listOrders({ limit: 10, state: 'facturado' })
    expect(billed.map((o) => o.movement)).toEqual(['00000001'])
    expect((await staff.listOrders({ limit: 1 })).length).toBe(1)
    await expect(setOrderState(2, '')).rejects.toThrow(/estado/)
    await expect(setOrderState(2, 'a\nb')).rejects.toThrow(/estado/)
    await expect(setOrderState(424_242, 'Enviado')).rejects.toThrow(/00424242/)
    await expect(staff.listOrders({ limit: 0 })).rejects.toThrow(/límite/)
    expect((await setOrderState('00000002', ' Enviado ')).state).toBe('Enviado')
  })

  it('refuses an order with a product staff hid from the store, and takes it once shown again', async () => {
    const buyer = await createUser('oculto@example.com', 'Olga Oculto')
    const [hiddenOne] = await store.database.db.select({ id: products.id }).from(products).where(eq(products.sku, 'T-D'))
    await store.services.adminProducts.setHidden(COMMAND_LINE_ACTOR, hiddenOne!.id, true)
    const body = orderBody(buyer.email, (d) => {
      d.productos = [{ sku: 'T-D', descripcion: 'Parlante', precio: 300, cantidad_seleccionada: 1 }]
      d.abona_en = 1
    })
    const ordersBefore = await count(orders)
    const refused = await send(buyer.token, body)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ message: 'El producto T-D ya no está disponible. Quítelo del carrito para continuar.' })
    expect(await count(orders)).toBe(ordersBefore)
    await store.services.adminProducts.setHidden(COMMAND_LINE_ACTOR, hiddenOne!.id, false)
    expect((await send(buyer.token, body)).statusCode).toBe(200)
  })
})

describe.each(databaseKinds)('hourly order limit on %s', (kind) => {
  let store: TestStore

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, env: { ORDERS_PER_HOUR: '2' } })
    await productsRepository(store.database.db).insertMany(PRODUCTS)
  })
  afterAll(() => store?.close())

  it('refuses the third order within the hour with the page’s message', async () => {
    const make = async (email: string) => {
      const [row] = await store.database.db.insert(users).values({ email }).returning({ id: users.id })
      return store.services.tokens.sign({ userId: row!.id, email })
    }
    const token = await make('rapido@example.com')
    const send = (key: string) =>
      store.app.inject({
        method: 'POST',
        url: '/api/page/sendOrderEmail',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
        payload: orderBody('rapido@example.com'),
      })
    expect((await send('a')).statusCode).toBe(200)
    expect((await send('b')).statusCode).toBe(200)
    const third = await send('c')
    expect(third.statusCode).toBe(403)
    expect(third.json()).toEqual({ message: 'Excedió el límite de pedidos por hora. Intente más tarde.' })
    // a retry of an order already placed is still answered
    expect((await send('a')).statusCode).toBe(200)
    // other customers are not affected
    const other = await make('otro@example.com')
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/page/sendOrderEmail',
      headers: { authorization: `Bearer ${other}` },
      payload: orderBody('otro@example.com'),
    })
    expect(response.statusCode).toBe(200)
    // orders older than an hour no longer count
    await store.database.db.execute(sql`update orders set date = now() - interval '61 minutes'`)
    expect((await send('d')).statusCode).toBe(200)
    expect((await store.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n).toBe(4)
  })
})
