/**
 * Clients that hold connections (server/shared/connection-limits.ts): a body trickling in a
 * byte at a time, a connection that never says anything, and one address opening more
 * connections than a few browsers would. The limits are set low here so the test is quick; the
 * defaults and why are in docs/decisions/018. No database is involved beyond the store's own.
 */
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestStore, type TestStore } from '#tests/setup/test-store.ts'

const REQUEST_TIMEOUT_MS = 2000
const IDLE_TIMEOUT_MS = 3000
const PER_CLIENT = 4
const PROXY = '127.0.0.3'
/** Node checks for overdue requests once a second (connection-limits.ts). */
const CHECK_SLACK_MS = 1000 + 1000

interface Connection {
  socket: net.Socket
  /** everything the server sent, and when it closed (ms after connecting) */
  received: () => string
  closed: Promise<number>
}

function connect(port: number, localAddress = '127.0.0.1'): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    let data = ''
    const socket = net.connect({ port, host: '127.0.0.1', localAddress })
    socket.setEncoding('utf8').on('data', (chunk: string) => (data += chunk))
    socket.on('error', () => undefined)
    const closed = new Promise<number>((done) => socket.once('close', () => done(Math.round(performance.now() - started))))
    socket.once('connect', () => resolve({ socket, received: () => data, closed }))
    socket.once('error', reject)
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('slow and greedy clients', () => {
  let store: TestStore
  let port: number

  beforeAll(async () => {
    store = await createTestStore('pglite', {
      seed: false,
      env: {
        HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        HTTP_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
        CONNECTIONS_PER_CLIENT: String(PER_CLIENT),
        TRUST_PROXY: PROXY,
      },
    })
    await store.app.listen({ port: 0, host: '127.0.0.1' })
    port = (store.app.server.address() as AddressInfo).port
  })
  afterAll(() => store?.close())

  it('ends a request whose body trickles in a byte at a time (408 within the request timeout)', async () => {
    const slow = await connect(port)
    slow.socket.write(
      'POST /api/page/loginUser HTTP/1.1\r\nHost: tienda\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n{',
    )
    let sent = 0
    const trickle = setInterval(() => {
      if (!slow.socket.destroyed) slow.socket.write('"')
      sent++
    }, 300)
    const closedAfter = await Promise.race([slow.closed, sleep(REQUEST_TIMEOUT_MS + CHECK_SLACK_MS + 3000).then(() => -1)])
    clearInterval(trickle)
    slow.socket.destroy()
    expect(closedAfter, `still open after ${sent} bytes`).toBeGreaterThan(0)
    expect(closedAfter).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS + CHECK_SLACK_MS)
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('closes a connection that never sends a request', async () => {
    const silent = await connect(port)
    const closedAfter = await Promise.race([silent.closed, sleep(IDLE_TIMEOUT_MS + CHECK_SLACK_MS + 3000).then(() => -1)])
    silent.socket.destroy()
    expect(closedAfter).toBeGreaterThan(0)
    expect(closedAfter).toBeLessThanOrEqual(IDLE_TIMEOUT_MS + CHECK_SLACK_MS)
  })

  it(`lets one address hold ${PER_CLIENT} connections, answers 429 to more, and counts neither other addresses nor the proxy`, async () => {
    const held = await Promise.all(Array.from({ length: PER_CLIENT }, () => connect(port)))
    const extra = await connect(port)
    const closed = await Promise.race([extra.closed, sleep(2000).then(() => -1)])
    expect(closed).toBeGreaterThan(0)
    expect(extra.received()).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n[\s\S]*Demasiadas conexiones/)

    // another address, and the proxy with twice the limit, are served meanwhile
    const neighbour = await connect(port, '127.0.0.2')
    const viaProxy = await Promise.all(Array.from({ length: PER_CLIENT * 2 }, () => connect(port, PROXY)))
    for (const connection of [neighbour, ...viaProxy]) {
      connection.socket.write('GET /api/health HTTP/1.1\r\nHost: tienda\r\nConnection: close\r\n\r\n')
    }
    await Promise.all([neighbour, ...viaProxy].map((c) => c.closed))
    for (const connection of [neighbour, ...viaProxy]) expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /)

    // a connection given back makes room again
    held[0]!.socket.destroy()
    await held[0]!.closed
    await sleep(50)
    const again = await connect(port)
    again.socket.write('GET /api/health HTTP/1.1\r\nHost: tienda\r\nConnection: close\r\n\r\n')
    await again.closed
    expect(again.received()).toMatch(/^HTTP\/1\.1 200 /)
    for (const connection of held) connection.socket.destroy()
  })
})
