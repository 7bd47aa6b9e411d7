/**
 * Writing an import into the catalogue and taking it back out, batch by batch: each batch one
 * transaction, resting after it so shoppers' requests keep the store's thread and database
 * (decision "catalogue imports in batches"). The run's counts and the catalogue version move in
 * every batch's transaction, so what a batch wrote is on every instance even if the import never
 * ends (a crash: decision "interrupted imports resumed"). A runner holds its run by the
 * heartbeat it last wrote: if another instance resumed the run meanwhile, its next batch rolls
 * back and it stops. The run's end is audited in the transaction that ends it.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import {
  changedFields,
  IMPORT_MESSAGES,
  stillAsImported,
  type FieldChange,
  type ImportStatus,
} from '#domain/admin/catalogue-import.ts'
import type { CatalogueField, ProductInput } from '#domain/product.ts'
import type { Database } from '../../db/database.ts'
import { auditRepository, type AuditActor, type AuditEntry } from '../../admin/audit-repository.ts'
import {
  catalogueImportsRepository,
  RunTakenOver,
  type ImportRowRecord,
  type ImportRunRow,
  type OutcomeUpdate,
} from './catalogue-imports-repository.ts'
import { PRODUCT_COLUMNS } from './catalogue-columns.ts'
import { keepMissingColumns, type RejectedRow } from './catalogue-import.ts'
import { bumpCatalogueVersion } from '../catalogue-writer.ts'
import { STOCK_IMPORT_NOTES } from '#domain/stock-movements.ts'
import { maxCfteaPercent } from '../price-settings.ts'
import { pricesRefused } from './import-price-checks.ts'
import { describeStockChanges } from '../../stock/stock-movement-context.ts'

/** The fields of a product as a plain record of the changed ones. */
function fieldsOf(changes: readonly FieldChange[], side: 'before' | 'after'): Partial<Record<CatalogueField, unknown>> {
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
  return keepMissingColumns(current, input, row.given as CatalogueField[])
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

/** A batch's products by sku, their rows locked until the transaction ends. */
function lockedProductsOf(repo: ImportsRepository, rows: readonly { sku: string }[]) {
  return repo.productsBySku(
    rows.map((r) => r.sku),
    true,
  )
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
async function applyBatch(ctx: WriterContext, run: HeldRun, careful = false): Promise<number> {
  const { id } = run
  try {
    const { count, beat } = await ctx.db.transaction(async (tx) => {
      const txRepo = catalogueImportsRepository(tx)
      const rows = await txRepo.pendingRows(id, ctx.batchRows)
      if (rows.length === 0) return { count: 0, beat: run.beat }
      const existing = await lockedProductsOf(txRepo, rows)
      await describeStockChanges(tx, { kind: 'import', note: STOCK_IMPORT_NOTES.imported(id) })
      const outcomes: OutcomeUpdate[] = []
      const rejected: RejectedRow[] = []
      const additions: ProductInput[] = []
      const updates: ProductInput[] = []
      const bound = await maxCfteaPercent(tx)
      for (const row of rows) {
        const current = existing.get(row.sku)
        const plan = planRow(row, current ? withoutId(current) : undefined)
        const { write, ...outcome } = plan
        const wrongPrices = write ? pricesRefused(current ? withoutId(current) : undefined, write, bound) : null
        if (wrongPrices) {
          rejected.push({ row: row.position, sku: row.sku, reason: wrongPrices })
          outcomes.push({ position: row.position, outcome: 'rejected' })
          continue
        }
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
      if (tally('added') + tally('updated') > 0) await bumpCatalogueVersion(tx)
      const beat = await txRepo.progress(
        id,
        { done: rows.length, added: tally('added'), updated: tally('updated'), unchanged: tally('unchanged'), rejected },
        run.beat,
      )
      return { count: rows.length, beat }
    })
    run.beat = beat
    return count
  } catch (error) {
    if (careful || error instanceof RunTakenOver) throw error
    return applyBatch(ctx, run, true)
  }
}

/**
 * Puts back one batch of written rows as they were, each only if it still holds what the
 * import wrote; answers the last position handled (or null when none is left) and the skus
 * left alone because they changed in the meantime.
 */
async function undoBatch(ctx: WriterContext, run: HeldRun, afterPosition: number): Promise<number | null> {
  const { id } = run
  const { last, beat } = await ctx.db.transaction(async (tx) => {
    const txRepo = catalogueImportsRepository(tx)
    const rows = await txRepo.writtenRows(id, afterPosition, ctx.batchRows)
    if (rows.length === 0) return { last: null, beat: run.beat }
    const existing = await lockedProductsOf(txRepo, rows)
    await describeStockChanges(tx, { kind: 'import', note: STOCK_IMPORT_NOTES.undone(id) })
    const removals: string[] = []
    const restores: ProductInput[] = []
    const outcomes: OutcomeUpdate[] = []
    for (const row of rows) {
      const current = existing.get(row.sku)
      const written = (row.after ?? {}) as Partial<ProductInput>
      if (!current || !stillAsImported(withoutId(current), written)) {
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
    if (removals.length + restores.length > 0) await bumpCatalogueVersion(tx)
    return { last: rows.at(-1)!.position, beat: await txRepo.progress(id, { done: rows.length }, run.beat) }
  })
  run.beat = beat
  return last
}

/**
 * Undoes every written row still as the import left it, batch by batch. Rows an earlier,
 * interrupted undo already handled are no longer "written" (reverted, kept), so a resumed undo
 * goes on where that one stopped.
 */
async function revertAll(ctx: WriterContext, run: HeldRun): Promise<void> {
  let position = -1
  for (;;) {
    const startedAt = performance.now()
    const last = await undoBatch(ctx, run, position)
    if (last === null) return
    position = last
    await rest(ctx, startedAt)
  }
}

/** A run as its runner holds it: the heartbeat it last wrote, and who asked (for the audit rows). */
export interface HeldRun {
  id: number
  beat: Date
  actor: AuditActor
}

type RunAudit = Omit<AuditEntry, 'entity' | 'entityId'>

/** Ends the run, if this runner still holds it, with its audit row, in one transaction. */
async function finishAudited(
  ctx: WriterContext,
  run: HeldRun,
  status: ImportStatus,
  set: Parameters<ImportsRepository['finish']>[2],
  audit: (row: ImportRunRow) => RunAudit,
): Promise<void> {
  run.beat = await ctx.db.transaction(async (tx) => {
    const txRepo = catalogueImportsRepository(tx)
    const beat = await txRepo.finish(run.id, status, set, run.beat)
    const row = (await txRepo.byId(run.id))!
    await auditRepository(tx).record(run.actor, { ...audit(row), entity: 'catalogue_import', entityId: run.id })
    return beat
  })
}

const figures = (row: ImportRunRow) => ({
  file: row.fileName,
  rows: row.totalRows,
  done: row.doneRows,
  added: row.added,
  updated: row.updated,
  unchanged: row.unchanged,
  rejected: (row.rejected as unknown[]).length,
})

async function runApply(ctx: WriterContext, run: HeldRun): Promise<void> {
  try {
    for (;;) {
      const startedAt = performance.now()
      if ((await applyBatch(ctx, run)) === 0) break
      await rest(ctx, startedAt)
    }
    await finishAudited(ctx, run, 'applied', { appliedAt: new Date() }, (row) => ({
      action: 'catalogue.import-applied',
      after: figures(row),
    }))
  } catch (error) {
    if (error instanceof RunTakenOver)
      return ctx.log?.(`catalogue import ${run.id}: resumed elsewhere; this instance stops`, error)
    ctx.log?.(`catalogue import ${run.id} failed; undoing what it wrote`, error)
    const reason = error instanceof Error ? error.message : String(error)
    // If the undo fails too (the database is away), the run stays `undoing`, its heartbeat goes
    // stale and staff finish the undo from the page or the command line.
    try {
      await finishAudited(ctx, run, 'undoing', { doneRows: 0 }, (row) => ({
        action: 'catalogue.import-failed',
        after: { ...figures(row), reason },
      }))
      await revertAll(ctx, run)
      const kept = await catalogueImportsRepository(ctx.db).keptSkus(run.id)
      await finishAudited(ctx, run, 'failed', { message: IMPORT_MESSAGES.failed(reason) }, (row) => ({
        action: 'catalogue.import-undone',
        after: { file: row.fileName, reverted: row.doneRows - kept.length, kept: kept.length, afterFailure: true },
      }))
    } catch (undoError) {
      ctx.log?.(`catalogue import ${run.id}: the undo after a failure failed too`, undoError)
    }
  }
}

async function runUndo(ctx: WriterContext, run: HeldRun): Promise<void> {
  try {
    await revertAll(ctx, run)
    const kept = await catalogueImportsRepository(ctx.db).keptSkus(run.id)
    await finishAudited(ctx, run, 'undone', { undoneAt: new Date(), message: keptMessage(kept) }, (row) => ({
      action: 'catalogue.import-undone',
      after: { file: row.fileName, reverted: row.doneRows - kept.length, kept: kept.length },
    }))
  } catch (error) {
    if (error instanceof RunTakenOver)
      return ctx.log?.(`catalogue import ${run.id}: resumed elsewhere; this instance stops`, error)
    throw error
  }
}

export function importWriter(db: Database['db'], options: ImportWriterOptions) {
  const ctx: WriterContext = { ...options, db }
  return { runApply: (run: HeldRun) => runApply(ctx, run), runUndo: (run: HeldRun) => runUndo(ctx, run) }
}
