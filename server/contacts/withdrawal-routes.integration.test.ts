import { asc, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { store as identity } from '#config/store.ts'
import { REQUIRED_MESSAGE } from '#domain/forms/messages.ts'
import { WITHDRAWAL_MESSAGES, withdrawalSchema } from '#domain/forms/withdrawal.ts'
import { emailOutbox, orders, users, withdrawalRequests } from '#server/db/schema/index.ts'
import { withdrawalRepository } from '#server/contacts/withdrawal-repository.ts'
import { CODE_PATTERN, withdrawalService } from '#server/contacts/withdrawal-service.ts'
import { storedOrderPayload } from '#tests/setup/stored-order.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const STAFF = 'arrepentimientos@staff.example,ventas@staff.example'

let serial = 0
/** A request no other test in this file sends: its own e-mail and order number. */
function fresh(overrides: Record<string, unknown> = {}) {
  serial += 1
  return {
    fullname: 'Ana Gómez',
    email: `ana.${serial}@cliente.example`,
    phone: '11 5555-0000',
    order_number: String(1000 + serial).padStart(8, '0'),
    reason: 'Me equivoqué de modelo',
    ...overrides,
  }
}

/** A client address no other test uses, so the per-address limit of one test never hits another. */
let addresses = 0
const newAddress = () => {
  addresses += 1
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`
}

describe.each(databaseKinds)('withdrawal API on %s', (kind) => {
  let store: TestStore
  const post = (payload: unknown, remoteAddress = '203.0.113.1') =>
    store.app.inject({ method: 'POST', url: '/api/withdrawals', payload: payload as object, remoteAddress })
  const rows = () => withdrawalRepository(store.database.db).all()
  const outbox = () =>
    store.database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.kind, ['withdrawal-ack', 'withdrawal-staff']))
      .orderBy(asc(emailOutbox.id))

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, env: { STAFF_EMAILS: STAFF } })
  })
  afterAll(() => store?.close())
  beforeEach(() => {
    serial += 10
  })

  it('stores a request, answers 201 with a fresh code and writes both e-mails to the outbox', async () => {
    const body = fresh({ email: '  Ana.Nueva@Cliente.EXAMPLE ', order_number: '00000012' })
    const response = await post(body, newAddress())
    expect(response.statusCode).toBe(201)
    expect(response.headers['cache-control']).toBe('no-store')
    const answer = response.json<{ code: string; message: string; duplicate: boolean }>()
    expect(answer).toEqual({
      code: expect.stringMatching(CODE_PATTERN),
      message: identity.legal.withdrawal.successMessage,
      duplicate: false,
    })

    const [row] = (await rows()).filter((r) => r.code === answer.code)
    expect(row).toMatchObject({
      fullname: 'Ana Gómez',
      email: 'ana.nueva@cliente.example',
      phone: '1155550000',
      orderNumber: 12,
      reason: 'Me equivoqué de modelo',
    })
    expect(row!.createdAt).toBeInstanceOf(Date)

    const mails = (await outbox()).filter((m) => m.subject.includes(answer.code))
    expect(mails.map((m) => [m.kind, m.recipients])).toEqual([
      ['withdrawal-ack', ['ana.nueva@cliente.example']],
      ['withdrawal-staff', ['arrepentimientos@staff.example', 'ventas@staff.example']],
    ])
    const [ack, staff] = mails
    expect(ack!.html).toContain(answer.code)
    expect(ack!.text).toContain('10 días corridos')
    expect(staff!.text).toContain('00000012')
    expect(staff!.text).toContain('1155550000')
    expect(ack!.status).toBe('pending')
  })

  it('recognises the same request (e-mail in any case, order padded or not): 200, the same code, no new e-mail', async () => {
    const body = fresh({ order_number: '00000345' })
    const first = await post(body, newAddress())
    expect(first.statusCode).toBe(201)
    const { code } = first.json<{ code: string }>()
    const before = { rows: (await rows()).length, mails: (await outbox()).length }

    const again = await post(
      { ...body, email: body.email.toUpperCase(), order_number: '345', fullname: 'Otro Nombre' },
      newAddress(),
    )
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ code, message: identity.legal.withdrawal.duplicateMessage, duplicate: true })
    expect((await rows()).length).toBe(before.rows)
    expect((await outbox()).length).toBe(before.mails)
  })

  it('gives another order of the same e-mail its own code', async () => {
    const body = fresh()
    const a = await post(body, newAddress())
    const b = await post({ ...body, order_number: '77777777' }, newAddress())
    expect([a.statusCode, b.statusCode]).toEqual([201, 201])
    expect(a.json<{ code: string }>().code).not.toBe(b.json<{ code: string }>().code)
  })

  it.each([
    ['everything empty', { fullname: '', email: '', phone: '', order_number: '', reason: '' }, `fullname: ${REQUIRED_MESSAGE}`],
    ['a one-letter name', { fullname: 'A' }, 'fullname: Mínimo 2 caracteres'],
    ['a malformed e-mail', { email: 'ana-cliente.example' }, 'email: Correo inválido'],
    ['a 7-digit phone', { phone: '1234567' }, `phone: ${WITHDRAWAL_MESSAGES.phone}`],
    ['letters in the phone', { phone: '11-5555-ABCD' }, `phone: ${WITHDRAWAL_MESSAGES.phone}`],
    ['a 9-digit order number', { order_number: '123456789' }, `order_number: ${WITHDRAWAL_MESSAGES.orderNumber}`],
    ['order number zero', { order_number: '0' }, `order_number: ${WITHDRAWAL_MESSAGES.orderNumber}`],
    ['a missing order number', { order_number: undefined }, `order_number: ${REQUIRED_MESSAGE}`],
    ['a 1001-character reason', { reason: 'x'.repeat(1001) }, 'reason: Máximo 1000 caracteres'],
  ])('answers 400 with a Spanish message for %s, storing and sending nothing', async (_label, change, message) => {
    const before = { rows: (await rows()).length, mails: (await outbox()).length }
    const response = await post({ ...fresh(), ...change }, newAddress())
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: `Datos inválidos. ${message}` })
    expect((await rows()).length).toBe(before.rows)
    expect((await outbox()).length).toBe(before.mails)
  })

  it('answers 4xx, never 500, to malformed JSON, a non-object body, no body or a form post', async () => {
    const before = (await rows()).length
    const send = (payload: string | undefined, type = 'application/json') =>
      store.app.inject({ method: 'POST', url: '/api/withdrawals', headers: { 'content-type': type }, payload })
    expect((await send('{"fullname": "Ana"')).statusCode).toBe(400)
    expect((await send('[1,2]')).json()).toEqual({
      message: 'Datos inválidos. El cuerpo de la solicitud debe ser un objeto JSON.',
    })
    expect((await send('null')).statusCode).toBe(400)
    expect((await send(undefined)).statusCode).toBe(400)
    const form = await send('fullname=Ana&email=a%40b.example', 'application/x-www-form-urlencoded')
    expect(form.statusCode).toBeGreaterThanOrEqual(400)
    expect(form.statusCode).toBeLessThan(500)
    expect((await rows()).length).toBe(before)
  })

  it('answers the same whether the order exists, belongs to someone else or does not exist', async () => {
    const [owner] = await store.database.db.insert(users).values({ email: 'duena@cliente.example' }).returning({ id: users.id })
    await store.database.db.insert(orders).values({
      movement: 4242,
      userId: owner!.id,
      payload: storedOrderPayload(4242),
      totalPrice: 1000,
      address: 'x',
      payment: 'y',
    })
    const stranger = await post(fresh({ order_number: '00004242' }), newAddress())
    const missing = await post(fresh({ order_number: '00004243' }), newAddress())
    expect(stranger.statusCode).toBe(missing.statusCode)
    const strip = (r: typeof stranger) => ({ ...r.json<Record<string, unknown>>(), code: 'X' })
    expect(strip(stranger)).toEqual(strip(missing))
    expect(Object.keys(stranger.headers).sort()).toEqual(Object.keys(missing.headers).sort())
    // Staff get the request to check; the answer reveals nothing about order 4242.
    const { code } = stranger.json<{ code: string }>()
    const [notice] = (await outbox()).filter((m) => m.kind === 'withdrawal-staff' && m.subject.includes(code))
    expect(notice!.text).toContain('Verificar que el pedido exista')
    expect(notice!.text).not.toContain('duena@cliente.example')
  })

  it('limits new requests per client address to 5 an hour, counted in the database: 429, nothing stored', async () => {
    const address = newAddress()
    for (let i = 0; i < 5; i++) expect((await post(fresh(), address)).statusCode).toBe(201)
    const before = { rows: (await rows()).length, mails: (await outbox()).length }
    const refused = await post(fresh(), address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ message: 'Demasiadas solicitudes. Intente nuevamente más tarde.' })
    expect((await rows()).length).toBe(before.rows)
    expect((await outbox()).length).toBe(before.mails)
    // another address is not affected
    expect((await post(fresh(), newAddress())).statusCode).toBe(201)
    // an hour later (by the database's clock) the address may ask again
    await store.database.db
      .update(withdrawalRequests)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(withdrawalRequests.address, address))
    expect((await post(fresh(), address)).statusCode).toBe(201)
  })

  it('limits new requests per e-mail to 5 an hour, whatever the address', async () => {
    const email = `muchas.${serial}@cliente.example`
    for (let i = 0; i < 5; i++) {
      expect((await post(fresh({ email, order_number: String(500 + i) }), newAddress())).statusCode).toBe(201)
    }
    const refused = await post(fresh({ email: email.toUpperCase(), order_number: '600' }), newAddress())
    expect(refused.statusCode).toBe(429)
  })

  it('limits new requests per e-mail to 10 a day, from any addresses: the acknowledgements one address can be sent', async () => {
    const email = `destino.${serial}@cliente.example`
    for (let i = 0; i < 10; i++) {
      expect((await post(fresh({ email, order_number: String(700 + i) }), newAddress())).statusCode).toBe(201)
      // spread over the day, so the hourly limit is not what stops them
      if (i % 4 === 3)
        await store.database.db
          .update(withdrawalRequests)
          .set({ createdAt: sql`created_at - interval '2 hours'` })
          .where(eq(withdrawalRequests.email, email))
    }
    await store.database.db
      .update(withdrawalRequests)
      .set({ createdAt: sql`now() - interval '3 hours'` })
      .where(eq(withdrawalRequests.email, email))
    const mails = (await outbox()).length
    const refused = await post(fresh({ email, order_number: '800' }), newAddress())
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ message: 'Demasiadas solicitudes. Intente nuevamente más tarde.' })
    expect((await outbox()).length).toBe(mails)
    // a day later the address may be sent one again
    await store.database.db
      .update(withdrawalRequests)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(withdrawalRequests.email, email))
    expect((await post(fresh({ email, order_number: '801' }), newAddress())).statusCode).toBe(201)
  })

  it("sends the unconfirmed address only fixed texts and the code: none of the sender's name, phone or reason", async () => {
    const body = fresh({
      fullname: 'Su cuenta fue suspendida ingrese a phish example',
      reason: 'Reclame su reembolso en https://phish.example/pago',
    })
    const answer = await post(body, newAddress())
    expect(answer.statusCode).toBe(201)
    const { code } = answer.json<{ code: string }>()
    const mails = (await outbox()).filter((m) => m.subject.includes(code))
    const ack = mails.find((m) => m.kind === 'withdrawal-ack')!
    const staff = mails.find((m) => m.kind === 'withdrawal-staff')!
    for (const part of [ack.subject, ack.html, ack.text]) {
      expect(part).not.toContain('phish')
      expect(part).not.toContain('suspendida')
      expect(part).not.toContain(body.phone)
      expect(part).toContain(code)
    }
    // staff, at the store's own addresses, get all of it
    expect(staff.text).toContain('https://phish.example/pago')
    expect(staff.text).toContain('Su cuenta fue suspendida')
  })

  it('counts IPv6 clients by their /64', async () => {
    const prefix = `2001:db8:${serial.toString(16)}`
    for (let i = 0; i < 5; i++) expect((await post(fresh(), `${prefix}::${i + 1}`)).statusCode).toBe(201)
    expect((await post(fresh(), `${prefix}::ffff`)).statusCode).toBe(429)
    expect((await post(fresh(), `${prefix}:1::1`)).statusCode).toBe(201)
  })

  it('answers parallel copies of one request with one code, one row and one pair of e-mails', async () => {
    const body = fresh()
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(body, newAddress())))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 201])
    expect(new Set(answers.map((a) => a.json<{ code: string }>().code)).size).toBe(1)
    const mine = (await rows()).filter((r) => r.email === body.email)
    expect(mine).toHaveLength(1)
    expect((await outbox()).filter((m) => m.subject.includes(mine[0]!.code))).toHaveLength(2)
  })

  it('draws another code when the first is taken', async () => {
    const taken = (await rows())[0]!.code
    const codes = [taken, taken, 'ARR-ZZZZ2345']
    const service = withdrawalService({
      database: store.database,
      env: { STAFF_EMAILS: ['staff@staff.example'] },
      newCode: () => codes.shift()!,
    })
    const outcome = await service.request(withdrawalSchema.parse(fresh()), newAddress())
    expect(outcome).toMatchObject({ status: 201, code: 'ARR-ZZZZ2345', duplicate: false })
    expect((await rows()).filter((r) => r.code === taken)).toHaveLength(1)
  })
})
