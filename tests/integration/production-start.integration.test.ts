/**
 * `npm start` as a newcomer runs it, with no NODE_ENV of their own, on a fresh data directory:
 * the store serves the production build with React's production build (its development build
 * renders several times slower), and the built assets with the caching their names allow —
 * hashed names for a year, immutable; the few unhashed files for an hour, revalidated with their
 * ETag. What it prints on a terminal (LOG_FORMAT=pretty, what `auto` picks on one) is short: no
 * build chatter or React Router warnings, one calm line naming the variables to set for orders to
 * reach the staff, and no line per request (those are at debug there; JSON logs keep them at info,
 * server/shared/request-log.integration.test.ts).
 * (The build line of a first start is scripts/start-build.test.ts's: building takes a minute.)
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILD_ANNOUNCEMENT } from '#scripts/start-build.mjs'
import { ServerHarness, type ServerProcess } from '#tests/setup/spawn-server.ts'

describe('npm start', () => {
  const harness = new ServerHarness()
  let server: ServerProcess

  beforeAll(async () => {
    server = await harness.spawn({
      entry: 'npm start',
      dataDir: path.join(harness.tempDir('store-npm-start-'), 'data'),
      env: { NODE_ENV: undefined, LOG_LEVEL: undefined },
    })
    // A fresh data directory: the embedded database is created and the demo seeded first, which
    // on a loaded machine takes longer than the harness's usual minute.
    await server.ready(170_000)
  }, 180_000)
  afterAll(() => harness.cleanup())

  it("runs React's production build without being told to", () => {
    expect(server.stdout, server.output()).toMatch(/Páginas: compilación de build\/; React de producción/)
  })

  it('sends hashed assets for a year, immutable, and other static files for an hour', async () => {
    const html = await (await server.fetch('/')).text()
    const assets = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]))]
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true)
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true)
    for (const asset of assets) {
      const response = await server.fetch(asset)
      expect(response.status, asset).toBe(200)
      expect(response.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable')
    }
    const favicon = await server.fetch('/favicon.svg')
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600')
    const etag = favicon.headers.get('etag')
    expect(etag).toBeTruthy()
    // fetch() adds 'cache-control: no-cache' to a conditional request unless told otherwise
    const revalidated = await server.fetch('/favicon.svg', { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } })
    expect(revalidated.status).toBe(304)
  })

  it('prints no build output and no React Router future-flag warning on a built tree', () => {
    const output = server.output()
    expect(output).not.toContain(BUILD_ANNOUNCEMENT)
    expect(output).not.toMatch(/Future Flag|vite v\d|npm run build/)
    expect(server.stderr).toBe('')
  })

  it('says once, calmly, which variables to set for orders to reach the staff', () => {
    const mailLines = server.stdout.split('\n').filter((line) => /SMTP_URL|STAFF_EMAILS|ATENCIÓN/.test(line))
    expect(mailLines, server.output()).toEqual([
      expect.stringMatching(
        /INFO: Correo: archivos \.eml en .*\. Los pedidos no llegan al personal: defina SMTP_URL y STAFF_EMAILS\.$/,
      ),
    ])
    // The only warnings of a first start: the one-time setup code for the first administrator
    // (decision 051), warned so that LOG_LEVEL=warn still shows it.
    const warnings = server.stdout.split('\n').filter((line) => /WARN/.test(line))
    expect(warnings, server.output()).toEqual([
      expect.stringMatching(/WARN: La tienda no tiene cuentas del personal todavía\.$/),
      expect.stringMatching(/WARN: Código de configuración: [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      expect.stringMatching(/WARN: Para crear la cuenta de administración, abra http:\/\/127\.0\.0\.1:\d+\/admin /),
      expect.stringMatching(/WARN: También puede crearla con la tienda en marcha: npm run staff -- add-staff/),
    ])
  })

  // Last: it stops the server, so that every line has been written before they are counted.
  it('prints no line per request on a terminal: a short walk adds only the shutdown line', async () => {
    const startLines = server.stdout.split('\n').filter(Boolean)
    // ten lines, and the setup code's four on a store without staff
    expect(startLines.length, server.output()).toBeLessThanOrEqual(14)
    const html = await (await server.fetch('/')).text()
    const files = [
      ...new Set([...html.matchAll(/\/(?:assets|products-images)\/[\w.-]+\.(?:js|css|svg)/g)].map((m) => m[0])),
      '/favicon.svg',
    ]
    expect(files.some((f) => f.startsWith('/products-images/'))).toBe(true)
    const pages = ['/', '/products', '/login', '/cart', '/api/health', '/no-existe']
    for (const address of [...files, ...pages]) expect((await server.fetch(address)).status, address).toBeLessThan(500)
    // Stopped so that every line is out; how it exits is not this test's (on a loaded machine the
    // close has been seen to take over its 10 s and end with code 1).
    await server.stop()
    const lines = server.stdout.split('\n').filter(Boolean)
    expect(lines.slice(startLines.length), server.output()).toEqual([expect.stringMatching(/INFO: SIGTERM: cerrando$/)])
  })
})
