/**
 * Shoppers close tabs and lose signal mid-page. A page that is not served from the shared cache
 * (a shopper with a cart gets their own) streams from React through the head rewrite of
 * app/entry.server.tsx; when the client went away after the page was written, the destroyed
 * body used to raise an error nobody listened to, and the whole store exited. The built store
 * runs as a real process; many clients hang up at different moments, with and without gzip.
 */
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeCartCookie } from '#domain/cart.ts'
import { ServerHarness, ensurePageBuild, type ServerProcess } from '#tests/setup/spawn-server.ts'

/** Starts a GET and hangs up `afterMs` after the answer's headers (or before them, for 0). */
function hangUp(server: ServerProcess, target: string, headers: http.OutgoingHttpHeaders, afterMs: number) {
  return new Promise<void>((resolve) => {
    const request = http.get({ host: '127.0.0.1', port: server.port, path: target, headers }, (response) => {
      response.pause() // read nothing: the server is left holding an unsent page
      setTimeout(() => {
        request.destroy()
        resolve()
      }, afterMs)
    })
    request.on('error', () => resolve())
    request.on('close', () => resolve())
    if (afterMs === 0) setImmediate(() => request.destroy())
  })
}

describe('clients that hang up mid-page', () => {
  const harness = new ServerHarness()
  let server: ServerProcess
  let cart: string

  beforeAll(async () => {
    await ensurePageBuild()
    server = await harness.start({ dataDir: path.join(harness.tempDir('store-aborts-'), 'data') })
    const products = (await (await fetch(`${server.baseUrl}/api/products`)).json()) as { sku: string }[]
    cart = `cartProducts=${encodeURIComponent(encodeCartCookie([{ sku: products[0]!.sku, quantity: 1 }]))}`
  }, 180_000)

  afterAll(async () => {
    await harness.cleanup()
  })

  it('leave the store running and answering', async () => {
    const pages = ['/', '/search/?category=informatica', `/products/?product=LG-TE-00711`]
    for (const encoding of ['gzip', 'identity']) {
      for (const page of pages) {
        // Several at once: the answers are written in bursts, so some hang-ups land mid-write.
        await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            hangUp(server, page, { 'accept-encoding': encoding, cookie: i % 4 === 3 ? '' : cart }, i % 4),
          ),
        )
      }
    }
    // Give a fatal error emitted on a later tick the time to end the process.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(server.exit).toBeUndefined()
    expect(server.stderr).not.toContain('ERR_STREAM_PREMATURE_CLOSE')
    const response = await fetch(`${server.baseUrl}/search/?category=informatica`, { headers: { cookie: cart } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('</html>')
  }, 60_000)
})
