/**
 * The back office's catalogue import, in three steps (docs/back-office.md):
 *
 * 1. `preview`: the file is read and every row checked by the command line's rules
 *    (catalogue-files.ts, catalogue-import.ts rowChecker); the accepted rows are stored with the
 *    run, and compared with the catalogue: how many will be added, updated, left unchanged.
 *    Nothing in the catalogue changes.
 * 2. `apply`: the rows are written in small batches, each its own transaction, resting between
 *    them so shoppers' requests keep the database (decision "catalogue imports in batches").
 *    Each written row keeps the fields it changed, before and after. The run's counts move with
 *    every batch, so any instance can show the progress. The catalogue version moves once at
 *    the end, as the command line's import does. A failure part-way undoes what was written.
 * 3. `undo`: refused if any product the import wrote has changed since; otherwise the earlier
 *    values are put back (an added product is deleted), in batches too.
 *
 * Applying and undoing run in the background of the instance that was asked; `idle()` waits for
 * them (tests, shutdown).
 */
import { setTimeout as sleep } from 'node:timers/promises'
import {
  changedFields,
  exportFileName,
  IMPORT_BATCH_ROWS,
  IMPORT_MESSAGES,
  IMPORT_REJECTED_SHOWN,
  IMPORT_REST_FACTOR,
  IMPORT_SAMPLE_SIZE,
  IMPORT_STALE_SECONDS,
  stillAsImported,
  type FieldChange,
  type ImportFormat,
  type ImportStatus,
} from '#domain/admin/catalogue-import.ts'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import type { ProductField, ProductInput } from '#domain/product.ts'
import type { Database } from '../db/database.ts'
import { ConflictError, InvalidError, NotFoundError } from '../errors.ts'
import { auditRepository, type AuditActor } from '../repositories/audit-repository.ts'
import {
  catalogueImportsRepository,
  type ImportRowRecord,
  type NewImportRow,
  type OutcomeUpdate,
} from '../repositories/catalogue-imports-repository.ts'
import { PRODUCT_COLUMNS } from './catalogue-columns.ts'
import { formatOfFile, ImportFormatError, parseFile, toCsv, toJson, type ParsedFile } from './catalogue-files.ts'
import { exportProducts, keepMissingColumns, rowChecker, type RejectedRow } from './catalogue-import.ts'
import { decodeImportText } from './catalogue-text.ts'
import { bumpCatalogueVersion } from './catalogue-writer.ts'

export interface SampleChange {
  row: number
  sku: string
  name: string
  changes: FieldChange[]
}

export interface ImportRunView {
  id: number
  actor: string
  fileName: string
  format: string
  encoding: string
  status: ImportStatus
  readRows: number
  totalRows: number
  doneRows: number
  added: number
  updated: number
  unchanged: number
  rejectedCount: number
  /** the first IMPORT_REJECTED_SHOWN rejected rows */
  rejected: RejectedRow[]
  rowWord: 'fila' | 'índice'
  sample: SampleChange[]
  message: string | null
  createdAt: string
  appliedAt: string | null
  undoneAt: string | null
  /** applying, but its instance stopped reporting (a restart): it will not finish */
  stalled: boolean
}

export interface ImportRunSummary {
  id: number
  actor: string
  fileName: string
  status: ImportStatus
  readRows: number
  added: number
  updated: number
  unchanged: number
  rejectedCount: number
  createdAt: string
  stalled: boolean
}

export interface CatalogueImportDeps {
  /** where a background apply's unexpected failure is reported (the process's logger) */
  log?: (message: string, error: unknown) => void
  /** how long the import rests after each batch, as a multiple of the batch's time */
  restFactor?: number
  batchRows?: number
}

const READ_CHUNK = 500
const staleBefore = () => new Date(Date.now() - IMPORT_STALE_SECONDS * 1000)
const isStalled = (status: string, heartbeat: Date | null) =>
  (status === 'applying' || status === 'undoing') && (heartbeat === null || heartbeat < staleBefore())

/** The fields of a product as a plain record of the changed ones. */
function fieldsOf(changes: readonly FieldChange[], side: 'before' | 'after'): Partial<Record<ProductField, unknown>> {
  return Object.fromEntries(changes.map((c) => [c.field, c[side]]))
}

function withoutId(product: ProductInput & { id?: number }): ProductInput {
  const { id: _id, ...input } = product
  return input
}

export function catalogueImportService(database: Database, deps: CatalogueImportDeps = {}) {
  const { db } = database
  const repo = catalogueImportsRepository(db)
  const batchRows = deps.batchRows ?? IMPORT_BATCH_ROWS
  const restFactor = deps.restFactor ?? IMPORT_REST_FACTOR
  const jobs = new Set<Promise<void>>()

  function background(work: () => Promise<void>): void {
    const job = work()
      .catch((error: unknown) => deps.log?.('catalogue import', error))
      .finally(() => jobs.delete(job))
    jobs.add(job)
  }

  /** Rests after a batch so the store's own queries get their turn (PGlite has one connection). */
  async function rest(startedAt: number): Promise<void> {
    const took = performance.now() - startedAt
    await sleep(Math.max(2, took * restFactor))
  }

  async function runOf(id: number) {
    const run = await repo.byId(id)
    if (!run) throw new NotFoundError(ADMIN_MESSAGES.notFound)
    return run
  }

  async function ensureIdle(): Promise<void> {
    if ((await repo.busy(staleBefore())) !== undefined) throw new ConflictError(IMPORT_MESSAGES.busy)
  }

  /** Reads and checks the file; answers the rows to store and the preview's figures. */
  async function readFile(fileName: string, bytes: Uint8Array) {
    const format = formatOfFile(fileName)
    if (!format) throw new InvalidError(IMPORT_MESSAGES.badExtension)
    let parsed: ParsedFile
    let encoding: string
    try {
      const decoded = decodeImportText(bytes)
      encoding = decoded.encoding
      parsed = parseFile(decoded.text, format)
    } catch (error) {
      if (error instanceof ImportFormatError) throw new InvalidError(error.message)
      throw error
    }
    if (parsed.rows.length === 0) throw new InvalidError('El archivo no tiene filas de productos: solo el encabezado.')

    const check = rowChecker(parsed.rowWord)
    const accepted: NewImportRow[] = []
    const rejected: RejectedRow[] = []
    for (const [index, row] of parsed.rows.entries()) {
      // zod over 10,000 rows takes a while: let shoppers' requests in between.
      if (index % 200 === 199) await sleep(0)
      const checked = check(row, parsed.rowNumbers[index] ?? index)
      if (checked.ok)
        accepted.push({ position: checked.row, sku: checked.product.sku, input: checked.product, given: checked.given })
      else rejected.push(checked.rejected)
    }
    return { format, encoding, parsed, accepted, rejected }
  }

  /** What applying would do now, row by row, and the first updated rows' changes. */
  async function compare(accepted: readonly NewImportRow[]) {
    let added = 0
    let updated = 0
    let unchanged = 0
    const sample: SampleChange[] = []
    for (let i = 0; i < accepted.length; i += READ_CHUNK) {
      const chunk = accepted.slice(i, i + READ_CHUNK)
      const existing = await repo.productsBySku(chunk.map((r) => r.sku))
      for (const row of chunk) {
        const current = existing.get(row.sku)
        if (!current) {
          added++
          continue
        }
        const changes = changedFields(withoutId(current), mergeRow(current, row))
        if (changes.length === 0) unchanged++
        else {
          updated++
          if (sample.length < IMPORT_SAMPLE_SIZE) sample.push({ row: row.position, sku: row.sku, name: current.name, changes })
        }
      }
    }
    return { added, updated, unchanged, sample }
  }

  function mergeRow(current: ProductInput, row: { input: unknown; given: readonly string[] }): ProductInput {
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
  async function applyBatch(id: number, careful = false): Promise<number> {
    try {
      return await db.transaction(async (tx) => {
        const txRepo = catalogueImportsRepository(tx)
        const rows = await txRepo.pendingRows(id, batchRows)
        if (rows.length === 0) return 0
        const existing = await txRepo.productsBySku(
          rows.map((r) => r.sku),
          true,
        )
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
      return applyBatch(id, true)
    }
  }

  /**
   * Puts back one batch of written rows as they were, each only if it still holds what the
   * import wrote; answers the last position handled (or null when none is left) and the skus
   * left alone because they changed in the meantime.
   */
  async function undoBatch(id: number, afterPosition: number): Promise<{ last: number | null; kept: string[] }> {
    return db.transaction(async (tx) => {
      const txRepo = catalogueImportsRepository(tx)
      const rows = await txRepo.writtenRows(id, afterPosition, batchRows)
      if (rows.length === 0) return { last: null, kept: [] }
      const existing = await txRepo.productsBySku(
        rows.map((r) => r.sku),
        true,
      )
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
  async function revertAll(id: number): Promise<string[]> {
    const kept: string[] = []
    let position = -1
    for (;;) {
      const startedAt = performance.now()
      const batch = await undoBatch(id, position)
      if (batch.last === null) break
      position = batch.last
      kept.push(...batch.kept)
      await rest(startedAt)
    }
    return kept
  }

  async function runApply(id: number): Promise<void> {
    try {
      for (;;) {
        const startedAt = performance.now()
        if ((await applyBatch(id)) === 0) break
        await rest(startedAt)
      }
      await db.transaction(async (tx) => {
        const run = await catalogueImportsRepository(tx).byId(id)
        if (run && run.added + run.updated > 0) await bumpCatalogueVersion(tx)
        await catalogueImportsRepository(tx).finish(id, 'applied', { appliedAt: new Date() })
      })
    } catch (error) {
      deps.log?.(`catalogue import ${id} failed; undoing what it wrote`, error)
      const reason = error instanceof Error ? error.message : String(error)
      try {
        await repo.finish(id, 'undoing', { doneRows: 0 })
        await revertAll(id)
        await db.transaction(async (tx) => {
          await bumpCatalogueVersion(tx)
          await catalogueImportsRepository(tx).finish(id, 'failed', { message: IMPORT_MESSAGES.failed(reason) })
        })
      } catch (undoError) {
        deps.log?.(`catalogue import ${id}: the undo after a failure failed too`, undoError)
      }
    }
  }

  async function runUndo(id: number): Promise<void> {
    const kept = await revertAll(id)
    await db.transaction(async (tx) => {
      await bumpCatalogueVersion(tx)
      await catalogueImportsRepository(tx).finish(id, 'undone', {
        undoneAt: new Date(),
        message: kept.length
          ? `${kept.length} ${kept.length === 1 ? 'producto cambió' : 'productos cambiaron'} mientras se deshacía y ${kept.length === 1 ? 'quedó' : 'quedaron'} como estaba${kept.length === 1 ? '' : 'n'}: ${kept.slice(0, 10).join(', ')}${kept.length > 10 ? '…' : ''}.`
          : null,
      })
    })
  }

  /** The skus an undo would overwrite: products changed (or deleted) since the import wrote them. */
  async function changedSince(id: number): Promise<string[]> {
    const changed: string[] = []
    let position = -1
    for (;;) {
      const rows: ImportRowRecord[] = await repo.writtenRows(id, position, READ_CHUNK)
      if (rows.length === 0) return changed
      const existing = await repo.productsBySku(rows.map((r) => r.sku))
      for (const row of rows) {
        const current = existing.get(row.sku)
        if (!current || !stillAsImported(withoutId(current), (row.after ?? {}) as Partial<ProductInput>)) changed.push(row.sku)
      }
      position = rows.at(-1)!.position
    }
  }

  function view(run: NonNullable<Awaited<ReturnType<typeof repo.byId>>>): ImportRunView {
    const rejected = run.rejected as RejectedRow[]
    return {
      id: run.id,
      actor: run.actor,
      fileName: run.fileName,
      format: run.format,
      encoding: run.encoding,
      status: run.status as ImportStatus,
      readRows: run.readRows,
      totalRows: run.totalRows,
      doneRows: run.doneRows,
      added: run.added,
      updated: run.updated,
      unchanged: run.unchanged,
      rejectedCount: rejected.length,
      rejected: rejected.slice(0, IMPORT_REJECTED_SHOWN),
      rowWord: run.format === 'json' ? 'índice' : 'fila',
      sample: run.sample as SampleChange[],
      message: run.message,
      createdAt: run.createdAt.toISOString(),
      appliedAt: run.appliedAt?.toISOString() ?? null,
      undoneAt: run.undoneAt?.toISOString() ?? null,
      stalled: isStalled(run.status, run.heartbeatAt),
    }
  }

  return {
    /** Reads and checks a file and stores it as a preview; the catalogue is not touched. */
    async preview(actor: AuditActor, fileName: string, bytes: Uint8Array): Promise<ImportRunView> {
      const { format, encoding, parsed, accepted, rejected } = await readFile(fileName, bytes)
      const figures = await compare(accepted)
      await repo.removeOldPreviews(new Date(Date.now() - 24 * 3600 * 1000))
      const id = await repo.create({
        staffId: actor.staffId,
        actor: actor.label,
        fileName: fileName.slice(0, 200),
        format,
        encoding,
        status: 'preview',
        readRows: parsed.rows.length,
        totalRows: accepted.length,
        added: figures.added,
        updated: figures.updated,
        unchanged: figures.unchanged,
        rejected,
        sample: figures.sample,
      })
      try {
        await repo.insertRows(id, accepted)
      } catch (error) {
        await repo.remove(id)
        throw error
      }
      return view(await runOf(id))
    },

    async run(id: number): Promise<ImportRunView> {
      return view(await runOf(id))
    },

    async recent(limit = 20): Promise<ImportRunSummary[]> {
      const rows = await repo.recent(limit)
      return rows.map(({ heartbeatAt, createdAt, status, ...row }) => ({
        ...row,
        status: status as ImportStatus,
        createdAt: createdAt.toISOString(),
        stalled: isStalled(status, heartbeatAt),
      }))
    },

    /** Starts writing a previewed import; the page follows it with `run`. */
    async apply(actor: AuditActor, id: number): Promise<void> {
      const run = await runOf(id)
      if (run.status !== 'preview') throw new ConflictError(IMPORT_MESSAGES.notPreview)
      if (run.totalRows === 0) throw new ConflictError(IMPORT_MESSAGES.nothingToApply)
      await ensureIdle()
      await db.transaction(async (tx) => {
        const claimed = await catalogueImportsRepository(tx).claim(id, ['preview'], 'applying', {
          doneRows: 0,
          added: 0,
          updated: 0,
          unchanged: 0,
        })
        if (!claimed) throw new ConflictError(IMPORT_MESSAGES.notPreview)
        await auditRepository(tx).record(actor, {
          action: 'catalogue.import',
          entity: 'catalogue_import',
          entityId: id,
          after: { file: run.fileName, rows: run.readRows, accepted: run.totalRows },
        })
      })
      background(() => runApply(id))
    },

    /** Starts putting back what an applied import changed; refused if any of it changed since. */
    async undo(actor: AuditActor, id: number): Promise<void> {
      const run = await runOf(id)
      const stalled = isStalled(run.status, run.heartbeatAt)
      if (run.status !== 'applied' && !(stalled && run.status === 'applying'))
        throw new ConflictError(IMPORT_MESSAGES.notUndoable)
      await ensureIdle()
      const changed = await changedSince(id)
      if (changed.length)
        throw new ConflictError(IMPORT_MESSAGES.changedSince(changed.slice(0, 10), Math.max(0, changed.length - 10)))
      await db.transaction(async (tx) => {
        const claimed = await catalogueImportsRepository(tx).claim(id, ['applied'], 'undoing', { doneRows: 0 }, staleBefore())
        if (!claimed) throw new ConflictError(IMPORT_MESSAGES.notUndoable)
        await auditRepository(tx).record(actor, {
          action: 'catalogue.import-undone',
          entity: 'catalogue_import',
          entityId: id,
          before: { file: run.fileName, added: run.added, updated: run.updated },
        })
      })
      background(() => runUndo(id))
    },

    /** The whole catalogue as the command line's export writes it; the download is audited. */
    async exportFile(actor: AuditActor, format: ImportFormat, now = new Date()) {
      const products = await exportProducts(database)
      await auditRepository(db).record(actor, {
        action: 'catalogue.exported',
        entity: 'products',
        entityId: '',
        after: { format, products: products.length },
      })
      return { fileName: exportFileName(format, now), text: format === 'csv' ? toCsv(products) : toJson(products) }
    },

    /** Waits for the imports and undos this instance is running. */
    async idle(): Promise<void> {
      while (jobs.size) await Promise.all([...jobs])
    },
  }
}

export type CatalogueImportService = ReturnType<typeof catalogueImportService>
