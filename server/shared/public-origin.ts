/**
 * The origin the store writes into absolute links — canonical, og:url, JSON-LD, sitemap.xml,
 * robots.txt (docs/deploy.md). PUBLIC_URL when configured. Without it, the request's Host only
 * when it is a name the operator listed (PUBLIC_HOSTS) or a loopback name (localhost, 127.0.0.1,
 * [::1]: `npm start` on one's own machine keeps its links); any other Host — anything a client
 * can write — is replaced by the address the connection actually reached (the socket's local
 * address and port), so a forged Host never reaches a page, the page cache or a search engine.
 */
import { isIP } from 'node:net'

export interface OriginInput {
  /** PUBLIC_URL, when set */
  publicUrl?: string | undefined
  /** PUBLIC_HOSTS: host or host:port, lower case */
  allowedHosts: readonly string[]
  /** 'http' or 'https' (from the socket, or from a listed proxy's X-Forwarded-Proto) */
  protocol: string
  /** the Host header (or a listed proxy's X-Forwarded-Host), as Fastify read it */
  host: string | undefined
  /** where the connection arrived: the store's own address and port */
  localAddress: string | undefined
  localPort: number | undefined
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])
const HOST_PATTERN = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/

function hostName(host: string): string {
  return host.replace(/:\d{1,5}$/, '')
}

/** The address a connection reached, as a host for a URL (IPv6 in brackets, IPv4-mapped unwrapped). */
function socketHost(address: string | undefined, port: number | undefined): string {
  let name = address ?? '127.0.0.1'
  if (name.startsWith('::ffff:') && isIP(name.slice(7)) === 4) name = name.slice(7)
  if (isIP(name) === 6) name = `[${name}]`
  return port ? `${name}:${port}` : name
}

export function publicOrigin(input: OriginInput): string {
  if (input.publicUrl) return new URL(input.publicUrl).origin
  const protocol = input.protocol === 'https' ? 'https' : 'http'
  const host = (input.host ?? '').toLowerCase()
  if (
    HOST_PATTERN.test(host) &&
    (input.allowedHosts.includes(host) || input.allowedHosts.includes(hostName(host)) || LOOPBACK_NAMES.has(hostName(host)))
  ) {
    return `${protocol}://${host}`
  }
  return `${protocol}://${socketHost(input.localAddress, input.localPort)}`
}
