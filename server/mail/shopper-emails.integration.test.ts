/**
 * The shopper hears from the store, on both databases: the receipt written with the order, the
 * order-state service (history row, shopper's e-mail, one transaction) and the timeline Mis
 * pedidos reads, the invoice announcement, and the migration's first history row of older orders.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductInput } from '#domain/product.ts'
import { ORDER_STATE_MESSAGES } from '#domain/order-state.ts'
import { emailOutbox, orderStateHistory, orders, users } from '#server/db/schema/index.ts'
import { InvalidError, NotFoundError } from '#server/shared/errors.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { projectRoot } from '#server/shared/project-root.ts'
import { storedOrderPayload } from '#tests/setup/stored-order.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

function product(sku: string, name: string, list1: number, list2: number, tax: number): ProductInput {
  return {
    sku,
    name,
    stock: 20,
    category: 'Test',
    sub_category: 'test',
    brand: 'Marca',
    white_line: 0,
    img_url: '',
    img_urls: [],
    price_list_1: list1,
    price_list_2: list2,
    price_list_3: list1 * 1.1,
    price_list_4: list1 * 1.2,
    price_list_5: list1 * 1.3,
    price_list_6: list1 * 1.4,
    tax_percentage: tax,
    week_views: 0,
    descriptions: null,
    specifications: null,
    faq: null,
  }
}

const ORIGIN = 'https://tienda.example'

describe.each(databaseKinds)('e-mails to the shopper on %s', (kind) => {
  let store: TestStore
  let ana: { id: number; token: string }
  let pdfDir: string

  const outbox = (kindName: string) =>
    store.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kindName)).orderBy(asc(emailOutbox.id))
  const clientOrders = async () =>
    (
      await store.app.inject({
        method: 'GET',
        url: `/api/page/getClientOrders?t=1&email=ana@example.com`,
        headers: { authorization: `Bearer ${ana.token}` },
      })
    ).json<
      {
        order_header: { id: number; movement: string; order_state: string }
        state_history: { state: string; note: string; set_at: string }[]
      }[]
    >()

  async function placeOrder(name = 'Ana <b>Pérez</b>', pickup = false) {
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/page/sendOrderEmail',
      headers: { authorization: `Bearer ${ana.token}` },
      payload: {
        datos_de_orden: {
          client_email: 'ana@example.com',
          datos_cliente: {
            nombre_completo: name,
            dni: '30111222',
            direccion: 'Av. Rivadavia 100',
            location: 'CABA',
            cp: '1406',
            celular: '1155554444',
            email: 'ana@example.com',
          },
          productos: [
            { sku: 'R-A', cantidad_seleccionada: 2 },
            { sku: 'R-B', cantidad_seleccionada: 1 },
          ],
          opcion_de_entrega: pickup
            ? { retira_en_local: true, cp: '', direccion: '' }
            : // outside every shipping zone: the shipping is quoted after the order (server/shipping/)
              { retira_en_local: false, cp: '5000', direccion: 'Gurruchaga 100, 3° B' },
          abona_en: 2,
        },
      },
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ movimiento_numero: string; order_id: number; total: number }>()
  }

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, env: { PUBLIC_URL: ORIGIN, STAFF_EMAILS: 'ventas@staff.example' } })
    await productsRepository(store.database.db).insertMany([
      product('R-A', 'Heladera Receipt', 1000, 900, 21),
      product('R-B', 'Pava <eléctrica> & mate', 250.5, 200.25, 10.5),
    ])
    const [row] = await store.database.db
      .insert(users)
      .values({ email: 'ana@example.com', fullname: 'Ana Cuenta' })
      .returning({ id: users.id })
    ana = { id: row!.id, token: await store.services.tokens.sign({ userId: row!.id, email: 'ana@example.com' }) }
    pdfDir = mkdtempSync(path.join(os.tmpdir(), 'pdf-'))
  })
  afterAll(async () => {
    await store?.close()
    if (pdfDir) rmSync(pdfDir, { recursive: true, force: true })
  })

  it("writes the shopper's receipt with the order: lines at the chosen list's prices, total, legend, what comes next, seller, withdrawal", async () => {
    const placed = await placeOrder()
    // list 2: 2 x 900 + 1 x 200.25 = 2000.25; without national taxes: 1800/1.21 + 200.25/1.105 = 1487.60 + 181.22
    expect(placed.total).toBe(2000.25)
    const [receipt] = await outbox('order-receipt')
    const [order] = await store.database.db.select().from(orders).where(eq(orders.id, placed.order_id))
    expect(receipt).toMatchObject({
      recipients: ['ana@example.com'],
      subject: `Recibimos tu pedido N° ${placed.movimiento_numero}`,
      status: 'pending',
    })
    const dateBA = new Intl.DateTimeFormat('es-AR', {
      timeZone: 'America/Argentina/Buenos_Aires',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(order!.date)
    for (const part of [receipt!.html, receipt!.text]) {
      expect(part).toContain(placed.movimiento_numero)
      expect(part).toContain(dateBA)
      expect(part).toContain('hora de Buenos Aires')
      expect(part).toContain('Heladera Receipt')
      expect(part).toContain('$ 900,00')
      expect(part).toContain('$ 1.800,00')
      expect(part).toContain('$ 200,25')
      expect(part).toContain('$ 2.000,25')
      expect(part).toContain('Total (3 unidades)')
      expect(part).toContain('Precio sin impuestos nacionales: $ 1.668,82')
      expect(part).toContain('Efectivo')
      expect(part).toContain('(lista 2)')
      expect(part).toContain('Envío a domicilio')
      expect(part).toContain('Gurruchaga 100, 3° B (CP 5000)')
      expect(part).toContain('WhatsApp')
      expect(part).toContain('24 horas hábiles')
      expect(part).toContain('(011) 4902-5500')
      expect(part).toContain('se cotiza luego del pedido')
      expect(part).toContain('TecnoHogar S.R.L.')
      expect(part).toContain('CUIT 30-71555432-8')
      expect(part).toContain(`${ORIGIN}/others/arrepentimiento`)
      expect(part).toContain(`${ORIGIN}/myaccount/orders`)
    }
    // what the shopper typed is escaped; no remote images; nothing to unsubscribe from
    expect(receipt!.html).toContain('Ana &lt;b&gt;Pérez&lt;/b&gt;')
    expect(receipt!.html).toContain('Pava &lt;eléctrica&gt; &amp; mate')
    expect(receipt!.html).not.toContain('<b>Pérez')
    expect(receipt!.html).not.toMatch(/<img|src=|unsubscribe|darse de baja/i)
    expect(receipt!.text).toContain('Pava <eléctrica> & mate')
  })

  it('says where a pick-up order is collected', async () => {
    await placeOrder('Ana', true)
    const receipt = (await outbox('order-receipt')).at(-1)!
    expect(receipt.text).toContain('Retiro en local')
    expect(receipt.text).toContain('Sucursal Caballito')
    expect(receipt.text).not.toContain('Envío a domicilio')
    expect(receipt.text).not.toContain('costo de envío')
  })

  it('starts every order with its first state in the history, which Mis pedidos reads', async () => {
    const placed = await placeOrder()
    const history = await store.services.orderStates.history(placed.order_id)
    expect(history).toEqual([
      expect.objectContaining({ state: 'Pendiente', note: '', actor: 'tienda', notified: false, orderId: placed.order_id }),
    ])
    const listed = (await clientOrders()).find((o) => o.order_header.id === placed.order_id)!
    expect(listed.state_history).toEqual([{ state: 'Pendiente', note: '', set_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }])
    expect(JSON.stringify(listed)).not.toContain('tienda"')
  })

  it('changes a state with the history row and the notification in one call; the timeline lists both states', async () => {
    const placed = await placeOrder('Ana Pérez')
    const result = await store.services.orderStates.change({
      orderId: placed.order_id,
      state: 'En camino',
      note: 'Sale hoy con el correo.\nLlega mañana por la tarde.',
      notify: true,
      actor: 'ventas@staff.example',
    })
    expect(result).toMatchObject({
      orderId: placed.order_id,
      previousState: 'Pendiente',
      state: 'En camino',
      recorded: true,
      notifiedEmail: 'ana@example.com',
      emailId: expect.any(Number),
      entry: { state: 'En camino', actor: 'ventas@staff.example', notified: true },
    })
    const [order] = await store.database.db.select().from(orders).where(eq(orders.id, placed.order_id))
    expect(order!.orderState).toBe('En camino')
    const mail = (await outbox('order-state')).find((m) => m.id === result.emailId)!
    expect(mail).toMatchObject({
      recipients: ['ana@example.com'],
      subject: `Novedades de tu pedido N° ${placed.movimiento_numero}: En camino`,
    })
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('En camino')
      expect(part).toContain('Llega mañana por la tarde.')
      expect(part).toContain('Ana Pérez')
      expect(part).toContain(`${ORIGIN}/myaccount/orders`)
    }
    expect(mail.html).not.toContain('ventas@staff.example')

    const listed = (await clientOrders()).find((o) => o.order_header.id === placed.order_id)!
    expect(listed.order_header.order_state).toBe('En camino')
    expect(listed.state_history.map((h) => h.state)).toEqual(['Pendiente', 'En camino'])
    expect(listed.state_history[1]!.note).toBe('Sale hoy con el correo.\nLlega mañana por la tarde.')
  })

  it('changes without e-mail when notify is off, and records nothing for the same state said again silently', async () => {
    const placed = await placeOrder()
    const mailsBefore = (await outbox('order-state')).length
    const quiet = await store.services.orderStates.change({
      orderId: placed.order_id,
      state: 'Preparando',
      actor: 'línea de comandos',
    })
    expect(quiet).toMatchObject({ recorded: true, emailId: null, notifiedEmail: '' })
    const again = await store.services.orderStates.change({
      orderId: placed.order_id,
      state: 'Preparando',
      actor: 'línea de comandos',
    })
    expect(again).toMatchObject({ recorded: false, entry: null, emailId: null })
    // the same state with a note is worth telling
    const noted = await store.services.orderStates.change({
      orderId: placed.order_id,
      state: 'Preparando',
      note: 'Falta una pieza: dos días más.',
      notify: true,
      actor: 'línea de comandos',
    })
    expect(noted).toMatchObject({ recorded: true, emailId: expect.any(Number) })
    expect((await outbox('order-state')).length).toBe(mailsBefore + 1)
    expect((await store.services.orderStates.history(placed.order_id)).map((h) => [h.state, h.notified])).toEqual([
      ['Pendiente', false],
      ['Preparando', false],
      ['Preparando', true],
    ])
  })

  it('refuses a bad state, note or actor and an unknown order, changing nothing', async () => {
    const placed = await placeOrder()
    const countRows = async () =>
      (await store.database.db.select({ n: sql<number>`count(*)::int` }).from(orderStateHistory))[0]!.n +
      (await store.database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox))[0]!.n
    const before = await countRows()
    const base = { orderId: placed.order_id, state: 'Listo', actor: 'a', notify: true }
    for (const bad of [
      { ...base, state: '' },
      { ...base, state: 'x'.repeat(61) },
      { ...base, state: 'dos\nlíneas' },
      { ...base, note: 'x'.repeat(1001) },
      { ...base, note: 'a\u0000b' },
      { ...base, actor: '' },
    ]) {
      await expect(store.services.orderStates.change(bad)).rejects.toBeInstanceOf(InvalidError)
    }
    for (const orderId of [0, -1, 1.5, 999_999]) {
      await expect(store.services.orderStates.change({ ...base, orderId })).rejects.toThrow(
        new NotFoundError(ORDER_STATE_MESSAGES.orderNotFound),
      )
    }
    expect(await countRows()).toBe(before)
    const [order] = await store.database.db.select().from(orders).where(eq(orders.id, placed.order_id))
    expect(order!.orderState).toBe('Pendiente')
  })

  it('keeps order, history and e-mail together: when the e-mail cannot be written, the state does not change', async () => {
    const placed = await placeOrder()
    const historyBefore = await store.services.orderStates.history(placed.order_id)
    await store.database.db.execute(sql.raw('ALTER TABLE email_outbox RENAME TO email_outbox_away'))
    try {
      await expect(
        store.services.orderStates.change({ orderId: placed.order_id, state: 'Listo', notify: true, actor: 'a' }),
      ).rejects.toThrow()
    } finally {
      await store.database.db.execute(sql.raw('ALTER TABLE email_outbox_away RENAME TO email_outbox'))
    }
    expect(await store.services.orderStates.history(placed.order_id)).toEqual(historyBefore)
    const [order] = await store.database.db.select().from(orders).where(eq(orders.id, placed.order_id))
    expect(order!.orderState).toBe('Pendiente')
  })

  it('announces an attached invoice with a link to Mis pedidos, once per invoice number', async () => {
    const placed = await placeOrder('Ana Pérez')
    const pdf = path.join(pdfDir, 'f.pdf')
    writeFileSync(pdf, '%PDF-1.4\n%test\n')
    const attached = await store.services.adminOrders.attachInvoice(placed.movimiento_numero, '0002-00004321', pdf)
    expect(attached.announcedTo).toBe('ana@example.com')
    const mail = (await outbox('order-invoice')).at(-1)!
    expect(mail).toMatchObject({
      recipients: ['ana@example.com'],
      subject: `Ya está la factura de tu pedido N° ${placed.movimiento_numero}`,
    })
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('00002-00004321')
      expect(part).toContain(`${ORIGIN}/myaccount/orders`)
      expect(part).toContain('Ana Pérez')
    }
    const again = await store.services.adminOrders.attachInvoice(placed.movimiento_numero, '0002-00004321', pdf)
    expect(again.announcedTo).toBeNull()
    expect((await outbox('order-invoice')).filter((m) => m.subject.includes(placed.movimiento_numero))).toHaveLength(1)
  })

  it('the migration gives orders older than the history their current state as its first row', async () => {
    const [row] = await store.database.db
      .insert(orders)
      .values({
        movement: 900_001,
        userId: ana.id,
        totalPrice: 10,
        orderState: 'Entregado',
        payload: storedOrderPayload(900_001),
        date: new Date('2024-03-05T15:00:00Z'),
      })
      .returning({ id: orders.id })
    const migration = readFileSync(
      path.join(projectRoot, 'server/db/migrations/0010_order_states_and_password_resets.sql'),
      'utf8',
    )
    const backfill = migration.slice(migration.indexOf('INSERT INTO "order_state_history"'))
    // Only the order without a history: the statement as the migration runs it, on that row.
    await store.database.db.execute(sql.raw(backfill.replace(/;\s*$/, '') + ` WHERE "id" = ${row!.id}`))
    expect(await store.services.orderStates.history(row!.id)).toEqual([
      expect.objectContaining({ state: 'Entregado', setAt: new Date('2024-03-05T15:00:00Z'), notified: false }),
    ])
  })
})
