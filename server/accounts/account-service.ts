/**
 * Customer accounts: registration, e-mail + password and Google sign-in (account-sign-in.ts),
 * profile and password changes (account-profile.ts). Every sign-in answers a session,
 * `{ token, email }`, which the browser keeps in localStorage. Callers check the token's
 * ownership (auth-guard.ts); these functions act on the account id the token names.
 */
import { AUTH_MESSAGES, type RegisterData } from '#domain/forms/auth.ts'
import type { Env } from '#config/env.server.ts'
import type { Database } from '../db/database.ts'
import { ConflictError } from '../shared/errors.ts'
import { accountProfile, type AccountProfile } from './account-profile.ts'
import { accountContext, type AccountContext, type Session } from './account-session.ts'
import { accountSignIn, type AccountSignIn } from './account-sign-in.ts'
import { loginAttemptsRepository } from './login-attempts-repository.ts'
import { registrationAttemptsRepository } from './registration-attempts-repository.ts'
import { usersRepository } from './users-repository.ts'
import { googleIdTokenVerifier, remoteGoogleKeys, type GoogleIdTokenVerifier } from './google-id-token.ts'
import { loginThrottle, type LoginThrottleLimits } from './login-throttle.ts'
import { hashPassword, passwordHashing } from './passwords.ts'
import type { WorkSlots } from '../shared/work-slots.ts'
import { REGISTRATION_LIMITS, registrationLimit, type RegistrationLimit, type RegistrationLimits } from './registration-limit.ts'
import type { TokenService } from './token-service.ts'

export type { UserData } from './users-repository.ts'
export type { Session } from './account-session.ts'

export interface AccountService extends AccountSignIn, AccountProfile {
  /** Limited per client address (registration-limit.ts); the address becomes known to the account. */
  register(data: RegisterData, ip: string | undefined): Promise<Session>
}

export interface AccountServiceOptions {
  database: Database
  tokens: TokenService
  env: Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_JWKS_URL' | 'REGISTRATIONS_PER_HOUR'>
  /** tests may swap Google's key set, the limits and the throttle's clock */
  google?: GoogleIdTokenVerifier
  throttle?: { limits?: LoginThrottleLimits; now?: () => Date }
  registrations?: RegistrationLimits
  /** the password-hashing slots; tests pass their own to hold them busy */
  hashing?: WorkSlots
}

export function accountService(options: AccountServiceOptions): AccountService {
  const { database, tokens, env, hashing = passwordHashing } = options
  const throttle = loginThrottle(loginAttemptsRepository(database.db), options.throttle)
  const context = accountContext(usersRepository(database.db), throttle, hashing, tokens)
  const registrationLimiter = registrationLimit(
    registrationAttemptsRepository(database.db),
    options.registrations ?? { ...REGISTRATION_LIMITS, perAddress: env.REGISTRATIONS_PER_HOUR },
  )
  return {
    ...accountSignIn(context, options.google ?? googleVerifierOf(env)),
    ...accountProfile(context),
    register: (data, ip) => register(context, registrationLimiter, data, ip),
  }
}

function googleVerifierOf(env: AccountServiceOptions['env']): GoogleIdTokenVerifier | undefined {
  return env.GOOGLE_CLIENT_ID
    ? googleIdTokenVerifier({ clientId: env.GOOGLE_CLIENT_ID, keys: remoteGoogleKeys(env.GOOGLE_JWKS_URL) })
    : undefined
}

async function register(
  { users, throttle, hashing, session }: AccountContext,
  limiter: RegistrationLimit,
  data: RegisterData,
  ip: string | undefined,
): Promise<Session> {
  await limiter.admit(ip)
  if (await users.byEmail(data.email)) throw new ConflictError(AUTH_MESSAGES.emailTaken)
  const user = await users.insert({
    email: data.email,
    fullname: data.name,
    username: data.username,
    dni: data.dni,
    vat_condition: data.vat_condition,
    phone: data.phone,
    address: data.address,
    location: data.location,
    postal_code: data.postal_code,
    passwordHash: await hashPassword(data.password, hashing),
  })
  // Another request registered the same e-mail while this one was hashing.
  if (!user) throw new ConflictError(AUTH_MESSAGES.emailTaken)
  await throttle.registered(user.email, ip)
  return session(user)
}
