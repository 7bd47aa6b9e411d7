import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, timestamptz, serialId } from './columns.ts'

/**
 * One rendered body that many outbox rows share, each filling in its own part between `before`
 * and `after` (a restock's alerts: the same e-mail but for each subscriber's unsubscribe token).
 * 10,000 copies of a 4 kB body were most of what a restock wrote (decision 045).
 */
export const emailBodies = pgTable('email_bodies', {
  id: serialId(),
  htmlBefore: text('html_before').notNull(),
  htmlAfter: text('html_after').notNull(),
  textBefore: text('text_before').notNull(),
  textAfter: text('text_after').notNull(),
  createdAt: createdAt(),
})

/** Transactional outbox: written with the business row, delivered by the mail sender. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    /** the message's own body; null when it shares one (bodyId and fill) */
    html: text('html'),
    text: text('text').default(''),
    /** the shared body this message is made of, with `fill` between its halves (outbox-repository.ts) */
    bodyId: integer('body_id').references(() => emailBodies.id),
    fill: text('fill'),
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
  (t) => [
    index('email_outbox_pending_idx').on(t.status, t.nextAttemptAt),
    check(
      'email_outbox_body',
      sql`(${t.html} is not null and ${t.text} is not null) or (${t.bodyId} is not null and ${t.fill} is not null)`,
    ),
  ],
)
