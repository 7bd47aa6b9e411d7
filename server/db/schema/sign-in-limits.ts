/** Per-address counts behind the sign-in, registration and password-reset limits. */
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, timestamptz, identityId } from './columns.ts'

/**
 * Sign-in attempts, counted per (e-mail, client address), per address and per account over
 * sliding windows (server/accounts/login-throttle.ts, docs/decisions/009). A row is written
 * before the password is checked and removed by a success, so what stays are failures; it lives
 * in the database so every instance counts the same attempts.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: identityId(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_address_idx').on(t.address, t.createdAt),
    index('login_attempts_pair_idx').on(t.email, t.address),
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_created_idx').on(t.createdAt),
  ],
)

/**
 * Client addresses (IPv4, or an IPv6 /64) an account has signed in or registered from. Once an
 * account's failures from other addresses pass its budget, only these may still try
 * (login-throttle.ts): a stranger's guesses cannot lock the owner out of their usual places.
 */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    lastSuccessAt: timestamptz('last_success_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] }), index('login_known_addresses_last_success_idx').on(t.lastSuccessAt)],
)

/**
 * A row per request from a client address, for an hourly limit
 * (server/accounts/client-requests-repository.ts): counted by address, pruned by age.
 */
const clientRequests = <N extends string>(name: N) =>
  pgTable(
    name,
    {
      id: identityId(),
      address: text('address').notNull(),
      createdAt: createdAt(),
    },
    (t) => [index(`${name}_address_idx`).on(t.address, t.createdAt), index(`${name}_created_idx`).on(t.createdAt)],
  )

/** Account registrations per client address, for the hourly limit (registration-limit.ts). */
export const registrationAttempts = clientRequests('registration_attempts')

/** Reset requests per client address, for the hourly limit (known and unknown e-mails alike). */
export const passwordResetRequests = clientRequests('password_reset_requests')
