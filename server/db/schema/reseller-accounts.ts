/**
 * Reseller accounts (server/wholesale/, domain/wholesale/reseller-accounts.ts): one per customer,
 * its state (pendiente, aprobada, rechazada, suspendida), what the customer declared, the credit
 * limit of its «cuenta corriente» and the last staff decision. A rejected customer applying again
 * reuses the row. `decided_by` is the staff member as text, as in the audit log.
 */
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, identityId, money, ownedBy, timestamptz, updatedAt } from './columns.ts'
import { users } from './shoppers.ts'

export const resellerAccounts = pgTable(
  'reseller_accounts',
  {
    id: identityId(),
    userId: ownedBy('user_id', () => users.id),
    /** domain/wholesale/reseller-accounts.ts RESELLER_STATES */
    state: text('state').notNull().default('pendiente'),
    razonSocial: text('razon_social').notNull(),
    /** 11 digits */
    cuit: text('cuit').notNull(),
    /** responsable_inscripto or monotributo */
    vatCondition: text('vat_condition').notNull(),
    activity: text('activity').notNull(),
    address: text('address').notNull(),
    /** digits */
    phone: text('phone').notNull(),
    /** pesos the reseller may owe on «cuenta corriente»; 0 until staff set it */
    creditLimit: money('credit_limit'),
    /** staff's note on the last decision (a rejection's reason reaches the customer) */
    note: text('note').notNull().default(''),
    decidedBy: text('decided_by'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('reseller_accounts_user_key').on(t.userId), index('reseller_accounts_state_idx').on(t.state, t.createdAt)],
)
