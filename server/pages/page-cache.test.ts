import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { pageCache, type PageCacheOptions } from './page-cache.ts'

const html = (text: string) => `<!doctype html><html><body>${text.repeat(100)}</body></html>`

function setup(overrides: Partial<PageCacheOptions> = {}) {
  const state = { version: '1', now: 0, renders: 0 }
  const cache = pageCache({
    ttlMs: 60_000,
    maxBytes: 1024 * 1024,
    version: async () => state.version,
    now: () => state.now,
    ...overrides,
  })
  const render =
    (text: string, init: { status?: number; headers?: Record<string, string> } = {}) =>
    async () => {
      state.renders++
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', ...init.headers })
      return { status: init.status ?? 200, headers, body: async () => Buffer.from(html(text)), text }
    }
  const keyFor = (url: string, variant: string | null = '', method = 'GET') =>
    cache.keyFor({ method, origin: 'http://tienda.test', url, variant })
  return { state, cache, render, keyFor }
}

describe('pageCache', () => {
  it('shares a GET between visitors without a cart, and never a request with one', async () => {
    const { keyFor } = setup()
    expect(await keyFor('/')).toBeTypeOf('string')
    expect(await keyFor('/', null)).toBeUndefined()
    expect(await keyFor('/', '', 'POST')).toBeUndefined()
    expect(await keyFor('/', '', 'HEAD')).toBeUndefined()
    expect(await keyFor('/search?page=2')).not.toBe(await keyFor('/search?page=3'))
    expect(await keyFor('/search', 'size=12')).not.toBe(await keyFor('/search', ''))
  })

  it('is off with a time to live of 0', async () => {
    const { keyFor } = setup({ ttlMs: 0 })
    expect(await keyFor('/')).toBeUndefined()
  })

  it('renders once and serves the kept page after that', async () => {
    const { state, cache, render, keyFor } = setup()
    const key = (await keyFor('/'))!
    const first = await cache.serve(key, render('uno'))
    const second = await cache.serve(key, render('dos'))
    expect(first).toMatchObject({ state: 'miss' })
    expect(second).toMatchObject({ state: 'hit' })
    if (!('page' in second)) throw new Error('expected a kept page')
    expect(second.page.body.toString()).toContain('uno')
    expect(state.renders).toBe(1)
  })

  it('a new catalogue version retires the kept pages', async () => {
    const { state, cache, render, keyFor } = setup()
    await cache.serve((await keyFor('/'))!, render('viejo'))
    state.version = '2'
    const after = await cache.serve((await keyFor('/'))!, render('nuevo'))
    expect(after).toMatchObject({ state: 'miss' })
    if (!('page' in after)) throw new Error('expected a kept page')
    expect(after.page.body.toString()).toContain('nuevo')
  })

  it('renders again once the time to live has passed', async () => {
    const { state, cache, render, keyFor } = setup({ ttlMs: 1000 })
    const key = (await keyFor('/'))!
    await cache.serve(key, render('uno'))
    state.now = 999
    expect(await cache.serve(key, render('dos'))).toMatchObject({ state: 'hit' })
    state.now = 1000
    expect(await cache.serve(key, render('tres'))).toMatchObject({ state: 'miss' })
    expect(state.renders).toBe(2)
  })

  it('does not keep errors, redirects, cookies or private answers', async () => {
    const { state, cache, render, keyFor } = setup()
    const key = (await keyFor('/x'))!
    const refused = [
      render('404', { status: 404 }),
      render('302', { status: 302, headers: { location: '/' } }),
      render('cookie', { headers: { 'set-cookie': 'a=1' } }),
      render('private', { headers: { 'cache-control': 'private, max-age=0' } }),
      render('no-store', { headers: { 'cache-control': 'no-store' } }),
    ]
    for (const answer of refused) {
      const result = await cache.serve(key, answer)
      expect(result).toHaveProperty('fallback')
    }
    expect(cache.size().pages).toBe(0)
    expect(state.renders).toBe(refused.length)
  })

  it('concurrent misses of one page share a single render', async () => {
    const { state, cache, keyFor } = setup()
    const key = (await keyFor('/'))!
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const slow = async () => {
      state.renders++
      await gate
      return { status: 200, headers: new Headers(), body: async () => Buffer.from(html('lento')) }
    }
    const answers = Promise.all(Array.from({ length: 5 }, () => cache.serve(key, slow)))
    release()
    const results = await answers
    expect(state.renders).toBe(1)
    expect(results.map((r) => ('state' in r ? r.state : 'fallback')).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss'])
  })

  it('a shared render that may not be kept lets each waiting request render its own', async () => {
    const { state, cache, keyFor } = setup()
    const key = (await keyFor('/'))!
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const refused = async () => {
      state.renders++
      await gate
      return { status: 500, headers: new Headers(), body: async () => Buffer.from('error') }
    }
    const answers = Promise.all([cache.serve(key, refused), cache.serve(key, refused)])
    release()
    const results = await answers
    expect(results.every((r) => 'fallback' in r)).toBe(true)
    expect(state.renders).toBe(2)
  })

  it('drops the least recently used pages past its byte limit', async () => {
    const page = Buffer.byteLength(html('x'))
    const { cache, render, keyFor } = setup({ maxBytes: page * 2 })
    const [a, b, c] = [(await keyFor('/a'))!, (await keyFor('/b'))!, (await keyFor('/c'))!]
    await cache.serve(a, render('x'))
    await cache.serve(b, render('x'))
    await cache.serve(a, render('x'))
    await cache.serve(c, render('x'))
    expect(cache.size()).toEqual({ pages: 2, bytes: page * 2 })
    expect(await cache.serve(a, render('x'))).toMatchObject({ state: 'hit' })
    expect(await cache.serve(b, render('x'))).toMatchObject({ state: 'miss' })
  })

  it('keeps brotli and gzip forms that decode to the page', async () => {
    const { cache, render, keyFor } = setup()
    const result = await cache.serve((await keyFor('/'))!, render('comprimido'))
    if (!('page' in result)) throw new Error('expected a kept page')
    const { page } = result
    expect(brotliDecompressSync(await page.encoded('br')).equals(page.body)).toBe(true)
    expect(gunzipSync(await page.encoded('gzip')).equals(page.body)).toBe(true)
    expect(await page.encoded('br')).toBe(await page.encoded('br'))
    expect((await page.encoded('br')).length).toBeLessThan(page.body.length / 5)
  })

  it('keeps a page with the headers seal gives it from its whole body, and serves those to every hit', async () => {
    const { cache, render, keyFor } = setup({
      seal: (headers, body) => {
        const sealed = new Headers(headers)
        sealed.set('content-security-policy', `bytes=${body.length}`)
        return sealed
      },
    })
    const key = (await keyFor('/'))!
    const first = await cache.serve(key, render('a', { headers: { 'content-security-policy': 'nonce-visitor-1' } }))
    const hit = await cache.serve(key, render('a'))
    for (const answer of [first, hit]) {
      if (!('page' in answer)) throw new Error('not kept')
      expect(new Map(answer.page.headers).get('content-security-policy')).toBe(`bytes=${Buffer.byteLength(html('a'))}`)
    }
  })

  it('does not keep the content length of the rendered answer', async () => {
    const { cache, render, keyFor } = setup()
    const result = await cache.serve((await keyFor('/'))!, render('a', { headers: { 'content-length': '5', 'x-otro': 'sí' } }))
    if (!('page' in result)) throw new Error('expected a kept page')
    expect(Object.fromEntries(result.page.headers)).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'x-otro': 'sí' })
    expect(Object.fromEntries(result.page.headers)).not.toHaveProperty('content-length')
  })
})
