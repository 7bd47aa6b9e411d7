import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, identityId } from './columns.ts'

/**
 * Withdrawal requests ('Botón de arrepentimiento', server/contacts/withdrawal-service.ts). One
 * e-mail asks once per order: the same pair again is answered with the code it already has.
 * `address` is the client address the hourly limit counts (never shown to anyone but staff).
 * `order_number` is what the consumer typed, not a reference: the order may not exist.
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: identityId(),
    code: text('code').notNull(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    orderNumber: integer('order_number').notNull(),
    reason: text('reason').notNull().default(''),
    address: text('address').notNull(),
    /** where staff stand with it (domain/withdrawal-states.ts); set from the back office */
    state: text('state').notNull().default('recibida'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdrawal_requests_code_key').on(t.code),
    uniqueIndex('withdrawal_requests_email_order_key').on(t.email, t.orderNumber),
    index('withdrawal_requests_address_idx').on(t.address, t.createdAt),
    index('withdrawal_requests_email_idx').on(t.email, t.createdAt),
  ],
)
