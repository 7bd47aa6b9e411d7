/**
 * The key a client address is counted under by the store's limits (sign-in throttle,
 * registrations, withdrawal requests).
 */
import { isIPv4, isIPv6 } from 'node:net'

/**
 * IPv4 as is (also when mapped into IPv6), IPv6 by its /64, since one subscriber usually holds a
 * whole /64 and could otherwise rotate addresses freely.
 */
export function addressKey(ip: string | undefined): string {
  const value = (ip ?? '').trim().toLowerCase().replace(/%.*$/, '')
  if (!value) return 'unknown'
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value)
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!
  if (isIPv4(value)) return value
  if (!isIPv6(value)) return value.slice(0, 64)
  const groups = (part: string) => (part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])))
  const [head = '', tail] = value.split('::')
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const full = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`
}
