/**
 * `npm start` as a newcomer runs it, with no NODE_ENV of their own: the store serves the
 * production build with React's production build (its development build renders several times
 * slower), and the built assets with the caching their names allow — hashed names for a year,
 * immutable; the few unhashed files for an hour, revalidated with their ETag.
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ServerHarness, type ServerProcess } from '#tests/setup/spawn-server.ts'

describe('npm start', () => {
  const harness = new ServerHarness()
  let server: ServerProcess

  beforeAll(async () => {
    server = await harness.start({
      entry: 'npm start',
      dataDir: path.join(harness.tempDir('store-npm-start-'), 'data'),
      env: { NODE_ENV: undefined, LOG_LEVEL: 'info' },
    })
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
})
