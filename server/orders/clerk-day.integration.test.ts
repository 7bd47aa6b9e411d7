/**
 * A clerk's day on the orders, through HTTP on both databases: internal notes on orders and
 * customers (never in the shopper's answers), tags and the list filtered by one, a selection
 * set to a state as if one by one (e-mails, audit, an order that cannot move reported), the
 * export of a filter as CSV and as a spreadsheet (formulas neutralised), and the printed sheets.
 */
import type { InjectOptions } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_EXPORT_COLUMNS } from '#domain/admin/order-export.ts'
import {
  auditLog,
  customerNotes,
  emailOutbox,
  orderLines,
  orderNotes,
  orderTags,
  orders,
  users,
} from '#server/db/schema/index.ts'
import { addSignedStaff } from '#tests/setup/staff-sign-in.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { storedOrderPayload } from '#tests/setup/stored-order.ts'

describe.each(databaseKinds)("a clerk's day on %s", (kind) => {
  let store: TestStore
  let cookie: string
  let csrf: string
  let catalogueCookie: string
  let anaId: number

  const send = (method: InjectOptions['method'], url: string, payload?: object, as = cookie) =>
    store.app.inject({ method, url, headers: { cookie: as, 'x-csrf-token': csrf }, ...(payload ? { payload } : {}) })
  const page = (url: string, as = cookie) => store.app.inject({ method: 'GET', url, headers: { cookie: as } })
  const audits = (action: string) => store.database.db.select().from(auditLog).where(eq(auditLog.action, action))
  const signIn = async (email: string, role: 'ventas' | 'catalogo') => (await addSignedStaff(store, email, role)).cookie

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, pages: true })
    cookie = await signIn('ventas@staff.test', 'ventas')
    catalogueCookie = await signIn('catalogo@staff.test', 'catalogo')
    csrf = (await store.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })).json<{
      csrfToken: string
    }>().csrfToken
    const db = store.database.db
    const [ana] = await db
      .insert(users)
      .values({ email: 'ana@cliente.test', username: 'ana', fullname: 'Ana Pérez', dni: '30111222', phone: '1155554444' })
      .returning()
    anaId = ana!.id
    for (const movement of [1, 2, 3]) {
      const payload = storedOrderPayload(movement)
      // a name a spreadsheet would run as a formula, were it not neutralised
      payload.datos_cliente = {
        ...payload.datos_cliente,
        nombre_completo: movement === 3 ? '=HYPERLINK("http://x.test","Ana")' : 'Ana Pérez',
        celular: '1155554444',
      }
      if (movement === 2)
        payload.opcion_de_entrega = { retira_en_local: false, cp: '1406', direccion: 'Av. Rivadavia 5000, CABA' }
      const [order] = await db
        .insert(orders)
        .values({
          movement,
          userId: anaId,
          date: new Date(`2026-03-0${movement}T12:00:00-03:00`),
          totalPrice: 1000 * movement,
          orderState: 'Pendiente',
          payload,
          taxId: '30111222',
        })
        .returning()
      await db
        .insert(orderLines)
        .values([{ orderId: order!.id, sku: `SKU-${movement}`, name: `Heladera ${movement}`, quantity: movement, price: 1000 }])
    }
  })

  afterAll(async () => {
    await store?.close()
  })

  describe('internal notes', () => {
    it('a note on an order is kept with who wrote it, audited, shown on its page and never to the shopper', async () => {
      const added = await send('POST', '/api/admin/orders/1/notes', { body: '  Llamó: retira el sábado.  ' })
      expect(added.statusCode, added.body).toBe(200)
      expect(added.json()).toEqual({ message: 'Nota agregada. El cliente no la ve.' })
      const rows = await store.database.db.select().from(orderNotes)
      expect(rows).toMatchObject([{ body: 'Llamó: retira el sábado.', actor: 'ventas@staff.test' }])
      expect(await audits('order.note')).toMatchObject([{ entity: 'order', entityId: '00000001', actor: 'ventas@staff.test' }])
      const orderPage = (await page('/admin/orders/1')).body
      expect(orderPage).toContain('Llamó: retira el sábado.')
      expect(orderPage).toContain('Notas internas')
      // the shopper's own view of the order has no trace of it
      const [order] = await store.database.db.select().from(orders).where(eq(orders.movement, 1))
      const shopper = JSON.stringify(await store.services.orders.clientOrders({ userId: anaId, email: 'ana@cliente.test' }))
      expect(shopper).toContain(String(order!.movement).padStart(8, '0'))
      expect(shopper).not.toContain('retira el sábado')
    })

    it('refuses an empty, a too long and an unprintable note with the sentence shown beside the field, writing nothing', async () => {
      const before = (await store.database.db.select().from(orderNotes)).length
      for (const [body, message] of [
        ['   ', 'Escriba la nota.'],
        ['x'.repeat(2001), 'La nota admite hasta 2.000 caracteres.'],
        // every request's guard refuses a control character before the note's own rule could
        ['hola\u0007', 'Datos inválidos: la solicitud contiene caracteres no permitidos.'],
      ] as const) {
        const refused = await send('POST', '/api/admin/orders/1/notes', { body })
        expect(refused.statusCode).toBe(400)
        expect(refused.json()).toEqual({ message })
      }
      expect((await send('POST', '/api/admin/orders/999/notes', { body: 'hola' })).statusCode).toBe(404)
      expect((await send('POST', '/api/admin/orders/abc/notes', { body: 'hola' })).statusCode).toBe(400)
      expect((await store.database.db.select().from(orderNotes)).length).toBe(before)
    })

    it("a note on a customer shows on the customer's page; an unknown customer is a 404", async () => {
      const added = await send('POST', `/api/admin/customers/${anaId}/notes`, { body: 'Prefiere WhatsApp a la tarde.' })
      expect(added.statusCode, added.body).toBe(200)
      expect(await store.database.db.select().from(customerNotes).where(eq(customerNotes.userId, anaId))).toMatchObject([
        { body: 'Prefiere WhatsApp a la tarde.', actor: 'ventas@staff.test' },
      ])
      expect((await page(`/admin/customers/${anaId}`)).body).toContain('Prefiere WhatsApp a la tarde.')
      expect(await audits('customer.note')).toMatchObject([{ entity: 'customer', entityId: String(anaId) }])
      const unknown = await send('POST', '/api/admin/customers/99999/notes', { body: 'x' })
      expect(unknown.statusCode).toBe(404)
    })
  })

  describe('tags', () => {
    it('keeps the tags typed, one per spelling, and the list filters by one whatever its case or accents', async () => {
      const saved = await send('PUT', '/api/admin/orders/2/tags', { tags: 'Envío urgente, mayorista, MAYORISTA' })
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json().message).toBe('Etiquetas guardadas: Envío urgente, mayorista.')
      await send('PUT', '/api/admin/orders/3/tags', { tags: ['mayorista'] })
      const again = await send('PUT', '/api/admin/orders/2/tags', { tags: 'mayorista, Envío urgente' })
      expect(again.json().message).toBe('Las etiquetas ya eran esas; no se cambió nada.')
      expect((await audits('order.tags')).length).toBe(2)

      const numbersOn = (body: string) => [...body.matchAll(/href="\/admin\/orders\/(\d+)"/g)].map((m) => Number(m[1]))
      expect(numbersOn((await page('/admin/orders?etiqueta=envio%20urgente')).body)).toEqual([2])
      expect(numbersOn((await page('/admin/orders?etiqueta=Mayorista')).body)).toEqual([3, 2])
      const list = (await page('/admin/orders')).body
      expect(list).toContain('Envío urgente')
      expect((await page('/admin/orders/2')).body).toContain('value="Envío urgente, mayorista"')
    })

    it('refuses symbols, too many and a tag too long, changing nothing', async () => {
      for (const [tags, message] of [
        ['<script>', 'Cada etiqueta lleva letras, números, espacios o guiones, hasta 30 caracteres; sepárelas con comas.'],
        ['a,b,c,d,e,f,g,h,i', 'Un pedido admite hasta 8 etiquetas.'],
        [42, 'Cada etiqueta lleva letras, números, espacios o guiones, hasta 30 caracteres; sepárelas con comas.'],
      ] as const) {
        const refused = await send('PUT', '/api/admin/orders/2/tags', { tags })
        expect(refused.statusCode, String(tags)).toBe(400)
        expect(refused.json()).toEqual({ message })
      }
      const kept = await store.database.db
        .select({ tag: orderTags.tag })
        .from(orderTags)
        .innerJoin(orders, eq(orders.id, orderTags.orderId))
        .where(eq(orders.movement, 2))
      expect(kept.map((t) => t.tag).sort()).toEqual(['Envío urgente', 'mayorista'])
    })
  })

  describe('bulk state change', () => {
    it('sets each selected order as its own page would: history, e-mail and audit each; an unknown one is named', async () => {
      const emails = async () =>
        (await store.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order-state'))).length
      const before = await emails()
      const changed = await send('POST', '/api/admin/orders/states', {
        movements: [1, 2, 424242],
        state: 'Listo para retirar',
        note: 'Los esperamos.',
        notify: true,
      })
      expect(changed.statusCode, changed.body).toBe(200)
      expect(changed.json()).toEqual({
        message: '2 pedidos pasaron a «Listo para retirar». 1 no se pudo cambiar (ver el detalle).',
        results: [
          { movement: '00000001', outcome: 'changed' },
          { movement: '00000002', outcome: 'changed' },
          { movement: '00424242', outcome: 'failed', message: expect.stringContaining('00424242') },
        ],
      })
      const states = await store.database.db.select({ m: orders.movement, s: orders.orderState }).from(orders)
      expect(states.sort((a, b) => a.m - b.m)).toEqual([
        { m: 1, s: 'Listo para retirar' },
        { m: 2, s: 'Listo para retirar' },
        { m: 3, s: 'Pendiente' },
      ])
      expect((await emails()) - before).toBe(2)
      expect(
        (
          await store.database.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.action, 'order.state')))
        )
          .map((a) => a.entityId)
          .sort(),
      ).toEqual(['00000001', '00000002'])

      const sameAgain = await send('POST', '/api/admin/orders/states', {
        movements: [1],
        state: 'Listo para retirar',
        notify: false,
      })
      expect(sameAgain.json().message).toBe('0 pedidos pasaron a «Listo para retirar». 1 ya estaba en ese estado.')
    })

    it('refuses a blank state, no selection and more than a hundred before changing any order', async () => {
      for (const [body, message] of [
        [{ movements: [3], state: '  ', notify: false }, 'El estado debe tener entre 1 y 60 caracteres'],
        [{ movements: [], state: 'Enviado', notify: false }, 'Seleccione al menos un pedido.'],
        [
          { movements: Array.from({ length: 101 }, (_, i) => i + 1), state: 'Enviado', notify: false },
          'Se pueden cambiar hasta 100 pedidos a la vez.',
        ],
        [{ movements: ['x'], state: 'Enviado', notify: false }, 'Seleccione al menos un pedido.'],
      ] as const) {
        const refused = await send('POST', '/api/admin/orders/states', body)
        expect(refused.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400)
        expect(refused.json().message).toContain(message)
      }
      const [three] = await store.database.db.select().from(orders).where(eq(orders.movement, 3))
      expect(three!.orderState).toBe('Pendiente')
    })
  })

  describe('export', () => {
    it('downloads the filter as CSV: one row per line, the billing identity and delivery, formulas neutralised, audited', async () => {
      const csv = await page('/api/admin/orders/export?format=csv')
      expect(csv.statusCode, csv.body).toBe(200)
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="pedidos-\d{4}-\d{2}-\d{2}\.csv"$/)
      expect(csv.body.startsWith('\uFEFF')).toBe(true)
      const lines = csv.body.slice(1).trim().split('\n')
      expect(lines[0]).toBe(ORDER_EXPORT_COLUMNS.join(','))
      expect(lines).toHaveLength(4)
      // newest first; the formula-looking name starts with an apostrophe
      expect(lines[1]).toMatch(/^00000003,.*,"'=HYPERLINK\(""http:\/\/x\.test"",""Ana""\)",/)
      expect(lines[2]).toContain('Envío a domicilio,"Av. Rivadavia 5000, CABA",1406')
      expect(lines[2]).toContain('DNI 30.111.222')
      expect(lines[2]).toContain('SKU-2,Heladera 2,2,1000,2000')
      expect(await audits('orders.exported')).toHaveLength(1)

      const filtered = await page('/api/admin/orders/export?format=csv&etiqueta=mayorista&from=2026-03-03')
      expect(filtered.body.slice(1).trim().split('\n')).toHaveLength(2)
    })

    it('downloads the same rows as a spreadsheet whose cells are text and numbers, never formulas', async () => {
      const xlsx = await page('/api/admin/orders/export?format=xlsx')
      expect(xlsx.statusCode).toBe(200)
      expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      const files = unzipSync(new Uint8Array(xlsx.rawPayload))
      const sheetName = Object.keys(files).find((name) => /^xl\/worksheets\/sheet\d*\.xml$/.test(name))!
      const sheet = strFromU8(files[sheetName]!)
      const strings = files['xl/sharedStrings.xml'] ? strFromU8(files['xl/sharedStrings.xml']) : ''
      expect(sheet).not.toContain('<f>')
      expect(sheet + strings).toContain('=HYPERLINK(')
      expect(sheet + strings).toContain('Heladera 2')
      // quantities and money are numbers a spreadsheet adds up
      expect(sheet).toMatch(/<c [^>]*r="V2"[^>]*><v>3<\/v><\/c>/)
    })

    it('refuses a wrong format or filter with a sentence, and a clerk without the orders page', async () => {
      const wrong = await page('/api/admin/orders/export?format=pdf')
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json()).toEqual({ message: 'Formato inválido: elija CSV o planilla (xlsx).' })
      expect((await page('/api/admin/orders/export?format=csv&from=2026-13-01')).statusCode).toBe(400)
      expect((await page('/api/admin/orders/export?format=csv', catalogueCookie)).statusCode).toBe(403)
    })
  })

  describe('printed orders', () => {
    it('prints each ticked order on a sheet: seller, customer, billing, lines and a space to sign', async () => {
      const printed = await page('/admin/orders/print?n=2&n=3&n=777')
      expect(printed.statusCode).toBe(200)
      // React's text joints (<!-- -->) aside: what a reader sees
      const html = printed.body.replaceAll('<!-- -->', '')
      expect(html.match(/<article/g)).toHaveLength(2)
      for (const text of [
        'TecnoHogar S.R.L.',
        'CUIT 30-71555432-8',
        'Pedido N° 00000002',
        'Heladera 2',
        'Firma',
        'Aclaración',
        'DNI 30.111.222',
        'Documento no válido como factura',
      ])
        expect(html, text).toContain(text)
      expect(html).toContain('No existe el pedido N° 00000777')
      // no back-office shell: no menu, no forms
      expect(html).not.toContain('Cerrar sesión')
      expect(html).not.toContain('<form')
    })

    it('says what is wrong with the address, and keeps clerks without the orders page out', async () => {
      for (const query of ['', '?n=abc', `?${Array.from({ length: 51 }, (_, i) => `n=${i + 1}`).join('&')}`]) {
        expect((await page(`/admin/orders/print${query}`)).statusCode, query).toBe(400)
      }
      expect((await page('/admin/orders/print?n=999')).statusCode).toBe(404)
      expect((await page('/admin/orders/print?n=1', catalogueCookie)).statusCode).toBe(403)
      const anonymous = await store.app.inject({ method: 'GET', url: '/admin/orders/print?n=1' })
      expect(anonymous.statusCode).toBe(302)
    })
  })
})
