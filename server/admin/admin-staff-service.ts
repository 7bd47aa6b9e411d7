/**
 * Staff accounts of the back office: sign-in with a server-side session, sign-out, one's own
 * password change, and the admins' work on accounts (admin-staff-accounts.ts: add, disable,
 * re-enable, reset a password). Every write is audited in its own transaction. Sessions end on sign-out, on a password change (the
 * others of the account) and when the account is disabled
 * (docs/decisions/022-staff-sessions-and-csrf.md).
 *
 * Failed staff sign-ins are throttled as customers' are (decision 009, login-throttle.ts), under
 * their own keys (`staff:<e-mail>`), so a customer's typos and a clerk's do not share a budget.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import { STAFF_SESSION_HOURS, type StaffRole } from '#domain/admin/staff-roles.ts'
import type { Database } from '../db/database.ts'
import { InvalidError, NotFoundError } from '../shared/errors.ts'
import { auditRepository, type AuditActor } from './audit-repository.ts'
import { loginAttemptsRepository } from '../accounts/login-attempts-repository.ts'
import { adminStaffRepository, type StaffRow, type StaffSessionRow } from './admin-staff-repository.ts'
import { adminStaffAccounts, type AdminStaffAccounts } from './admin-staff-accounts.ts'
import { loginThrottle, type LoginThrottle, type LoginThrottleLimits } from '../accounts/login-throttle.ts'
import { DUMMY_PASSWORD_HASH, hashPassword } from '../accounts/passwords.ts'
import { checkThrottledPassword } from '../accounts/throttled-password.ts'
import { firstAdminSetup, type FirstAdminSetup } from './first-admin-setup.ts'

export type { StaffMember } from './admin-staff-repository.ts'

/** A signed-in member of staff, as the guard hands it to routes and pages. */
export interface StaffSession {
  sessionId: number
  staffId: number
  email: string
  role: StaffRole
  csrfToken: string
}

export interface NewStaffSession {
  /** the cookie's value; only its hash is stored */
  token: string
  csrfToken: string
  maxAgeSeconds: number
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')
const randomToken = () => randomBytes(32).toString('base64url')

/** Whether a write's CSRF token is the session's, compared in constant time. */
export function csrfMatches(expected: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string' || given.length === 0 || given.length > 200) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

export const staffActor = (session: Pick<StaffSession, 'staffId' | 'email'>): AuditActor => ({
  staffId: session.staffId,
  label: session.email,
})

export interface AdminStaffServiceOptions {
  database: Database
  throttle?: { limits?: LoginThrottleLimits; now?: () => Date }
}

export interface AdminStaffService extends AdminStaffAccounts {
  /** The session a cookie's token opens, or undefined (unknown, ended, expired, or its account disabled). */
  session(token: string | undefined): Promise<StaffSession | undefined>
  /** The same 400 for an unknown address, a disabled account and a wrong password, after the same work. */
  signIn(email: string, password: string, ip: string | undefined): Promise<NewStaffSession>
  signOut(session: StaffSession): Promise<void>
  /** Checks the current password (throttled like a sign-in), sets the new one and ends the account's other sessions. */
  changeOwnPassword(session: StaffSession, current: string, next: string, ip: string | undefined): Promise<void>
  /** The first administrator from the start log's setup code, while no account exists (first-admin-setup.ts). */
  firstAdmin: FirstAdminSetup
}

const throttleKey = (email: string) => `staff:${email.trim().toLowerCase()}`

export function adminStaffService({ database, throttle: throttleOptions }: AdminStaffServiceOptions): AdminStaffService {
  const { db } = database
  const accounts = adminStaffRepository(db)
  const throttle = loginThrottle(loginAttemptsRepository(db), throttleOptions)

  return {
    ...adminStaffAccounts(database),

    async session(token) {
      if (!token || token.length > 100) return undefined
      const row: StaffSessionRow | undefined = await accounts.sessionByTokenHash(sha256(token))
      if (!row) return undefined
      return { sessionId: row.sessionId, staffId: row.staffId, email: row.email, role: row.role, csrfToken: row.csrfToken }
    },

    async signIn(email, password, ip) {
      const attempt = await throttle.begin(throttleKey(email), ip)
      const member = await accounts.byEmail(email)
      await checkThrottledPassword(attempt, {
        password,
        stored: member?.passwordHash ?? DUMMY_PASSWORD_HASH,
        allowed: member !== undefined && !member.disabled,
        failure: ADMIN_MESSAGES.wrongCredentials,
      })
      await accounts.pruneSessions()
      return openSession(database, member!)
    },

    async signOut(session) {
      await accounts.endSession(session.sessionId)
    },

    changeOwnPassword: (session, current, next, ip) => changeOwnPassword(database, throttle, session, { current, next, ip }),

    firstAdmin: firstAdminSetup(database, throttleOptions),
  }
}

/**
 * The session of a sign-in whose password matched `checked`. The account is read again, locked,
 * in the transaction that stores the session: a password reset or a disable that committed while
 * the password was being checked refuses the sign-in, and one that comes after waits for this
 * transaction and then ends the session with the others.
 */
async function openSession({ db }: Database, checked: Pick<StaffRow, 'id' | 'passwordHash'>): Promise<NewStaffSession> {
  const token = randomToken()
  const csrfToken = randomToken()
  await db.transaction(async (tx) => {
    const repo = adminStaffRepository(tx)
    const now = await repo.lockById(checked.id)
    if (!now || now.disabled || now.passwordHash !== checked.passwordHash) throw new InvalidError(ADMIN_MESSAGES.wrongCredentials)
    await repo.insertSession({ staffId: checked.id, tokenHash: sha256(token), csrfToken, hours: STAFF_SESSION_HOURS })
  })
  return { token, csrfToken, maxAgeSeconds: STAFF_SESSION_HOURS * 3600 }
}

async function changeOwnPassword(
  { db }: Database,
  throttle: LoginThrottle,
  session: StaffSession,
  { current, next, ip }: { current: string; next: string; ip: string | undefined },
): Promise<void> {
  const attempt = await throttle.begin(throttleKey(session.email), ip)
  const member = await adminStaffRepository(db).byId(session.staffId)
  if (!member) throw new NotFoundError(ADMIN_MESSAGES.staffNotFound)
  await checkThrottledPassword(attempt, {
    password: current,
    stored: member.passwordHash,
    allowed: true,
    failure: ADMIN_MESSAGES.wrongCurrentPassword,
  })
  const passwordHash = await hashPassword(next)
  await db.transaction(async (tx) => {
    const repo = adminStaffRepository(tx)
    await repo.setPassword(member.id, passwordHash)
    await repo.endSessionsOf(member.id, session.sessionId)
    await auditRepository(tx).record(staffActor(session), {
      action: 'staff.password-changed',
      entity: 'staff',
      entityId: member.id,
      before: { email: member.email },
      after: { email: member.email, otherSessionsEnded: true },
    })
  })
}
