/**
 * What the back office's pages read: lists with a search and a page, and the dashboard's counts.
 * Searches are case-insensitive `contains` over a few columns; `%` and `_` typed by staff match
 * themselves.
 */
import { and, count, desc, eq, gte, ilike, or, sql, sum, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { emailOutbox, newsletterSubscribers, orders, resellerEnquiries, users, withdrawalRequests } from '../db/schema/index.ts'
import { likeContains } from '../db/like-contains.ts'

export interface Paged<T> {
  rows: T[]
  total: number
}

function search(q: string, columns: Parameters<typeof ilike>[0][]): SQL | undefined {
  if (!q) return undefined
  const pattern = likeContains(q)
  return or(...columns.map((column) => ilike(column, pattern)))
}

export function adminRepository(db: Executor) {
  return {
    async dashboard(startOfDay: Date, initialState: string) {
      const [today] = await db
        .select({ n: count(), total: sum(orders.totalPrice) })
        .from(orders)
        .where(gte(orders.date, startOfDay))
      const [waiting] = await db.select({ n: count() }).from(orders).where(eq(orders.orderState, initialState))
      const [unseen] = await db.select({ n: count() }).from(resellerEnquiries).where(eq(resellerEnquiries.view, 0))
      const [failed] = await db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'failed'))
      return {
        ordersToday: Number(today?.n ?? 0),
        totalToday: Number(today?.total ?? 0),
        ordersWaiting: Number(waiting?.n ?? 0),
        unseenEnquiries: Number(unseen?.n ?? 0),
        failedEmails: Number(failed?.n ?? 0),
      }
    },

    async unseenEnquiries(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(resellerEnquiries).where(eq(resellerEnquiries.view, 0))
      return Number(row?.n ?? 0)
    },

    async customers(q: string, limit: number, offset: number) {
      const where = search(q, [users.email, users.fullname, users.dni, users.username, users.phone])
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          fullname: users.fullname,
          dni: users.dni,
          phone: users.phone,
          location: users.location,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(where)
        .orderBy(desc(users.id))
        .limit(limit)
        .offset(offset)
      const [total] = await db.select({ n: count() }).from(users).where(where)
      return { rows, total: Number(total?.n ?? 0) }
    },

    async customer(id: number) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          fullname: users.fullname,
          username: users.username,
          dni: users.dni,
          phone: users.phone,
          address: users.address,
          location: users.location,
          postalCode: users.postalCode,
          google: sql<boolean>`${users.googleSub} is not null`.mapWith(Boolean),
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1)
      if (!row) return undefined
      const customerOrders = await db
        .select({
          id: orders.id,
          movement: orders.movement,
          date: orders.date,
          total: orders.totalPrice,
          state: orders.orderState,
        })
        .from(orders)
        .where(eq(orders.userId, id))
        .orderBy(desc(orders.date))
        .limit(200)
      return { ...row, orders: customerOrders }
    },

    async enquiries(limit: number, offset: number) {
      const rows = await db.select().from(resellerEnquiries).orderBy(desc(resellerEnquiries.id)).limit(limit).offset(offset)
      const [total] = await db.select({ n: count() }).from(resellerEnquiries)
      return { rows, total: Number(total?.n ?? 0) }
    },

    async enquiry(id: number) {
      const [row] = await db.select().from(resellerEnquiries).where(eq(resellerEnquiries.id, id)).limit(1)
      return row
    },

    /** true when this call marked it (it was unseen): only then is it audited. */
    async markEnquirySeen(id: number): Promise<boolean> {
      const rows = await db
        .update(resellerEnquiries)
        .set({ view: 1 })
        .where(and(eq(resellerEnquiries.id, id), eq(resellerEnquiries.view, 0)))
        .returning({ id: resellerEnquiries.id })
      return rows.length > 0
    },

    async subscribers(q: string, limit?: number, offset = 0) {
      const where = search(q, [newsletterSubscribers.email])
      const base = db
        .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
        .from(newsletterSubscribers)
        .where(where)
        .orderBy(desc(newsletterSubscribers.id))
      const rows = limit === undefined ? await base : await base.limit(limit).offset(offset)
      const [total] = await db.select({ n: count() }).from(newsletterSubscribers).where(where)
      return { rows, total: Number(total?.n ?? 0) }
    },

    async withdrawals(q: string, limit: number, offset: number) {
      const where = search(q, [withdrawalRequests.code, withdrawalRequests.email, withdrawalRequests.fullname])
      const rows = await db
        .select({
          id: withdrawalRequests.id,
          code: withdrawalRequests.code,
          fullname: withdrawalRequests.fullname,
          email: withdrawalRequests.email,
          phone: withdrawalRequests.phone,
          orderNumber: withdrawalRequests.orderNumber,
          reason: withdrawalRequests.reason,
          state: withdrawalRequests.state,
          createdAt: withdrawalRequests.createdAt,
        })
        .from(withdrawalRequests)
        .where(where)
        .orderBy(desc(withdrawalRequests.id))
        .limit(limit)
        .offset(offset)
      const [total] = await db.select({ n: count() }).from(withdrawalRequests).where(where)
      return { rows, total: Number(total?.n ?? 0) }
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

    async email(id: number) {
      const [row] = await db
        .select({ id: emailOutbox.id, status: emailOutbox.status, subject: emailOutbox.subject, attempts: emailOutbox.attempts })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id))
        .for('update')
        .limit(1)
      return row
    },
  }
}

export type AdminRepository = ReturnType<typeof adminRepository>
