/** An import's four figures: added, updated, unchanged and rejected rows (to be, in the preview). */
import type { ImportRunView } from '#server/catalogue/import/catalogue-import-runs.ts'
import { count } from './import-format.ts'

export function ImportFigures({ run }: { run: ImportRunView }) {
  const preview = run.status === 'preview'
  const items: [string, number, string][] = [
    [preview ? 'Se agregarán' : 'Agregados', run.added, 'text-green-800'],
    [preview ? 'Se actualizarán' : 'Actualizados', run.updated, 'text-blue-800'],
    ['Sin cambios', run.unchanged, 'text-gray-800'],
    ['Rechazadas', run.rejectedCount, 'text-red-800'],
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-figures">
      {items.map(([label, value, color]) => (
        <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{label}</dt>
          <dd className={`mt-1 text-2xl font-extrabold ${color}`}>{count(value)}</dd>
        </div>
      ))}
    </dl>
  )
}
