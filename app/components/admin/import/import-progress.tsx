/** How far the server got applying or undoing an import. */
import { progressPercent } from '#domain/admin/catalogue-import.ts'
import type { ImportRunView } from '#server/catalogue/import/catalogue-import-runs.ts'
import { Card } from '../admin-ui.tsx'
import { count } from './import-format.ts'

export function ImportProgress({ run }: { run: ImportRunView }) {
  const undoing = run.status === 'undoing'
  const total = undoing ? run.added + run.updated : run.totalRows
  const percent = progressPercent(run.doneRows, total)
  return (
    <Card>
      <p id="import-progress-label" className="text-sm font-semibold text-gray-900">
        {undoing ? 'Deshaciendo' : 'Aplicando'}: {count(Math.min(run.doneRows, total))} de {count(total)} filas ({percent} %)
      </p>
      <progress
        aria-labelledby="import-progress-label"
        max={100}
        value={percent}
        className="mt-2 h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand"
      />
      <p className="mt-2 text-xs text-gray-600">
        La tienda sigue atendiendo mientras tanto. Puede cerrar esta página: el trabajo sigue en el servidor.
      </p>
    </Card>
  )
}
