/** Internal notes on orders and customers, and orders' tags (schema/staff-notes.ts). */
import { asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { customerNotes, orderNotes, orderTags } from '../db/schema/index.ts'
import { tagKey } from '#domain/admin/staff-notes.ts'

export interface StaffNote {
  id: number
  body: string
  actor: string
  writtenAt: Date
}

const NOTE_COLUMNS = { id: orderNotes.id, body: orderNotes.body, actor: orderNotes.actor, writtenAt: orderNotes.writtenAt }
const CUSTOMER_NOTE_COLUMNS = {
  id: customerNotes.id,
  body: customerNotes.body,
  actor: customerNotes.actor,
  writtenAt: customerNotes.writtenAt,
}

export function staffNotesRepository(db: Executor) {
  return {
    /** newest first */
    orderNotes(orderId: number, limit: number): Promise<StaffNote[]> {
      return db
        .select(NOTE_COLUMNS)
        .from(orderNotes)
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(desc(orderNotes.writtenAt), desc(orderNotes.id))
        .limit(limit)
    },
    async addOrderNote(orderId: number, body: string, actor: string): Promise<StaffNote> {
      const [row] = await db.insert(orderNotes).values({ orderId, body, actor }).returning(NOTE_COLUMNS)
      return row!
    },
    customerNotes(userId: number, limit: number): Promise<StaffNote[]> {
      return db
        .select(CUSTOMER_NOTE_COLUMNS)
        .from(customerNotes)
        .where(eq(customerNotes.userId, userId))
        .orderBy(desc(customerNotes.writtenAt), desc(customerNotes.id))
        .limit(limit)
    },
    async addCustomerNote(userId: number, body: string, actor: string): Promise<StaffNote> {
      const [row] = await db.insert(customerNotes).values({ userId, body, actor }).returning(CUSTOMER_NOTE_COLUMNS)
      return row!
    },
    /** each order's tags, alphabetically */
    async tagsOf(orderIds: readonly number[]): Promise<Map<number, string[]>> {
      const tags = new Map<number, string[]>()
      if (orderIds.length === 0) return tags
      const rows = await db
        .select({ orderId: orderTags.orderId, tag: orderTags.tag })
        .from(orderTags)
        .where(inArray(orderTags.orderId, [...orderIds]))
        .orderBy(asc(orderTags.orderId), asc(orderTags.key))
      for (const row of rows) tags.set(row.orderId, [...(tags.get(row.orderId) ?? []), row.tag])
      return tags
    },
    async setTags(orderId: number, tags: readonly string[]): Promise<void> {
      await db.delete(orderTags).where(eq(orderTags.orderId, orderId))
      if (tags.length) await db.insert(orderTags).values(tags.map((tag) => ({ orderId, key: tagKey(tag), tag })))
    },
    /** the tags in use, most used first, each by its most common spelling (the list's filter) */
    async tagsInUse(limit = 50): Promise<string[]> {
      const rows = await db
        .select({ key: orderTags.key, tag: orderTags.tag, n: count() })
        .from(orderTags)
        .groupBy(orderTags.key, orderTags.tag)
        .orderBy(desc(count()), asc(orderTags.tag))
      const seen = new Set<string>()
      const tags: string[] = []
      for (const row of rows) {
        if (seen.has(row.key)) continue
        seen.add(row.key)
        tags.push(row.tag)
        if (tags.length === limit) break
      }
      return tags
    },
  }
}
