/** "Filas rechazadas": the rows an import leaves out, each with its reason. */
import type { ImportRunView } from '#server/catalogue/import/catalogue-import-runs.ts'
import { Table, cell } from '../admin-ui.tsx'
import { count } from './import-format.ts'

export function ImportRejected({ run }: { run: ImportRunView }) {
  return (
    <section aria-labelledby="import-rejected" className="min-w-0">
      <h2 id="import-rejected" className="mb-1 text-lg font-bold">
        Filas rechazadas ({count(run.rejectedCount)})
      </h2>
      <p className="mb-3 text-sm text-gray-600">
        No se importan; el resto sí. Corríjalas en el archivo y vuelva a importarlo (las filas ya importadas quedarán «sin
        cambios»).
        {run.rejectedCount > run.rejected.length ? ` Se muestran las primeras ${count(run.rejected.length)}.` : ''}
      </p>
      <Table caption="Motivo de cada fila rechazada" head={[run.rowWord === 'fila' ? 'Fila' : 'Índice', 'SKU', 'Motivo']}>
        {run.rejected.map((r) => (
          <tr key={`${r.row}-${r.reason}`}>
            <td className={`${cell} whitespace-nowrap`}>{r.row}</td>
            <td className={`${cell} break-all`}>{r.sku ?? '—'}</td>
            <td className={`${cell} break-words text-red-800`}>{r.reason}</td>
          </tr>
        ))}
      </Table>
    </section>
  )
}
