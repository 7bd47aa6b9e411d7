/**
 * The back office's dashboard says, first and in red, when orders reach no one: in production
 * with e-mail written to .eml files (no SMTP_URL) or addressed to the demo recipients (no
 * STAFF_EMAILS). Set up properly, or outside production, it says nothing.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_STAFF_EMAILS, MAIL_SETUP_TITLE } from '#config/mail-setup.ts'
import { STAFF_SESSION_COOKIE } from '#domain/admin/staff-roles.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { createTestStore, type TestStore } from '#tests/setup/test-store.ts'

const PASSWORD = 'clave-del-panel-1'

let store: TestStore | undefined
afterEach(async () => {
  await store?.close()
  store = undefined
})

async function dashboardOf(env: Record<string, string>): Promise<string> {
  store = await createTestStore('pglite', { seed: false, pages: true, env })
  await store.services.adminStaff.add(COMMAND_LINE_ACTOR, { email: 'vendedor@staff.test', role: 'ventas', password: PASSWORD })
  const signedIn = await store.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email: 'vendedor@staff.test', password: PASSWORD },
  })
  expect(signedIn.statusCode, signedIn.body).toBe(200)
  const session = signedIn.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!
  const page = await store.app.inject({ method: 'GET', url: '/admin', headers: { cookie: `${session.name}=${session.value}` } })
  expect(page.statusCode).toBe(200)
  return page.body
}

describe('the dashboard’s e-mail alert', () => {
  it('in production with the defaults: the alert, naming SMTP_URL and the demo recipients', async () => {
    const html = await dashboardOf({ NODE_ENV: 'production' })
    expect(html).toContain('role="alert"')
    expect(html).toContain(MAIL_SETUP_TITLE)
    expect(html).toContain('SMTP_URL no está definida')
    for (const email of DEMO_STAFF_EMAILS) expect(html).toContain(email)
  }, 120_000)

  it('in production with SMTP_URL and STAFF_EMAILS set: no alert', async () => {
    const html = await dashboardOf({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
      STAFF_EMAILS: 'pedidos@tienda.com.ar',
    })
    expect(html).not.toContain(MAIL_SETUP_TITLE)
  }, 120_000)

  it('outside production (the tests, development): no alert', async () => {
    expect(await dashboardOf({})).not.toContain(MAIL_SETUP_TITLE)
  }, 120_000)
})
