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
 *    every batch, so any instance can show the progress, and so does the catalogue version, so
 *    every instance shows what each batch wrote. A failure part-way undoes what was written.
 * 3. `undo`: refused if any product the import wrote has changed since; otherwise the earlier
 *    values are put back (an added product is deleted), in batches too.
 *
 * An apply or an undo whose instance stopped (a crash, a restart: its heartbeat went stale) is
 * interrupted: `apply` resumes an interrupted apply, `undo` undoes it, or resumes an interrupted
 * undo where it stopped (decision "interrupted imports resumed"). The audit log says each start,
 * resumption and end as it happens.
 *
 * The writing itself (apply, undo, the rest between batches) is catalogue-import-writer.ts.
 * Applying and undoing run in the background of the instance that was asked; `idle()` waits for
 * them (tests, shutdown).
 */
import { setTimeout as sleep } from 'node:timers/promises'
import {
  changedFields,
  exportFileName,
  IMPORT_BATCH_ROWS,
  IMPORT_MESSAGES,
  IMPORT_REST_FACTOR,
  IMPORT_SAMPLE_SIZE,
  stillAsImported,
  type ImportFormat,
  type ImportStatus,
} from '#domain/admin/catalogue-import.ts'
import { ADMIN_MESSAGES } from '#domain/admin/admin-messages.ts'
import type { ProductInput } from '#domain/product.ts'
import type { Database } from '../../db/database.ts'
import { ConflictError, InvalidError, NotFoundError } from '../../shared/errors.ts'
import { auditRepository, type AuditActor, type AuditEntry } from '../../admin/audit-repository.ts'
import {
  catalogueImportsRepository,
  type ImportRowRecord,
  type ImportRunRow,
  type NewImportRow,
  type NewImportRun,
} from './catalogue-imports-repository.ts'
import { formatOfFile, ImportFormatError, parseFileInSlices, toCsv, toJson, type ParsedFile } from './catalogue-files.ts'
import { exportProducts, rowChecker, type RejectedRow } from './catalogue-import.ts'
import { decodeImportText } from './catalogue-text.ts'
import {
  importRunView,
  isStalled,
  staleBefore,
  type ImportRunSummary,
  type ImportRunView,
  type SampleChange,
} from './catalogue-import-view.ts'
import { importWriter, mergeRow, withoutId } from './catalogue-import-writer.ts'

export type { ImportRunSummary, ImportRunView, SampleChange } from './catalogue-import-view.ts'

export interface CatalogueImportDeps {
  /** where a background apply's unexpected failure is reported (the process's logger) */
  log?: (message: string, error: unknown) => void
  /** how long the import rests after each batch, as a multiple of the batch's time */
  restFactor?: number
  batchRows?: number
  /**
   * Heartbeats before this are of an instance that stopped (default: IMPORT_STALE_SECONDS ago).
   * The command line on the embedded database answers "now": it holds DATA_DIR's lock, so no
   * store is running anything.
   */
  staleBefore?: () => Date
}

const READ_CHUNK = 500

/** How a run is claimed: from one of `from` to `to`, or from `stale` if its instance stopped. */
interface RunClaim {
  from: ImportStatus[]
  to: ImportStatus
  set: Partial<NewImportRun>
  stale?: 'applying' | 'undoing'
}
type RunAudit = Omit<AuditEntry, 'entity' | 'entityId'>

/** Where an interrupted run had got to, for the audit row of its resumption. */
const interruptedAt = (run: ImportRunRow) => ({
  status: run.status,
  done: run.doneRows,
  lastReport: run.heartbeatAt?.toISOString() ?? null,
})

/** The run a preview stores: who, which file, and what applying it would do. */
function previewRecord(
  actor: AuditActor,
  fileName: string,
  file: Awaited<ReturnType<typeof readImportFile>>,
  figures: Awaited<ReturnType<typeof compare>>,
): NewImportRun {
  return {
    staffId: actor.staffId,
    actor: actor.label,
    fileName: fileName.slice(0, 200),
    format: file.format,
    encoding: file.encoding,
    status: 'preview',
    readRows: file.parsed.rows.length,
    totalRows: file.accepted.length,
    added: figures.added,
    updated: figures.updated,
    unchanged: figures.unchanged,
    rejected: file.rejected,
    sample: figures.sample,
  }
}

/** Refused while another import applies or undoes on any instance that still reports. */
async function ensureIdle(repo: ImportsRepository, since: Date): Promise<void> {
  if ((await repo.busy(since)) !== undefined) throw new ConflictError(IMPORT_MESSAGES.busy)
}

async function runById(repo: ImportsRepository, id: number) {
  const run = await repo.byId(id)
  if (!run) throw new NotFoundError(ADMIN_MESSAGES.notFound)
  return run
}

async function recentRuns(repo: ImportsRepository, limit: number, before: Date): Promise<ImportRunSummary[]> {
  const rows = await repo.recent(limit)
  return rows.map(({ heartbeatAt, createdAt, status, ...row }) => ({
    ...row,
    status: status as ImportStatus,
    createdAt: createdAt.toISOString(),
    stalled: isStalled(status, heartbeatAt, before),
  }))
}

/** The whole catalogue as the command line's export writes it; the download is audited. */
async function exportCatalogue(database: Database, actor: AuditActor, format: ImportFormat, now: Date) {
  const products = await exportProducts(database)
  await auditRepository(database.db).record(actor, {
    action: 'catalogue.exported',
    entity: 'products',
    entityId: '',
    after: { format, products: products.length },
  })
  return { fileName: exportFileName(format, now), text: format === 'csv' ? toCsv(products) : toJson(products) }
}

/** Work run in the background of this instance; `idle()` waits for all of it (tests, shutdown). */
function backgroundJobs(log: CatalogueImportDeps['log']) {
  const jobs = new Set<Promise<void>>()
  return {
    start(work: () => Promise<void>): void {
      const job = work()
        .catch((error: unknown) => log?.('catalogue import', error))
        .finally(() => jobs.delete(job))
      jobs.add(job)
    },
    async idle(): Promise<void> {
      while (jobs.size) await Promise.all([...jobs])
    },
  }
}

type ImportsRepository = ReturnType<typeof catalogueImportsRepository>

/** Reads and checks the file; answers the rows to store and the preview's figures. */
async function readImportFile(fileName: string, bytes: Uint8Array) {
  const format = formatOfFile(fileName)
  if (!format) throw new InvalidError(IMPORT_MESSAGES.badExtension)
  let parsed: ParsedFile
  let encoding: string
  try {
    const decoded = decodeImportText(bytes)
    encoding = decoded.encoding
    // Read in slices: parsing 100,000 rows at once held shoppers' searches for a third of a second.
    parsed = await parseFileInSlices(decoded.text, format)
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
async function compare(repo: ImportsRepository, accepted: readonly NewImportRow[]) {
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

/** The skus an undo would overwrite: products changed (or deleted) since the import wrote them. */
async function changedSince(repo: ImportsRepository, id: number): Promise<string[]> {
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

/** Whether an apply or an undo began, or went on from where an interrupted one stopped. */
export type ImportStart = 'started' | 'resumed'

export interface CatalogueImportService {
  /** Reads and checks a file and stores it as a preview; the catalogue is not touched. */
  preview(actor: AuditActor, fileName: string, bytes: Uint8Array): Promise<ImportRunView>
  run(id: number): Promise<ImportRunView>
  recent(limit?: number): Promise<ImportRunSummary[]>
  /** Starts writing a previewed import, or resumes an interrupted one; the page follows it with `run`. */
  apply(actor: AuditActor, id: number): Promise<ImportStart>
  /**
   * Starts putting back what an applied (or interrupted) import changed, refused if any of it
   * changed since; or resumes an interrupted undo where it stopped.
   */
  undo(actor: AuditActor, id: number): Promise<ImportStart>
  /** The whole catalogue as the command line's export writes it; the download is audited. */
  exportFile(actor: AuditActor, format: ImportFormat, now?: Date): Promise<{ fileName: string; text: string }>
  /** Waits for the imports and undos this instance is running. */
  idle(): Promise<void>
}

export function catalogueImportService(database: Database, deps: CatalogueImportDeps = {}): CatalogueImportService {
  const { db } = database
  const repo = catalogueImportsRepository(db)
  const { runApply, runUndo } = importWriter(db, {
    batchRows: deps.batchRows ?? IMPORT_BATCH_ROWS,
    restFactor: deps.restFactor ?? IMPORT_REST_FACTOR,
    ...(deps.log ? { log: deps.log } : {}),
  })
  const jobs = backgroundJobs(deps.log)
  const stale = deps.staleBefore ?? staleBefore

  /** Moves the run on if it is still where `claim` expects it, with its audit row; else `refused`. */
  async function claimAudited(actor: AuditActor, id: number, claim: RunClaim, refused: string, audit: RunAudit) {
    return db.transaction(async (tx) => {
      const staleClaim = claim.stale ? { status: claim.stale, before: stale() } : undefined
      const beat = await catalogueImportsRepository(tx).claim(id, claim.from, claim.to, claim.set, staleClaim)
      if (!beat) throw new ConflictError(refused)
      await auditRepository(tx).record(actor, { ...audit, entity: 'catalogue_import', entityId: id })
      return { id, beat, actor }
    })
  }

  const runOf = (id: number) => runById(repo, id)

  /**
   * Goes on with an interrupted apply (the rows it had not reached) or undo (the products it had
   * not put back; those it did stay as they are).
   */
  async function resume(actor: AuditActor, run: ImportRunRow, status: 'applying' | 'undoing'): Promise<ImportStart> {
    await ensureIdle(repo, stale())
    const applying = status === 'applying'
    const held = await claimAudited(
      actor,
      run.id,
      { from: [], to: status, set: {}, stale: status },
      applying ? IMPORT_MESSAGES.notPreview : IMPORT_MESSAGES.notUndoable,
      { action: applying ? 'catalogue.import-resumed' : 'catalogue.import-undo-resumed', before: interruptedAt(run) },
    )
    jobs.start(() => (applying ? runApply(held) : runUndo(held)))
    return 'resumed'
  }

  return {
    async preview(actor: AuditActor, fileName: string, bytes: Uint8Array): Promise<ImportRunView> {
      const file = await readImportFile(fileName, bytes)
      const { accepted } = file
      const figures = await compare(repo, accepted)
      await repo.removeOldPreviews(new Date(Date.now() - 24 * 3600 * 1000))
      const id = await repo.create(previewRecord(actor, fileName, file, figures))
      try {
        await repo.insertRows(id, accepted)
      } catch (error) {
        await repo.remove(id)
        throw error
      }
      return importRunView(await runOf(id), stale())
    },

    async run(id: number): Promise<ImportRunView> {
      return importRunView(await runOf(id), stale())
    },

    recent: (limit = 20) => recentRuns(repo, limit, stale()),

    async apply(actor: AuditActor, id: number): Promise<ImportStart> {
      const run = await runOf(id)
      if (run.status === 'applying' && isStalled(run.status, run.heartbeatAt, stale())) return resume(actor, run, 'applying')
      if (run.status !== 'preview') throw new ConflictError(IMPORT_MESSAGES.notPreview)
      if (run.totalRows === 0) throw new ConflictError(IMPORT_MESSAGES.nothingToApply)
      await ensureIdle(repo, stale())
      const claim: RunClaim = { from: ['preview'], to: 'applying', set: { doneRows: 0, added: 0, updated: 0, unchanged: 0 } }
      const held = await claimAudited(actor, id, claim, IMPORT_MESSAGES.notPreview, {
        action: 'catalogue.import',
        after: { file: run.fileName, rows: run.readRows, accepted: run.totalRows },
      })
      jobs.start(() => runApply(held))
      return 'started'
    },

    async undo(actor: AuditActor, id: number): Promise<ImportStart> {
      const run = await runOf(id)
      const stalled = isStalled(run.status, run.heartbeatAt, stale())
      if (stalled && run.status === 'undoing') return resume(actor, run, 'undoing')
      if (run.status !== 'applied' && !(stalled && run.status === 'applying'))
        throw new ConflictError(IMPORT_MESSAGES.notUndoable)
      await ensureIdle(repo, stale())
      const changed = await changedSince(repo, id)
      if (changed.length)
        throw new ConflictError(IMPORT_MESSAGES.changedSince(changed.slice(0, 10), Math.max(0, changed.length - 10)))
      const claim: RunClaim = { from: ['applied'], to: 'undoing', set: { doneRows: 0 }, stale: 'applying' }
      const held = await claimAudited(actor, id, claim, IMPORT_MESSAGES.notUndoable, {
        action: 'catalogue.import-undo-started',
        before: {
          file: run.fileName,
          added: run.added,
          updated: run.updated,
          ...(stalled ? { interrupted: interruptedAt(run) } : {}),
        },
      })
      jobs.start(() => runUndo(held))
      return 'started'
    },

    exportFile: (actor, format, now = new Date()) => exportCatalogue(database, actor, format, now),

    idle: jobs.idle,
  }
}
