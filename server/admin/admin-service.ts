/**
 * What the back office's pages read and the writes that need no order states: enquiries marked
 * seen, withdrawal states, failed e-mails resent, the subscribers' CSV. Each write and its audit
 * row share one transaction. Staff accounts are admin-staff-service.ts.
 */
import { stringify } from 'csv-stringify/sync'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import { ADMIN_PAGE_SIZE, type ListQuery } from '#domain/admin/admin-forms.ts'
import { startOfBuenosAiresDay } from '#domain/admin/buenos-aires-day.ts'
import { csvSafeCell } from '#domain/admin/csv-cells.ts'
import { INITIAL_ORDER_STATE } from '#domain/admin/order-links.ts'
import type { WithdrawalState } from '#domain/admin/withdrawal-states.ts'
import type { Database } from '../db/database.ts'
import { ConflictError, NotFoundError } from '../shared/errors.ts'
import { auditRepository, type AuditActor } from './audit-repository.ts'
import { adminRepository } from './admin-repository.ts'
import { countEmailsByStatus, failedEmails, resendFailedEmails } from '../mail/outbox-repository.ts'

const offsetOf = (query: ListQuery) => (query.page - 1) * ADMIN_PAGE_SIZE

export function adminService(database: Database) {
  const { db } = database
  const repo = adminRepository(db)

  return {
    dashboard: (now: Date = new Date()) => repo.dashboard(startOfBuenosAiresDay(now), INITIAL_ORDER_STATE),
    unseenEnquiries: () => repo.unseenEnquiries(),

    customers: (query: ListQuery) => repo.customers(query.q, ADMIN_PAGE_SIZE, offsetOf(query)),
    async customer(id: number) {
      const customer = await repo.customer(id)
      if (!customer) throw new NotFoundError(ADMIN_MESSAGES.notFound)
      return customer
    },

    enquiries: (query: ListQuery) => repo.enquiries(ADMIN_PAGE_SIZE, offsetOf(query)),
    /** Opening an enquiry marks it seen (the spec's `view` flag), audited the first time. */
    async openEnquiry(actor: AuditActor, id: number) {
      return db.transaction(async (tx) => {
        const txRepo = adminRepository(tx)
        const enquiry = await txRepo.enquiry(id)
        if (!enquiry) throw new NotFoundError(ADMIN_MESSAGES.notFound)
        if (await txRepo.markEnquirySeen(id)) {
          await auditRepository(tx).record(actor, {
            action: 'enquiry.seen',
            entity: 'reseller_enquiry',
            entityId: id,
            before: { view: 0 },
            after: { view: 1 },
          })
        }
        return { ...enquiry, view: 1 }
      })
    },

    subscribers: (query: ListQuery) => repo.subscribers(query.q, ADMIN_PAGE_SIZE, offsetOf(query)),
    /** Every subscriber matching the search as CSV (formula-safe cells); the download is audited. */
    async subscribersCsv(actor: AuditActor, q: string): Promise<string> {
      const { rows } = await repo.subscribers(q)
      await auditRepository(db).record(actor, {
        action: 'subscribers.exported',
        entity: 'newsletter_subscribers',
        entityId: '',
        after: { search: q, rows: rows.length },
      })
      return stringify(
        rows.map((r) => [csvSafeCell(r.email), r.createdAt.toISOString()]),
        { header: true, columns: ['email', 'fecha_alta'], bom: true },
      )
    },

    withdrawals: (query: ListQuery) => repo.withdrawals(query.q, ADMIN_PAGE_SIZE, offsetOf(query)),
    async setWithdrawalState(actor: AuditActor, id: number, state: WithdrawalState): Promise<void> {
      await db.transaction(async (tx) => {
        const txRepo = adminRepository(tx)
        const before = await txRepo.lockWithdrawal(id)
        if (!before) throw new NotFoundError(ADMIN_MESSAGES.notFound)
        if (before.state === state) return
        await txRepo.setWithdrawalState(id, state)
        await auditRepository(tx).record(actor, {
          action: 'withdrawal.state',
          entity: 'withdrawal_request',
          entityId: before.code,
          before: { state: before.state },
          after: { state },
        })
      })
    },

    async outbox(query: ListQuery) {
      const [counts, failed] = await Promise.all([countEmailsByStatus(db), failedEmails(db, ADMIN_PAGE_SIZE, offsetOf(query))])
      return { counts, failed }
    },
    /** Puts one failed message back in the queue with its attempts at 0; 409 when it is not failed. */
    async resendEmail(actor: AuditActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const email = await adminRepository(tx).email(id)
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

    audit: (query: ListQuery) => auditRepository(db).page(ADMIN_PAGE_SIZE, offsetOf(query)),
  }
}

export type AdminService = ReturnType<typeof adminService>
