/**
 * "Reenviar el correo del pedido al personal" through HTTP on both databases: the resent
 * message is the one the store sent when the order was placed (same subject, HTML and text,
 * financing and Factura A included), to today's STAFF_EMAILS, audited; a price changed since
 * does not leak into it. Refusals (session, role, CSRF) are admin-routes.integration.test.ts's.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_SESSION_COOKIE } from '#domain/admin/staff-roles.ts'
import { auditLog, emailOutbox, products, users } from '#server/db/schema/index.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { testProduct } from '#tests/setup/test-product.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const STAFF = 'ventas@staff.example,pedidos@staff.example'
const PASSWORD = 'clave-del-panel-1'

const TV = testProduct({ sku: 'RES-TV', name: 'Televisor Reenvío <i>55"</i>' })

describe.each(databaseKinds)('resending the staff e-mail of an order on %s', (kind) => {
  let store: TestStore
  let cookie: string
  let csrf: string
  let movement: number

  const staffMails = () =>
    store.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order-staff')).orderBy(emailOutbox.id)
  const resend = (number: number | string, headers: Record<string, string> = { cookie, 'x-csrf-token': csrf }) =>
    store.app.inject({ method: 'POST', url: `/api/admin/orders/${number}/staff-email`, headers })

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, env: { STAFF_EMAILS: STAFF } })
    await productsRepository(store.database.db).insertMany([TV])
    const [buyer] = await store.database.db
      .insert(users)
      .values({ email: 'compras@mayorista.test', fullname: 'Mayorista SRL' })
      .returning({ id: users.id })
    const token = await store.services.tokens.sign({ userId: buyer!.id, email: 'compras@mayorista.test' })
    const placed = await store.app.inject({
      method: 'POST',
      url: '/api/page/sendOrderEmail',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        datos_de_orden: {
          client_email: 'compras@mayorista.test',
          datos_cliente: {
            nombre_completo: 'Mayorista <SRL>',
            dni: '20123456786',
            condicion_iva: 'responsable_inscripto',
            direccion: 'Av. Corrientes 1000',
            location: 'CABA',
            cp: '1043',
            celular: '1155550000',
            email: 'compras@mayorista.test',
          },
          productos: [{ sku: TV.sku, cantidad_seleccionada: 2 }],
          opcion_de_entrega: { retira_en_local: false, cp: '1043', direccion: 'Av. Corrientes 1000' },
          abona_en: 6,
        },
      },
    })
    expect(placed.statusCode, placed.body).toBe(200)
    movement = Number(placed.json<{ movimiento_numero: string }>().movimiento_numero)

    await store.services.adminStaff.add(COMMAND_LINE_ACTOR, { email: 'ventas@staff.test', role: 'ventas', password: PASSWORD })
    const signed = await store.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: 'ventas@staff.test', password: PASSWORD },
    })
    const c = signed.cookies.find((x) => x.name === STAFF_SESSION_COOKIE)!
    cookie = `${c.name}=${c.value}`
    csrf = (await store.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })).json<{
      csrfToken: string
    }>().csrfToken
  })
  afterAll(() => store?.close())

  it('puts the message the store sent again in the outbox, word for word, even after a price change; audited', async () => {
    await store.database.db.update(products).set({ priceList6: 1 }).where(eq(products.sku, TV.sku))
    const response = await resend(movement)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<{ message: string }>().message).toBe(
      'Correo del pedido puesto en la cola de envío para ventas@staff.example, pedidos@staff.example.',
    )
    const [original, again] = await staffMails()
    expect(again).toBeDefined()
    expect(again!.recipients).toEqual(['ventas@staff.example', 'pedidos@staff.example'])
    expect(again!.status).toBe('pending')
    expect(again!.subject).toBe(original!.subject)
    expect(again!.subject).toContain('Factura A')
    expect(again!.text).toBe(original!.text)
    expect(again!.html).toBe(original!.html)
    expect(again!.text).toContain('CFTEA: 86,69 %')
    expect(again!.html).not.toContain('<SRL>')
    const audits = await store.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.staff-email'))
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({
      actor: 'ventas@staff.test',
      entity: 'order',
      entityId: String(movement).padStart(8, '0'),
      after: { emailId: again!.id, recipients: ['ventas@staff.example', 'pedidos@staff.example'] },
    })
  })

  it('an unknown order or a bad number is a Spanish 404/400 and queues nothing', async () => {
    const before = (await staffMails()).length
    const unknown = await resend(99_999)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json<{ message: string }>().message).toBe('No existe el pedido N° 00099999.')
    const bad = await resend('1%3Cscript%3E')
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ message: string }>().message).toMatch(/Número de pedido inválido/)
    expect(await staffMails()).toHaveLength(before)
  })
})
