/**
 * With PUBLIC_URL unset, a forged Host never reaches canonical links, og:url,
 * sitemap.xml or robots.txt (nor the page cache, which would hand it to the next visitor): a
 * listening store on each database, asked with a Host of the attacker's choosing.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'

function get(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
  })
}

const PAGES = ['/', '/others/about_us', '/sitemap.xml', '/robots.txt']

describe.each(databaseKinds)('absolute links and a forged Host on %s', (kind) => {
  let store: TestStore
  let listed: TestStore
  let port: number
  let listedPort: number

  beforeAll(async () => {
    store = await createTestStore(kind, { pages: true })
    listed = await createTestStore(kind, { pages: true, seed: false, env: { PUBLIC_HOSTS: 'www.tienda.example' } })
    await store.app.listen({ port: 0, host: '127.0.0.1' })
    await listed.app.listen({ port: 0, host: '127.0.0.1' })
    port = (store.app.server.address() as AddressInfo).port
    listedPort = (listed.app.server.address() as AddressInfo).port
  }, 180_000)
  afterAll(async () => {
    await store?.close()
    await listed?.close()
  })

  it('links to the address the connection reached, never to a forged Host, twice in a row (the page cache too)', async () => {
    for (const path of PAGES) {
      for (let round = 0; round < 2; round++) {
        const answer = await get(port, path, 'evil.example')
        expect(answer.status, path).toBe(200)
        expect(answer.body, path).not.toContain('evil.example')
        expect(answer.body, path).toContain(`http://127.0.0.1:${port}`)
      }
    }
    const home = await get(port, '/', 'evil.example')
    expect(home.body).toContain(`<link rel="canonical" href="http://127.0.0.1:${port}/"`)
    expect(home.body).toContain(`<meta property="og:url" content="http://127.0.0.1:${port}/"`)
    expect((await get(port, '/robots.txt', 'evil.example:80')).body).toContain(`Sitemap: http://127.0.0.1:${port}/sitemap.xml`)
  })

  it('keeps localhost (npm start on one machine) and a host listed in PUBLIC_HOSTS', async () => {
    expect((await get(port, '/robots.txt', `localhost:${port}`)).body).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`)
    expect((await get(listedPort, '/robots.txt', 'www.tienda.example')).body).toContain(
      'Sitemap: http://www.tienda.example/sitemap.xml',
    )
    expect((await get(listedPort, '/robots.txt', 'otra.example')).body).toContain(
      `Sitemap: http://127.0.0.1:${listedPort}/sitemap.xml`,
    )
  })
  it('builds the page address from the trusted origin and the path, even when the path starts with // or /\\', async () => {
    for (const path of ['//evil.example/', '//evil.example/others/about_us', '/\\evil.example/', '///evil.example/']) {
      for (let round = 0; round < 2; round++) {
        const answer = await get(port, path, `localhost:${port}`)
        expect(answer.status, path).toBeLessThan(500)
        expect(answer.body, path).not.toMatch(/(href|content)="https?:\/\/evil\.example/)
        expect(answer.body, path).not.toMatch(/"https?:\/\/evil\.example/)
      }
    }
  })
})
