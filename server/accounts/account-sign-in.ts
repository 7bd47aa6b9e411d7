/**
 * A customer's sign-ins: e-mail and password (throttled), Google ID token, and whether a session
 * token still opens its account.
 */
import { AUTH_MESSAGES, type LoginData } from '#domain/forms/auth.ts'
import { ConflictError, NotFoundError } from '../shared/errors.ts'
import { ACCOUNT_MESSAGES } from './account-messages.ts'
import type { AccountContext, Session } from './account-session.ts'
import type { GoogleIdTokenVerifier } from './google-id-token.ts'
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash } from './passwords.ts'
import { checkThrottledPassword } from './throttled-password.ts'
import type { SessionClaims } from './token-service.ts'

export interface AccountSignIn {
  googleEnabled: boolean
  /** The same 400 for an unknown e-mail and a wrong password, after the same amount of work. */
  login(data: LoginData, ip: string | undefined): Promise<Session>
  /**
   * Signs in with a verified Google ID token, keyed on its `sub`. A first Google sign-in for an
   * e-mail that already has an account links to it; that account's password is dropped,
   * because nobody ever proved it was set by the owner of the address (sign-up does not verify
   * e-mails) and Google just did: the owner can set a new one through the e-mail reset link.
   */
  loginGoogle(credential: string): Promise<Session>
  /**
   * The token's account exists, its password has not changed since (epoch), and it is the
   * account the token names by e-mail: routes check ownership on the e-mail and act on the id,
   * so the two must be the same account.
   */
  sessionIsCurrent(claims: SessionClaims): Promise<boolean>
}

export function accountSignIn(context: AccountContext, googleVerifier: GoogleIdTokenVerifier | undefined): AccountSignIn {
  const { users, throttle, hashing, session } = context
  return {
    googleEnabled: googleVerifier !== undefined,

    async login({ email, password }, ip) {
      const attempt = await throttle.begin(email, ip)
      const user = await users.byEmail(email)
      await checkThrottledPassword(attempt, {
        password,
        stored: user?.passwordHash ?? DUMMY_PASSWORD_HASH,
        allowed: Boolean(user?.passwordHash),
        failure: AUTH_MESSAGES.wrongCredentials,
        hashing,
      })
      if (needsRehash(user!.passwordHash!)) {
        // Best effort: a busy server signs the customer in now and re-hashes at a later sign-in.
        const rehashed = await hashPassword(password, hashing).catch(() => undefined)
        if (rehashed) await users.setPasswordHash(user!.id, rehashed)
      }
      return session(user!)
    },

    async loginGoogle(credential) {
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

    async sessionIsCurrent(claims) {
      const state = await users.sessionState(claims.userId)
      return (
        state !== undefined &&
        state.sessionEpoch === claims.epoch &&
        state.email.trim().toLowerCase() === claims.email.trim().toLowerCase()
      )
    },
  }
}
