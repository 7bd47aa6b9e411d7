/** The shoppers' accounts and their password-reset links. */
import { sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    fullname: text('fullname').notNull().default(''),
    username: text('username').notNull().default(''),
    /** a DNI or an 11-digit CUIT/CUIL, digits only (docs/legal.md) */
    dni: text('dni').notNull().default(''),
    /** condición frente al IVA: domain/vat-condition.ts VAT_CONDITIONS */
    vatCondition: text('vat_condition').notNull().default('consumidor_final'),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    location: text('location').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    /** moves on every password change: tokens signed with an older value are refused */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), uniqueIndex('users_google_sub_key').on(t.googleSub)],
)

/**
 * Password-reset links (server/accounts/password-reset-service.ts). Only a SHA-256 of the
 * token is kept; `password_fingerprint` ties it to the password the account had when it was
 * asked for (a password changed meanwhile voids it). Used once, valid for an hour.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    passwordFingerprint: text('password_fingerprint').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId, t.createdAt),
  ],
)
