/**
 * Staff accounts of the back office: sign-in with a server-side session, sign-out, password
 * changes, and the admins' work on accounts (add, disable, re-enable, reset a password). Every
 * write is audited in its own transaction. Sessions end on sign-out, on a password change (the
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
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../shared/errors.ts'
import { auditRepository, type AuditActor } from './audit-repository.ts'
import { loginAttemptsRepository } from '../accounts/login-attempts-repository.ts'
import { adminStaffRepository, toStaffMember, type StaffMember, type StaffSessionRow } from './admin-staff-repository.ts'
import { loginThrottle, type LoginAttempt, type LoginThrottleLimits } from '../accounts/login-throttle.ts'
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../accounts/passwords.ts'

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

/** What an account looks like in the audit log: never its hash. */
const audited = (member: StaffMember) => ({ email: member.email, role: member.role, disabled: member.disabled })

export const staffActor = (session: Pick<StaffSession, 'staffId' | 'email'>): AuditActor => ({
  staffId: session.staffId,
  label: session.email,
})

async function checkPassword(attempt: LoginAttempt, password: string, stored: string): Promise<boolean> {
  try {
    return await verifyPassword(password, stored)
  } catch (error) {
    await attempt.abandoned()
    throw error
  }
}

export interface AdminStaffServiceOptions {
  database: Database
  throttle?: { limits?: LoginThrottleLimits; now?: () => Date }
}

export function adminStaffService({ database, throttle: throttleOptions }: AdminStaffServiceOptions) {
  const { db } = database
  const accounts = adminStaffRepository(db)
  const throttle = loginThrottle(loginAttemptsRepository(db), throttleOptions)
  const throttleKey = (email: string) => `staff:${email.trim().toLowerCase()}`

  async function openSession(staffId: number): Promise<NewStaffSession> {
    const token = randomToken()
    const csrfToken = randomToken()
    await accounts.insertSession({ staffId, tokenHash: sha256(token), csrfToken, hours: STAFF_SESSION_HOURS })
    return { token, csrfToken, maxAgeSeconds: STAFF_SESSION_HOURS * 3600 }
  }

  return {
    async list(): Promise<StaffMember[]> {
      return (await accounts.all()).map(toStaffMember)
    },

    /** The session a cookie's token opens, or undefined (unknown, ended, expired, or its account disabled). */
    async session(token: string | undefined): Promise<StaffSession | undefined> {
      if (!token || token.length > 100) return undefined
      const row: StaffSessionRow | undefined = await accounts.sessionByTokenHash(sha256(token))
      if (!row) return undefined
      return { sessionId: row.sessionId, staffId: row.staffId, email: row.email, role: row.role, csrfToken: row.csrfToken }
    },

    /** The same 400 for an unknown address, a disabled account and a wrong password, after the same work. */
    async signIn(email: string, password: string, ip: string | undefined): Promise<NewStaffSession> {
      const attempt = await throttle.begin(throttleKey(email), ip)
      const member = await accounts.byEmail(email)
      const matches = await checkPassword(attempt, password, member?.passwordHash ?? DUMMY_PASSWORD_HASH)
      if (!member || !matches || member.disabled) {
        await attempt.failed()
        throw new InvalidError(ADMIN_MESSAGES.wrongCredentials)
      }
      await attempt.succeeded()
      await accounts.pruneSessions()
      return openSession(member.id)
    },

    async signOut(session: StaffSession): Promise<void> {
      await accounts.endSession(session.sessionId)
    },

    /** Checks the current password (throttled like a sign-in), sets the new one and ends the account's other sessions. */
    async changeOwnPassword(session: StaffSession, current: string, next: string, ip: string | undefined): Promise<void> {
      const attempt = await throttle.begin(throttleKey(session.email), ip)
      const member = await accounts.byId(session.staffId)
      if (!member) throw new NotFoundError(ADMIN_MESSAGES.staffNotFound)
      if (!(await checkPassword(attempt, current, member.passwordHash))) {
        await attempt.failed()
        throw new InvalidError(ADMIN_MESSAGES.wrongCurrentPassword)
      }
      await attempt.succeeded()
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
    },

    /** An admin adds an account; 409 when the address already has one. */
    async add(actor: AuditActor, input: { email: string; role: StaffRole; password: string }): Promise<StaffMember> {
      const passwordHash = await hashPassword(input.password)
      return db.transaction(async (tx) => {
        const row = await adminStaffRepository(tx).insert({ email: input.email, role: input.role, passwordHash })
        if (!row) throw new ConflictError(ADMIN_MESSAGES.staffExists)
        const member = toStaffMember(row)
        await auditRepository(tx).record(actor, {
          action: 'staff.added',
          entity: 'staff',
          entityId: member.id,
          after: audited(member),
        })
        return member
      })
    },

    /**
     * The command line's `add-staff`: adds the account, or on an address that has one resets its
     * password (and its role, when given) and ends its sessions.
     */
    async addOrReset(
      actor: AuditActor,
      input: { email: string; role: StaffRole | undefined; password: string },
    ): Promise<{ created: boolean; member: StaffMember; endedSessions: number }> {
      const passwordHash = await hashPassword(input.password)
      return db.transaction(async (tx) => {
        const repo = adminStaffRepository(tx)
        const audit = auditRepository(tx)
        const existing = await repo.byEmail(input.email)
        if (!existing) {
          if (!input.role) throw new InvalidError(ADMIN_MESSAGES.roleRequired)
          const row = await repo.insert({ email: input.email, role: input.role, passwordHash })
          if (!row) throw new ConflictError(ADMIN_MESSAGES.staffExists)
          const member = toStaffMember(row)
          await audit.record(actor, { action: 'staff.added', entity: 'staff', entityId: member.id, after: audited(member) })
          return { created: true, member, endedSessions: 0 }
        }
        const before = toStaffMember((await repo.lockById(existing.id))!)
        const member = toStaffMember((await repo.setPassword(existing.id, passwordHash, input.role))!)
        const endedSessions = await repo.endSessionsOf(existing.id)
        await audit.record(actor, {
          action: 'staff.password-reset',
          entity: 'staff',
          entityId: member.id,
          before: audited(before),
          after: audited(member),
        })
        return { created: false, member, endedSessions }
      })
    },

    /** An admin sets another account's password; its sessions end. */
    async resetPassword(actor: AuditActor, id: number, password: string): Promise<StaffMember> {
      const passwordHash = await hashPassword(password)
      return db.transaction(async (tx) => {
        const repo = adminStaffRepository(tx)
        const before = await repo.lockById(id)
        if (!before) throw new NotFoundError(ADMIN_MESSAGES.staffNotFound)
        const member = toStaffMember((await repo.setPassword(id, passwordHash))!)
        await repo.endSessionsOf(id)
        await auditRepository(tx).record(actor, {
          action: 'staff.password-reset',
          entity: 'staff',
          entityId: id,
          before: audited(toStaffMember(before)),
          after: { ...audited(member), sessionsEnded: true },
        })
        return member
      })
    },

    /** Disables (ending its sessions at once) or re-enables an account; an admin cannot disable their own. */
    async setDisabled(actor: AuditActor, id: number, disabled: boolean): Promise<StaffMember> {
      if (actor.staffId === id && disabled) throw new ForbiddenError(ADMIN_MESSAGES.cannotDisableSelf)
      return db.transaction(async (tx) => {
        const repo = adminStaffRepository(tx)
        const before = await repo.lockById(id)
        if (!before) throw new NotFoundError(ADMIN_MESSAGES.staffNotFound)
        const member = toStaffMember((await repo.setDisabled(id, disabled))!)
        if (disabled) await repo.endSessionsOf(id)
        if (before.disabled !== disabled) {
          await auditRepository(tx).record(actor, {
            action: disabled ? 'staff.disabled' : 'staff.enabled',
            entity: 'staff',
            entityId: id,
            before: audited(toStaffMember(before)),
            after: audited(member),
          })
        }
        return member
      })
    },
  }
}

export type AdminStaffService = ReturnType<typeof adminStaffService>
