/** A signed-in customer's own account: their data, their password, their profile fields. */
import type { ChangePasswordData } from '#domain/forms/auth.ts'
import { PASSWORD_RESET_MESSAGES } from '#domain/forms/password-reset.ts'
import { conditionProblem } from '#domain/forms/billing-identity.ts'
import { FIELD_LABELS } from '#domain/forms/field-labels.ts'
import { ConflictError, InvalidError, UnauthorizedError } from '../shared/errors.ts'
import { ACCOUNT_MESSAGES } from './account-messages.ts'
import type { AccountContext, Session } from './account-session.ts'
import { hashPassword } from './passwords.ts'
import { checkThrottledPassword } from './throttled-password.ts'
import { toUserData, type ProfileUpdate, type UserData } from './users-repository.ts'

export interface AccountProfile {
  userData(userId: number): Promise<UserData>
  /**
   * Changes the password after checking the current one (throttled like a sign-in). Ends every
   * other session; answers a new one for the browser that made the change. An account without
   * a password (created with Google) is refused (409): its first password comes only through
   * the e-mail link of '¿Olvidaste tu contraseña?' (password-reset-service.ts), never from a
   * session token alone, which a thief could hold.
   */
  changePassword(userId: number, data: ChangePasswordData, ip: string | undefined): Promise<Session>
  /**
   * Profile fields only; the e-mail identifies the account and does not change here. A call
   * without a VAT condition keeps the stored one, which must still fit the DNI or CUIT given: a
   * Responsable inscripto cannot drop their CUIT for a DNI.
   */
  changeData(userId: number, fields: ProfileUpdate): Promise<void>
}

export function accountProfile({ users, throttle, hashing, session, existing }: AccountContext): AccountProfile {
  return {
    async userData(userId) {
      return toUserData(await existing(userId))
    },

    async changePassword(userId, data, ip) {
      const user = await existing(userId)
      if (!user.passwordHash) throw new ConflictError(PASSWORD_RESET_MESSAGES.noPasswordYet)
      const attempt = await throttle.begin(user.email, ip)
      await checkThrottledPassword(attempt, {
        password: data.actualPassword,
        stored: user.passwordHash,
        allowed: true,
        failure: ACCOUNT_MESSAGES.wrongCurrentPassword,
        hashing,
      })
      const epoch = await users.changePasswordHash(user.id, await hashPassword(data.newPassword, hashing))
      if (epoch === undefined) throw new UnauthorizedError(ACCOUNT_MESSAGES.accountGone)
      return session({ ...user, sessionEpoch: epoch })
    },

    async changeData(userId, fields) {
      const user = await existing(userId)
      const vatCondition = fields.vat_condition ?? user.vat_condition
      const problem = conditionProblem(fields.dni, vatCondition)
      if (problem) throw new InvalidError(`${FIELD_LABELS.dni}: ${problem}`)
      if (!(await users.updateProfile(userId, { ...fields, vat_condition: vatCondition })))
        throw new UnauthorizedError(ACCOUNT_MESSAGES.accountGone)
    },
  }
}
