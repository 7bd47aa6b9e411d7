/**
 * Staff accounts and their server-side sessions (docs/decisions/022-staff-sessions-and-csrf.md).
 * Sessions are looked up by the SHA-256 of the cookie's token; a session counts while it has not
 * ended, has not expired (by the database's clock, so instances agree) and its account is enabled.
 */
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { StaffRole } from '#domain/admin/staff-roles.ts'
import type { Executor } from '../db/database.ts'
import { staff, staffSessions } from '../db/schema/index.ts'

export type StaffRow = typeof staff.$inferSelect

/** What pages show of an account: never its hash. */
export interface StaffMember {
  id: number
  email: string
  role: StaffRole
  disabled: boolean
  createdAt: Date
  passwordChangedAt: Date
}

export interface StaffSessionRow {
  sessionId: number
  staffId: number
  email: string
  role: StaffRole
  csrfToken: string
  expiresAt: Date
}

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role as StaffRole,
    disabled: row.disabled,
    createdAt: row.createdAt,
    passwordChangedAt: row.passwordChangedAt,
  }
}

export function adminStaffRepository(db: Executor) {
  return { ...staffAccountQueries(db), ...staffSessionQueries(db) }
}

function staffAccountQueries(db: Executor) {
  return {
    async byEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase())).limit(1)
      return row
    },
    async byId(id: number): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1)
      return row
    },
    /** Locks the row for the rest of the transaction (the before → after of a change). */
    async lockById(id: number): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id)).for('update').limit(1)
      return row
    },
    async all(): Promise<StaffRow[]> {
      return db.select().from(staff).orderBy(asc(staff.email))
    },
    /** undefined when the address is taken (also by a concurrent insert) */
    async insert(values: { email: string; role: StaffRole; passwordHash: string }): Promise<StaffRow | undefined> {
      const [row] = await db
        .insert(staff)
        .values({ ...values, email: values.email.trim().toLowerCase() })
        .onConflictDoNothing()
        .returning()
      return row
    },
    async setPassword(id: number, passwordHash: string, role?: StaffRole): Promise<StaffRow | undefined> {
      const [row] = await db
        .update(staff)
        .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()`, ...(role ? { role } : {}) })
        .where(eq(staff.id, id))
        .returning()
      return row
    },
    async setDisabled(id: number, disabled: boolean): Promise<StaffRow | undefined> {
      const [row] = await db
        .update(staff)
        .set({ disabled, updatedAt: sql`now()` })
        .where(eq(staff.id, id))
        .returning()
      return row
    },
  }
}

function staffSessionQueries(db: Executor) {
  return {
    async insertSession(values: { staffId: number; tokenHash: string; csrfToken: string; hours: number }): Promise<void> {
      await db.insert(staffSessions).values({
        staffId: values.staffId,
        tokenHash: values.tokenHash,
        csrfToken: values.csrfToken,
        expiresAt: sql`now() + make_interval(hours => ${values.hours}::integer)`,
      })
    },
    async sessionByTokenHash(tokenHash: string): Promise<StaffSessionRow | undefined> {
      const [row] = await db
        .select({
          sessionId: staffSessions.id,
          staffId: staff.id,
          email: staff.email,
          role: staff.role,
          csrfToken: staffSessions.csrfToken,
          expiresAt: staffSessions.expiresAt,
        })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            isNull(staffSessions.endedAt),
            gt(staffSessions.expiresAt, sql`now()`),
            eq(staff.disabled, false),
          ),
        )
        .limit(1)
      return row ? { ...row, role: row.role as StaffRole } : undefined
    },
    async endSession(sessionId: number): Promise<void> {
      await db
        .update(staffSessions)
        .set({ endedAt: sql`now()` })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)))
    },
    /** Ends every open session of an account, but `except` (the one that changed its own password). */
    async endSessionsOf(staffId: number, except?: number): Promise<number> {
      const rows = await db
        .update(staffSessions)
        .set({ endedAt: sql`now()` })
        .where(
          and(
            eq(staffSessions.staffId, staffId),
            isNull(staffSessions.endedAt),
            ...(except !== undefined ? [ne(staffSessions.id, except)] : []),
          ),
        )
        .returning({ id: staffSessions.id })
      return rows.length
    },
    /** Forgets sessions that ended or expired over a week ago. */
    async pruneSessions(): Promise<void> {
      await db
        .delete(staffSessions)
        .where(sql`coalesce(${staffSessions.endedAt}, ${staffSessions.expiresAt}) < now() - interval '7 days'`)
    },
  }
}

export type AdminStaffRepository = ReturnType<typeof adminStaffRepository>
