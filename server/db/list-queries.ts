/**
 * What the staff's paged lists share in SQL: a page of rows with how many match in all, a
 * case-insensitive `contains` search over a few columns, and a count.
 */
import { count, desc, getTableColumns, ilike, or, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { ADMIN_PAGE_SIZE, type ListQuery } from '#domain/admin/admin-forms.ts'
import type { Executor } from './database.ts'
import { likeContains } from './like-contains.ts'

export interface Paged<T> {
  rows: T[]
  total: number
}

/** How many rows come before the query's page. */
export const pageOffset = (query: Pick<ListQuery, 'page'>) => (query.page - 1) * ADMIN_PAGE_SIZE

/** Any of `columns` contains `q` (case-insensitive; `%` and `_` typed by staff match themselves); no condition for an empty search. */
export function containsAny(q: string, columns: Parameters<typeof ilike>[0][]): SQL | undefined {
  if (!q) return undefined
  const pattern = likeContains(q)
  return or(...columns.map((column) => ilike(column, pattern)))
}

/** How many rows of `table` match `where` (all of them without it). */
export async function countRows(db: Executor, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where)
  return Number(row?.n ?? 0)
}

/**
 * The `columns` of the rows of `table` that match `where`, newest (highest id) first: one page of
 * them, or all without a `limit`; and how many match in all.
 */
export async function newestFirstPage<T extends PgTable & { id: PgColumn }, K extends keyof T['$inferSelect'] & string>(
  db: Executor,
  table: T,
  columns: readonly K[],
  where: SQL | undefined,
  limit?: number,
  offset = 0,
): Promise<Paged<Pick<T['$inferSelect'], K>>> {
  const all: Record<string, PgColumn> = getTableColumns(table)
  // drizzle's from() cannot tell a generic table from a subquery
  const from: PgTable = table
  const query = db
    .select(Object.fromEntries(columns.map((key) => [key, all[key]!])))
    .from(from)
    .where(where)
    .orderBy(desc(table.id))
  const rows = limit === undefined ? await query : await query.limit(limit).offset(offset)
  // each row holds exactly the columns named, as the table maps them
  return { rows: rows as Pick<T['$inferSelect'], K>[], total: await countRows(db, table, where) }
}
