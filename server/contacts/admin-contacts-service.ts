/**
 * The back office's work on the shoppers' contacts: reseller enquiries (opening one marks it
 * seen), newsletter subscribers (the list and its CSV download) and withdrawal requests (the list
 * and their state). Each write and its audit row share one transaction.
 */
import { stringify } from 'csv-stringify/sync'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import { ADMIN_PAGE_SIZE, type ListQuery } from '#domain/admin/admin-forms.ts'
import { csvSafeCell } from '#domain/admin/csv-cells.ts'
import type { EnquiryFollowUp } from '#domain/admin/enquiry-states.ts'
import type { WithdrawalState } from '#domain/admin/withdrawal-states.ts'
import type { Database } from '../db/database.ts'
import { NotFoundError } from '../shared/errors.ts'
import { pageOffset, type Paged } from '../db/list-queries.ts'
import { auditRepository, type AuditActor } from '../admin/audit-repository.ts'
import {
  adminContactsRepository,
  type EnquiryRow,
  type SubscriberRow,
  type WithdrawalListRow,
} from './admin-contacts-repository.ts'

export interface AdminContactsService {
  /** how many reseller enquiries nobody has opened yet (the menu's badge) */
  unseenEnquiries(): Promise<number>
  enquiries(query: ListQuery): Promise<Paged<EnquiryRow>>
  /** Opening an enquiry marks it seen (its `view` flag), audited the first time. */
  /** One enquiry, read only: a page load changes nothing. */
  enquiry(id: number): Promise<EnquiryRow>
  /** Marks an enquiry seen, audited the first time only (the page posts it once it is shown). */
  markEnquirySeen(actor: AuditActor, id: number): Promise<void>
  /** The enquiry's state and staff's note, audited when they change. */
  setEnquiryFollowUp(actor: AuditActor, id: number, followUp: EnquiryFollowUp): Promise<void>
  subscribers(query: ListQuery): Promise<Paged<SubscriberRow>>
  /** Every subscriber matching the search as CSV (formula-safe cells); the download is audited. */
  subscribersCsv(actor: AuditActor, q: string): Promise<string>
  withdrawals(query: ListQuery): Promise<Paged<WithdrawalListRow>>
  setWithdrawalState(actor: AuditActor, id: number, state: WithdrawalState): Promise<void>
}

export function adminContactsService(database: Database): AdminContactsService {
  const { db } = database
  const repo = adminContactsRepository(db)

  return {
    unseenEnquiries: () => repo.unseenEnquiries(),
    enquiries: (query) => repo.enquiries(ADMIN_PAGE_SIZE, pageOffset(query)),
    async enquiry(id) {
      const enquiry = await repo.enquiry(id)
      if (!enquiry) throw new NotFoundError(ADMIN_MESSAGES.notFound)
      return enquiry
    },
    markEnquirySeen: (actor, id) => markEnquirySeen(database, actor, id),
    setEnquiryFollowUp: (actor, id, followUp) => setEnquiryFollowUp(database, actor, id, followUp),
    subscribers: (query) => repo.subscribers(query.q, ADMIN_PAGE_SIZE, pageOffset(query)),
    async subscribersCsv(actor, q) {
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
    withdrawals: (query) => repo.withdrawals(query.q, ADMIN_PAGE_SIZE, pageOffset(query)),
    setWithdrawalState: (actor, id, state) => setWithdrawalState(database, actor, id, state),
  }
}

function markEnquirySeen({ db }: Database, actor: AuditActor, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const repo = adminContactsRepository(tx)
    if (!(await repo.enquiry(id))) throw new NotFoundError(ADMIN_MESSAGES.notFound)
    if (await repo.markEnquirySeen(id)) {
      await auditRepository(tx).record(actor, {
        action: 'enquiry.seen',
        entity: 'reseller_enquiry',
        entityId: id,
        before: { view: 0 },
        after: { view: 1 },
      })
    }
  })
}

async function setEnquiryFollowUp({ db }: Database, actor: AuditActor, id: number, followUp: EnquiryFollowUp): Promise<void> {
  await db.transaction(async (tx) => {
    const repo = adminContactsRepository(tx)
    const before = await repo.lockEnquiry(id)
    if (!before) throw new NotFoundError(ADMIN_MESSAGES.notFound)
    if (before.state === followUp.state && before.note === followUp.note) return
    await repo.setEnquiryFollowUp(id, followUp)
    await auditRepository(tx).record(actor, {
      action: 'enquiry.follow-up',
      entity: 'reseller_enquiry',
      entityId: id,
      before: { state: before.state, note: before.note },
      after: { state: followUp.state, note: followUp.note },
    })
  })
}

async function setWithdrawalState({ db }: Database, actor: AuditActor, id: number, state: WithdrawalState): Promise<void> {
  await db.transaction(async (tx) => {
    const repo = adminContactsRepository(tx)
    const before = await repo.lockWithdrawal(id)
    if (!before) throw new NotFoundError(ADMIN_MESSAGES.notFound)
    if (before.state === state) return
    await repo.setWithdrawalState(id, state)
    await auditRepository(tx).record(actor, {
      action: 'withdrawal.state',
      entity: 'withdrawal_request',
      entityId: before.code,
      before: { state: before.state },
      after: { state },
    })
  })
}
