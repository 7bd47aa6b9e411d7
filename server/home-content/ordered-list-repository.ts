/**
 * The home's ordered lists (banners, the category carousel, the brand carousel) as one mechanism:
 * each is a table with an id and a position, read in position order (ties by id), added at the
 * end, reordered as a whole and deleted by id. What differs between them (the table, how a row
 * reads as an item and how an item's values are written) is data: an `OrderedList`.
 * Writes run inside the service's transaction.
 */
import { asc, eq, max } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import type { banners, carouselBrands, carouselCategories } from '../db/schema/index.ts'

type OrderedTable = typeof banners | typeof carouselCategories | typeof carouselBrands

export interface OrderedList<Table extends OrderedTable, Item, Values> {
  table: Table
  toItem(row: Table['$inferSelect']): Item
  /** the columns an item's values fill; the position is the list's to give */
  toColumns(values: Values): Omit<Table['$inferInsert'], 'id' | 'position'>
}

export interface OrderedListRepository<Item, Values> {
  /** every item, in the list's order */
  all(): Promise<Item[]>
  /** one item, its row locked until the transaction ends */
  item(id: number): Promise<Item | undefined>
  /** a new item at the end of the list */
  insert(values: Values): Promise<Item>
  update(id: number, values: Values): Promise<Item>
  /** The ids of the list in its current order, its rows locked until the transaction ends. */
  orderOf(): Promise<number[]>
  /** Positions 1…n in the order given (every id of the list, checked by the caller). */
  setOrder(ids: readonly number[]): Promise<void>
  remove(id: number): Promise<boolean>
}

export function orderedListRepository<Table extends OrderedTable, Item, Values>(
  db: Executor,
  list: OrderedList<Table, Item, Values>,
): OrderedListRepository<Item, Values> {
  // The three tables share the columns used here (id, position); drizzle cannot see that
  // through a union of tables, so the queries are written against one of them.
  const t = list.table as typeof carouselCategories
  const toItem = (row: unknown) => list.toItem(row as Table['$inferSelect'])
  const columns = (values: Values) => list.toColumns(values) as Omit<typeof t.$inferInsert, 'id' | 'position'>
  return {
    async all() {
      const rows = await db.select().from(t).orderBy(asc(t.position), asc(t.id))
      return rows.map(toItem)
    },
    async item(id) {
      const [row] = await db.select().from(t).where(eq(t.id, id)).for('update')
      return row ? toItem(row) : undefined
    },
    async insert(values) {
      const [top] = await db.select({ top: max(t.position) }).from(t)
      const [row] = await db
        .insert(t)
        .values({ ...columns(values), position: (top?.top ?? 0) + 1 })
        .returning()
      return toItem(row!)
    },
    async update(id, values) {
      const [row] = await db.update(t).set(columns(values)).where(eq(t.id, id)).returning()
      return toItem(row!)
    },
    async orderOf() {
      const rows = await db.select({ id: t.id }).from(t).orderBy(asc(t.position), asc(t.id)).for('update')
      return rows.map((r) => r.id)
    },
    async setOrder(ids) {
      for (const [i, id] of ids.entries())
        await db
          .update(t)
          .set({ position: i + 1 })
          .where(eq(t.id, id))
    },
    async remove(id) {
      const deleted = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id })
      return deleted.length > 0
    },
  }
}
