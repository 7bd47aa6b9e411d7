/**
 * /favicon.ico, which browsers ask for on their own: a permanent redirect to the store's icon,
 * public/favicon.svg, which is served as an SVG (it used to answer the not-found page, 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestStore, type TestStore } from '#tests/setup/test-store.ts'

describe('the favicon through HTTP', () => {
  let store: TestStore
  beforeAll(async () => {
    store = await createTestStore('pglite', { pages: true, seed: false })
  }, 180_000)
  afterAll(() => store?.close())

  it('sends /favicon.ico to /favicon.svg for good, and serves the SVG', async () => {
    const ico = await store.app.inject({ method: 'GET', url: '/favicon.ico' })
    expect(ico.statusCode).toBe(301)
    expect(ico.headers.location).toBe('/favicon.svg')
    const svg = await store.app.inject({ method: 'GET', url: ico.headers.location as string })
    expect(svg.statusCode).toBe(200)
    expect(svg.headers['content-type']).toContain('image/svg+xml')
    expect(svg.body).toContain('<svg')
  })
})
