/** The shoppers' accounts and their password-reset links. */
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt, timestamptz, serialId, identityId, ownedBy } from './columns.ts'

export const users = pgTable(
  'users',
  {
    id: serialId(),
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
    updatedAt: updatedAt(),
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
    id: identityId(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    passwordFingerprint: text('password_fingerprint').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId, t.createdAt),
  ],
)
