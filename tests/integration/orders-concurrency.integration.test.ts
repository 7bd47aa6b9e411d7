/**
 * Fifty customers press 'Generar pedido' at the same moment: every one gets an order, the
 * numbers are fifty distinct, consecutive values, and every order has its staff e-mail and its receipt in the
 * outbox (docs/orders.md).
 */
import { asc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, orderLines, orders, users } from '#server/db/schema/index.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const CUSTOMERS = 50

describe.each(databaseKinds)('orders placed at the same moment on %s', (kind) => {
  let store: TestStore

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false })
    await productsRepository(store.database.db).insertMany([
      {
        sku: 'CONC-1',
        name: 'Producto concurrente',
        stock: 1000,
        category: 'Test',
        sub_category: 'test',
        brand: 'Marca',
        white_line: 0,
        img_url: '',
        img_urls: [],
        price_list_1: 199.99,
        price_list_2: 180,
        price_list_3: 210,
        price_list_4: 220,
        price_list_5: 230,
        price_list_6: 240,
        tax_percentage: 21,
        week_views: 0,
        descriptions: null,
        specifications: null,
        faq: null,
      },
    ])
  })
  afterAll(() => store?.close())

  it(`gives ${CUSTOMERS} customers ${CUSTOMERS} distinct, consecutive order numbers and ${CUSTOMERS} e-mails`, async () => {
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, async (_, i) => {
        const email = `cliente${i}@example.com`
        const [row] = await store.database.db
          .insert(users)
          .values({ email, fullname: `Cliente ${i}` })
          .returning({ id: users.id })
        return { email, token: await store.services.tokens.sign({ userId: row!.id, email }) }
      }),
    )

    const responses = await Promise.all(
      customers.map((c, i) =>
        store.app.inject({
          method: 'POST',
          url: '/api/page/sendOrderEmail',
          headers: { authorization: `Bearer ${c.token}`, 'idempotency-key': `conc-${i}` },
          payload: {
            datos_de_orden: {
              client_email: c.email,
              datos_cliente: {
                nombre_completo: `Cliente ${i}`,
                dni: String(30_000_000 + i),
                direccion: `Calle ${i}`,
                location: 'CABA',
                cp: '1406',
                celular: '1155550000',
                email: c.email,
              },
              productos: [{ sku: 'CONC-1', cantidad_seleccionada: (i % 3) + 1 }],
              // 9410 (Ushuaia) is in "Resto del país", a cotizar: no shipping line, the total is the products'.
              opcion_de_entrega: { retira_en_local: i % 2 === 0, cp: '9410', direccion: 'Gurruchaga 100' },
              abona_en: 1,
            },
          },
        }),
      ),
    )

    for (const response of responses) expect(response.statusCode, response.body).toBe(200)
    const numbers = responses.map((r) => r.json<{ movimiento_numero: string }>().movimiento_numero)
    expect(new Set(numbers).size).toBe(CUSTOMERS)
    expect([...numbers].sort()).toEqual(Array.from({ length: CUSTOMERS }, (_, i) => String(i + 1).padStart(8, '0')))
    responses.forEach((r, i) => expect(r.json<{ total: number }>().total).toBe(Math.round(19_999 * ((i % 3) + 1)) / 100))

    const db = store.database.db
    const stored = await db.select({ movement: orders.movement }).from(orders).orderBy(asc(orders.movement))
    expect(stored.map((o) => o.movement)).toEqual(Array.from({ length: CUSTOMERS }, (_, i) => i + 1))
    const count = async (table: typeof orderLines) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n
    expect(await count(orderLines)).toBe(CUSTOMERS)
    // Each order writes two e-mails in its transaction: the staff's and the shopper's receipt.
    const mail = await db.select({ kind: emailOutbox.kind, subject: emailOutbox.subject }).from(emailOutbox)
    expect(mail.filter((m) => m.kind === 'order-staff')).toHaveLength(CUSTOMERS)
    expect(mail.filter((m) => m.kind === 'order-receipt')).toHaveLength(CUSTOMERS)
    expect(mail).toHaveLength(2 * CUSTOMERS)
    const subjects = mail.filter((m) => m.kind === 'order-staff').map((m) => m.subject)
    for (const n of numbers) expect(subjects.some((s) => s.startsWith(`Nuevo pedido N° ${n} - `))).toBe(true)

    const next = await store.app.inject({
      method: 'GET',
      url: '/api/page/getOrderMovement',
      headers: { authorization: `Bearer ${customers[0]!.token}` },
    })
    expect(next.json()).toEqual({ movement: String(CUSTOMERS + 1).padStart(8, '0') })
  })
})
