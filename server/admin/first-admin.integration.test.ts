/**
 * The first administrator from the start log's setup code, through HTTP on both databases: the
 * sign-in page offers the form while no account exists; a wrong, malformed or replaced code, a
 * short password and another site are refused beside the field with nothing written; two browsers
 * racing make exactly one administrator; the code works once, and once any account exists the
 * route answers 409 and the page signs in again. On PostgreSQL: two instances share the latest
 * start's code, and a creation beside another writer's uncommitted account waits for it (the
 * table lock) and refuses.
 */
import { eq } from 'drizzle-orm'
import pg from 'pg'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETUP_CODE_MESSAGES } from '#domain/admin/setup-code.ts'
import { STAFF_SESSION_COOKIE } from '#domain/admin/staff-roles.ts'
import { auditLog, staff, storeMeta } from '#server/db/schema/index.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { SETUP_CODE_KEY } from '#server/admin/first-admin-setup.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { until } from '#tests/setup/until.ts'

const PASSWORD = 'clave-de-la-duenia-1'

describe.each(databaseKinds)('the first administrator on %s', (kind) => {
  let store: TestStore
  let code: string
  const create = (body: object, ip = '203.0.113.10', headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    store.app.inject({ method: 'POST', url: '/api/admin/first-admin', payload: body, remoteAddress: ip, headers })
  const accounts = () => store.database.db.select().from(staff)
  const valid = (overrides: object = {}) => ({
    code,
    email: 'duenia@tienda.test',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  })

  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false, pages: true })
  })
  afterAll(() => store?.close())

  it('at start makes a readable code and keeps only its hash', async () => {
    code = (await store.services.adminStaff.firstAdmin.prepare())!
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    const [row] = await store.database.db.select().from(storeMeta).where(eq(storeMeta.key, SETUP_CODE_KEY))
    expect(row!.value).toMatch(/^\$argon2id\$/)
    expect(row!.value).not.toContain(code.replace(/-/g, ''))
  })

  it('offers «Crear el primer administrador» on the sign-in page, where /admin leads', async () => {
    const admin = await store.app.inject({ method: 'GET', url: '/admin' })
    expect(admin.statusCode).toBe(302)
    expect(admin.headers.location).toBe('/admin/login?next=%2Fadmin')
    const page = await store.app.inject({ method: 'GET', url: '/admin/login' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Crear el primer administrador')
    expect(page.body).toContain('Código de configuración')
    expect(page.body).not.toContain('Ingreso del personal')
    expect(page.body).toContain('<title>Crear el primer administrador · Panel TecnoHogar</title>')
  })

  it('refuses bad input beside its field with 400, writing nothing', async () => {
    const malformed = await create(valid({ code: 'ABCD-EFGH' }))
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toEqual({ message: `Código de configuración: ${SETUP_CODE_MESSAGES.shape}` })
    const short = await create(valid({ password: 'corta', confirmPassword: 'corta' }))
    expect(short.statusCode).toBe(400)
    expect(short.json<{ message: string }>().message).toMatch(/^Contraseña: Mínimo 10 caracteres/)
    const differ = await create(valid({ confirmPassword: 'otra-clave-distinta' }))
    expect(differ.statusCode).toBe(400)
    const badEmail = await create(valid({ email: '<b>@x' }))
    expect(badEmail.statusCode).toBe(400)
    const notJson = await store.app.inject({
      method: 'POST',
      url: '/api/admin/first-admin',
      payload: 'code=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400)
    expect(notJson.statusCode).toBeLessThan(500)
    // A right-looking code that is not this one: said beside the code field.
    const wrong = await create(valid({ code: code === '0000-0000-0000' ? '1111-1111-1111' : '0000-0000-0000' }))
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ message: SETUP_CODE_MESSAGES.wrong, fields: { code: SETUP_CODE_MESSAGES.wrong } })
    // From another site, even with the right code.
    const foreign = await create(valid(), '203.0.113.10', { origin: 'https://otro-sitio.test' })
    expect(foreign.statusCode).toBe(403)
    expect(await accounts()).toEqual([])
  })

  it('throttles wrong codes from one address as sign-ins are (5 in 15 minutes)', async () => {
    const wrongCode = code.startsWith('Z') ? 'YYYY-YYYY-YYYY' : 'ZZZZ-ZZZZ-ZZZZ'
    for (let i = 0; i < 5; i += 1) expect((await create(valid({ code: wrongCode }), '198.51.100.99')).statusCode).toBe(400)
    const limited = await create(valid(), '198.51.100.99')
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
    expect(await accounts()).toEqual([])
  })

  it('of two browsers racing with the right code, exactly one creates the administrator', async () => {
    // Typed as a person might: lowercase, with spaces.
    const typed = code.toLowerCase().replace(/-/g, ' ')
    const [a, b] = await Promise.all([
      create(valid({ code: typed, email: 'primera@tienda.test' }), '203.0.113.21'),
      create(valid({ email: 'segunda@tienda.test' }), '203.0.113.22'),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const winner = a.statusCode === 200 ? a : b
    const loser = a.statusCode === 200 ? b : a
    expect(loser.json()).toEqual({ message: SETUP_CODE_MESSAGES.gone })
    const rows = await accounts()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ role: 'admin', disabled: false })
    expect(rows[0]!.email).toBe(a.statusCode === 200 ? 'primera@tienda.test' : 'segunda@tienda.test')
    // Signed in at once, as an administrator.
    const cookie = winner.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!
    expect(cookie.httpOnly).toBe(true)
    const who = await store.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    })
    expect(who.json()).toMatchObject({ email: rows[0]!.email, role: 'admin' })
    const [audit] = await store.database.db.select().from(auditLog).where(eq(auditLog.entity, 'staff'))
    expect(audit).toMatchObject({ actor: 'código de configuración inicial', action: 'staff.added', staffId: null })
    expect(JSON.stringify(audit)).not.toContain(PASSWORD)
    // The code is gone with it.
    expect(await store.database.db.select().from(storeMeta).where(eq(storeMeta.key, SETUP_CODE_KEY))).toEqual([])
  })

  it('once an account exists: the code is refused, the route answers 409, the page signs in', async () => {
    const again = await create(valid({ email: 'tercera@tienda.test' }), '203.0.113.30')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: SETUP_CODE_MESSAGES.gone })
    const page = await store.app.inject({ method: 'GET', url: '/admin/login' })
    expect(page.body).toContain('Ingreso del personal')
    expect(page.body).not.toContain('Crear el primer administrador')
    // A restart with an account makes no code.
    expect(await store.services.adminStaff.firstAdmin.prepare()).toBeNull()
    expect(await accounts()).toHaveLength(1)
  })
})

describe.each(databaseKinds)('setup codes across restarts on %s', (kind) => {
  let store: TestStore
  beforeAll(async () => {
    store = await createTestStore(kind, { seed: false })
  })
  afterAll(() => store?.close())
  const create = (code: string, email: string) =>
    store.app.inject({
      method: 'POST',
      url: '/api/admin/first-admin',
      payload: { code, email, password: PASSWORD, confirmPassword: PASSWORD },
      remoteAddress: '192.0.2.40',
    })

  it('each start replaces the code: only the latest one works', async () => {
    const first = (await store.services.adminStaff.firstAdmin.prepare())!
    const second = (await store.services.adminStaff.firstAdmin.prepare())!
    expect(second).not.toBe(first)
    const stale = await create(first, 'vieja@tienda.test')
    expect(stale.statusCode).toBe(400)
    expect(stale.json()).toMatchObject({ fields: { code: SETUP_CODE_MESSAGES.wrong } })
    expect((await create(second, 'nueva@tienda.test')).statusCode).toBe(200)
  })

  it('an account made another way (the command line) closes the form too', async () => {
    const other = await createTestStore(kind, { seed: false })
    try {
      const code = (await other.services.adminStaff.firstAdmin.prepare())!
      await other.services.adminStaff.add(COMMAND_LINE_ACTOR, { email: 'cli@tienda.test', role: 'admin', password: PASSWORD })
      expect(await other.services.adminStaff.firstAdmin.open()).toBe(false)
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/admin/first-admin',
        payload: { code, email: 'web@tienda.test', password: PASSWORD, confirmPassword: PASSWORD },
      })
      expect(response.statusCode).toBe(409)
    } finally {
      await other.close()
    }
  })
})

describe.runIf(databaseKinds.includes('postgres'))('two instances on one PostgreSQL', () => {
  let a: TestStore
  let b: TestStore
  beforeAll(async () => {
    a = await createTestStore('postgres', { seed: false })
    b = await createTestStore('postgres', { seed: false, env: { DATABASE_URL: a.env.DATABASE_URL! } })
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })
  const create = (store: TestStore, code: string, email: string, ip: string) =>
    store.app.inject({
      method: 'POST',
      url: '/api/admin/first-admin',
      payload: { code, email, password: PASSWORD, confirmPassword: PASSWORD },
      remoteAddress: ip,
    })

  it('the code of the instance that started last works on either; a creation on each at once makes one administrator', async () => {
    const printedByA = (await a.services.adminStaff.firstAdmin.prepare())!
    const printedByB = (await b.services.adminStaff.firstAdmin.prepare())!
    const stale = await create(a, printedByA, 'a@tienda.test', '192.0.2.50')
    expect(stale.statusCode).toBe(400)
    const [onA, onB] = await Promise.all([
      create(a, printedByB, 'por-a@tienda.test', '192.0.2.51'),
      create(b, printedByB, 'por-b@tienda.test', '192.0.2.52'),
    ])
    expect([onA.statusCode, onB.statusCode].sort()).toEqual([200, 409])
    expect(await a.database.db.select().from(staff)).toHaveLength(1)
    expect(await b.services.adminStaff.firstAdmin.open()).toBe(false)
  })
})

describe.runIf(databaseKinds.includes('postgres'))('a creation beside an account not yet committed, on PostgreSQL', () => {
  let store: TestStore
  beforeAll(async () => {
    store = await createTestStore('postgres', { seed: false })
  })
  afterAll(() => store?.close())

  it('waits for the other writer and then refuses: never two accounts', async () => {
    const code = (await store.services.adminStaff.firstAdmin.prepare())!
    // Another writer (the command line, another instance) holds a new account in an open transaction.
    const other = new pg.Client({ connectionString: store.env.DATABASE_URL })
    await other.connect()
    try {
      await other.query('begin')
      await other.query("insert into staff (email, role, password_hash) values ('cli@tienda.test', 'admin', 'x')")
      let answered: LightMyRequestResponse | undefined
      const creating = store.app
        .inject({
          method: 'POST',
          url: '/api/admin/first-admin',
          payload: { code, email: 'web@tienda.test', password: PASSWORD, confirmPassword: PASSWORD },
        })
        .then((response) => (answered = response))
      // The creation waits on the table's lock; had it not locked, it would answer 200 now.
      await until(
        async () =>
          answered ??
          Number(
            (await other.query("select count(*) from pg_locks where relation = 'staff'::regclass and not granted")).rows[0].count,
          ),
        (value) => value === 1 || typeof value === 'object',
        'the creation to wait for the staff table',
      )
      expect(answered?.statusCode, answered?.body).toBeUndefined()
      await other.query('commit')
      const response = await creating
      expect(response.statusCode).toBe(409)
      expect((await store.database.db.select().from(staff)).map((row) => row.email)).toEqual(['cli@tienda.test'])
    } finally {
      await other.end()
    }
  })
})
