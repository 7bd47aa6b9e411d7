/**
 * The back office's view of the e-mail outbox: how many messages wait, went out or failed, the
 * failed ones with their error, and a failed one put back in the queue (audited in the same
 * transaction).
 */
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import { ADMIN_PAGE_SIZE, type ListQuery } from '#domain/admin/admin-forms.ts'
import type { Database } from '../db/database.ts'
import { ConflictError, NotFoundError } from '../shared/errors.ts'
import { pageOffset, type Paged } from '../db/list-queries.ts'
import { auditRepository, type AuditActor } from './audit-repository.ts'
import {
  countEmailsByStatus,
  failedEmails,
  lockEmail,
  resendFailedEmails,
  type FailedEmailRow,
  type OutboxStats,
} from '../mail/outbox-repository.ts'

export interface AdminOutboxService {
  /** the counts by status and a page of the failed messages, newest first */
  outbox(query: ListQuery): Promise<{ counts: OutboxStats; failed: Paged<FailedEmailRow> }>
  /** Puts one failed message back in the queue with its attempts at 0; 409 when it is not failed. */
  resendEmail(actor: AuditActor, id: number): Promise<void>
}

export function adminOutboxService({ db }: Database): AdminOutboxService {
  return {
    async outbox(query) {
      const [counts, failed] = await Promise.all([countEmailsByStatus(db), failedEmails(db, ADMIN_PAGE_SIZE, pageOffset(query))])
      return { counts, failed }
    },

    async resendEmail(actor, id) {
      await db.transaction(async (tx) => {
        const email = await lockEmail(tx, id)
        if (!email) throw new NotFoundError(ADMIN_MESSAGES.notFound)
        if (email.status !== 'failed' || (await resendFailedEmails(tx, id)) === 0)
          throw new ConflictError(ADMIN_MESSAGES.emailNotFailed)
        await auditRepository(tx).record(actor, {
          action: 'email.resent',
          entity: 'email_outbox',
          entityId: id,
          before: { status: 'failed', attempts: email.attempts },
          after: { status: 'pending', attempts: 0 },
        })
      })
    },
  }
}
