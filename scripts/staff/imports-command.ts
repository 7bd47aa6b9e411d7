/**
 * `staff imports`: the back office's recent catalogue imports with their state; `imports resume
 * <id>` continues an interrupted import or finishes an interrupted undo, `imports undo <id>`
 * undoes an import, through the same service as the page (audited as the command line), and
 * waits for the end. On the embedded database the store is stopped (the command holds DATA_DIR),
 * so every run left applying or undoing is interrupted; on PostgreSQL, one whose instance has not
 * reported for a minute.
 */
import { importStatusLabel } from '#domain/admin/catalogue-import.ts'
import { COMMAND_LINE_ACTOR } from '#server/admin/audit-repository.ts'
import { catalogueImportService, type ImportRunView } from '#server/catalogue/import/catalogue-import-runs.ts'
import { ConflictError } from '#server/shared/errors.ts'
import { CliError, UsageError } from './cli-error.ts'
import { formatDateTime, formatTable, fromServiceErrors, parsePositiveInteger, type Column } from './listing-command.ts'
import { withDatabase } from './with-database.ts'

const COLUMNS: Column[] = [
  { header: 'N°', align: 'right' },
  { header: 'Fecha' },
  { header: 'Estado' },
  { header: 'Archivo' },
  { header: 'Filas', align: 'right' },
]

const SHAPE = 'npm run staff -- imports [resume <n°> | undo <n°>]'

function report(run: ImportRunView): string {
  const figures = `${run.added} agregados, ${run.updated} actualizados, ${run.rejectedCount} rechazadas`
  return `Importación N° ${run.id} (${run.fileName}): ${importStatusLabel(run)} — ${figures}.${run.message ? `\n${run.message}` : ''}`
}

export async function importsCommand(args: string[]): Promise<number> {
  const [action, idText, ...extra] = args
  if (extra.length || (action !== undefined && !['resume', 'undo'].includes(action)) || (action && !idText))
    throw new UsageError(`Uso: ${SHAPE}`)
  const id = idText === undefined ? undefined : parsePositiveInteger(idText, 'el número de importación')

  const log = (message: string) => console.error(message)
  return withDatabase(async ({ database }) => {
    const imports = catalogueImportService(database, {
      log: (message, error) => log(`${message}: ${(error as Error).message}`),
      ...(database.kind === 'pglite' ? { staleBefore: () => new Date() } : {}),
    })
    if (id === undefined) {
      const runs = await imports.recent(20)
      const rows = runs.map((r) => [
        String(r.id),
        formatDateTime(r.createdAt),
        importStatusLabel(r),
        r.fileName,
        String(r.readRows),
      ])
      console.log(formatTable(COLUMNS, rows))
      return 0
    }
    const run = await fromServiceErrors(() => imports.run(id))
    try {
      if (action === 'undo') await imports.undo(COMMAND_LINE_ACTOR, id)
      else if (run.stalled && run.status === 'applying') await imports.apply(COMMAND_LINE_ACTOR, id)
      else if (run.stalled && run.status === 'undoing') await imports.undo(COMMAND_LINE_ACTOR, id)
      else
        throw new CliError(`La importación N° ${id} no está interrumpida (${importStatusLabel(run)}): no hay nada que retomar.`)
    } catch (error) {
      if (error instanceof ConflictError) throw new CliError(error.message)
      throw error
    }
    console.log(action === 'undo' ? 'Deshaciendo…' : 'Retomando…')
    await imports.idle()
    const end = await imports.run(id)
    console.log(report(end))
    return end.status === 'applied' || end.status === 'undone' ? 0 : 1
  }, log)
}
