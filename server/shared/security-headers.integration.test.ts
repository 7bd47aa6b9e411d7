/**
 * Security headers through HTTP, on each database: the pages' Content-Security-Policy (a nonce
 * that every inline script carries on a page rendered for one visitor; the hashes of exactly the
 * page's inline scripts on a kept page), the API's policy, Strict-Transport-Security only over
 * TLS, and images and invoices that run nothing: a seller's SVG with script in it is sandboxed
 * and served as a download.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { FILE_POLICY, inlineScriptHashes } from './content-security-policy.ts'
import { HSTS_VALUE } from './transport-security.ts'

const scriptSrc = (policy: string | undefined) => (policy ?? '').split('; ').find((d) => d.startsWith('script-src')) ?? ''

describe.each(databaseKinds)('security headers on %s', (kind) => {
  let store: TestStore
  let tls: TestStore

  beforeAll(async () => {
    store = await createTestStore(kind, { pages: true, env: { TRUST_PROXY: '127.0.0.1' } })
    tls = await createTestStore(kind, { seed: false, env: { PUBLIC_URL: 'https://www.tienda.example' } })
  }, 180_000)
  afterAll(async () => {
    await store?.close()
    await tls?.close()
  })

  it('a page not kept (a 404) is rendered for one visitor: it names a fresh nonce, which every inline script carries', async () => {
    const answers = await Promise.all([1, 2].map(() => store.app.inject({ method: 'GET', url: '/no-existe' })))
    const nonces = answers.map((answer) => {
      expect(answer.statusCode).toBe(404)
      expect(answer.headers['x-page-cache']).toBeUndefined()
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc(answer.headers['content-security-policy'] as string))?.[1]
      expect(nonce).toBeDefined()
      const scripts = [...answer.body.matchAll(/<script\b([^>]*)>/g)].filter(([, attrs]) => !/\bsrc=|ld\+json/.test(attrs!))
      expect(scripts.length).toBeGreaterThan(0)
      for (const [tag] of scripts) expect(tag).toContain(`nonce="${nonce}"`)
      return nonce
    })
    expect(nonces[0]).not.toBe(nonces[1])
  })

  it('a kept page names the hashes of exactly its inline scripts, and no nonce', async () => {
    await store.app.inject({ method: 'GET', url: '/others/about_us' })
    const kept = await store.app.inject({ method: 'GET', url: '/others/about_us' })
    expect(kept.headers['x-page-cache']).toBe('hit')
    const policy = scriptSrc(kept.headers['content-security-policy'] as string)
    expect(policy).not.toContain('nonce-')
    const hashes = inlineScriptHashes(kept.body)
    expect(hashes.length).toBeGreaterThan(0)
    expect(policy).toBe(`script-src 'self' ${hashes.map((h) => `'${h}'`).join(' ')} https://accounts.google.com/gsi/client`)
  })

  it('the API answers with a policy that allows no inline script; HSTS only over TLS', async () => {
    const health = await store.app.inject({ method: 'GET', url: '/api/health' })
    expect(scriptSrc(health.headers['content-security-policy'] as string)).toBe(
      "script-src 'self' https://accounts.google.com/gsi/client",
    )
    expect(health.headers['strict-transport-security']).toBeUndefined()
    // through the listed proxy, which says the client came over https
    const proxied = await store.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(proxied.headers['strict-transport-security']).toBe(HSTS_VALUE)
    // a client that is not the proxy cannot ask for it (nor does it matter: only https counts)
    const direct = await store.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(direct.headers['strict-transport-security']).toBeUndefined()
    // PUBLIC_URL on https: every answer
    expect((await tls.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBe(HSTS_VALUE)
  })

  it("a seller's SVG with script in it is sandboxed and served as a download; every image runs nothing", async () => {
    const folder = path.join(store.env.DATA_DIR, 'products-images')
    mkdirSync(folder, { recursive: true })
    writeFileSync(
      path.join(folder, 'trampa.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/page/getClientOrders")</script></svg>',
    )
    writeFileSync(path.join(folder, 'foto.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    const svg = await store.app.inject({ method: 'GET', url: '/products-images/trampa.svg' })
    expect(svg.statusCode).toBe(200)
    expect(svg.headers['content-security-policy']).toBe(FILE_POLICY)
    expect(FILE_POLICY).toMatch(/default-src 'none'.*sandbox/)
    expect(svg.headers['content-disposition']).toBe('attachment; filename="trampa.svg"')
    expect(svg.headers['x-content-type-options']).toBe('nosniff')
    const png = await store.app.inject({ method: 'GET', url: '/products-images/foto.png' })
    expect(png.headers['content-security-policy']).toBe(FILE_POLICY)
    expect(png.headers['content-disposition']).toBeUndefined()
  })
})
