/**
 * The store's own settings row by row (store_meta): the catalogue version every instance's
 * cache follows, the home groups' settings, the seed's marker. Every feature that changes what
 * shoppers see bumps the version here, so it lives beside the database, not in one feature.
 */
import { eq, sql } from 'drizzle-orm'
import type { Executor } from './database.ts'
import { storeMeta } from './schema/index.ts'

export function metaRepository(db: Executor) {
  return {
    async get(key: string): Promise<string | undefined> {
      const [row] = await db.select({ value: storeMeta.value }).from(storeMeta).where(eq(storeMeta.key, key))
      return row?.value
    },
    async set(key: string, value: string): Promise<void> {
      await db
        .insert(storeMeta)
        .values({ key, value })
        .onConflictDoUpdate({ target: storeMeta.key, set: { value, updatedAt: sql`now()` } })
    },
    async delete(key: string): Promise<void> {
      await db.delete(storeMeta).where(eq(storeMeta.key, key))
    },
    /** Bumps the catalogue version so every instance drops its cached catalogue. */
    async bumpCatalogueVersion(): Promise<void> {
      await db
        .insert(storeMeta)
        .values({ key: 'catalogue_version', value: '1' })
        .onConflictDoUpdate({
          target: storeMeta.key,
          set: { value: sql`(${storeMeta.value}::int + 1)::text`, updatedAt: sql`now()` },
        })
    },
  }
}
