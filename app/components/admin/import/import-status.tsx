/** What an import is doing, announced as it changes: interrupted, the server's message, the progress, or the report once done. */
import { IMPORT_MESSAGES } from '#domain/admin/catalogue-import.ts'
import type { ImportRunView } from '#server/catalogue/import/catalogue-import-runs.ts'
import { Notice } from '../admin-ui.tsx'
import { count } from './import-format.ts'
import { ImportProgress } from './import-progress.tsx'
import { moving } from './use-import-run.ts'

export function ImportStatus({ run, finished }: { run: ImportRunView; finished: boolean }) {
  return (
    <div aria-live="polite" className="grid gap-4">
      {run.stalled ? (
        <Notice kind="error">{run.status === 'undoing' ? IMPORT_MESSAGES.undoInterrupted : IMPORT_MESSAGES.interrupted}</Notice>
      ) : null}
      {run.message ? <Notice kind={run.status === 'failed' ? 'error' : 'ok'}>{run.message}</Notice> : null}
      {moving(run) ? <ImportProgress run={run} /> : null}
      {finished && !run.message ? (
        <Notice kind="ok">
          {run.status === 'undone'
            ? 'Importación deshecha: el catálogo volvió a como estaba antes de ella.'
            : `Importación aplicada: ${count(run.added)} agregados, ${count(run.updated)} actualizados, ${count(run.unchanged)} sin cambios, ${count(run.rejectedCount)} rechazadas. La tienda ya muestra los cambios.`}
        </Notice>
      ) : null}
    </div>
  )
}
