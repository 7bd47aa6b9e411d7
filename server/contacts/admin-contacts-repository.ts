/**
 * What the back office reads and writes of the shoppers' contacts: reseller enquiries (and their
 * seen flag), newsletter subscribers, withdrawal requests (and their state).
 */
import { and, desc, eq } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { newsletterSubscribers, resellerEnquiries, withdrawalRequests } from '../db/schema/index.ts'
import { containsAny, countRows, newestFirstPage, type Paged } from '../db/list-queries.ts'

export type EnquiryRow = typeof resellerEnquiries.$inferSelect
const SUBSCRIBER_COLUMNS = ['id', 'email', 'createdAt'] as const
export type SubscriberRow = Pick<typeof newsletterSubscribers.$inferSelect, (typeof SUBSCRIBER_COLUMNS)[number]>
const WITHDRAWAL_LIST_COLUMNS = [
  'id',
  'code',
  'fullname',
  'email',
  'phone',
  'orderNumber',
  'reason',
  'state',
  'createdAt',
] as const
export type WithdrawalListRow = Pick<typeof withdrawalRequests.$inferSelect, (typeof WITHDRAWAL_LIST_COLUMNS)[number]>

const unseen = eq(resellerEnquiries.view, 0)

export function adminContactsRepository(db: Executor) {
  return {
    unseenEnquiries: (): Promise<number> => countRows(db, resellerEnquiries, unseen),

    async enquiries(limit: number, offset: number): Promise<Paged<EnquiryRow>> {
      const rows = await db.select().from(resellerEnquiries).orderBy(desc(resellerEnquiries.id)).limit(limit).offset(offset)
      return { rows, total: await countRows(db, resellerEnquiries) }
    },

    async enquiry(id: number): Promise<EnquiryRow | undefined> {
      const [row] = await db.select().from(resellerEnquiries).where(eq(resellerEnquiries.id, id)).limit(1)
      return row
    },

    /** true when this call marked it (it was unseen): only then is it audited. */
    async markEnquirySeen(id: number): Promise<boolean> {
      const rows = await db
        .update(resellerEnquiries)
        .set({ view: 1 })
        .where(and(eq(resellerEnquiries.id, id), unseen))
        .returning({ id: resellerEnquiries.id })
      return rows.length > 0
    },

    async lockEnquiry(id: number): Promise<Pick<EnquiryRow, 'id' | 'state' | 'note'> | undefined> {
      const [row] = await db
        .select({ id: resellerEnquiries.id, state: resellerEnquiries.state, note: resellerEnquiries.note })
        .from(resellerEnquiries)
        .where(eq(resellerEnquiries.id, id))
        .for('update')
        .limit(1)
      return row
    },

    async setEnquiryFollowUp(id: number, followUp: { state: string; note: string }): Promise<void> {
      // following an enquiry up means it was read
      await db
        .update(resellerEnquiries)
        .set({ ...followUp, view: 1 })
        .where(eq(resellerEnquiries.id, id))
    },

    subscribers(q: string, limit?: number, offset = 0): Promise<Paged<SubscriberRow>> {
      const where = containsAny(q, [newsletterSubscribers.email])
      return newestFirstPage(db, newsletterSubscribers, SUBSCRIBER_COLUMNS, where, limit, offset)
    },

    ...withdrawalQueries(db),
  }
}

function withdrawalQueries(db: Executor) {
  return {
    withdrawals(q: string, limit: number, offset: number): Promise<Paged<WithdrawalListRow>> {
      const where = containsAny(q, [withdrawalRequests.code, withdrawalRequests.email, withdrawalRequests.fullname])
      return newestFirstPage(db, withdrawalRequests, WITHDRAWAL_LIST_COLUMNS, where, limit, offset)
    },

    async lockWithdrawal(id: number) {
      const [row] = await db
        .select({ id: withdrawalRequests.id, code: withdrawalRequests.code, state: withdrawalRequests.state })
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.id, id))
        .for('update')
        .limit(1)
      return row
    },

    async setWithdrawalState(id: number, state: string): Promise<void> {
      await db.update(withdrawalRequests).set({ state }).where(eq(withdrawalRequests.id, id))
    },
  }
}

export type AdminContactsRepository = ReturnType<typeof adminContactsRepository>
