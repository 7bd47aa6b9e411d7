/**
 * Two instances of the store on one PostgreSQL: a staff session opened on one works on the other,
 * and what staff change on one (an account disabled, an enquiry seen, a withdrawal's state) is
 * what the other shows at once — sessions and everything else live in the database.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_SESSION_COOKIE } from '#domain/admin/staff-roles.ts'
import { buildApp } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/database.ts'
import { resellerEnquiries } from '#server/db/schema/index.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { createServices, type Services } from '#server/services.ts'
import { createTestStore, type TestStore } from '#tests/setup/test-store.ts'

const PASSWORD = 'clave-del-panel-1'

describe.skipIf(!process.env.TEST_DATABASE_URL)('the back office on two instances of one PostgreSQL', () => {
  let first: TestStore
  let second: { app: FastifyInstance; database: Database; services: Services }

  beforeAll(async () => {
    first = await createTestStore('postgres', { seed: false, pages: true })
    const database = await openDatabase({ dataDir: first.dataDir, databaseUrl: first.env.DATABASE_URL, poolSize: 4 })
    const services = createServices(first.env, database)
    const app = await buildApp({ services })
    const { registerPages } = await import('#server/pages/pages.ts')
    await registerPages(app, { services, mode: 'production' })
    await app.ready()
    second = { app, database, services }
  })
  afterAll(async () => {
    await second?.app.close()
    await second?.database.close()
    await first?.close()
  })

  async function signIn(app: FastifyInstance, email: string) {
    const response = await app.inject({ method: 'POST', url: '/api/admin/session', payload: { email, password: PASSWORD } })
    expect(response.statusCode, response.body).toBe(200)
    const cookie = response.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!
    const headers = { cookie: `${cookie.name}=${cookie.value}` }
    const who = await app.inject({ method: 'GET', url: '/api/admin/session', headers })
    return { ...headers, 'x-csrf-token': who.json<{ csrfToken: string }>().csrfToken }
  }

  it('a session opened on one instance works on the other, and a disable on one signs it out on both', async () => {
    await first.services.adminStaff.add(COMMAND_LINE_ACTOR, { email: 'jefa@staff.test', role: 'admin', password: PASSWORD })
    const clerk = await first.services.adminStaff.add(COMMAND_LINE_ACTOR, {
      email: 'vende@staff.test',
      role: 'ventas',
      password: PASSWORD,
    })
    const admin = await signIn(first.app, 'jefa@staff.test')
    const ventas = await signIn(second.app, 'vende@staff.test')
    expect((await first.app.inject({ method: 'GET', url: '/api/admin/session', headers: ventas })).statusCode).toBe(200)
    expect((await second.app.inject({ method: 'GET', url: '/admin/customers', headers: admin })).statusCode).toBe(200)

    const disabled = await second.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${clerk.id}/disabled`,
      headers: admin,
      payload: { disabled: true },
    })
    expect(disabled.statusCode, disabled.body).toBe(200)
    for (const app of [first.app, second.app]) {
      expect((await app.inject({ method: 'GET', url: '/api/admin/session', headers: ventas })).statusCode).toBe(401)
    }
  })

  it('an enquiry opened on one instance is seen on the other; the staff list shows the same accounts', async () => {
    const [row] = await first.database.db
      .insert(resellerEnquiries)
      .values({ fullname: 'Revendedor', email: 'r@x.com', phone: 1144440001, comentary: 'Hola', view: 0 })
      .returning()
    expect(await second.services.adminContacts.unseenEnquiries()).toBe(1)
    const admin = await signIn(second.app, 'jefa@staff.test')
    expect((await first.app.inject({ method: 'GET', url: `/admin/enquiries/${row!.id}`, headers: admin })).statusCode).toBe(200)
    // The page marks it seen with a POST once it is shown; its loader only reads.
    const seenPost = await first.app.inject({ method: 'POST', url: `/api/admin/enquiries/${row!.id}/seen`, headers: admin })
    expect(seenPost.statusCode, seenPost.body).toBe(200)
    expect(await second.services.adminContacts.unseenEnquiries()).toBe(0)
    const [seen] = await second.database.db.select().from(resellerEnquiries).where(eq(resellerEnquiries.id, row!.id))
    expect(seen!.view).toBe(1)
    expect((await second.services.adminStaff.list()).map((m) => [m.email, m.disabled])).toEqual([
      ['jefa@staff.test', false],
      ['vende@staff.test', true],
    ])
  })
})
