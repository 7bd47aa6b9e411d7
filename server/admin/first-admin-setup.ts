/**
 * The first administrator, created from /admin with the one-time setup code the start log prints
 * while the store has no staff account (docs/decisions/051-first-administrator-with-a-setup-code.md).
 *
 * Only the code's argon2 hash is kept, in store_meta, so every instance on one PostgreSQL checks
 * the same code; each start that finds no account replaces it, so the valid code is the one the
 * most recently started process printed. Wrong codes are throttled as sign-ins are (decision
 * 009), under one key for the whole store. The account is created with the table locked against
 * other writers: of two creations racing, and of a creation racing the command line, exactly one
 * first administrator comes out, and the code is gone with it.
 */
import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { STAFF_SESSION_HOURS } from '#domain/admin/staff-roles.ts'
import { SETUP_CODE_MESSAGES, normaliseSetupCode, setupCodeFromBytes } from '#domain/admin/setup-code.ts'
import type { FirstAdmin } from '#domain/admin/first-admin-form.ts'
import type { Database, Executor } from '../db/database.ts'
import { staff } from '../db/schema/index.ts'
import { metaRepository } from '../db/store-meta-repository.ts'
import { ConflictError, FieldsError, InvalidError } from '../shared/errors.ts'
import { loginAttemptsRepository } from '../accounts/login-attempts-repository.ts'
import { loginThrottle, type LoginThrottleLimits } from '../accounts/login-throttle.ts'
import { DUMMY_PASSWORD_HASH, hashPassword } from '../accounts/passwords.ts'
import { checkThrottledPassword } from '../accounts/throttled-password.ts'
import { auditRepository, type AuditActor } from './audit-repository.ts'
import { adminStaffRepository, toStaffMember, type StaffMember } from './admin-staff-repository.ts'

/** store_meta's key for the current code's hash; absent once an account exists. */
export const SETUP_CODE_KEY = 'first_admin_setup_code'
const THROTTLE_KEY = 'staff-setup'

export const SETUP_ACTOR: AuditActor = { staffId: null, label: 'código de configuración inicial' }

export interface FirstAdminSession {
  member: StaffMember
  /** the session cookie's value; only its hash is stored */
  token: string
  maxAgeSeconds: number
}

export interface FirstAdminSetup {
  /**
   * At start: with no staff account, a new code replaces any earlier one and is answered, to be
   * printed; with one, any code left is forgotten and null is answered.
   */
  prepare(): Promise<string | null>
  /** Whether the store still has no staff account (the form is offered). */
  open(): Promise<boolean>
  /** Creates the first administrator and signs them in; 409 once any account exists, 400 beside the code when it is wrong. */
  create(input: Pick<FirstAdmin, 'code' | 'email' | 'password'>, ip: string | undefined): Promise<FirstAdminSession>
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')

async function anyStaff(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(staff)
    .limit(1)
  return row !== undefined
}

export function firstAdminSetup(
  { db }: Database,
  throttleOptions?: { limits?: LoginThrottleLimits; now?: () => Date },
): FirstAdminSetup {
  const meta = metaRepository(db)
  const throttle = loginThrottle(loginAttemptsRepository(db), throttleOptions)
  const wrongCode = () => new FieldsError(SETUP_CODE_MESSAGES.wrong, { code: SETUP_CODE_MESSAGES.wrong })

  return {
    async prepare() {
      if (await anyStaff(db)) {
        await meta.delete(SETUP_CODE_KEY)
        return null
      }
      const code = setupCodeFromBytes(randomBytes(12))
      await meta.set(SETUP_CODE_KEY, await hashPassword(normaliseSetupCode(code)!))
      return code
    },

    open: async () => !(await anyStaff(db)),

    async create(input, ip) {
      if (await anyStaff(db)) throw new ConflictError(SETUP_CODE_MESSAGES.gone)
      const attempt = await throttle.begin(THROTTLE_KEY, ip)
      const stored = await meta.get(SETUP_CODE_KEY)
      try {
        await checkThrottledPassword(attempt, {
          password: input.code,
          stored: stored ?? DUMMY_PASSWORD_HASH,
          allowed: stored !== undefined,
          failure: SETUP_CODE_MESSAGES.wrong,
        })
      } catch (error) {
        if (error instanceof InvalidError) throw wrongCode()
        throw error
      }
      const passwordHash = await hashPassword(input.password)
      const token = randomBytes(32).toString('base64url')
      const member = await db.transaction(async (tx) => {
        // Blocks every other write to staff (another creation, the command line, an admin) until
        // this one commits, while reads go on: the check below cannot be overtaken.
        await tx.execute(sql`lock table ${staff} in exclusive mode`)
        if (await anyStaff(tx)) throw new ConflictError(SETUP_CODE_MESSAGES.gone)
        // A restart in between made a new code: the one just checked is no longer valid.
        if ((await metaRepository(tx).get(SETUP_CODE_KEY)) !== stored) throw wrongCode()
        const repo = adminStaffRepository(tx)
        const row = await repo.insert({ email: input.email, role: 'admin', passwordHash })
        if (!row) throw new ConflictError(SETUP_CODE_MESSAGES.gone)
        const created = toStaffMember(row)
        await metaRepository(tx).delete(SETUP_CODE_KEY)
        await repo.insertSession({
          staffId: created.id,
          tokenHash: sha256(token),
          csrfToken: randomBytes(32).toString('base64url'),
          hours: STAFF_SESSION_HOURS,
        })
        await auditRepository(tx).record(SETUP_ACTOR, {
          action: 'staff.added',
          entity: 'staff',
          entityId: created.id,
          after: { email: created.email, role: created.role, disabled: false, firstAdministrator: true },
        })
        return created
      })
      return { member, token, maxAgeSeconds: STAFF_SESSION_HOURS * 3600 }
    },
  }
}
