/** `staff import <file.csv|file.json> [--dry-run]`: reads the file, imports it, prints the report. */
import path from 'node:path'
import { formatOfFile, ImportFormatError, parseFile, type ParsedFile } from '#server/catalogue/import/catalogue-files.ts'
import { importProducts } from '#server/catalogue/import/catalogue-import.ts'
import { CliError, UsageError } from './cli-error.ts'
import { formatImportReport } from './format-report.ts'
import { parseFlags } from './parse-flags.ts'
import { readTextFile } from './read-text-file.ts'
import { withDatabase } from './with-database.ts'

export async function importCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseFlags({
    args,
    options: { 'dry-run': { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  })
  const [file, ...extra] = positionals
  if (!file) throw new UsageError('Falta el archivo: npm run staff -- import <archivo.csv|archivo.json> [--dry-run]')
  if (extra.length) throw new UsageError(`Se importa un archivo por vez (sobra: ${extra.join(' ')})`)
  const format = formatOfFile(file)
  if (!format) throw new UsageError(`No se reconoce el tipo de ${path.basename(file)}: el nombre debe terminar en .csv o .json`)

  // The file is read and parsed before the database opens: a typo in a column name should not
  // wait for (or lock) the database.
  const { text, encoding } = readTextFile(file)
  let parsed: ParsedFile
  try {
    parsed = parseFile(text, format)
  } catch (error) {
    if (error instanceof ImportFormatError) throw new CliError(`${path.basename(file)}: ${error.message}`)
    throw error
  }

  const log = (message: string) => console.log(message)
  console.log(
    `Importando ${file} (${format.toUpperCase()}${encoding === 'utf-8' ? '' : ', leído como Windows-1252'})${values['dry-run'] ? ' — simulación' : ''}`,
  )
  const report = await withDatabase(
    ({ database, signal }) =>
      importProducts(database, parsed.rows, {
        dryRun: values['dry-run'],
        rowNumbers: parsed.rowNumbers,
        rowWord: parsed.rowWord,
        signal,
        onProgress: progressPrinter(parsed.rows.length),
      }),
    log,
  )
  process.stdout.write(formatImportReport(report))
  return 0
}

/** A big file takes minutes: say how far it got every few seconds (on stderr, outside the report). */
function progressPrinter(total: number): (done: number) => void {
  let last = performance.now()
  return (done) => {
    const now = performance.now()
    if (now - last < 3000) return
    last = now
    console.error(`  … ${done.toLocaleString('es-AR')} de ${total.toLocaleString('es-AR')} filas`)
  }
}
