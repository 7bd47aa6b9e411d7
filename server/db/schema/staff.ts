/** The back office's accounts, their sessions and the audit log of their writes. */
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt, timestamptz, serialId, identityId, ownedBy } from './columns.ts'

/**
 * The seller's staff: accounts of the back office (/admin), separate from customers. The e-mail
 * is stored lowercased; the password hash is the storefront's (passwords.ts).
 */
export const staff = pgTable(
  'staff',
  {
    id: serialId(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    passwordChangedAt: timestamptz('password_changed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_key').on(t.email)],
)

/**
 * Server-side staff sessions (docs/decisions/022-staff-sessions-and-csrf.md): the cookie holds a
 * random token and only its SHA-256 is stored; `csrf_token` is the session's synchronizer token.
 * A session ends (ended_at) on sign-out, on a password change and when its account is disabled.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: identityId(),
    staffId: ownedBy('staff_id', () => staff.id),
    tokenHash: text('token_hash').notNull(),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [uniqueIndex('staff_sessions_token_key').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
)

/** Every staff write: who, when, what, and the row before → after. Shown to admins. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identityId(),
    /** null for the command line */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
)
