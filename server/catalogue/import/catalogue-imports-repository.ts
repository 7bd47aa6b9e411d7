/**
 * The back office's catalogue imports: the run (catalogue_imports) and its accepted rows
 * (catalogue_import_rows), and the product writes an import and its undo make. Products are
 * read `FOR UPDATE` in each batch, so a product edited at the same moment is never overwritten
 * half-way.
 */
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { ImportStatus } from '#domain/admin/catalogue-import.ts'
import type { ProductInput } from '#domain/product.ts'
import type { Executor } from '../../db/database.ts'
import { catalogueImportRows, catalogueImports, products } from '../../db/schema/index.ts'
import { toProductInput, toProductColumns } from '../product-rows.ts'

export type ImportRunRow = typeof catalogueImports.$inferSelect
export type NewImportRun = typeof catalogueImports.$inferInsert
export type ImportRowRecord = typeof catalogueImportRows.$inferSelect

export interface NewImportRow {
  position: number
  sku: string
  input: ProductInput
  given: string[]
}

export type RowOutcome = 'added' | 'updated' | 'unchanged' | 'rejected' | 'reverted' | 'kept'

export interface OutcomeUpdate {
  position: number
  outcome: RowOutcome
  before?: unknown
  after?: unknown
}

const INSERT_CHUNK = 500

/** A heartbeat after `held`, always a different one (the runner holds its run by it). */
const nextBeat = (held?: Date) => new Date(Math.max(Date.now(), (held?.getTime() ?? 0) + 1))

/** The run's heartbeat is not the runner's any more: another instance resumed it. */
export class RunTakenOver extends Error {
  constructor(id: number) {
    super(`catalogue import ${id} was taken over by another instance`)
  }
}

/** The runs themselves: made, read, listed and removed. */
function importRunRecords(db: Executor) {
  return {
    async create(run: NewImportRun): Promise<number> {
      const [row] = await db.insert(catalogueImports).values(run).returning({ id: catalogueImports.id })
      return row!.id
    },

    async remove(id: number): Promise<void> {
      await db.delete(catalogueImports).where(eq(catalogueImports.id, id))
    },

    /** Previews nobody applied within a day: their rows are dead weight. */
    async removeOldPreviews(before: Date): Promise<void> {
      await db.delete(catalogueImports).where(and(eq(catalogueImports.status, 'preview'), lt(catalogueImports.createdAt, before)))
    },

    async byId(id: number): Promise<ImportRunRow | undefined> {
      const [row] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, id))
      return row
    },

    async recent(limit: number) {
      return db
        .select({
          id: catalogueImports.id,
          actor: catalogueImports.actor,
          fileName: catalogueImports.fileName,
          status: catalogueImports.status,
          readRows: catalogueImports.readRows,
          added: catalogueImports.added,
          updated: catalogueImports.updated,
          unchanged: catalogueImports.unchanged,
          rejectedCount: sql<number>`jsonb_array_length(${catalogueImports.rejected})::int`,
          createdAt: catalogueImports.createdAt,
          heartbeatAt: catalogueImports.heartbeatAt,
        })
        .from(catalogueImports)
        .orderBy(desc(catalogueImports.id))
        .limit(limit)
    },
  }
}

/** A run's state as it applies or is undone: claimed by one instance, its progress, its end. */
function importRunStates(db: Executor) {
  return {
    /** An import applying or undoing whose instance reported since `since`. */
    async busy(since: Date): Promise<number | undefined> {
      const [row] = await db
        .select({ id: catalogueImports.id })
        .from(catalogueImports)
        .where(
          and(
            inArray(catalogueImports.status, ['applying', 'undoing']),
            sql`${catalogueImports.heartbeatAt} >= ${since.toISOString()}`,
          ),
        )
        .limit(1)
      return row?.id
    },

    /**
     * Moves a run from one of `from` to `to` only if it is still there (two clicks, two
     * instances: one wins). `stale` also lets a run in that state whose instance stopped
     * reporting be taken (an interrupted apply or undo). Answers the heartbeat it wrote, which
     * the taker then holds the run by (`progress`, `finish`), or null when refused.
     */
    async claim(
      id: number,
      from: readonly ImportStatus[],
      to: ImportStatus,
      set: Partial<NewImportRun> = {},
      stale?: { status: ImportStatus; before: Date },
    ): Promise<Date | null> {
      const staleRun = stale
        ? and(
            eq(catalogueImports.status, stale.status),
            or(isNull(catalogueImports.heartbeatAt), lt(catalogueImports.heartbeatAt, stale.before)),
          )
        : undefined
      const fresh = from.length ? inArray(catalogueImports.status, [...from]) : undefined
      const beat = new Date()
      const rows = await db
        .update(catalogueImports)
        .set({ ...set, status: to, heartbeatAt: beat })
        .where(and(eq(catalogueImports.id, id), or(fresh, staleRun)))
        .returning({ id: catalogueImports.id })
      return rows.length > 0 ? beat : null
    },

    /**
     * Ends the run (or moves it on). With `held` (the runner's heartbeat), only if that still
     * holds the run; answers the heartbeat written, which the runner holds it by once committed.
     */
    async finish(id: number, status: ImportStatus, set: Partial<NewImportRun> = {}, held?: Date): Promise<Date> {
      const beat = nextBeat(held)
      const rows = await db
        .update(catalogueImports)
        .set({ ...set, status, heartbeatAt: beat })
        .where(and(eq(catalogueImports.id, id), held ? eq(catalogueImports.heartbeatAt, held) : undefined))
        .returning({ id: catalogueImports.id })
      if (rows.length === 0) throw new RunTakenOver(id)
      return beat
    },

    /**
     * One batch's counts added to the run's and the heartbeat moved, if `held` (the runner's
     * heartbeat) still holds the run: otherwise another instance took it over (this one was
     * thought stopped) and the batch's transaction must roll back (RunTakenOver). Answers the
     * heartbeat written.
     */
    async progress(
      id: number,
      counts: { done: number; added?: number; updated?: number; unchanged?: number; rejected?: unknown[] },
      held: Date,
    ): Promise<Date> {
      const beat = nextBeat(held)
      const rows = await db
        .update(catalogueImports)
        .set({
          doneRows: sql`${catalogueImports.doneRows} + ${counts.done}`,
          added: sql`${catalogueImports.added} + ${counts.added ?? 0}`,
          updated: sql`${catalogueImports.updated} + ${counts.updated ?? 0}`,
          unchanged: sql`${catalogueImports.unchanged} + ${counts.unchanged ?? 0}`,
          ...(counts.rejected?.length
            ? { rejected: sql`${catalogueImports.rejected} || ${JSON.stringify(counts.rejected)}::jsonb` }
            : {}),
          heartbeatAt: beat,
        })
        .where(and(eq(catalogueImports.id, id), eq(catalogueImports.heartbeatAt, held)))
        .returning({ id: catalogueImports.id })
      if (rows.length === 0) throw new RunTakenOver(id)
      return beat
    },
  }
}

/** A run's accepted rows and what became of each. */
function importRowRecords(db: Executor) {
  return {
    async insertRows(importId: number, rows: readonly NewImportRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await db.insert(catalogueImportRows).values(rows.slice(i, i + INSERT_CHUNK).map((r) => ({ importId, ...r })))
      }
    },

    /** The next rows not yet applied, in file order. */
    async pendingRows(importId: number, limit: number): Promise<ImportRowRecord[]> {
      return db
        .select()
        .from(catalogueImportRows)
        .where(and(eq(catalogueImportRows.importId, importId), isNull(catalogueImportRows.outcome)))
        .orderBy(asc(catalogueImportRows.position))
        .limit(limit)
    },

    /** The rows the import wrote (added or updated) after `afterPosition`, in file order. */
    async writtenRows(importId: number, afterPosition: number, limit: number): Promise<ImportRowRecord[]> {
      return db
        .select()
        .from(catalogueImportRows)
        .where(
          and(
            eq(catalogueImportRows.importId, importId),
            inArray(catalogueImportRows.outcome, ['added', 'updated']),
            sql`${catalogueImportRows.position} > ${afterPosition}`,
          ),
        )
        .orderBy(asc(catalogueImportRows.position))
        .limit(limit)
    },

    /** The skus an undo left as they were because they had changed (in file order, this run and any before it). */
    async keptSkus(importId: number): Promise<string[]> {
      const rows = await db
        .select({ sku: catalogueImportRows.sku })
        .from(catalogueImportRows)
        .where(and(eq(catalogueImportRows.importId, importId), eq(catalogueImportRows.outcome, 'kept')))
        .orderBy(asc(catalogueImportRows.position))
      return rows.map((r) => r.sku)
    },

    async setOutcome(
      importId: number,
      position: number,
      outcome: RowOutcome,
      change: { before?: unknown; after?: unknown } = {},
    ): Promise<void> {
      await db
        .update(catalogueImportRows)
        .set({
          outcome,
          ...(change.before !== undefined ? { before: change.before } : {}),
          ...(change.after !== undefined ? { after: change.after } : {}),
        })
        .where(and(eq(catalogueImportRows.importId, importId), eq(catalogueImportRows.position, position)))
    },

    /** Many rows' outcomes in one statement (a batch of an import or of its undo). */
    async setOutcomes(importId: number, outcomes: readonly OutcomeUpdate[]): Promise<void> {
      if (outcomes.length === 0) return
      const records = JSON.stringify(
        outcomes.map((o) => ({ position: o.position, outcome: o.outcome, before: o.before ?? null, after: o.after ?? null })),
      )
      await db.execute(sql`
        update catalogue_import_rows as r
        set outcome = v.outcome,
            before = coalesce(v.before, r.before),
            after = coalesce(v.after, r.after)
        from jsonb_to_recordset(${records}::jsonb) as v(position integer, outcome text, before jsonb, after jsonb)
        where r.import_id = ${importId} and r.position = v.position`)
    },
  }
}

/** The product writes an import and its undo make, a batch or a row at a time. */
function importProductWrites(db: Executor) {
  return {
    async insertProducts(inputs: readonly ProductInput[]): Promise<void> {
      if (inputs.length) await db.insert(products).values(inputs.map(toProductColumns))
    },

    /**
     * Many products rewritten in one statement, matched by sku (a batch of an import or of its undo).
     * Every input is whole (merged over the product as it is), the wholesale price too: a missing one is null.
     */
    async updateProducts(inputs: readonly ProductInput[]): Promise<void> {
      if (inputs.length === 0) return
      await db.execute(sql`
        update products as p
        set name = v.name, stock = v.stock, category = v.category, sub_category = v.sub_category, brand = v.brand,
            white_line = v.white_line, img_url = v.img_url, img_urls = v.img_urls,
            price_list_1 = v.price_list_1, price_list_2 = v.price_list_2, price_list_3 = v.price_list_3,
            price_list_4 = v.price_list_4, price_list_5 = v.price_list_5, price_list_6 = v.price_list_6,
            price_wholesale = v.price_wholesale,
            tax_percentage = v.tax_percentage, week_views = v.week_views,
            descriptions = v.descriptions, specifications = v.specifications, faq = v.faq, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(inputs)}::jsonb) as v(
          sku text, name text, stock integer, category text, sub_category text, brand text, white_line smallint,
          img_url text, img_urls jsonb, price_list_1 numeric, price_list_2 numeric, price_list_3 numeric,
          price_list_4 numeric, price_list_5 numeric, price_list_6 numeric, price_wholesale numeric, tax_percentage numeric, week_views integer,
          descriptions text, specifications text, faq text)
        where p.sku = v.sku`)
    },

    async deleteProducts(skus: readonly string[]): Promise<void> {
      if (skus.length) await db.delete(products).where(inArray(products.sku, [...skus]))
    },

    async productsBySku(skus: readonly string[], lock = false): Promise<Map<string, ProductInput & { id: number }>> {
      if (skus.length === 0) return new Map()
      const query = db
        .select()
        .from(products)
        .where(inArray(products.sku, [...skus]))
      const rows = lock ? await query.for('update') : await query
      return new Map(rows.map((row) => [row.sku, toProductInput(row)]))
    },

    async insertProduct(input: ProductInput): Promise<void> {
      await db.insert(products).values(toProductColumns(input))
    },

    async updateProduct(sku: string, input: ProductInput): Promise<void> {
      const { sku: _sku, ...values } = toProductColumns(input)
      await db
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(products.sku, sku))
    },

    async deleteProduct(sku: string): Promise<void> {
      await db.delete(products).where(eq(products.sku, sku))
    },
  }
}

export function catalogueImportsRepository(db: Executor) {
  return { ...importRunRecords(db), ...importRunStates(db), ...importRowRecords(db), ...importProductWrites(db) }
}
