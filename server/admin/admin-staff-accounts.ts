/**
 * The admins' work on staff accounts: list, add, disable or re-enable, reset a password, and the
 * command line's add-or-reset. Every write is audited in its own transaction; an account's
 * sessions end when its password is reset or it is disabled.
 */
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import type { StaffRole } from '#domain/admin/staff-roles.ts'
import type { Database, Executor } from '../db/database.ts'
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../shared/errors.ts'
import { hashPassword } from '../accounts/passwords.ts'
import { auditRepository, type AuditActor } from './audit-repository.ts'
import { adminStaffRepository, toStaffMember, type StaffMember, type StaffRow } from './admin-staff-repository.ts'

export interface AdminStaffAccounts {
  list(): Promise<StaffMember[]>
  /** An admin adds an account; 409 when the address already has one. */
  add(actor: AuditActor, input: { email: string; role: StaffRole; password: string }): Promise<StaffMember>
  /**
   * The command line's `add-staff`: adds the account, or on an address that has one resets its
   * password (and its role, when given) and ends its sessions.
   */
  addOrReset(
    actor: AuditActor,
    input: { email: string; role: StaffRole | undefined; password: string },
  ): Promise<{ created: boolean; member: StaffMember; endedSessions: number }>
  /** An admin sets another account's password; its sessions end. */
  resetPassword(actor: AuditActor, id: number, password: string): Promise<StaffMember>
  /** Disables (ending its sessions at once) or re-enables an account; an admin cannot disable their own. */
  setDisabled(actor: AuditActor, id: number, disabled: boolean): Promise<StaffMember>
}

/** What an account looks like in the audit log: never its hash. */
const audited = (member: StaffMember) => ({ email: member.email, role: member.role, disabled: member.disabled })

export function adminStaffAccounts({ db }: Database): AdminStaffAccounts {
  return {
    list: async () => (await adminStaffRepository(db).all()).map(toStaffMember),

    async add(actor, input) {
      const passwordHash = await hashPassword(input.password)
      return db.transaction((tx) => insertAudited(tx, actor, { email: input.email, role: input.role, passwordHash }))
    },

    async addOrReset(actor, input) {
      const passwordHash = await hashPassword(input.password)
      return db.transaction(async (tx) => {
        const existing = await adminStaffRepository(tx).byEmail(input.email)
        if (!existing) {
          if (!input.role) throw new InvalidError(ADMIN_MESSAGES.roleRequired)
          const member = await insertAudited(tx, actor, { email: input.email, role: input.role, passwordHash })
          return { created: true, member, endedSessions: 0 }
        }
        return { created: false, ...(await resetExisting(tx, actor, existing, passwordHash, input.role)) }
      })
    },

    async resetPassword(actor, id, password) {
      const passwordHash = await hashPassword(password)
      return db.transaction((tx) => resetById(tx, actor, id, passwordHash))
    },

    async setDisabled(actor, id, disabled) {
      if (actor.staffId === id && disabled) throw new ForbiddenError(ADMIN_MESSAGES.cannotDisableSelf)
      return db.transaction((tx) => setDisabledAudited(tx, actor, id, disabled))
    },
  }
}

async function insertAudited(
  tx: Executor,
  actor: AuditActor,
  account: { email: string; role: StaffRole; passwordHash: string },
): Promise<StaffMember> {
  const row = await adminStaffRepository(tx).insert(account)
  if (!row) throw new ConflictError(ADMIN_MESSAGES.staffExists)
  const member = toStaffMember(row)
  await auditRepository(tx).record(actor, { action: 'staff.added', entity: 'staff', entityId: member.id, after: audited(member) })
  return member
}

async function resetExisting(
  tx: Executor,
  actor: AuditActor,
  existing: StaffRow,
  passwordHash: string,
  role: StaffRole | undefined,
): Promise<{ member: StaffMember; endedSessions: number }> {
  const repo = adminStaffRepository(tx)
  const before = toStaffMember((await repo.lockById(existing.id))!)
  const member = toStaffMember((await repo.setPassword(existing.id, passwordHash, role))!)
  const endedSessions = await repo.endSessionsOf(existing.id)
  await auditRepository(tx).record(actor, {
    action: 'staff.password-reset',
    entity: 'staff',
    entityId: member.id,
    before: audited(before),
    after: audited(member),
  })
  return { member, endedSessions }
}

async function resetById(tx: Executor, actor: AuditActor, id: number, passwordHash: string): Promise<StaffMember> {
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
}

async function setDisabledAudited(tx: Executor, actor: AuditActor, id: number, disabled: boolean): Promise<StaffMember> {
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
}
