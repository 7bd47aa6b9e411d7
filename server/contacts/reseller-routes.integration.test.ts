import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESELLER_MESSAGES } from '#domain/forms/reseller.ts'
import { contactRepository } from '#server/contacts/contact-repository.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

const valid = {
  fullname: 'Juan Pérez',
  email: 'juan@empresa.com',
  phone: 1155551234,
  comentary: 'Tengo un local en Flores',
  view: 0,
}

describe.each(databaseKinds)('reseller enquiry API on %s', (kind) => {
  let store: TestStore
  const post = (payload: unknown) => store.app.inject({ method: 'POST', url: '/api/page', payload: payload as object })
  const stored = () => contactRepository(store.database.db).resellerEnquiries()

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false })
  })
  afterAll(() => store?.close())

  it('POST /api/page answers 201 and stores the enquiry, phone as an integer and view 0', async () => {
    const response = await post({ ...valid, phone: '1155551234', view: 7 })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ message: RESELLER_MESSAGES.success.message })
    const rows = await stored()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ ...valid, phone: 1155551234, view: 0 })
  })

  it('answers 409 when an enquiry with the same phone is already stored, and stores nothing more', async () => {
    const response = await post({ ...valid, fullname: 'Otra Persona', email: '', comentary: '' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: RESELLER_MESSAGES.conflict.message })
    expect(await stored()).toHaveLength(1)
  })

  it('accepts the minimum: a name and a phone', async () => {
    const response = await post({ fullname: 'Jo', phone: 100000000 })
    expect(response.statusCode).toBe(201)
    const row = (await stored()).find((r) => r.phone === 100000000)
    expect(row).toMatchObject({ fullname: 'Jo', email: '', comentary: '', view: 0 })
  })

  it.each([
    ['a one-letter name', { ...valid, fullname: 'J', phone: 1160000001 }, 'fullname'],
    ['a missing name', { ...valid, fullname: undefined, phone: 1160000002 }, 'fullname'],
    ['a malformed e-mail', { ...valid, email: 'juan-empresa.com', phone: 1160000003 }, 'email'],
    ['a too short e-mail', { ...valid, email: 'a@b.c', phone: 1160000004 }, 'email'],
    ['an 8-digit phone', { ...valid, phone: 11555512 }, 'phone'],
    ['a phone with letters', { ...valid, phone: '11555abc34' }, 'phone'],
    ['a missing phone', { ...valid, phone: undefined }, 'phone'],
    ['an empty phone', { ...valid, phone: '' }, 'phone'],
    ['a 16-digit phone', { ...valid, phone: '1234567890123456' }, 'phone'],
  ])('answers 422 with a Spanish message for %s, storing nothing', async (_label, payload, field) => {
    const before = (await stored()).length
    const response = await post(payload)
    expect(response.statusCode).toBe(422)
    const { message } = response.json<{ message: string }>()
    expect(message).toMatch(/^Datos inválidos\./)
    expect(message).toContain(field)
    expect(await stored()).toHaveLength(before)
  })

  it.each([
    ['an array', [valid]],
    ['a string', 'hola'],
    ['null', null],
  ])('answers 422 when the body is %s', async (_label, payload) => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/page',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    })
    expect(response.statusCode).toBe(422)
  })

  it('answers 4xx, never 500, to malformed JSON, an empty body or a form post', async () => {
    const before = (await stored()).length
    const malformed = await store.app.inject({
      method: 'POST',
      url: '/api/page',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullname": "Juan", "phone": 1155',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json<{ message: string }>().message).toBe('El cuerpo de la solicitud no es JSON válido.')

    const empty = await store.app.inject({ method: 'POST', url: '/api/page', headers: { 'content-type': 'application/json' } })
    expect(empty.statusCode).toBe(422)

    const form = await store.app.inject({
      method: 'POST',
      url: '/api/page',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'fullname=Juan&phone=1155551299',
    })
    expect(form.statusCode).toBeGreaterThanOrEqual(400)
    expect(form.statusCode).toBeLessThan(500)
    expect(await stored()).toHaveLength(before)
  })
})
