/**
 * The plain list commands (enquiries, subscribers, list-staff): `--json` is their only option;
 * they read their rows from the database and print them as JSON, or as an aligned table with a
 * line that counts them.
 */
import { formatTable, logToStderr, printJson, type Column } from './listing-command.ts'
import { parseFlags } from './parse-flags.ts'
import { withDatabase, type CommandContext } from './with-database.ts'

export interface RowsListing<Row> {
  /** the rows as --json prints them */
  read: (context: CommandContext) => Promise<Row[]>
  /** the rows through a store that holds the embedded database (with-database.ts), when the command can */
  runningStore?: (dataDir: string) => Promise<Row[] | undefined>
  /** the line printed instead of an empty table */
  none: string
  columns: Column[]
  cells: (row: Row) => string[]
  /** the line under the table, e.g. '3 suscriptores al newsletter.' */
  total: (rows: Row[]) => string
}

export async function listRowsCommand<Row>(args: string[], listing: RowsListing<Row>): Promise<number> {
  const { values } = parseFlags({
    args,
    options: { json: { type: 'boolean', default: false } },
    allowPositionals: false,
    strict: true,
  })
  const rows = await withDatabase(listing.read, logToStderr, listing.runningStore)

  if (values.json) {
    printJson(rows)
    return 0
  }
  if (rows.length === 0) {
    console.log(listing.none)
    return 0
  }
  process.stdout.write(formatTable(listing.columns, rows.map(listing.cells)))
  console.log(`\n${listing.total(rows)}`)
  return 0
}
