/**
 * A large load into an empty products table (a generated catalogue of 100,000 or 1,000,000):
 * its indexes are dropped, the rows inserted, and the indexes built again from their own
 * definitions, all in the caller's transaction. Building each index once over the whole table is
 * several times faster than keeping a dozen of them (the trigram one above all) up to date batch
 * by batch: 100,000 products took 14.5 s with the indexes in place and 1.6 s plus 6 s of index
 * builds without (PostgreSQL 16, 2 cores).
 *
 * The definitions are read back from the database (pg_index), so the schema and its migrations
 * stay their one home. Indexes behind a constraint (the primary key) stay. The dropped indexes
 * hold an exclusive lock on products until the commit, which is why only large seeds use this:
 * an instance already serving would have its reads wait for the whole load.
 */
import { sql } from 'drizzle-orm'
import type { Database, Executor } from '../db/database.ts'

/** From this many products a seed loads without indexes and builds them afterwards. */
export const BULK_LOAD_FROM = 50_000

interface IndexDefinition {
  name: string
  definition: string
}

async function productIndexes(tx: Executor): Promise<IndexDefinition[]> {
  const result = await tx.execute(sql`
    select i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x join pg_class i on i.oid = x.indexrelid
    where x.indrelid = 'products'::regclass
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
    order by i.relname`)
  return (result as unknown as { rows: IndexDefinition[] }).rows
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

export async function withIndexesBuiltAfter<T>(tx: Executor, kind: Database['kind'], load: () => Promise<T>): Promise<T> {
  const indexes = await productIndexes(tx)
  for (const { name } of indexes) await tx.execute(sql.raw(`drop index ${quoted(name)}`))
  const loaded = await load()
  // More memory sorts a large index in one pass; the server's default (64 MB) spills to disk.
  // The embedded database lives in this process's own memory, so it keeps its default.
  if (kind === 'postgres') await tx.execute(sql`set local maintenance_work_mem = '256MB'`)
  for (const { definition } of indexes) await tx.execute(sql.raw(definition))
  return loaded
}
