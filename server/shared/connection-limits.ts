/**
 * How much of the server one client may hold (docs/decisions/018): a request must
 * arrive whole within HTTP_REQUEST_TIMEOUT_MS (a body trickling in a byte at a time used to
 * keep its connection for good), a connection silent for HTTP_IDLE_TIMEOUT_MS is closed, and
 * one address keeps at most CONNECTIONS_PER_CLIENT connections open at once. The proxies named
 * in TRUST_PROXY are not counted: every shopper arrives through them.
 */
import type { Server, ServerOptions } from 'node:http'
import { BlockList, isIPv4 } from 'node:net'
import type { Env } from '#config/env.server.ts'
import { addressKey } from './client-address.ts'

type HttpLimits = Pick<Env, 'HTTP_REQUEST_TIMEOUT_MS' | 'HTTP_IDLE_TIMEOUT_MS'>

/** A browser's whole request line and headers (a 4 KB cart cookie included) take well under a second even on GPRS. */
const HEADERS_TIMEOUT_MS = 10_000
/** Node looks for overdue requests this often (its default, 30 s, would let one run 30 s late). */
const CHECK_EVERY_MS = 1000

/** Fastify's options for the timeouts. */
export function httpTimeoutOptions(env: HttpLimits): { requestTimeout: number; connectionTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: env.HTTP_IDLE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: CHECK_EVERY_MS,
    },
  }
}

function proxyList(trustProxy: false | string[]): BlockList {
  const list = new BlockList()
  for (const entry of trustProxy || []) {
    const [address = '', prefix] = entry.split('/')
    const type = isIPv4(address) ? 'ipv4' : 'ipv6'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return list
}

const REFUSAL_BODY = 'Demasiadas conexiones abiertas desde su dirección. Intente nuevamente en unos segundos.'
const REFUSAL =
  'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nRetry-After: 10\r\nContent-Type: text/plain; charset=utf-8\r\n' +
  `Content-Length: ${Buffer.byteLength(REFUSAL_BODY)}\r\n\r\n${REFUSAL_BODY}`

/** Counts open connections per client address (IPv6 by its /64) and answers 429 past `max`. */
export function limitConnectionsPerClient(
  server: Server,
  { max, trustProxy }: { max: number; trustProxy: false | string[] },
): void {
  const proxies = proxyList(trustProxy)
  const open = new Map<string, number>()
  server.on('connection', (socket) => {
    const address = socket.remoteAddress
    if (address === undefined) return
    if (proxies.check(address, isIPv4(address) ? 'ipv4' : 'ipv6')) return
    const key = addressKey(address)
    const count = (open.get(key) ?? 0) + 1
    if (count > max) {
      socket.end(REFUSAL)
      return
    }
    open.set(key, count)
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1
      if (left > 0) open.set(key, left)
      else open.delete(key)
    })
  })
}
