import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, timestamptz, serialId } from './columns.ts'

/** Transactional outbox: written with the business row, delivered by the mail sender. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull().default(''),
    /** extra headers of this message (a stock alert's List-Unsubscribe, RFC 8058); null for none */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('email_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
)
