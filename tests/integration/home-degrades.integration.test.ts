/**
 * When the banners, the carousel categories or the brands cannot be loaded,
 * the failure is logged and those carousels stay empty; the home page still shows, with its
 * product carousels. Such a page is not kept in the shared page cache, so the next visitor
 * after the fault is mended gets the whole page. The built store runs as a real process on a
 * PostgreSQL database of its own, whose carousel tables this test takes away and gives back.
 */
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabaseUrl } from '#tests/setup/test-store.ts'
import { ServerHarness, ensurePageBuild, type ServerProcess } from '#tests/setup/spawn-server.ts'

const TABLES = ['banners', 'carousel_categories', 'carousel_brands'] as const

describe.skipIf(!process.env.TEST_DATABASE_URL)('the home page when its carousels cannot be loaded', () => {
  const harness = new ServerHarness()
  let database: Awaited<ReturnType<typeof createTestDatabaseUrl>>
  let server: ServerProcess
  let sql: pg.Client

  beforeAll(async () => {
    await ensurePageBuild()
    database = await createTestDatabaseUrl()
    server = await harness.start({
      dataDir: path.join(harness.tempDir('store-home-'), 'data'),
      env: { DATABASE_URL: database.url },
    })
    sql = new pg.Client({ connectionString: database.url })
    await sql.connect()
  }, 180_000)

  afterAll(async () => {
    await sql?.end()
    await harness.cleanup()
    await database?.drop()
  })

  it('shows the product carousels, leaves the three others out, logs the failures and keeps no copy', async () => {
    for (const table of TABLES) await sql.query(`ALTER TABLE ${table} RENAME TO ${table}_gone`)
    const response = await fetch(`${server.baseUrl}/`)
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(html).toContain('OFERTAS CLIMATIZACION')
    expect(html).toContain('MAS OFERTAS')
    expect(html).not.toContain('Conoce nuestras marcas')
    expect(html).not.toContain('aria-label="Promociones"')
    expect(html).not.toMatch(/href="\/search\/\?sub_category=/)
    await expect.poll(() => server.stderr).toContain('Error fetching banners')
    expect(server.stderr).toContain('Error al cargar las marcas del carrusel')

    for (const table of TABLES) await sql.query(`ALTER TABLE ${table}_gone RENAME TO ${table}`)
    const mended = await fetch(`${server.baseUrl}/`)
    const whole = await mended.text()
    expect(mended.headers.get('x-page-cache')).not.toBe('hit')
    expect(whole).toContain('Conoce nuestras marcas')
    expect(whole).toContain('aria-label="Promociones"')
    expect(whole).toMatch(/href="\/search\/\?sub_category=/)
  })
})
