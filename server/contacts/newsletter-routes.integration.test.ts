import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterEmailMessage } from '#domain/forms/newsletter-rules.ts'
import { contactRepository } from '#server/contacts/contact-repository.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

describe.each(databaseKinds)('newsletter API on %s', (kind) => {
  let store: TestStore
  const subscribe = (payload: unknown) =>
    store.app.inject({ method: 'POST', url: '/api/clients/addSubscriptor', payload: payload as object })
  const stored = async () => (await contactRepository(store.database.db).subscribers()).map((s) => s.email)

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false })
  })
  afterAll(() => store?.close())

  it('stores a new address (trimmed, lowercased) and answers 201 with the success text', async () => {
    const response = await subscribe({ email: '  Ana.Gomez@Correo.com.ar ' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ message: 'Subscrito correctamente, muchas gracias!' })
    expect(await stored()).toEqual(['ana.gomez@correo.com.ar'])
  })

  it('answers 409 to an address already there, whatever its capitals, and stores nothing more', async () => {
    const response = await subscribe({ email: 'ANA.GOMEZ@correo.com.ar' })
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe('Ya se encuentra subscrito, muchas gracias!')
    expect(await stored()).toHaveLength(1)
  })

  it('refuses what is not an e-mail with the spec message, storing nothing', async () => {
    for (const email of ['sin-arroba', 'a@b', '@dominio.com', '', 'x'.repeat(300) + '@a.com']) {
      const response = await subscribe({ email })
      expect(response.statusCode, email).toBe(400)
      expect(response.json().message, email).toContain(newsletterEmailMessage(email).slice(0, 30))
    }
    for (const payload of [{}, { email: 42 }, { email: ['a@b.com'] }, 'texto']) {
      const response = await subscribe(payload)
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500)
    }
    expect(await stored()).toHaveLength(1)
  })
})
