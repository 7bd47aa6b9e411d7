/**
 * The staff's catalogue files: reading a CSV or JSON file into rows (without judging them:
 * catalogue-row-validation.ts does), and writing the catalogue back out in the same shapes, so
 * an export can be edited in a spreadsheet and imported again.
 */
import { finished } from 'node:stream/promises'
import { setImmediate } from 'node:timers/promises'
import { parse as parseCsvStream } from 'csv-parse'
import { parse as parseCsvRecords, CsvError, type Info } from 'csv-parse/sync'
import { stringify as stringifyCsv } from 'csv-stringify/sync'
import { csvCellValue, csvSafeCell } from '#domain/admin/csv-cells.ts'
import type { ProductInput } from '#domain/product.ts'
import { IGNORED_COLUMNS, KNOWN_COLUMNS, PRODUCT_COLUMNS } from './catalogue-columns.ts'

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

/** csv-parse's options for a file whose header is `text`'s first line. */
function csvOptions(text: string) {
  return {
    bom: true,
    delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')),
    info: true,
    relax_column_count: true,
    // 'Ventilador 20"' typed by hand: a quote inside an unquoted cell is just a character.
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
  } as const
}

function checkNotEmpty(text: string): void {
  if (text.replace(/^\uFEFF/, '').trim() === '')
    throw new ImportFormatError('El archivo está vacío: se esperaba una fila de encabezado con los nombres de las columnas.')
}

function csvFormatError(error: unknown): unknown {
  if (!(error instanceof CsvError)) return error
  const line = typeof error.lines === 'number' ? ` (cerca de la línea ${error.lines})` : ''
  return new ImportFormatError(`CSV inválido${line}: ${CSV_ERRORS[error.code] ?? error.message}`)
}

/**
 * Reads a CSV export: a header row of the API's field names, then one product per record. Row
 * numbers are file lines (the header is line 1), so staff can find a rejected row in an editor.
 */
export function parseCsv(text: string): ParsedFile {
  checkNotEmpty(text)
  let records: CsvRecord[]
  try {
    // With info: true each record comes with where it ended; the typings do not model it.
    records = parseCsvRecords(text, csvOptions(text)) as unknown as CsvRecord[]
  } catch (error) {
    throw csvFormatError(error)
  }
  return csvRows(text, records)
}

/** How much of the text the parser reads before letting other requests in. */
const CSV_SLICE_CHARS = 64 * 1024

/**
 * parseCsv for the back office's preview: the same rows, read a slice at a time with a turn of
 * the event loop between slices, so a 100,000-row file does not hold shoppers' requests for the
 * seconds its parsing takes.
 */
export async function parseCsvInSlices(text: string, sliceChars = CSV_SLICE_CHARS): Promise<ParsedFile> {
  checkNotEmpty(text)
  const records: CsvRecord[] = []
  const parser = parseCsvStream(csvOptions(text))
  parser.on('data', (record: CsvRecord) => records.push(record))
  const done = finished(parser)
  for (let at = 0; at < text.length && !parser.destroyed;) {
    let end = Math.min(at + sliceChars, text.length)
    // A slice never ends between the two halves of a surrogate pair (an emoji, say).
    if (end < text.length && /[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end++
    parser.write(text.slice(at, end))
    at = end
    await setImmediate()
  }
  parser.end()
  try {
    await done
  } catch (error) {
    throw csvFormatError(error)
  }
  return csvRows(text, records)
}

/** The file's header checked, and its records as rows with their file line numbers. */
function csvRows(text: string, records: CsvRecord[]): ParsedFile {
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
      // A cell the export defused ('=…) reads back as it was written, so files round-trip.
      if (!IGNORED_COLUMNS.has(column)) row[column] = csvCellValue(record[i] ?? '')
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
    // A file of garbage has thousands of "columns" of any length: name a few, shortened.
    const shown = unknown.slice(0, 8).map((n) => `'${n.length > 40 ? `${n.slice(0, 40)}…` : n}'`)
    const more = unknown.length > shown.length ? ` y ${unknown.length - shown.length} más` : ''
    throw new ImportFormatError(
      `Columnas desconocidas en el encabezado: ${shown.join(', ')}${more}. Las columnas válidas son: ${PRODUCT_COLUMNS.join(', ')}.`,
    )
  }
  const repeated = header.filter((name, i) => header.indexOf(name) !== i)
  if (repeated.length) throw new ImportFormatError(`Columnas repetidas en el encabezado: ${[...new Set(repeated)].join(', ')}.`)
  const missing = (['sku', 'name'] as const).filter((name) => !header.includes(name))
  if (missing.length) throw new ImportFormatError(`Faltan columnas obligatorias en el encabezado: ${missing.join(', ')}.`)
}

/** Reads a JSON export: an array of objects with the API's field names. Row numbers are array indexes. */
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

/** parseFile for the back office's preview: a CSV read in slices (parseCsvInSlices). */
export function parseFileInSlices(text: string, format: 'csv' | 'json'): Promise<ParsedFile> {
  return format === 'csv' ? parseCsvInSlices(text) : Promise.resolve(parseJson(text))
}

export function toJson(products: readonly ProductInput[]): string {
  return `${JSON.stringify(products, null, 2)}\n`
}

export function toCsv(products: readonly ProductInput[]): string {
  const records = products.map((product) =>
    PRODUCT_COLUMNS.map((column) => {
      const value = product[column]
      // '|' separates the list in one cell; inside an address it is the same as %7C.
      if (column === 'img_urls') return csvSafeCell((value as string[]).map((url) => url.replaceAll('|', '%7C')).join('|'))
      return value === null || value === undefined ? '' : csvSafeCell(String(value))
    }),
  )
  return stringifyCsv(records, { header: true, columns: [...PRODUCT_COLUMNS], bom: false, record_delimiter: 'unix' })
}
