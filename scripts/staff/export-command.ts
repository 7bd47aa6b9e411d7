/**
 * `staff export [--format json|csv] [--out file]`: the whole catalogue in the format import
 * reads. Without --out the data goes to stdout and every message to stderr, so a redirect
 * captures the data alone.
 */
import { renameSync, writeFileSync } from 'node:fs'
import { formatOfFile, toCsv, toJson } from '#server/catalogue/import/catalogue-files.ts'
import { exportProducts } from '#server/catalogue/import/catalogue-import.ts'
import { CliError, UsageError } from './cli-error.ts'
import { productCount } from './format-report.ts'
import { parseFlags } from './parse-flags.ts'
import { withDatabase } from './with-database.ts'

export async function exportCommand(args: string[]): Promise<number> {
  const { values } = parseFlags({
    args,
    options: { format: { type: 'string' }, out: { type: 'string' } },
    allowPositionals: false,
    strict: true,
  })
  const requested = values.format?.toLowerCase()
  if (requested !== undefined && requested !== 'json' && requested !== 'csv')
    throw new UsageError(`--format debe ser json o csv (se recibió '${values.format}')`)
  // --out catalogue.csv alone means CSV.
  const format = requested ?? (values.out ? formatOfFile(values.out) : undefined) ?? 'json'

  const log = (message: string) => console.error(message)
  const products = await withDatabase(({ database }) => exportProducts(database), log)
  const text = format === 'csv' ? toCsv(products) : toJson(products)

  if (values.out) {
    // Written beside and renamed, so an interrupted export never leaves half a file behind.
    const partial = `${values.out}.partial`
    try {
      writeFileSync(partial, text)
      renameSync(partial, values.out)
    } catch (error) {
      throw new CliError(`No se pudo escribir ${values.out}: ${(error as Error).message}`)
    }
    log(`Exportación: ${productCount(products.length)} a ${values.out} (${format.toUpperCase()})`)
  } else {
    process.stdout.write(text)
    log(`Exportación: ${productCount(products.length)} (${format.toUpperCase()})`)
  }
  return 0
}
