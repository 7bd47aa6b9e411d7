/**
 * Failed sign-ins are limited three ways (docs/decisions/009-failed-sign-ins-per-account.md):
 *
 * - per (account, client address): one address cannot try many passwords on one account;
 * - per address, whatever the accounts: one address cannot spray a few passwords over many;
 * - per account, whatever the addresses: once an account's failures from addresses it has never
 *   signed in from pass a budget, attempts from such addresses are refused until the window
 *   moves on. Addresses the account has signed in (or registered) from before keep working, each
 *   under its own per-pair limit, so a stranger guessing from a botnet cannot lock the owner out
 *   of the places they use.
 *
 * "Account" is the e-mail as typed (trimmed, lowercase), whether or not it exists: an unknown
 * e-mail is throttled exactly like a real one, so the answers say nothing about which exist.
 *
 * An attempt is recorded before its password is checked and counted together with the others,
 * so a burst of parallel guesses is throttled too; a success clears its own (e-mail, address)
 * counter and remembers the address, and an attempt refused by the throttle leaves nothing behind.
 */
import { RateLimitedError } from '../shared/errors.ts'
import { addressKey } from '../shared/client-address.ts'

export interface LoginThrottleLimits {
  /** window of the per-pair and per-address counts */
  windowMs: number
  /** failures allowed for one e-mail from one address within the window */
  perAccountAndAddress: number
  /** failures allowed from one address, whatever the e-mails, within the window */
  perAddress: number
  /** window of the per-account count */
  accountWindowMs: number
  /** failures allowed for one e-mail from addresses it has not signed in from, within its window */
  perAccountFromNewAddresses: number
  /** how long an address stays known to an account after its last successful sign-in */
  knownAddressMs: number
}

export const LOGIN_THROTTLE_LIMITS: LoginThrottleLimits = {
  windowMs: 15 * 60 * 1000,
  perAccountAndAddress: 5,
  perAddress: 30,
  accountWindowMs: 60 * 60 * 1000,
  perAccountFromNewAddresses: 20,
  knownAddressMs: 180 * 24 * 60 * 60 * 1000,
}

export const LOGIN_THROTTLED_MESSAGE = 'Demasiados intentos fallidos. Espere 15 minutos e intente nuevamente.'
export const ACCOUNT_THROTTLED_MESSAGE =
  'Demasiados intentos fallidos para esta cuenta desde conexiones nuevas. Por seguridad, espere una hora o ' +
  'ingrese desde una conexión que ya haya usado antes.'

export interface AttemptCounts {
  /** this e-mail from this address, within the window */
  pair: number
  /** this address, any e-mail, within the window */
  address: number
  /** this e-mail from addresses not known to it, within the account window */
  account: number
  /** whether this address is known to this e-mail */
  known: boolean
}

export interface LoginAttemptStore {
  /** records one attempt; answers its id */
  add(email: string, address: string, at: Date): Promise<number>
  /** the counts (this attempt included) for the windows starting at the given instants */
  counts(email: string, address: string, since: { window: Date; accountWindow: Date; knownSince: Date }): Promise<AttemptCounts>
  remove(id: number): Promise<void>
  clearPair(email: string, address: string): Promise<void>
  /** remembers (or refreshes) `address` as one `email` has signed in from */
  rememberAddress(email: string, address: string, at: Date): Promise<void>
  pruneBefore(attemptsBefore: Date, knownBefore: Date): Promise<void>
}

export interface LoginAttempt {
  succeeded(): Promise<void>
  failed(): Promise<void>
  /** the password was never checked (the server was too busy): the attempt does not count */
  abandoned(): Promise<void>
}

const seconds = (ms: number) => Math.ceil(ms / 1000)

export function loginThrottle(
  store: LoginAttemptStore,
  { limits = LOGIN_THROTTLE_LIMITS, now = () => new Date() }: { limits?: LoginThrottleLimits; now?: () => Date } = {},
) {
  const ago = (at: Date, ms: number) => new Date(at.getTime() - ms)

  return {
    /**
     * Throws RateLimitedError (with its Retry-After) when this e-mail from this address, the
     * address, or the account from a new address is over its limit.
     */
    async begin(email: string, ip: string | undefined): Promise<LoginAttempt> {
      const account = email.trim().toLowerCase()
      const address = addressKey(ip)
      const at = now()
      const id = await store.add(account, address, at)
      const counts = await store.counts(account, address, {
        window: ago(at, limits.windowMs),
        accountWindow: ago(at, limits.accountWindowMs),
        knownSince: ago(at, limits.knownAddressMs),
      })
      // The counts include this attempt.
      if (counts.pair > limits.perAccountAndAddress || counts.address > limits.perAddress) {
        await store.remove(id)
        throw new RateLimitedError(LOGIN_THROTTLED_MESSAGE, seconds(limits.windowMs))
      }
      if (!counts.known && counts.account > limits.perAccountFromNewAddresses) {
        await store.remove(id)
        throw new RateLimitedError(ACCOUNT_THROTTLED_MESSAGE, seconds(limits.accountWindowMs))
      }
      return {
        async succeeded() {
          await store.clearPair(account, address)
          await store.rememberAddress(account, address, now())
        },
        // The failure is already recorded; this is a good moment to forget expired rows.
        failed: () => {
          const at = now()
          return store.pruneBefore(ago(at, Math.max(limits.windowMs, limits.accountWindowMs)), ago(at, limits.knownAddressMs))
        },
        abandoned: () => store.remove(id),
      }
    },

    /** A new account's first session: the address it registered from is known to it from now on. */
    async registered(email: string, ip: string | undefined): Promise<void> {
      await store.rememberAddress(email.trim().toLowerCase(), addressKey(ip), now())
    },
  }
}

export type LoginThrottle = ReturnType<typeof loginThrottle>
