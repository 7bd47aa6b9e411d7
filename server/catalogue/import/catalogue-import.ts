/**
 * The staff import and export of products (npm run staff -- import/export). Files use the
 * API's field names, one product per CSV line or JSON object, so an export can be edited in a
 * spreadsheet and imported back. Every row is validated on its own and written under its own
 * SAVEPOINT: one bad row is reported, never half-written, and never spoils the others.
 *
 * This file writes to the database; reading and writing the files is catalogue-files.ts, the
 * rules for one row catalogue-row-validation.ts, the columns catalogue-columns.ts.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { asc, TransactionRollbackError } from 'drizzle-orm'
import type { ProductInput } from '#domain/product.ts'
import type { Database } from '../../db/database.ts'
import { productsRepository } from '../products-repository.ts'
import { products } from '../../db/schema/index.ts'
import { toProductInput } from '../product-rows.ts'
import { PRODUCT_COLUMNS, type ProductColumn } from './catalogue-columns.ts'
import { UnreadableRow, type RowWord } from './catalogue-files.ts'
import { textOf, validateRow } from './catalogue-row-validation.ts'
import { bumpCatalogueVersion, cleanProduct } from '../catalogue-writer.ts'
import { STOCK_IMPORT_NOTES } from '#domain/stock-movements.ts'
import { maxCfteaPercent } from '../price-settings.ts'
import { pricesRefused, RowRefused } from './import-price-checks.ts'
import { describeStockChanges } from '../../stock/stock-movement-context.ts'

export interface RejectedRow {
  row: number
  /** the sku as written, when the row has one */
  sku: string | null
  reason: string
}

export interface ImportReport {
  read: number
  added: number
  updated: number
  rejected: RejectedRow[]
  dryRun: boolean
  rowWord: RowWord
}

export interface ImportOptions {
  /** validate and write inside the transaction, then roll it back */
  dryRun?: boolean
  /** per row, the number shown in the report; defaults to the array index */
  rowNumbers?: readonly number[]
  rowWord?: RowWord
  /** stops between rows and rolls the whole import back (Ctrl-C in the command line) */
  signal?: AbortSignal
  /** called before each row with how many rows are done; a 100,000-row file takes minutes */
  onProgress?: (done: number) => void
}

/** The sku as written, for duplicate detection and the report, even when the row is invalid. */
function rawSku(row: unknown): string | null {
  if (row instanceof UnreadableRow) return row.sku
  if (typeof row !== 'object' || row === null) return null
  const sku = textOf((row as Record<string, unknown>).sku)
  return typeof sku === 'string' && sku !== '' ? sku : null
}

/**
 * A file with only sku, stock and price_list_1 updates stock and price: the columns it leaves
 * out keep their current values instead of being reset to the defaults a new product gets.
 */
export function keepMissingColumns(existing: ProductInput, input: ProductInput, given: readonly ProductColumn[]): ProductInput {
  const { id: _id, ...current } = existing as ProductInput & { id?: number }
  return { ...current, ...Object.fromEntries(given.map((column) => [column, input[column]])) }
}

export type CheckedRow =
  { ok: true; row: number; product: ProductInput; given: ProductColumn[] } | { ok: false; rejected: RejectedRow }

/**
 * Checks the rows of one file in order: each row's own rules, then repeated skus. The first row
 * of a sku is the one that counts, even when it is itself rejected: a file that says two things
 * about one product is wrong either way, and staff should see both. Shared by the command line
 * and the back office, so both reject the same rows with the same reasons.
 */
export function rowChecker(rowWord: RowWord) {
  const firstRowOfSku = new Map<string, number>()
  return (row: unknown, rowNumber: number): CheckedRow => {
    const sku = rawSku(row)
    const reject = (reason: string): CheckedRow => ({ ok: false, rejected: { row: rowNumber, sku, reason } })
    const earlier = sku === null ? undefined : firstRowOfSku.get(sku)
    if (sku !== null && earlier === undefined) firstRowOfSku.set(sku, rowNumber)
    const validation = row instanceof UnreadableRow ? ({ ok: false, reason: row.reason } as const) : validateRow(row)
    if (!validation.ok) return reject(validation.reason)
    if (earlier !== undefined) return reject(`sku repetido en el archivo, ${rowWord} ${earlier}`)
    return { ok: true, row: rowNumber, product: cleanProduct(validation.product), given: validation.given }
  }
}

function databaseReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  const message = cause instanceof Error ? cause.message : String(cause)
  return `la base de datos rechazó la fila: ${message}`
}

/**
 * Upserts the rows by sku in one transaction, each under its own savepoint. Invalid rows and
 * repeated skus are skipped with their reason; the catalogue version moves once at the end if
 * anything was written, so every instance drops its cache exactly once.
 */
export async function importProducts(
  database: Database,
  rows: readonly unknown[],
  options: ImportOptions = {},
): Promise<ImportReport> {
  const report: ImportReport = {
    read: rows.length,
    added: 0,
    updated: 0,
    rejected: [],
    dryRun: options.dryRun ?? false,
    rowWord: options.rowWord ?? 'índice',
  }
  const numberOf = (index: number) => options.rowNumbers?.[index] ?? index

  try {
    await database.db.transaction(async (tx) => {
      await describeStockChanges(tx, { kind: 'import', note: STOCK_IMPORT_NOTES.commandLine })
      const bound = await maxCfteaPercent(tx)
      const check = rowChecker(report.rowWord)
      for (const [index, row] of rows.entries()) {
        // PGlite answers within the same turn of the event loop, so a long import would never
        // let a Ctrl-C handler run; a pause every few hundred rows lets it (and costs nothing).
        if (index % 200 === 199) await yieldToEventLoop()
        options.signal?.throwIfAborted()
        options.onProgress?.(index)
        const checked = check(row, numberOf(index))
        if (!checked.ok) {
          report.rejected.push(checked.rejected)
          continue
        }
        const { product: input, given, row: rowNumber } = checked
        try {
          const outcome = await tx.transaction(async (savepoint) => {
            const repo = productsRepository(savepoint, { includeHidden: true })
            const [existing] = await repo.bySku(input.sku)
            const next = existing && given.length < PRODUCT_COLUMNS.length ? keepMissingColumns(existing, input, given) : input
            const wrongPrices = pricesRefused(existing, next, bound)
            if (wrongPrices) throw new RowRefused(wrongPrices)
            return repo.upsert(next)
          })
          report[outcome] += 1
        } catch (error) {
          const reason = error instanceof RowRefused ? error.message : databaseReason(error)
          report.rejected.push({ row: rowNumber, sku: input.sku, reason })
        }
      }
      if (report.dryRun) tx.rollback()
      if (report.added + report.updated > 0) await bumpCatalogueVersion(tx)
    })
  } catch (error) {
    if (!(report.dryRun && error instanceof TransactionRollbackError)) throw error
  }
  return report
}

/** The whole catalogue as import reads it, in id order (the order it was loaded). */
export async function exportProducts(database: Database): Promise<ProductInput[]> {
  // The staff's read, with the wholesale price (the storefront's Product has none).
  const rows = await database.db.select().from(products).orderBy(asc(products.id))
  return rows.map((row) => {
    const { id: _id, ...input } = toProductInput(row)
    return input
  })
}
