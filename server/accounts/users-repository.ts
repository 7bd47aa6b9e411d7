import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { isUniqueViolation } from '../db/postgres-errors.ts'
import { users } from '../db/schema/index.ts'
import type { UserData } from '#domain/user.ts'
import { DEFAULT_VAT_CONDITION, parseVatCondition, type VatCondition } from '#domain/vat-condition.ts'

export type { UserData }

/** What the sign-in rules need besides the public data. */
export interface UserAccount extends UserData {
  passwordHash: string | null
  googleSub: string | null
  /** sessions signed before the last password change carry an older one */
  sessionEpoch: number
}

export type ProfileFields = Omit<UserData, 'id' | 'email'>
/** A profile change: the original profile calls send no VAT condition, and then the stored one stays. */
export type ProfileUpdate = Omit<ProfileFields, 'vat_condition'> & { vat_condition?: VatCondition | undefined }

export interface NewUser extends Partial<ProfileFields> {
  email: string
  username?: string
  passwordHash?: string | null
  googleSub?: string | null
}

type Row = typeof users.$inferSelect

function toAccount(r: Row): UserAccount {
  return {
    id: r.id,
    fullname: r.fullname,
    dni: r.dni,
    vat_condition: parseVatCondition(r.vatCondition) ?? DEFAULT_VAT_CONDITION,
    phone: r.phone,
    email: r.email,
    address: r.address,
    location: r.location,
    postal_code: r.postalCode,
    passwordHash: r.passwordHash,
    googleSub: r.googleSub,
    sessionEpoch: r.sessionEpoch,
  }
}

export function toUserData({ passwordHash: _hash, googleSub: _sub, sessionEpoch: _epoch, ...data }: UserAccount): UserData {
  return data
}

export function usersRepository(db: Executor) {
  return { ...accountLookups(db), ...accountWrites(db) }
}

async function oneAccount(db: Executor, where: ReturnType<typeof eq>): Promise<UserAccount | undefined> {
  const [row] = await db.select().from(users).where(where).limit(1)
  return row ? toAccount(row) : undefined
}

/** Finding an account, and creating one. */
function accountLookups(db: Executor) {
  const one = (where: ReturnType<typeof eq>) => oneAccount(db, where)
  return {
    byId: (id: number) => one(eq(users.id, id)),
    /** E-mails are unique case-insensitively (users_email_key is on lower(email)). */
    byEmail: (email: string) => one(eq(sql`lower(${users.email})`, email.trim().toLowerCase())),
    byGoogleSub: (sub: string) => one(eq(users.googleSub, sub)),

    /** undefined when the e-mail (or Google id) is already taken, even by a concurrent request. */
    async insert(user: NewUser): Promise<UserAccount | undefined> {
      const [row] = await db
        .insert(users)
        .values({
          email: user.email.trim().toLowerCase(),
          fullname: user.fullname ?? '',
          username: user.username ?? '',
          dni: user.dni ?? '',
          vatCondition: user.vat_condition ?? DEFAULT_VAT_CONDITION,
          phone: user.phone ?? '',
          address: user.address ?? '',
          location: user.location ?? '',
          postalCode: user.postal_code ?? '',
          passwordHash: user.passwordHash ?? null,
          googleSub: user.googleSub ?? null,
        })
        .onConflictDoNothing()
        .returning()
      return row ? toAccount(row) : undefined
    },

    /** What a session token is checked against: the account's e-mail and session epoch. */
    async sessionState(id: number): Promise<{ email: string; sessionEpoch: number } | undefined> {
      const [row] = await db
        .select({ email: users.email, sessionEpoch: users.sessionEpoch })
        .from(users)
        .where(eq(users.id, id))
        .limit(1)
      return row
    },
  }
}

/** Changing an account: its password, its profile, its Google link. */
function accountWrites(db: Executor) {
  return {
    /** The same password, stored with newer hashing parameters: sessions stay valid. */
    async setPasswordHash(id: number, passwordHash: string | null): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id))
    },

    /** A new password: every session signed before it ends. Answers the new epoch. */
    async changePasswordHash(id: number, passwordHash: string): Promise<number | undefined> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, sessionEpoch: sql`${users.sessionEpoch} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ sessionEpoch: users.sessionEpoch })
      return row?.sessionEpoch
    },

    async updateProfile(id: number, fields: ProfileFields): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({
          fullname: fields.fullname,
          dni: fields.dni,
          vatCondition: fields.vat_condition,
          phone: fields.phone,
          address: fields.address,
          location: fields.location,
          postalCode: fields.postal_code,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning({ id: users.id })
      return rows.length > 0
    },

    /**
     * Links a Google identity to an account that has none, dropping its password, which nobody
     * proved the address's owner set: every session signed with it ends. Answers the new epoch,
     * or undefined when another Google identity got there first.
     */
    async linkGoogleDroppingPassword(id: number, sub: string): Promise<number | undefined> {
      try {
        const [row] = await db
          .update(users)
          .set({ googleSub: sub, passwordHash: null, sessionEpoch: sql`${users.sessionEpoch} + 1`, updatedAt: new Date() })
          .where(and(eq(users.id, id), isNull(users.googleSub)))
          .returning({ sessionEpoch: users.sessionEpoch })
        return row?.sessionEpoch
      } catch (error) {
        if (isUniqueViolation(error)) return undefined
        throw error
      }
    },
  }
}

export type UsersRepository = ReturnType<typeof usersRepository>
