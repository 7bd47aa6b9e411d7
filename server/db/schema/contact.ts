/** What visitors send without an account: newsletter sign-ups and reseller enquiries. */
import { sql } from 'drizzle-orm'
import { bigint, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, serialId } from './columns.ts'

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serialId(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`)],
)

export const resellerEnquiries = pgTable(
  'reseller_enquiries',
  {
    id: serialId(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull().default(''),
    phone: bigint('phone', { mode: 'number' }).notNull(),
    comentary: text('comentary').notNull().default(''),
    view: integer('view').notNull().default(0),
    /** where staff stand with it: domain/admin/enquiry-states.ts */
    state: text('state').notNull().default('nueva'),
    /** staff's note, never shown to the reseller */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  // The same person sending the same phone twice is "already stored" (409).
  (t) => [uniqueIndex('reseller_enquiries_phone_key').on(t.phone)],
)
