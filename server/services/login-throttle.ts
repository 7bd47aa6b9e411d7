/**
 * Failed sign-ins are throttled per (e-mail, client address) and per client address, never per
 * account alone: a stranger guessing from elsewhere cannot lock the owner out, while one address
 * cannot try many passwords on one account or spray a few passwords across many accounts.
 *
 * An attempt is recorded before its password is checked and counted together with the others,
 * so a burst of parallel guesses is throttled too; a success clears its own (e-mail, address)
 * counter, and an attempt refused by the throttle leaves nothing behind.
 */
import { isIPv4, isIPv6 } from 'node:net'
import { RateLimitedError } from '../errors.ts'

export interface LoginThrottleLimits {
  windowMs: number
  /** failures allowed for one e-mail from one address within the window */
  perAccountAndAddress: number
  /** failures allowed from one address, whatever the e-mails, within the window */
  perAddress: number
}

export const LOGIN_THROTTLE_LIMITS: LoginThrottleLimits = {
  windowMs: 15 * 60 * 1000,
  perAccountAndAddress: 5,
  perAddress: 30,
}

export const LOGIN_THROTTLED_MESSAGE = 'Demasiados intentos fallidos. Espere 15 minutos e intente nuevamente.'

export interface LoginAttemptStore {
  /** records one attempt; answers its id */
  add(email: string, address: string, at: Date): Promise<number>
  /** attempts since `since`: for this e-mail from this address, and from this address in all */
  counts(email: string, address: string, since: Date): Promise<{ pair: number; address: number }>
  remove(id: number): Promise<void>
  clearPair(email: string, address: string): Promise<void>
  pruneBefore(before: Date): Promise<void>
}

export interface LoginAttempt {
  succeeded(): Promise<void>
  failed(): Promise<void>
}

/**
 * The key an address is counted under: IPv4 as is (also when mapped into IPv6), IPv6 by its /64,
 * since one subscriber usually holds a whole /64 and could otherwise rotate addresses freely.
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

export function loginThrottle(
  store: LoginAttemptStore,
  { limits = LOGIN_THROTTLE_LIMITS, now = () => new Date() }: { limits?: LoginThrottleLimits; now?: () => Date } = {},
) {
  return {
    /** Throws RateLimitedError when this e-mail from this address, or the address, is over its limit. */
    async begin(email: string, ip: string | undefined): Promise<LoginAttempt> {
      const account = email.trim().toLowerCase()
      const address = addressKey(ip)
      const at = now()
      const id = await store.add(account, address, at)
      const counts = await store.counts(account, address, new Date(at.getTime() - limits.windowMs))
      // The counts include this attempt.
      if (counts.pair > limits.perAccountAndAddress || counts.address > limits.perAddress) {
        await store.remove(id)
        throw new RateLimitedError(LOGIN_THROTTLED_MESSAGE)
      }
      return {
        succeeded: () => store.clearPair(account, address),
        // The failure is already recorded; this is a good moment to forget expired ones.
        failed: () => store.pruneBefore(new Date(now().getTime() - limits.windowMs)),
      }
    },
  }
}

export type LoginThrottle = ReturnType<typeof loginThrottle>
