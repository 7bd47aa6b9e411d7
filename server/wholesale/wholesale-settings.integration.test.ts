/**
 * The resellers' minimum order through HTTP on both databases: none (0) until staff set it, set
 * and read back, every wrong amount a 400 with its Spanish message and nothing changed, each change
 * audited (saving the same amount again is not), a stored value that is no amount read as none,
 * the roles of the back office, and the form on /admin/resellers showing the amount.
 */
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import { MINIMUM_ORDER_LABEL, MINIMUM_ORDER_MESSAGES } from '#domain/wholesale/minimum-order.ts'
import { auditLog } from '#server/db/schema/index.ts'
import { metaRepository } from '#server/db/store-meta-repository.ts'
import { addSignedStaff, type SignedStaff } from '#tests/setup/staff-sign-in.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { resellerMinimumOrder } from './wholesale-settings.ts'

const URL = '/api/admin/resellers/minimum-order'

describe.each(databaseKinds)('the resellers’ minimum order on %s', (kind) => {
  let store: TestStore
  let ventas: SignedStaff
  let catalogo: SignedStaff

  const put = (as: SignedStaff | null, payload: unknown, csrf?: string | null) => {
    const token = csrf === undefined ? as?.csrf : csrf
    return store.app.inject({
      method: 'PUT',
      url: URL,
      headers: { ...(as ? { cookie: as.cookie } : {}), ...(token ? { 'x-csrf-token': token } : {}) },
      payload: payload as object,
    })
  }
  const stored = () => resellerMinimumOrder(store.database.db)
  const audits = () =>
    store.database.db.select().from(auditLog).where(eq(auditLog.action, 'reseller.minimum_order')).orderBy(desc(auditLog.id))

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, pages: true })
    ventas = await addSignedStaff(store, 'ventas@staff.test', 'ventas')
    catalogo = await addSignedStaff(store, 'catalogo@staff.test', 'catalogo')
  })
  afterAll(() => store?.close())

  it('is none (0) until staff set it', async () => {
    expect(await stored()).toBe(0)
    expect(await store.services.wholesale.minimumOrder()).toBe(0)
  })

  it('refuses every wrong amount with its Spanish message: 400, nothing changed, nothing audited', async () => {
    for (const [minimum_order, message] of [
      [-1, MINIMUM_ORDER_MESSAGES.invalid],
      ['-1', MINIMUM_ORDER_MESSAGES.invalid],
      ['abc', MINIMUM_ORDER_MESSAGES.invalid],
      [1.234, MINIMUM_ORDER_MESSAGES.invalid],
      ['', MINIMUM_ORDER_MESSAGES.invalid],
      [null, MINIMUM_ORDER_MESSAGES.invalid],
      [1e9, MINIMUM_ORDER_MESSAGES.tooHigh],
      ['100000000,01', MINIMUM_ORDER_MESSAGES.tooHigh],
      [1e300, MINIMUM_ORDER_MESSAGES.tooHigh],
    ] as const) {
      const response = await put(ventas, { minimum_order })
      expect(response.statusCode, String(minimum_order)).toBe(400)
      expect(response.json()).toEqual({ message, fields: { minimum_order: message } })
    }
    for (const payload of [{}, [], { other: 1 }, { minimum_order: { amount: 1 } }]) {
      const response = await put(ventas, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    }
    const notJson = await store.app.inject({
      method: 'PUT',
      url: URL,
      headers: { cookie: ventas.cookie, 'x-csrf-token': ventas.csrf, 'content-type': 'application/json' },
      payload: '{"minimum_order": ',
    })
    expect(notJson.statusCode).toBe(400)
    expect(await stored()).toBe(0)
    expect(await audits()).toEqual([])
  })

  it('saves an amount in pesos, reads it back and audits the change', async () => {
    const response = await put(ventas, { minimum_order: 150000.5 })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ message: MINIMUM_ORDER_MESSAGES.saved, minimumOrder: 150000.5, changed: true })
    expect(response.headers['cache-control']).toBe('no-store')
    expect(await stored()).toBe(150000.5)
    expect(await store.services.wholesale.minimumOrder()).toBe(150000.5)
    const [audit] = await audits()
    expect(audit).toMatchObject({
      actor: 'ventas@staff.test',
      entity: 'store_meta',
      entityId: 'reseller_minimum_order',
      before: { minimumOrder: 0 },
      after: { minimumOrder: 150000.5 },
    })

    // the same amount as staff type it: saved, not audited again
    const again = await put(ventas, { minimum_order: '150.000,50' })
    expect(again.json()).toEqual({ message: MINIMUM_ORDER_MESSAGES.saved, minimumOrder: 150000.5, changed: false })
    expect(await audits()).toHaveLength(1)
  })

  it('a wrong amount after that leaves the saved one', async () => {
    expect((await put(ventas, { minimum_order: 'mucho' })).statusCode).toBe(400)
    expect(await stored()).toBe(150000.5)
  })

  it('is the back office’s: no session 401, the catalogo role 403, no CSRF token 403; nothing changed', async () => {
    const none = await put(null, { minimum_order: 1 })
    expect(none.statusCode).toBe(401)
    expect(none.json()).toEqual({ message: ADMIN_MESSAGES.signInRequired })
    const wrongRole = await put(catalogo, { minimum_order: 1 })
    expect(wrongRole.statusCode).toBe(403)
    expect(wrongRole.json()).toEqual({ message: ADMIN_MESSAGES.forbidden })
    for (const csrf of [null, 'x'.repeat(43)]) {
      const noToken = await put(ventas, { minimum_order: 1 }, csrf)
      expect(noToken.statusCode).toBe(403)
      expect(noToken.json()).toEqual({ message: ADMIN_MESSAGES.csrf })
    }
    expect(await stored()).toBe(150000.5)
    expect(await audits()).toHaveLength(1)
  })

  it('/admin/resellers shows the form with the saved amount', async () => {
    const page = await store.app.inject({ method: 'GET', url: '/admin/resellers', headers: { cookie: ventas.cookie } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(MINIMUM_ORDER_LABEL)
    expect(page.body).toContain('value="150000,50"')
    expect(page.body).toContain('Ahora: $ 150.000,50.')
  })

  it('zero turns it off', async () => {
    const response = await put(ventas, { minimum_order: '0' })
    expect(response.json()).toMatchObject({ minimumOrder: 0, changed: true })
    expect(await stored()).toBe(0)
    expect((await audits())[0]).toMatchObject({ before: { minimumOrder: 150000.5 }, after: { minimumOrder: 0 } })
    const page = await store.app.inject({ method: 'GET', url: '/admin/resellers', headers: { cookie: ventas.cookie } })
    expect(page.body).toContain('Ahora: sin mínimo.')
  })

  it('a stored value that is no amount reads as none', async () => {
    const meta = metaRepository(store.database.db)
    for (const bad of ['abc', '-5', '1.234', '1e3', '0x10', '', '999999999999']) {
      await meta.set('reseller_minimum_order', bad)
      expect(await stored(), bad).toBe(0)
    }
    await meta.set('reseller_minimum_order', '2500.25')
    expect(await stored()).toBe(2500.25)
  })
})
