/**
 * New accounts per client address and hour. Each registration costs a password hash (~0.2 s of
 * CPU and 128 MiB), so an unlimited stream of them from one address would crowd out everybody's
 * sign-ins; it also bounds how fast one address can probe which e-mails have an account.
 *
 * Like the sign-in throttle, an attempt is recorded first and counted with the others (so a
 * burst of parallel registrations is limited too), in the database (so every instance counts
 * the same), and an attempt the limit refuses leaves nothing behind. Refused registrations
 * (e-mail taken, server busy) still count: they cost the server all the same.
 */
import { admitClientRequest } from './client-requests-repository.ts'
import type { RegistrationAttemptsRepository } from './registration-attempts-repository.ts'
import { addressKey } from '../shared/client-address.ts'

export interface RegistrationLimits {
  windowMs: number
  /** registrations one client address may attempt within the window */
  perAddress: number
}

export const REGISTRATION_LIMITS: RegistrationLimits = { windowMs: 60 * 60 * 1000, perAddress: 10 }

export const REGISTRATION_LIMITED_MESSAGE = 'Se crearon demasiadas cuentas desde esta conexión. Intente nuevamente en una hora.'

export function registrationLimit(attempts: RegistrationAttemptsRepository, limits: RegistrationLimits = REGISTRATION_LIMITS) {
  const windowSeconds = limits.windowMs / 1000
  return {
    /** Counts this attempt, or throws RateLimitedError when the address is over its limit. */
    async admit(ip: string | undefined): Promise<void> {
      await admitClientRequest(attempts, addressKey(ip), {
        limit: limits.perAddress,
        windowSeconds,
        message: REGISTRATION_LIMITED_MESSAGE,
      })
      await attempts.pruneOlderThan(windowSeconds)
    },
  }
}

export type RegistrationLimit = ReturnType<typeof registrationLimit>
