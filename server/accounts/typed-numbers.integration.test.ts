/**
 * Phones and DNIs as people type them, through HTTP on both databases: registration, the
 * profile and an order read '+54 9 11 5555-4444', '11-5555 4444' and '(011) 4555-4444' to the
 * digits stored (domain/phone.ts, decision 043) and a DNI typed '20.123.456' to its digits;
 * letters are a Spanish 400 ('Solo números') that stores nothing.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, users } from '#server/db/schema/index.ts'
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { testProduct } from '#tests/setup/test-product.ts'
import { apiCaller, registrationBody } from '#tests/setup/account-api.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const TV = testProduct({ sku: 'TEL-TV', name: 'Televisor Teléfono' })

const registration = (email: string, change: Record<string, unknown> = {}) =>
  registrationBody(email, { name: 'Ana Pérez', dni: '20.123.456', phone: '+54 9 11 5555-4444', ...change })

describe.each(databaseKinds)('typed phones and DNIs on %s', (kind) => {
  let store: TestStore
  const call = apiCaller(() => store)
  const userCount = async () => (await store.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n
  const userData = async (who: { token: string; email: string }) =>
    (await call('GET', `/api/page/getUserData?email=${encodeURIComponent(who.email)}`, undefined, who.token)).json() as Record<
      string,
      unknown
    >
  async function register(email: string) {
    const response = await call('POST', '/api/page/registerUser', registration(email))
    expect(response.statusCode, response.body).toBe(201)
    return { token: (response.json() as { token: string }).token, email }
  }

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false })
    await productsRepository(store.database.db).insertMany([TV])
  })
  afterAll(() => store?.close())

  it('registration keeps a phone typed from abroad and a DNI with dots as their digits', async () => {
    const who = await register('ana@example.com')
    expect(await userData(who)).toMatchObject({ phone: '1155554444', dni: '20123456' })
  })

  it("registration refuses letters in the phone with 'Solo números', storing nothing", async () => {
    const before = await userCount()
    const response = await call('POST', '/api/page/registerUser', registration('letras@example.com', { phone: '11 5555 int. 2' }))
    expect(response.statusCode, response.body).toBe(400)
    expect((response.json() as { message: string }).message).toContain('Teléfono: Solo números')
    expect(await userCount()).toBe(before)
  })

  it('the profile reads a landline with its trunk 0 and a DNI with dots; letters are refused', async () => {
    const who = await register('perfil@example.com')
    const profile = {
      email: who.email,
      fullname: 'Ana Pérez',
      dni: '30.111.222',
      phone: '(011) 4555-4444',
      address: 'Calle 1',
      location: 'CABA',
      postal_code: '1000',
    }
    const changed = await call('PATCH', '/api/page/changeUserData', profile, who.token)
    expect(changed.statusCode, changed.body).toBe(200)
    expect(await userData(who)).toMatchObject({ phone: '1145554444', dni: '30111222' })
    const refused = await call('PATCH', '/api/page/changeUserData', { ...profile, phone: 'once 4555' }, who.token)
    expect(refused.statusCode, refused.body).toBe(400)
    expect(refused.json()).toEqual({ message: 'Teléfono: Solo números' })
    expect(await userData(who)).toMatchObject({ phone: '1145554444' })
  })

  it("an order stores the phone's digits and refuses letters in it", async () => {
    const who = await register('pedido@example.com')
    const body = (celular: string) => ({
      datos_de_orden: {
        client_email: who.email,
        datos_cliente: {
          nombre_completo: 'Ana Pérez',
          dni: '20.123.456',
          direccion: 'Av. Corrientes 1000',
          location: 'CABA',
          cp: '1043',
          celular,
          email: who.email,
        },
        productos: [{ sku: TV.sku, cantidad_seleccionada: 1 }],
        opcion_de_entrega: { retira_en_local: true, cp: '', direccion: '' },
        abona_en: 1,
      },
    })
    const placed = await call('POST', '/api/page/sendOrderEmail', body('11-5555 4444'), who.token)
    expect(placed.statusCode, placed.body).toBe(200)
    const { order_id } = placed.json() as { order_id: number }
    const [row] = await store.database.db.select().from(orders).where(eq(orders.id, order_id))
    expect(row).toMatchObject({ taxIdKind: 'dni', taxId: '20123456' })
    expect(row!.payload.datos_cliente).toMatchObject({ celular: '1155554444' })

    const refused = await call('POST', '/api/page/sendOrderEmail', body('11 5555 cuatro'), who.token)
    expect(refused.statusCode, refused.body).toBe(400)
    expect((refused.json() as { message: string }).message).toContain('Solo números')
  })
})
