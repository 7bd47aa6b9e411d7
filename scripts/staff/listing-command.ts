/**
 * What the commands on orders, contacts and the e-mail outbox share: aligned tables, `--json`,
 * dates in Buenos Aires time, argument checks that fail before the database opens, and the
 * services' coded errors turned into the command line's exit codes.
 */
import { buenosAiresDateTimeFormat } from '#domain/date-time.ts'
import { InvalidError, NotFoundError } from '#server/shared/errors.ts'
import { CliError, UsageError } from './cli-error.ts'

export interface Column {
  header: string
  /** numbers and money read better right-aligned */
  align?: 'left' | 'right'
}

/** What a table shows where there is nothing (an order without invoice, an enquiry without e-mail). */
export const EMPTY_CELL = '—'

/** Visible width: code points, so 'Climatización' counts 13 like it looks. */
const width = (text: string) => [...text].length

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g

/** One line of text: line breaks and tabs become spaces, so a cell never breaks the table. */
export function oneLine(value: unknown): string {
  return String(value ?? '')
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Cut to `max` visible characters, with '…' when something was cut (the full text is in --json). */
export function truncate(text: string, max: number): string {
  const chars = [...text]
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`
}

/** Columns padded to their widest cell, two spaces apart, header first; no trailing spaces. */
export function formatTable(columns: Column[], rows: string[][]): string {
  const cells = [columns.map((c) => c.header), ...rows.map((row) => row.map((cell) => oneLine(cell) || EMPTY_CELL))]
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => width(row[i] ?? ''))))
  const lines = cells.map((row) =>
    columns
      .map((column, i) => {
        const cell = row[i] ?? ''
        const pad = ' '.repeat(widths[i]! - width(cell))
        return column.align === 'right' ? pad + cell : cell + pad
      })
      .join('  ')
      .trimEnd(),
  )
  return `${lines.join('\n')}\n`
}

/** Machine output: indented JSON and a final newline, alone on stdout. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`)
}

const DATE_TIME = buenosAiresDateTimeFormat('numeric')

/** '14/03/2025 15:04', in Buenos Aires time whatever the machine's time zone. */
export function formatDateTime(date: Date | string): string {
  const parts = DATE_TIME.formatToParts(typeof date === 'string' ? new Date(date) : date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`
}

/** '1 pedido', '3 pedidos', '1.240 suscriptores' */
export function countOf(n: number, singular: string, plural: string): string {
  return `${n.toLocaleString('es-AR')} ${n === 1 ? singular : plural}`
}

/** Messages such as 'Base de datos: pglite (…)' go to stderr, so stdout carries only the listing. */
export const logToStderr = (message: string) => console.error(message)

/** The largest value of a PostgreSQL integer column (order numbers, invoice numbers, ids). */
export const MAX_INTEGER = 2_147_483_647

/** A whole number as staff type it ('42', '00000042'), 1 to MAX_INTEGER; anything else is a usage error. */
export function parsePositiveInteger(value: string, what: string): number {
  const text = value.trim()
  const n = /^\d{1,15}$/.test(text) ? Number(text) : NaN
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_INTEGER)
    throw new UsageError(`${what} inválido: '${value}' (debe ser un número entero entre 1 y ${MAX_INTEGER})`)
  return n
}

/** An order number: 42 or 00000042. */
export function parseMovementArgument(value: string): number {
  return parsePositiveInteger(value, 'Número de pedido')
}

/** --limit N: 1 to `max`, `fallback` when absent. */
export function parseLimit(value: string | undefined, fallback: number, max = 10_000): number {
  if (value === undefined) return fallback
  const n = /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : NaN
  if (!Number.isSafeInteger(n) || n < 1 || n > max)
    throw new UsageError(`--limit debe ser un número entero entre 1 y ${max.toLocaleString('es-AR')} (se recibió '${value}')`)
  return n
}

/**
 * Runs a service call and turns its coded errors into the command line's: an unknown order (or
 * anything else not found) exits 1; bad input exits `invalidExitCode` (2 when only the command's
 * arguments can be wrong, 1 when a file is involved).
 */
export async function fromServiceErrors<T>(run: () => Promise<T>, invalidExitCode: 1 | 2 = 1): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof NotFoundError) throw new CliError(error.message, 1)
    if (error instanceof InvalidError) throw new CliError(error.message, invalidExitCode)
    throw error
  }
}
