/**
 * The staff import and export of products (npm run staff -- import/export). Files use the
 * spec's field names, one product per CSV line or JSON object, so an export can be edited in a
 * spreadsheet and imported back. Every row is validated on its own and written under its own
 * SAVEPOINT: one bad row is reported, never half-written, and never spoils the others.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { TransactionRollbackError } from 'drizzle-orm'
import { parse as parseCsvRecords, CsvError, type Info } from 'csv-parse/sync'
import { stringify as stringifyCsv } from 'csv-stringify/sync'
import { z } from 'zod'
import { roundMoney } from '#domain/money.ts'
import type { Product, ProductInput } from '#domain/product.ts'
import type { Database } from '../db/database.ts'
import { productsRepository } from '../repositories/products-repository.ts'
import { bumpCatalogueVersion, cleanProduct } from './catalogue-writer.ts'

/** The columns of an import or export file, in the order an export writes them. */
export const PRODUCT_COLUMNS = [
  'sku',
  'name',
  'stock',
  'category',
  'sub_category',
  'brand',
  'white_line',
  'img_url',
  'img_urls',
  'price_list_1',
  'price_list_2',
  'price_list_3',
  'price_list_4',
  'price_list_5',
  'price_list_6',
  'tax_percentage',
  'week_views',
  'descriptions',
  'specifications',
  'faq',
] as const satisfies readonly (keyof ProductInput)[]

// GET /api/products answers carry the database id; a file saved from it is accepted and the id
// ignored, because products are matched by sku.
const IGNORED_COLUMNS = new Set(['id'])
const KNOWN_COLUMNS = new Set<string>([...PRODUCT_COLUMNS, ...IGNORED_COLUMNS])

/** The limits of the database columns (numeric(14,2), integer), checked before writing. */
const MAX_PRICE = 999_999_999_999.99
const MAX_INT = 2_147_483_647
const MAX_SKU = 100
const MAX_NAME = 500
const MAX_LABEL = 200
const MAX_HTML = 200_000

/** A file that cannot be read as products at all: exit code 1, nothing imported. */
export class ImportFormatError extends Error {
  override name = 'ImportFormatError'
}

export type RowWord = 'fila' | 'índice'

/**
 * A CSV record with the wrong number of cells cannot be mapped to columns; it travels to
 * importProducts as this, so it is reported in its place with the other rejections.
 */
export class UnreadableRow {
  constructor(
    readonly reason: string,
    readonly sku: string | null,
  ) {}
}

export interface ParsedFile {
  format: 'csv' | 'json'
  rows: unknown[]
  /** what the report calls each row: the CSV line where it starts, or the JSON array index */
  rowNumbers: number[]
  rowWord: RowWord
}

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

// ---------------------------------------------------------------------------------------------
// Field rules

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

// PostgreSQL text cannot hold NUL, and other control characters in a name are always a
// spreadsheet accident; tabs and newlines are fine in HTML fields.
function hasControlChars(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true
  }
  return false
}

/** Numbers arrive as text from CSV ('1234.5', or '1234,5' from a spreadsheet in Spanish) and as numbers from JSON. */
function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const text = value.trim()
  // Only a plain decimal: '1.234,50' is ambiguous and '1e3' is not how anyone writes a price.
  if (!/^-?\d+([.,]\d+)?$/.test(text)) return value
  return Number(text.replace(',', '.'))
}

const hasAtMostTwoDecimals = (n: number): boolean => Number.isInteger(Number((n * 100).toPrecision(15)))

function money(defaultValue: number) {
  return z.preprocess(
    (v) => (isBlank(v) ? defaultValue : toNumber(v)),
    z
      .number({ error: 'debe ser un número' })
      .min(0, 'no puede ser negativo')
      .max(MAX_PRICE, 'es demasiado grande')
      .refine(hasAtMostTwoDecimals, 'admite hasta 2 decimales')
      .transform(roundMoney),
  )
}

const taxPercentage = z.preprocess(
  (v) => (isBlank(v) ? 21 : toNumber(v)),
  z
    .number({ error: 'debe ser un número (21, 10.5, 27, 0…)' })
    .min(0, 'debe estar entre 0 y 100')
    .max(100, 'debe estar entre 0 y 100')
    .refine(hasAtMostTwoDecimals, 'admite hasta 2 decimales')
    .transform(roundMoney),
)

const wholeNumber = z.preprocess(
  (v) => (isBlank(v) ? 0 : toNumber(v)),
  z
    .number({ error: 'debe ser un número entero' })
    .int('debe ser un número entero')
    .min(0, 'no puede ser negativo')
    .max(MAX_INT, 'es demasiado grande'),
)

const WHITE_LINE_WORDS: Record<string, 0 | 1> = { '0': 0, '1': 1, false: 0, true: 1, no: 0, si: 1, sí: 1 }

const whiteLine = z.preprocess(
  (v) => {
    if (isBlank(v)) return 0
    if (typeof v === 'boolean') return v ? 1 : 0
    if (typeof v === 'string') return WHITE_LINE_WORDS[v.trim().toLowerCase()] ?? v
    return v
  },
  z.union([z.literal(0), z.literal(1)], { error: 'debe ser 0 o 1 (también true/false o si/no)' }),
)

/** A sku typed as a number in JSON (7790001) is still a sku. */
const textOf = (v: unknown): unknown =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v

function requiredText(max: number) {
  return z.preprocess(
    (v) => (isBlank(v) ? undefined : textOf(v)),
    z
      .string({ error: (issue) => (issue.input === undefined ? 'es obligatorio' : 'debe ser texto') })
      .max(max, `admite hasta ${max} caracteres`)
      .refine((s) => !hasControlChars(s), 'contiene caracteres de control'),
  )
}

/** category, sub_category, brand: not null in the catalogue, '' when missing. */
const label = z.preprocess(
  (v) => (isBlank(v) ? '' : textOf(v)),
  z
    .string({ error: 'debe ser texto' })
    .max(MAX_LABEL, `admite hasta ${MAX_LABEL} caracteres`)
    .refine((s) => !hasControlChars(s), 'contiene caracteres de control'),
)

/** descriptions, specifications, faq: HTML, null when missing (pages then show their "no information" text). */
const html = z.preprocess(
  (v) => (isBlank(v) ? null : v),
  z
    .string({ error: 'debe ser texto' })
    .max(MAX_HTML, `admite hasta ${MAX_HTML} caracteres`)
    .refine((s) => !s.includes('\u0000'), 'contiene caracteres inválidos')
    .nullable(),
)

// Pages put an image address straight into <img src>, so it must be absolute: an http(s) URL or
// a path on this site ('/products-images/x.jpg', files in DATA_DIR/products-images). Other
// schemes (javascript:, data:) and bare names (which would resolve against the page's URL) are refused.
function isImageAddress(value: string): boolean {
  if (/\s/.test(value) || hasControlChars(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//')
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const imageAddress = z
  .string({ error: 'debe ser texto' })
  .max(2000, 'es demasiado larga')
  .refine(isImageAddress, 'debe ser una dirección http(s) o una ruta que empiece con /')

const imageList = z.preprocess(
  (v) => {
    if (isBlank(v)) return []
    // CSV keeps the list in one cell, separated by '|'.
    if (typeof v === 'string')
      return v
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean)
    if (Array.isArray(v)) return v.map((s: unknown) => (typeof s === 'string' ? s.trim() : s)).filter((s) => s !== '')
    return v
  },
  z
    .array(imageAddress, { error: "debe ser una lista de imágenes ('|' entre direcciones en CSV)" })
    .max(50, 'admite hasta 50 imágenes'),
)

const optionalImage = z.preprocess(
  (v) => (isBlank(v) ? undefined : typeof v === 'string' ? v.trim() : v),
  imageAddress.optional(),
)

/** One row of an import file, CSV text or JSON values, to a ProductInput (HTML not yet sanitised). */
export const productRowSchema = z
  .object({
    sku: requiredText(MAX_SKU),
    name: requiredText(MAX_NAME),
    stock: wholeNumber,
    category: label,
    sub_category: label,
    brand: label,
    white_line: whiteLine,
    img_url: optionalImage,
    img_urls: imageList,
    price_list_1: money(0),
    price_list_2: money(0),
    price_list_3: money(0),
    price_list_4: money(0),
    price_list_5: money(0),
    price_list_6: money(0),
    tax_percentage: taxPercentage,
    week_views: wholeNumber,
    descriptions: html,
    specifications: html,
    faq: html,
  })
  .transform(({ img_url, img_urls, ...rest }): ProductInput => ({
    ...rest,
    img_url: img_url ?? img_urls[0] ?? '',
    img_urls,
  }))

export type ProductColumn = (typeof PRODUCT_COLUMNS)[number]

export type RowValidation =
  | {
      ok: true
      /** what the row says, with defaults for the columns it leaves out (what a new product gets) */
      product: ProductInput
      /** the columns the row carries: on an existing product only these change */
      given: ProductColumn[]
    }
  | { ok: false; reason: string }

/** The columns a row carries. A new img_urls list brings its first image as img_url unless img_url is given too. */
function givenColumns(row: object): ProductColumn[] {
  const given = PRODUCT_COLUMNS.filter((column) => Object.hasOwn(row, column))
  return given.includes('img_urls') && !given.includes('img_url')
    ? PRODUCT_COLUMNS.filter((c) => c === 'img_url' || given.includes(c))
    : given
}

/** Validates one row; the reason names every wrong field, in Spanish. */
export function validateRow(row: unknown): RowValidation {
  if (typeof row !== 'object' || row === null || Array.isArray(row))
    return { ok: false, reason: 'no es un objeto con los campos del producto' }
  const reasons: string[] = []
  const unknown = Object.keys(row).filter((key) => !KNOWN_COLUMNS.has(key))
  if (unknown.length) reasons.push(`${unknown.length > 1 ? 'campos desconocidos' : 'campo desconocido'}: ${unknown.join(', ')}`)
  const result = productRowSchema.safeParse(row)
  if (!result.success) reasons.push(...result.error.issues.map((issue) => `${fieldName(issue.path)}: ${issue.message}`))
  if (result.success && reasons.length === 0) return { ok: true, product: result.data, given: givenColumns(row) }
  return { ok: false, reason: [...new Set(reasons)].join('; ') }
}

/** 'img_urls (imagen 2)' reads better to staff than zod's 'img_urls.1'. */
function fieldName(path: readonly PropertyKey[]): string {
  const [field, index] = path
  if (typeof index === 'number') return `${String(field)} (imagen ${index + 1})`
  return field === undefined ? 'fila' : String(field)
}

/** The sku as written, for duplicate detection and the report, even when the row is invalid. */
function rawSku(row: unknown): string | null {
  if (row instanceof UnreadableRow) return row.sku
  if (typeof row !== 'object' || row === null) return null
  const sku = textOf((row as Record<string, unknown>).sku)
  return typeof sku === 'string' && sku !== '' ? sku : null
}

// ---------------------------------------------------------------------------------------------
// Reading files

const CSV_ERRORS: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'comillas sin cerrar',
  CSV_INVALID_CLOSING_QUOTE: 'una comilla de cierre está seguida de otros caracteres',
  INVALID_OPENING_QUOTE: 'comilla en medio de un campo sin comillas',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'caracteres después de una comilla de cierre',
}

/** Spreadsheets set to Spanish save with ';' (the comma is the decimal mark): use whichever the header uses. */
function detectDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/))
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length - 1] as const)
  return counts.reduce((best, current) => (current[1] > best[1] ? current : best))[0]
}

interface CsvRecord {
  record: string[]
  info: Info
}

/**
 * Reads a CSV export: a header row of spec field names, then one product per record. Row
 * numbers are file lines (the header is line 1), so staff can find a rejected row in an editor.
 */
export function parseCsv(text: string): ParsedFile {
  if (text.replace(/^\uFEFF/, '').trim() === '')
    throw new ImportFormatError('El archivo está vacío: se esperaba una fila de encabezado con los nombres de las columnas.')
  let records: CsvRecord[]
  try {
    // With info: true each record comes with where it ended; the typings do not model it.
    records = parseCsvRecords(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')),
      info: true,
      relax_column_count: true,
      // 'Ventilador 20"' typed by hand: a quote inside an unquoted cell is just a character.
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as CsvRecord[]
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? ` (cerca de la línea ${error.lines})` : ''
      throw new ImportFormatError(`CSV inválido${line}: ${CSV_ERRORS[error.code] ?? error.message}`)
    }
    throw error
  }
  const [headerRecord, ...dataRecords] = records
  if (!headerRecord) throw new ImportFormatError('El archivo está vacío: se esperaba una fila de encabezado.')
  const header = headerRecord.record.map((name) => name.trim().toLowerCase())
  checkHeader(header)

  const rows: unknown[] = []
  const rowNumbers: number[] = []
  const lineAt = lineCounter(Buffer.from(text, 'utf8'))
  for (const { record, info } of dataRecords) {
    // info.bytes is where the record ends (csv-parse's own line count counts a quoted '\r\n'
    // twice); the quoted line breaks inside the record move its start back.
    const newlines = record.reduce((n, field) => n + countNewlines(field), 0)
    rowNumbers.push(lineAt(info.bytes) - newlines)
    if (record.length !== header.length) {
      const sku = record[header.indexOf('sku')]?.trim() || null
      rows.push(new UnreadableRow(`la fila tiene ${record.length} columnas y el encabezado ${header.length}`, sku))
      continue
    }
    const row: Record<string, unknown> = {}
    header.forEach((column, i) => {
      if (!IGNORED_COLUMNS.has(column)) row[column] = record[i]
    })
    rows.push(row)
  }
  return { format: 'csv', rows, rowNumbers, rowWord: 'fila' }
}

function countNewlines(text: string): number {
  let n = 0
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++
  return n
}

/**
 * The line on which the record ending at byte `end` (after its line break, if any) ends.
 * Offsets only grow, so one pass over the file serves every record.
 */
function lineCounter(bytes: Buffer): (end: number) => number {
  const NEWLINE = 0x0a
  let scanned = 0
  let newlines = 0
  return (end) => {
    for (; scanned < end; scanned++) if (bytes[scanned] === NEWLINE) newlines++
    return bytes[end - 1] === NEWLINE ? newlines : newlines + 1
  }
}

function checkHeader(header: string[]): void {
  const unknown = header.filter((name) => !KNOWN_COLUMNS.has(name))
  if (unknown.length) {
    throw new ImportFormatError(
      `Columnas desconocidas en el encabezado: ${unknown.map((n) => `'${n}'`).join(', ')}. Las columnas válidas son: ${PRODUCT_COLUMNS.join(', ')}.`,
    )
  }
  const repeated = header.filter((name, i) => header.indexOf(name) !== i)
  if (repeated.length) throw new ImportFormatError(`Columnas repetidas en el encabezado: ${[...new Set(repeated)].join(', ')}.`)
  const missing = (['sku', 'name'] as const).filter((name) => !header.includes(name))
  if (missing.length) throw new ImportFormatError(`Faltan columnas obligatorias en el encabezado: ${missing.join(', ')}.`)
}

/** Reads a JSON export: an array of objects with the spec field names. Row numbers are array indexes. */
export function parseJson(text: string): ParsedFile {
  let value: unknown
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (error) {
    throw new ImportFormatError(`JSON inválido: ${(error as Error).message}`)
  }
  if (!Array.isArray(value))
    throw new ImportFormatError('El JSON debe ser una lista de productos: [ { "sku": …, "name": … }, … ].')
  return {
    format: 'json',
    rows: value.map((row: unknown) =>
      typeof row === 'object' && row !== null && !Array.isArray(row) ? omitIgnored(row as Record<string, unknown>) : row,
    ),
    rowNumbers: value.map((_, i) => i),
    rowWord: 'índice',
  }
}

function omitIgnored(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !IGNORED_COLUMNS.has(key)))
}

/** Picks the reader by file extension; undefined for an extension we do not read. */
export function formatOfFile(fileName: string): 'csv' | 'json' | undefined {
  const ext = fileName.toLowerCase().split('.').pop()
  return ext === 'csv' || ext === 'json' ? ext : undefined
}

export function parseFile(text: string, format: 'csv' | 'json'): ParsedFile {
  return format === 'csv' ? parseCsv(text) : parseJson(text)
}

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * A file with only sku, stock and price_list_1 updates stock and price: the columns it leaves
 * out keep their current values instead of being reset to the defaults a new product gets.
 */
function keepMissingColumns(existing: Product, input: ProductInput, given: readonly ProductColumn[]): ProductInput {
  const { id: _id, ...current } = existing
  return { ...current, ...Object.fromEntries(given.map((column) => [column, input[column]])) }
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
      const firstRowOfSku = new Map<string, number>()
      for (const [index, row] of rows.entries()) {
        // PGlite answers within the same turn of the event loop, so a long import would never
        // let a Ctrl-C handler run; a pause every few hundred rows lets it (and costs nothing).
        if (index % 200 === 199) await yieldToEventLoop()
        options.signal?.throwIfAborted()
        options.onProgress?.(index)
        const rowNumber = numberOf(index)
        const sku = rawSku(row)
        const reject = (reason: string) => report.rejected.push({ row: rowNumber, sku, reason })

        // The first row of a sku is the one that counts, even when it is itself rejected: a file
        // that says two things about one product is wrong either way, and staff should see both.
        const earlier = sku === null ? undefined : firstRowOfSku.get(sku)
        if (sku !== null && earlier === undefined) firstRowOfSku.set(sku, rowNumber)

        const validation = row instanceof UnreadableRow ? ({ ok: false, reason: row.reason } as const) : validateRow(row)
        if (!validation.ok) {
          reject(validation.reason)
          continue
        }
        if (earlier !== undefined) {
          reject(`sku repetido en el archivo, ${report.rowWord} ${earlier}`)
          continue
        }
        const { product, given } = validation
        try {
          const outcome = await tx.transaction(async (savepoint) => {
            const repo = productsRepository(savepoint)
            const input = cleanProduct(product)
            if (given.length === PRODUCT_COLUMNS.length) return repo.upsert(input)
            const [existing] = await repo.bySku(input.sku)
            return repo.upsert(existing ? keepMissingColumns(existing, input, given) : input)
          })
          report[outcome] += 1
        } catch (error) {
          reject(databaseReason(error))
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

// ---------------------------------------------------------------------------------------------
// Export

/** The whole catalogue as import reads it, in id order (the order it was loaded). */
export async function exportProducts(database: Database): Promise<ProductInput[]> {
  const products = await productsRepository(database.db).all()
  return products.map(({ id: _id, ...input }) => input)
}

export function toJson(products: readonly ProductInput[]): string {
  return `${JSON.stringify(products, null, 2)}\n`
}

export function toCsv(products: readonly ProductInput[]): string {
  const records = products.map((product) =>
    PRODUCT_COLUMNS.map((column) => {
      const value = product[column]
      // '|' separates the list in one cell; inside an address it is the same as %7C.
      if (column === 'img_urls') return (value as string[]).map((url) => url.replaceAll('|', '%7C')).join('|')
      return value === null ? '' : String(value)
    }),
  )
  return stringifyCsv(records, { header: true, columns: [...PRODUCT_COLUMNS], bom: false, record_delimiter: 'unix' })
}
