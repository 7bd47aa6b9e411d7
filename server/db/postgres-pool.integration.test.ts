/**
 * The store's PostgreSQL connections run without JIT (postgres-pool.ts): a search's statements
 * run once each, and compiling their expressions cost a broad search 30–35 ms (decision 035).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestStore, type TestStore } from '#tests/setup/test-store.ts'

describe.skipIf(!process.env.TEST_DATABASE_URL)('the store’s PostgreSQL connections', () => {
  let store: TestStore

  beforeAll(async () => {
    store = await createTestStore('postgres', { seed: false })
  })
  afterAll(async () => {
    await store?.close()
  })

  it('have JIT off, on every connection of the pool', async () => {
    // Several at once, so more than one connection of the pool answers.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => store.database.db.execute(sql`select current_setting('jit') as jit`)),
    )
    for (const answer of answers) expect((answer as unknown as { rows: { jit: string }[] }).rows[0]?.jit).toBe('off')
  })
})
