/**
 * Customer accounts: registration, e-mail + password and Google sign-in, profile and password
 * changes. Every sign-in answers a session, `{ token, email }`, which the browser keeps in
 * localStorage. Callers check the token's ownership (auth-guard.ts);
 * these functions act on the account id the token names.
 */
import { AUTH_MESSAGES, type ChangePasswordData, type LoginData, type RegisterData } from '#domain/forms/auth.ts'
import type { Env } from '#config/env.server.ts'
import { PASSWORD_RESET_MESSAGES } from '#domain/forms/password-reset.ts'
import { conditionProblem } from '#domain/forms/billing-identity.ts'
import { FIELD_LABELS } from '#domain/forms/field-labels.ts'
import { SESSION_EXPIRED_MESSAGE } from '#domain/messages.ts'
import type { Database } from '../db/database.ts'
import { ConflictError, InvalidError, NotFoundError, UnauthorizedError } from '../shared/errors.ts'
import { loginAttemptsRepository } from './login-attempts-repository.ts'
import { registrationAttemptsRepository } from './registration-attempts-repository.ts'
import { toUserData, usersRepository, type ProfileUpdate, type UserAccount, type UserData } from './users-repository.ts'
import { googleIdTokenVerifier, remoteGoogleKeys, type GoogleIdTokenVerifier } from './google-id-token.ts'
import { loginThrottle, type LoginAttempt, type LoginThrottleLimits } from './login-throttle.ts'
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, passwordHashing, verifyPassword } from './passwords.ts'
import type { WorkSlots } from './work-slots.ts'
import { REGISTRATION_LIMITS, registrationLimit, type RegistrationLimits } from './registration-limit.ts'
import type { SessionClaims, TokenService } from './token-service.ts'

export type { UserData } from './users-repository.ts'

export const ACCOUNT_MESSAGES = {
  googleDisabled: 'El ingreso con Google no está habilitado.',
  wrongCurrentPassword: 'La contraseña actual es incorrecta.',
  profileUpdated: 'Datos actualizados correctamente',
  accountGone: SESSION_EXPIRED_MESSAGE,
} as const

export interface Session {
  token: string
  email: string
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

/**
 * Checks a password for a throttled attempt. When the check never ran (every hashing slot busy:
 * a 503), the attempt is withdrawn instead of counting as a failure.
 */
async function checkPassword(attempt: LoginAttempt, password: string, stored: string, hashing: WorkSlots): Promise<boolean> {
  try {
    return await verifyPassword(password, stored, hashing)
  } catch (error) {
    await attempt.abandoned()
    throw error
  }
}

export function accountService({
  database,
  tokens,
  env,
  google,
  throttle: throttleOptions,
  registrations,
  hashing = passwordHashing,
}: AccountServiceOptions) {
  const users = usersRepository(database.db)
  const throttle = loginThrottle(loginAttemptsRepository(database.db), throttleOptions)
  const registrationLimiter = registrationLimit(
    registrationAttemptsRepository(database.db),
    registrations ?? { ...REGISTRATION_LIMITS, perAddress: env.REGISTRATIONS_PER_HOUR },
  )
  const googleVerifier =
    google ??
    (env.GOOGLE_CLIENT_ID
      ? googleIdTokenVerifier({ clientId: env.GOOGLE_CLIENT_ID, keys: remoteGoogleKeys(env.GOOGLE_JWKS_URL) })
      : undefined)

  async function session(user: UserAccount): Promise<Session> {
    return { token: await tokens.sign({ userId: user.id, email: user.email, epoch: user.sessionEpoch }), email: user.email }
  }

  async function existing(userId: number): Promise<UserAccount> {
    const user = await users.byId(userId)
    // A valid token for an account that no longer exists: sign in again.
    if (!user) throw new UnauthorizedError(ACCOUNT_MESSAGES.accountGone)
    return user
  }

  return {
    googleEnabled: googleVerifier !== undefined,

    /** Limited per client address (registration-limit.ts); the address becomes known to the account. */
    async register(data: RegisterData, ip: string | undefined): Promise<Session> {
      await registrationLimiter.admit(ip)
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
    },

    /** The same 400 for an unknown e-mail and a wrong password, after the same amount of work. */
    async login({ email, password }: LoginData, ip: string | undefined): Promise<Session> {
      const attempt = await throttle.begin(email, ip)
      const user = await users.byEmail(email)
      const matches = await checkPassword(attempt, password, user?.passwordHash ?? DUMMY_PASSWORD_HASH, hashing)
      if (!user?.passwordHash || !matches) {
        await attempt.failed()
        throw new InvalidError(AUTH_MESSAGES.wrongCredentials)
      }
      await attempt.succeeded()
      if (needsRehash(user.passwordHash)) {
        // Best effort: a busy server signs the customer in now and re-hashes at a later sign-in.
        const rehashed = await hashPassword(password, hashing).catch(() => undefined)
        if (rehashed) await users.setPasswordHash(user.id, rehashed)
      }
      return session(user)
    },

    /**
     * Signs in with a verified Google ID token, keyed on its `sub`. A first Google sign-in for an
     * e-mail that already has an account links to it; that account's password is dropped,
     * because nobody ever proved it was set by the owner of the address (sign-up does not verify
     * e-mails) and Google just did: the owner can set a new one through the e-mail reset link.
     */
    async loginGoogle(credential: string): Promise<Session> {
      if (!googleVerifier) throw new NotFoundError(ACCOUNT_MESSAGES.googleDisabled)
      const identity = await googleVerifier.verify(credential)
      // Twice: a concurrent first sign-in may win the insert or the link in between.
      for (let round = 0; round < 2; round++) {
        const known = await users.byGoogleSub(identity.sub)
        if (known) return session(known)
        const sameEmail = await users.byEmail(identity.email)
        if (sameEmail) {
          if (sameEmail.googleSub) throw new ConflictError(AUTH_MESSAGES.emailTaken)
          // Whoever signed up with that password (perhaps not the address's owner) is signed out.
          const epoch = await users.linkGoogleDroppingPassword(sameEmail.id, identity.sub)
          if (epoch !== undefined) return session({ ...sameEmail, sessionEpoch: epoch })
          continue
        }
        const created = await users.insert({ email: identity.email, fullname: identity.name, googleSub: identity.sub })
        if (created) return session(created)
      }
      throw new ConflictError(AUTH_MESSAGES.emailTaken)
    },

    async userData(userId: number): Promise<UserData> {
      return toUserData(await existing(userId))
    },

    /**
     * Whether a verified token still opens a session: its account exists and no password
     * change came after it was signed.
     */
    /**
     * The token's account exists, its password has not changed since (epoch), and it is the
     * account the token names by e-mail: routes check ownership on the e-mail and act on the id,
     * so the two must be the same account.
     */
    async sessionIsCurrent(claims: SessionClaims): Promise<boolean> {
      const state = await users.sessionState(claims.userId)
      return (
        state !== undefined &&
        state.sessionEpoch === claims.epoch &&
        state.email.trim().toLowerCase() === claims.email.trim().toLowerCase()
      )
    },

    /**
     * Changes the password after checking the current one (throttled like a sign-in). Ends every
     * other session; answers a new one for the browser that made the change. An account without
     * a password (created with Google) is refused (409): its first password comes only through
     * the e-mail link of '¿Olvidaste tu contraseña?' (password-reset-service.ts), never from a
     * session token alone, which a thief could hold (issue 17, item 8).
     */
    async changePassword(userId: number, data: ChangePasswordData, ip: string | undefined): Promise<Session> {
      const user = await existing(userId)
      if (!user.passwordHash) throw new ConflictError(PASSWORD_RESET_MESSAGES.noPasswordYet)
      const attempt = await throttle.begin(user.email, ip)
      if (!(await checkPassword(attempt, data.actualPassword, user.passwordHash, hashing))) {
        await attempt.failed()
        throw new InvalidError(ACCOUNT_MESSAGES.wrongCurrentPassword)
      }
      await attempt.succeeded()
      const epoch = await users.changePasswordHash(user.id, await hashPassword(data.newPassword, hashing))
      if (epoch === undefined) throw new UnauthorizedError(ACCOUNT_MESSAGES.accountGone)
      return session({ ...user, sessionEpoch: epoch })
    },

    /**
     * Profile fields only; the e-mail identifies the account and does not change here. A call
     * without a VAT condition (the spec's) keeps the stored one, which must still fit the DNI or
     * CUIT given: a Responsable inscripto cannot drop their CUIT for a DNI.
     */
    async changeData(userId: number, fields: ProfileUpdate): Promise<void> {
      const user = await existing(userId)
      const vatCondition = fields.vat_condition ?? user.vat_condition
      const problem = conditionProblem(fields.dni, vatCondition)
      if (problem) throw new InvalidError(`${FIELD_LABELS.dni}: ${problem}`)
      if (!(await users.updateProfile(userId, { ...fields, vat_condition: vatCondition })))
        throw new UnauthorizedError(ACCOUNT_MESSAGES.accountGone)
    },
  }
}

export type AccountService = ReturnType<typeof accountService>
