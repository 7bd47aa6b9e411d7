/**
 * What the account service's parts (sign-in, registration, profile) share: the users'
 * repository, the sign-in throttle, the hashing slots, and how an account becomes a session.
 */
import { UnauthorizedError } from '../shared/errors.ts'
import { ACCOUNT_MESSAGES } from './account-messages.ts'
import type { LoginThrottle } from './login-throttle.ts'
import type { TokenService } from './token-service.ts'
import type { UserAccount, UsersRepository } from './users-repository.ts'
import type { WorkSlots } from '../shared/work-slots.ts'

export interface Session {
  token: string
  email: string
}

export interface AccountContext {
  users: UsersRepository
  throttle: LoginThrottle
  hashing: WorkSlots
  /** a signed session for the account, as every sign-in answers it */
  session(user: UserAccount): Promise<Session>
  /** the account a valid token names; 401 when it no longer exists */
  existing(userId: number): Promise<UserAccount>
}

export function accountContext(
  users: UsersRepository,
  throttle: LoginThrottle,
  hashing: WorkSlots,
  tokens: TokenService,
): AccountContext {
  return {
    users,
    throttle,
    hashing,
    async session(user) {
      return { token: await tokens.sign({ userId: user.id, email: user.email, epoch: user.sessionEpoch }), email: user.email }
    },
    async existing(userId) {
      const user = await users.byId(userId)
      // A valid token for an account that no longer exists: sign in again.
      if (!user) throw new UnauthorizedError(ACCOUNT_MESSAGES.accountGone)
      return user
    },
  }
}
