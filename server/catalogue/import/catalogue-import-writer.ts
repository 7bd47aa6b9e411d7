/**
 * Writing an import into the catalogue and taking it back out, batch by batch: each batch one
 * transaction, resting after it so shoppers' requests keep the store's thread and database
 * (decision "catalogue imports in batches"). The run's counts move with every batch; the
 * catalogue version moves once, at the end.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { changedFields, IMPORT_MESSAGES, stillAsImported, type FieldChange } from '#domain/admin/catalogue-import.ts'
import type { ProductField, ProductInput } from '#domain/product.ts'
import type { Database, Tx } from '../../db/database.ts'
import { catalogueImportsRepository, type ImportRowRecord, type OutcomeUpdate } from './catalogue-imports-repository.ts'
import { PRODUCT_COLUMNS } from './catalogue-columns.ts'
import { keepMissingColumns, type RejectedRow } from './catalogue-import.ts'
import { bumpCatalogueVersion } from '../catalogue-writer.ts'

/** The fields of a product as a plain record of the changed ones. */
function fieldsOf(changes: readonly FieldChange[], side: 'before' | 'after'): Partial<Record<ProductField, unknown>> {
  return Object.fromEntries(changes.map((c) => [c.field, c[side]]))
}

export function withoutId(product: ProductInput & { id?: number }): ProductInput {
  const { id: _id, ...input } = product
  return input
}

/** A row of the file over the product as it is: columns the file left out keep their value. */
export function mergeRow(current: ProductInput, row: { input: unknown; given: readonly string[] }): ProductInput {
  const input = row.input as ProductInput
  if (row.given.length === PRODUCT_COLUMNS.length) return input
  return keepMissingColumns(current, input, row.given as ProductField[])
}

/** What one row of a batch does to the catalogue, decided from the product as it is now. */
function planRow(row: ImportRowRecord, current: ProductInput | undefined): OutcomeUpdate & { write?: ProductInput } {
  if (!current) {
    const input = row.input as ProductInput
    return { position: row.position, outcome: 'added', after: input, write: input }
  }
  const next = mergeRow(current, row)
  const changes = changedFields(current, next)
  if (changes.length === 0) return { position: row.position, outcome: 'unchanged' }
  return {
    position: row.position,
    outcome: 'updated',
    before: fieldsOf(changes, 'before'),
    after: fieldsOf(changes, 'after'),
    write: next,
  }
}

export interface ImportWriterOptions {
  batchRows: number
  /** how long the import rests after each batch, as a multiple of the batch's time */
  restFactor: number
  log?: (message: string, error: unknown) => void
}

/** What a writer needs: the pool, its batch size and rest, and where to report a failure. */
interface WriterContext extends ImportWriterOptions {
  db: Database['db']
}

type ImportsRepository = ReturnType<typeof catalogueImportsRepository>

interface LockedBatch<R> {
  tx: Tx
  txRepo: ImportsRepository
  rows: R[]
  /** the batch's products by sku, their rows locked until the transaction ends */
  existing: Awaited<ReturnType<ImportsRepository['productsBySku']>>
}

/**
 * One batch in one transaction: its rows as `read` answers them and the products they name,
 * locked; `write` runs on them, or `empty` is the answer when no row is left.
 */
function inLockedBatch<R extends { sku: string }, T>(
  ctx: WriterContext,
  read: (txRepo: ImportsRepository) => Promise<R[]>,
  empty: T,
  write: (batch: LockedBatch<R>) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const txRepo = catalogueImportsRepository(tx)
    const rows = await read(txRepo)
    if (rows.length === 0) return empty
    const existing = await txRepo.productsBySku(
      rows.map((r) => r.sku),
      true,
    )
    return write({ tx, txRepo, rows, existing })
  })
}

/** The undone run's note: the products left as they were because they changed meanwhile. */
function keptMessage(kept: readonly string[]): string | null {
  return kept.length
    ? `${kept.length} ${kept.length === 1 ? 'producto cambió' : 'productos cambiaron'} mientras se deshacía y ${kept.length === 1 ? 'quedó' : 'quedaron'} como estaba${kept.length === 1 ? '' : 'n'}: ${kept.slice(0, 10).join(', ')}${kept.length > 10 ? '…' : ''}.`
    : null
}

/** Rests after a batch so the store's own queries get their turn (PGlite has one connection). */
async function rest({ restFactor }: WriterContext, startedAt: number): Promise<void> {
  const took = performance.now() - startedAt
  await sleep(Math.max(2, took * restFactor))
}

function databaseReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  return `la base de datos rechazó la fila: ${cause instanceof Error ? cause.message : String(cause)}`
}

/**
 * Writes one batch of rows in one transaction; answers how many rows it handled. The rows
 * were checked by the same rules as the database's, so a batch is written in a few statements;
 * if the database still refuses one, the batch is rolled back and written again row by row
 * under savepoints (`careful`), so that row alone is reported, as on the command line.
 */
async function applyBatch(ctx: WriterContext, id: number, careful = false): Promise<number> {
  const read = (txRepo: ImportsRepository) => txRepo.pendingRows(id, ctx.batchRows)
  try {
    return await inLockedBatch(ctx, read, 0, async ({ tx, txRepo, rows, existing }) => {
      const outcomes: OutcomeUpdate[] = []
      const rejected: RejectedRow[] = []
      const additions: ProductInput[] = []
      const updates: ProductInput[] = []
      for (const row of rows) {
        const current = existing.get(row.sku)
        const plan = planRow(row, current ? withoutId(current) : undefined)
        const { write, ...outcome } = plan
        if (!careful) {
          if (plan.outcome === 'added') additions.push(write!)
          else if (write) updates.push(write)
          outcomes.push(outcome)
          continue
        }
        try {
          await tx.transaction(async (savepoint) => {
            const rowRepo = catalogueImportsRepository(savepoint)
            if (plan.outcome === 'added') await rowRepo.insertProducts([write!])
            else if (write) await rowRepo.updateProduct(row.sku, write)
          })
          outcomes.push(outcome)
        } catch (error) {
          rejected.push({ row: row.position, sku: row.sku, reason: databaseReason(error) })
          outcomes.push({ position: row.position, outcome: 'rejected' })
        }
      }
      await txRepo.insertProducts(additions)
      await txRepo.updateProducts(updates)
      await txRepo.setOutcomes(id, outcomes)
      const tally = (outcome: string) => outcomes.filter((o) => o.outcome === outcome).length
      await txRepo.progress(id, {
        done: rows.length,
        added: tally('added'),
        updated: tally('updated'),
        unchanged: tally('unchanged'),
        rejected,
      })
      return rows.length
    })
  } catch (error) {
    if (careful) throw error
    return applyBatch(ctx, id, true)
  }
}

interface UndoneBatch {
  last: number | null
  kept: string[]
}

/**
 * Puts back one batch of written rows as they were, each only if it still holds what the
 * import wrote; answers the last position handled (or null when none is left) and the skus
 * left alone because they changed in the meantime.
 */
async function undoBatch(ctx: WriterContext, id: number, afterPosition: number): Promise<UndoneBatch> {
  const read = (txRepo: ImportsRepository) => txRepo.writtenRows(id, afterPosition, ctx.batchRows)
  const none: UndoneBatch = { last: null, kept: [] }
  return inLockedBatch(ctx, read, none, async ({ txRepo, rows, existing }) => {
    const kept: string[] = []
    const removals: string[] = []
    const restores: ProductInput[] = []
    const outcomes: OutcomeUpdate[] = []
    for (const row of rows) {
      const current = existing.get(row.sku)
      const written = (row.after ?? {}) as Partial<ProductInput>
      if (!current || !stillAsImported(withoutId(current), written)) {
        kept.push(row.sku)
        outcomes.push({ position: row.position, outcome: 'kept' })
        continue
      }
      if (row.outcome === 'added') removals.push(row.sku)
      else restores.push({ ...withoutId(current), ...(row.before as Partial<ProductInput>) })
      outcomes.push({ position: row.position, outcome: 'reverted' })
    }
    await txRepo.deleteProducts(removals)
    await txRepo.updateProducts(restores)
    await txRepo.setOutcomes(id, outcomes)
    await txRepo.progress(id, { done: rows.length })
    return { last: rows.at(-1)!.position, kept }
  })
}

/** Undoes every written row, batch by batch; answers the skus left alone. */
async function revertAll(ctx: WriterContext, id: number): Promise<string[]> {
  const kept: string[] = []
  let position = -1
  for (;;) {
    const startedAt = performance.now()
    const batch = await undoBatch(ctx, id, position)
    if (batch.last === null) break
    position = batch.last
    kept.push(...batch.kept)
    await rest(ctx, startedAt)
  }
  return kept
}

async function runApply(ctx: WriterContext, id: number): Promise<void> {
  try {
    for (;;) {
      const startedAt = performance.now()
      if ((await applyBatch(ctx, id)) === 0) break
      await rest(ctx, startedAt)
    }
    await ctx.db.transaction(async (tx) => {
      const run = await catalogueImportsRepository(tx).byId(id)
      if (run && run.added + run.updated > 0) await bumpCatalogueVersion(tx)
      await catalogueImportsRepository(tx).finish(id, 'applied', { appliedAt: new Date() })
    })
  } catch (error) {
    ctx.log?.(`catalogue import ${id} failed; undoing what it wrote`, error)
    const reason = error instanceof Error ? error.message : String(error)
    try {
      await catalogueImportsRepository(ctx.db).finish(id, 'undoing', { doneRows: 0 })
      await revertAll(ctx, id)
      await ctx.db.transaction(async (tx) => {
        await bumpCatalogueVersion(tx)
        await catalogueImportsRepository(tx).finish(id, 'failed', { message: IMPORT_MESSAGES.failed(reason) })
      })
    } catch (undoError) {
      ctx.log?.(`catalogue import ${id}: the undo after a failure failed too`, undoError)
    }
  }
}

async function runUndo(ctx: WriterContext, id: number): Promise<void> {
  const kept = await revertAll(ctx, id)
  await ctx.db.transaction(async (tx) => {
    await bumpCatalogueVersion(tx)
    await catalogueImportsRepository(tx).finish(id, 'undone', {
      undoneAt: new Date(),
      message: keptMessage(kept),
    })
  })
}

export function importWriter(db: Database['db'], options: ImportWriterOptions) {
  const ctx: WriterContext = { ...options, db }
  return { runApply: (id: number) => runApply(ctx, id), runUndo: (id: number) => runUndo(ctx, id) }
}
