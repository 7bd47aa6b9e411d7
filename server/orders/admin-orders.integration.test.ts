/**
 * The back office's orders pages through HTTP on both databases: the list's filters (state,
 * days, number, name, e-mail, DNI/CUIT), its pages, and an order's page with the customer's
 * billing identity, lines, delivery and financing. Access is admin-routes.integration.test.ts's.
 */
import type { InjectOptions } from 'fastify'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { store as store_ } from '#config/store.ts'
import { STAFF_SESSION_COOKIE } from '#domain/admin/staff-roles.ts'
import { auditLog, emailOutbox, orderLines, orderStateHistory, orders, users } from '#server/db/schema/index.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { storedOrderPayload } from '#tests/setup/stored-order.ts'

const PASSWORD = 'clave-del-panel-1'
const BOUNDARY = '----factura-de-prueba'

/** A multipart/form-data body: text fields, then files. */
function multipart(fields: Record<string, string>, files: { name: string; filename: string; type: string; bytes: Buffer }[]) {
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } }
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from([0, 1, 2, 250, 251, 252]), Buffer.from('\n%%EOF\n')])

describe.each(databaseKinds)('orders pages on %s', (kind) => {
  let store: TestStore
  let cookie: string
  let csrf: string
  let customer: { id: number; token: string }

  const page = async (url: string) => {
    const response = await store.app.inject({ method: 'GET', url, headers: { cookie } } as InjectOptions)
    return { status: response.statusCode, body: response.body }
  }
  /** The order numbers a list page shows, in order. */
  const numbersOn = (body: string) => [...body.matchAll(/href="\/admin\/orders\/(\d+)"/g)].map((m) => Number(m[1]))

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, pages: true })
    await store.services.adminStaff.add(COMMAND_LINE_ACTOR, { email: 'ventas@staff.test', role: 'ventas', password: PASSWORD })
    const signed = await store.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: 'ventas@staff.test', password: PASSWORD },
    })
    const c = signed.cookies.find((x) => x.name === STAFF_SESSION_COOKIE)!
    cookie = `${c.name}=${c.value}`
    const who = await store.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })
    csrf = who.json<{ csrfToken: string }>().csrfToken
    const registered = await store.app.inject({
      method: 'POST',
      url: '/api/page/registerUser',
      payload: {
        name: 'Carla Compradora',
        username: 'carla',
        dni: '27123456',
        address: 'Av. Rivadavia 5000',
        location: 'Caballito',
        postal_code: '1406',
        phone: '1155550000',
        email: 'carla@cliente.test',
        password: 'secreta1',
        confirmPassword: 'secreta1',
      },
    })
    expect(registered.statusCode, registered.body).toBe(201)
    const [carla] = await store.database.db.select().from(users).where(eq(users.email, 'carla@cliente.test'))
    customer = { id: carla!.id, token: registered.json<{ token: string }>().token }

    const db = store.database.db
    const [ana] = await db
      .insert(users)
      .values({ email: 'ana@cliente.test', username: 'ana', fullname: 'Ana Pérez', dni: '30111222' })
      .returning()
    const [bruno] = await db
      .insert(users)
      .values({
        email: 'bruno@empresa.test',
        username: 'bruno',
        fullname: 'Bruno Gómez',
        dni: '20123456786',
        vatCondition: 'responsable_inscripto',
        phone: '1144445555',
      })
      .returning()
    // 30 orders of Ana's, one a day from 2026-03-01 (noon in Buenos Aires), and two of Bruno's.
    for (let i = 1; i <= 30; i++) {
      const day = String(i).padStart(2, '0')
      await db.insert(orders).values({
        movement: i,
        userId: ana!.id,
        date: new Date(`2026-03-${day}T12:00:00-03:00`),
        totalPrice: 1000 * i,
        orderState: i % 3 === 0 ? 'Enviado' : 'Pendiente',
        payload: storedOrderPayload(i),
        taxId: '30111222',
      })
    }
    const payload = storedOrderPayload(100)
    payload.datos_cliente = {
      ...payload.datos_cliente,
      nombre_completo: 'Gómez SRL',
      celular: '1144445555',
      direccion: 'Av. Corrientes 1234',
      location: 'CABA',
      cp: '1043',
    }
    payload.opcion_de_entrega = { retira_en_local: false, cp: '1043', direccion: 'Av. Corrientes 1234, CABA' }
    const [big] = await db
      .insert(orders)
      .values({
        movement: 100,
        userId: bruno!.id,
        date: new Date('2026-04-02T23:30:00-03:00'),
        totalPrice: 137998.62,
        orderState: 'En preparación',
        address: 'Av. Corrientes 1234, CABA',
        payment: '12 cuotas fijas',
        paymentList: 6,
        payload,
        taxIdKind: 'cuit',
        taxId: '20123456786',
        vatCondition: 'responsable_inscripto',
        invoiceType: 'A',
        financing: {
          list: 6,
          instalments: 12,
          interestFree: false,
          noRate: false,
          line: '12 cuotas fijas de $ 11.499,89',
          instalmentAmount: '$ 11.499,89',
          total: '$ 137.998,62',
          cash: '$ 99.999,00',
          tea: '69,09 %',
          tna: '53,80 %',
          cftea: '86,69 %',
        },
      })
      .returning()
    await db
      .insert(orderLines)
      .values({ orderId: big!.id, sku: 'HEL-001', name: 'Heladera No Frost <b>', quantity: 2, price: 68999.31 })
    await db.insert(orders).values({
      movement: 101,
      userId: bruno!.id,
      date: new Date('2026-04-03T00:30:00-03:00'),
      totalPrice: 500,
      payload: storedOrderPayload(101),
      taxIdKind: 'cuit',
      taxId: '20123456786',
    })
  })
  afterAll(() => store?.close())

  it('lists newest first, 25 a page, and pages on', async () => {
    const first = await page('/admin/orders')
    expect(first.status).toBe(200)
    expect(numbersOn(first.body)).toEqual([101, 100, ...Array.from({ length: 23 }, (_, i) => 30 - i)])
    expect(first.body).toContain('32 pedidos')
    // delivery and payment columns: order 100 is delivered to 1043 and paid in 12 instalments
    const row100 = /<tr[ >](?:(?!<\/tr>).)*href="\/admin\/orders\/100"(?:(?!<\/tr>).)*<\/tr>/s.exec(first.body)?.[0] ?? ''
    expect(row100).toContain('Envío · CP 1043')
    expect(row100).toContain('12 cuotas fijas')
    const second = await page('/admin/orders?page=2')
    expect(numbersOn(second.body)).toEqual([7, 6, 5, 4, 3, 2, 1])
  })

  it('filters by state, without case; the next page keeps the filters', async () => {
    const sent = await page('/admin/orders?state=enviado')
    expect(numbersOn(sent.body)).toEqual([30, 27, 24, 21, 18, 15, 12, 9, 6, 3])
    const waiting = await page('/admin/orders?state=Pendiente')
    expect(waiting.body).toContain('21 pedidos')
    const ana = await page('/admin/orders?q=ana&from=2026-03-01')
    expect(ana.body).toContain('30 pedidos')
    expect(ana.body).toContain('href="/admin/orders?q=ana&amp;from=2026-03-01&amp;page=2"')
  })

  it('filters by a range of Buenos Aires days, both ends included', async () => {
    expect(numbersOn((await page('/admin/orders?from=2026-03-10&to=2026-03-12')).body)).toEqual([12, 11, 10])
    // 23:30 on 2 April in Buenos Aires is 3 April in UTC: it belongs to the 2nd.
    expect(numbersOn((await page('/admin/orders?from=2026-04-02&to=2026-04-02')).body)).toEqual([100])
    expect(numbersOn((await page('/admin/orders?from=2026-04-03')).body)).toEqual([101])
    expect(numbersOn((await page('/admin/orders?to=2026-03-02&state=Pendiente')).body)).toEqual([2, 1])
  })

  it('searches by number, name typed in the order or the account, e-mail, DNI and CUIT', async () => {
    expect(numbersOn((await page('/admin/orders?q=12')).body)).toEqual([12])
    expect(numbersOn((await page('/admin/orders?q=00000100')).body)).toEqual([100])
    expect(numbersOn((await page('/admin/orders?q=g%C3%B3mez%20srl')).body)).toEqual([100])
    expect(numbersOn((await page('/admin/orders?q=BRUNO%40')).body)).toEqual([101, 100])
    expect(numbersOn((await page('/admin/orders?q=20-12345678-6')).body)).toEqual([101, 100])
    expect(numbersOn((await page('/admin/orders?q=30.111.222&from=2026-03-30')).body)).toEqual([30])
    expect(numbersOn((await page('/admin/orders?q=%25')).body)).toEqual([])
  })

  it('a bad filter is said in Spanish and the list shows everything; never a 500', async () => {
    for (const url of [
      '/admin/orders?from=2026-02-30',
      '/admin/orders?from=2026-03-10&to=2026-03-01',
      `/admin/orders?state=${'x'.repeat(61)}`,
      '/admin/orders?q=a%0D%0Ab',
      '/admin/orders?page=0',
    ]) {
      const response = await page(url)
      expect(response.status, url).toBe(200)
      expect(response.body, url).toContain('role="alert"')
      expect(response.body, url).toContain('32 pedidos')
    }
    expect((await page('/admin/orders?from=2026-02-30')).body).toContain('Fecha inválida')
  })

  it("an order's page shows the customer, Factura A, lines, delivery, payment list and financing", async () => {
    const response = await page('/admin/orders/100')
    expect(response.status).toBe(200)
    for (const text of [
      'Pedido N° 00000100',
      'En preparación',
      'Gómez SRL',
      'bruno@empresa.test',
      '1144445555',
      'CUIT 20-12345678-6',
      'Responsable inscripto',
      'Factura A',
      'HEL-001',
      'Heladera No Frost &lt;b&gt;',
      'Av. Corrientes 1234, CABA',
      '12 cuotas fijas de $ 11.499,89',
      '86,69 %',
      '$ 137.998,62',
    ])
      expect(response.body, text).toContain(text)
    expect(response.body).not.toContain('Heladera No Frost <b>')
    // call or write to the customer, the message naming the order
    expect(response.body).toContain('href="tel:+541144445555"')
    const message = encodeURIComponent(`Hola Gómez, te escribimos de ${store_.brandName} por tu pedido N° 00000100.`)
    expect(response.body).toContain(`href="https://wa.me/5491144445555?text=${message}"`)
    expect((await page('/admin/orders/999')).status).toBe(404)
    expect((await page('/admin/orders/abc')).status).toBe(404)
  })

  it("a customer's page shows their IVA condition and the links to call and to write", async () => {
    const [bruno] = await store.database.db.select().from(users).where(eq(users.email, 'bruno@empresa.test'))
    const response = await page(`/admin/customers/${bruno!.id}`)
    expect(response.status).toBe(200)
    expect(response.body).toContain('Condición IVA')
    expect(response.body).toContain('Responsable inscripto')
    expect(response.body).toContain('href="tel:+541144445555"')
    expect(response.body).toContain(
      `href="https://wa.me/5491144445555?text=${encodeURIComponent(`Hola Bruno, te escribimos de ${store_.brandName}.`)}"`,
    )
  })

  describe('invoice upload', () => {
    let orderId: number
    const upload = (body: ReturnType<typeof multipart>, number = 200) =>
      store.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${number}/invoice`,
        headers: { ...body.headers, cookie, 'x-csrf-token': csrf },
        payload: body.payload,
      })
    const invoiceOf = async () => (await store.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.invoiceNumber
    const pdfPart = (bytes: Buffer, type = 'application/pdf') => ({ name: 'pdf', filename: 'factura.pdf', type, bytes })

    beforeAll(async () => {
      const [row] = await store.database.db
        .insert(orders)
        .values({ movement: 200, userId: customer.id, totalPrice: 1500, payload: storedOrderPayload(200) })
        .returning()
      orderId = row!.id
    })

    it('refuses a file that is not a PDF, whatever it is called, and changes nothing', async () => {
      const response = await upload(multipart({ invoiceNumber: '0001-00001501' }, [pdfPart(Buffer.from('<html>hola</html>'))]))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: 'El archivo no es un PDF.' })
      expect(await invoiceOf()).toBeNull()
    })

    it('refuses a 50 MB upload with a Spanish message, never a 500, and changes nothing', async () => {
      const big = Buffer.alloc(50 * 1024 * 1024, 0x20)
      PDF.copy(big)
      const response = await upload(multipart({ invoiceNumber: '0001-00001501' }, [pdfPart(big)]))
      expect(response.statusCode).toBe(413)
      expect(response.json()).toEqual({ message: 'La factura supera los 20 MB.' })
      expect(await invoiceOf()).toBeNull()
    })

    it('refuses a missing file, a bad number, an unknown order and a JSON body', async () => {
      const noFile = await upload(multipart({ invoiceNumber: '0001-00001501' }, []))
      expect(noFile.statusCode).toBe(400)
      expect(noFile.json()).toEqual({ message: 'Adjunte el PDF de la factura.' })
      for (const typed of ['15-01<b>', '1501', '000001-1501', '1-123456789', '0-1501']) {
        const badNumber = await upload(multipart({ invoiceNumber: typed }, [pdfPart(PDF)]))
        expect(badNumber.statusCode, typed).toBe(400)
        expect(badNumber.json()).toEqual({
          message: 'Número de factura inválido: escriba el punto de venta y el número, como 00001-00001234.',
        })
      }
      const unknown = await upload(multipart({ invoiceNumber: '0001-00001501' }, [pdfPart(PDF)]), 9999)
      expect(unknown.statusCode).toBe(404)
      const json = await store.app.inject({
        method: 'POST',
        url: '/api/admin/orders/200/invoice',
        headers: { cookie, 'x-csrf-token': csrf },
        payload: { invoiceNumber: '0001-00001501' },
      })
      expect(json.statusCode).toBe(400)
      expect(await invoiceOf()).toBeNull()
    })

    it('attaches a PDF, audited; the customer downloads it from Mis pedidos', async () => {
      const staffPdf = () => store.app.inject({ method: 'GET', url: '/api/admin/orders/200/invoice.pdf', headers: { cookie } })
      // nothing attached yet: a Spanish 404
      const none = await staffPdf()
      expect(none.statusCode).toBe(404)
      expect(none.json().message).toBe('Factura no encontrada.')
      const response = await upload(multipart({ invoiceNumber: '0001-00001501' }, [pdfPart(PDF, 'application/octet-stream')]))
      expect(response.statusCode, response.body).toBe(200)
      // typed with the older 4-digit point of sale, shown normalised
      expect(response.json().message).toContain('Factura N° 00001-00001501 adjuntada')
      expect(await invoiceOf()).toBe(1501)
      const [stored] = await store.database.db.select().from(orders).where(eq(orders.id, orderId))
      expect(stored!.invoicePointOfSale).toBe(1)
      const [audit] = await store.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.invoice'))
      expect(audit).toMatchObject({ entity: 'order', entityId: '00000200', actor: 'ventas@staff.test' })

      const link = await store.app.inject({
        method: 'GET',
        url: `/api/page/getInvoiceLink?order=${orderId}`,
        headers: { authorization: `Bearer ${customer.token}` },
      })
      expect(link.statusCode, link.body).toBe(200)
      const download = await store.app.inject({ method: 'GET', url: link.json<{ url: string }>().url })
      expect(download.statusCode).toBe(200)
      expect(download.headers['content-type']).toBe('application/pdf')
      expect(download.rawPayload.equals(PDF)).toBe(true)
      const orderPage = (await page('/admin/orders/200')).body
      expect(orderPage).toContain('N° 00001-00001501')
      // staff look at the PDF from the order's page
      expect(orderPage).toContain('href="/api/admin/orders/200/invoice.pdf"')
      const seen = await staffPdf()
      expect(seen.statusCode).toBe(200)
      expect(seen.headers['content-type']).toBe('application/pdf')
      expect(seen.headers['content-disposition']).toBe('inline; filename="fc-1501_movement-00000200.pdf"')
      expect(seen.rawPayload.equals(PDF)).toBe(true)
      // a customer's token opens nothing here
      const asCustomer = await store.app.inject({
        method: 'GET',
        url: '/api/admin/orders/200/invoice.pdf',
        headers: { authorization: `Bearer ${customer.token}` },
      })
      expect(asCustomer.statusCode).toBe(401)
    })
  })

  describe('invoice upload, faults and races', () => {
    const upload = (number: number, invoiceNumber: string) => {
      const body = multipart({ invoiceNumber }, [{ name: 'pdf', filename: 'factura.pdf', type: 'application/pdf', bytes: PDF }])
      return store.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${number}/invoice`,
        headers: { ...body.headers, cookie, 'x-csrf-token': csrf },
        payload: body.payload,
      })
    }
    const invoiceEmails = async () =>
      (await store.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order-invoice'))).length
    const auditOf = (movement: string) =>
      store.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'order.invoice'), eq(auditLog.entityId, movement)))
    const addOrder = (movement: number) =>
      store.database.db
        .insert(orders)
        .values({ movement, userId: customer.id, totalPrice: 1500, payload: storedOrderPayload(movement) })

    it('an audit row that cannot be written leaves neither the invoice nor its e-mail; the retry records none → the number', async () => {
      await addOrder(201)
      const emails = await invoiceEmails()
      await store.database.db.execute(sql`
        create function refuse_audit() returns trigger language plpgsql as $$
        begin raise exception 'audit log unavailable'; end $$`)
      await store.database.db.execute(
        sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
      )
      try {
        const failed = await upload(201, '7-1601')
        expect(failed.statusCode).toBe(500)
      } finally {
        await store.database.db.execute(sql`drop trigger refuse_audit on audit_log`)
        await store.database.db.execute(sql`drop function refuse_audit()`)
      }
      const [order] = await store.database.db.select().from(orders).where(eq(orders.movement, 201))
      expect(order!.invoiceNumber).toBeNull()
      expect(order!.invoiceFile).toBeNull()
      expect(await invoiceEmails()).toBe(emails)
      expect(await auditOf('00000201')).toEqual([])

      const retried = await upload(201, '7-1601')
      expect(retried.statusCode, retried.body).toBe(200)
      const rows = await auditOf('00000201')
      expect(rows.map((r) => [r.before, r.after])).toEqual([
        [{ invoiceNumber: null }, { invoiceNumber: '00007-00001601', bytes: PDF.length }],
      ])
      expect(await invoiceEmails()).toBe(emails + 1)
    })

    it('the same invoice uploaded six times at once e-mails the customer once, and the audit says so', async () => {
      await addOrder(202)
      const emails = await invoiceEmails()
      const answers = await Promise.all(Array.from({ length: 6 }, () => upload(202, '7-1701')))
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
      expect(await invoiceEmails()).toBe(emails + 1)
      const befores = (await auditOf('00000202')).map((r) => (r.before as { invoiceNumber: string | null }).invoiceNumber)
      expect(befores.sort()).toEqual([...Array<string>(5).fill('00007-00001701'), null])
    })
  })

  describe('state change', () => {
    const change = (body: object, number = 200) =>
      store.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${number}/state`,
        headers: { cookie, 'x-csrf-token': csrf },
        payload: body,
      })
    const stateOf = async () => (await store.database.db.select().from(orders).where(eq(orders.movement, 200)))[0]!
    const outboxFor = async (email: string) =>
      (await store.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order-state'))).filter((m) =>
        JSON.stringify(m.recipients).includes(email),
      )

    it('refuses a bad state or note in Spanish and changes nothing', async () => {
      for (const body of [
        { state: '', notify: true },
        { state: 'Enviado\r\nBcc: x@y.z', notify: true },
        { state: 'x'.repeat(61), notify: true },
        { state: 'Enviado', note: 'a\u0000b', notify: true },
        { state: 'Enviado', notify: 'sí' },
        { state: 'Enviado' },
      ]) {
        const response = await change(body)
        expect(response.statusCode, JSON.stringify(body)).toBe(400)
        expect(response.json().message, JSON.stringify(body)).toMatch(/^[A-ZÁÉÍÓÚ]|^Estado|^Nota|^Notificar/)
      }
      expect((await stateOf()).orderState).toBe('Pendiente')
      expect(await outboxFor('carla@cliente.test')).toHaveLength(0)
      expect((await change({ state: 'Enviado', notify: false }, 9999)).statusCode).toBe(404)
    })

    it('sets the state with a note, names the staff member in the history, e-mails the shopper; audited', async () => {
      const response = await change({ state: 'Despachado', note: 'Sale hoy por <b>Andreani</b>.', notify: true })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().message).toContain('carla@cliente.test')
      const order = await stateOf()
      expect(order.orderState).toBe('Despachado')
      const history = await store.database.db.select().from(orderStateHistory).where(eq(orderStateHistory.orderId, order.id))
      expect(history.map((h) => [h.state, h.note, h.actor, h.notified])).toEqual([
        ['Despachado', 'Sale hoy por <b>Andreani</b>.', 'ventas@staff.test', true],
      ])
      const mails = await outboxFor('carla@cliente.test')
      expect(mails).toHaveLength(1)
      expect(mails[0]!.html).toContain('Despachado')
      expect(mails[0]!.html).not.toContain('<b>Andreani</b>')
      const [audit] = await store.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.state'))
      expect(audit).toMatchObject({ entityId: '00000200', before: { state: 'Pendiente' } })

      const silent = await change({ state: 'Entregado', notify: false })
      expect(silent.statusCode).toBe(200)
      expect(await outboxFor('carla@cliente.test')).toHaveLength(1)

      const pageBody = (await page('/admin/orders/200')).body
      expect(pageBody).toContain('Historial de estados')
      expect(pageBody).toContain('Sale hoy por &lt;b&gt;Andreani&lt;/b&gt;.')
      expect(pageBody).toContain('se avisó al cliente por correo')
      const mine = await store.app.inject({
        method: 'GET',
        url: '/api/page/getClientOrders?email=carla%40cliente.test',
        headers: { authorization: `Bearer ${customer.token}` },
      })
      expect(JSON.stringify(mine.json())).toContain('Entregado')
    })
  })
})
