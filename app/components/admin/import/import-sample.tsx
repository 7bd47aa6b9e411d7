/** "Cambios de muestra": the first products an import changes, field by field, before and after. */
import type { ImportRunView } from '#server/catalogue/import/catalogue-import-runs.ts'
import { Table, cell } from '../admin-ui.tsx'
import { show } from './import-format.ts'

export function ImportSample({ run }: { run: ImportRunView }) {
  return (
    <section aria-labelledby="import-sample" className="min-w-0">
      <h2 id="import-sample" className="mb-1 text-lg font-bold">
        Cambios de muestra
      </h2>
      <p className="mb-3 text-sm text-gray-600">
        {run.status === 'preview'
          ? `Los primeros ${run.sample.length} productos que se actualizarán, campo por campo.`
          : `Los primeros ${run.sample.length} productos que cambiaban según la vista previa, campo por campo.`}
      </p>
      <Table caption="Campos antes y después" head={['Producto', 'Campo', 'Antes', 'Después']}>
        {run.sample.flatMap((s) =>
          s.changes.map((c, i) => (
            <tr key={`${s.sku}-${c.field}`}>
              <td className={`${cell} break-words`}>
                {i === 0 ? (
                  <>
                    <span className="block text-xs text-gray-600">
                      {run.rowWord} {s.row} · {s.sku}
                    </span>
                    {s.name}
                  </>
                ) : null}
              </td>
              <td className={`${cell} font-mono text-xs`}>{c.field}</td>
              <td className={`${cell} break-all text-gray-700`}>
                <del className="decoration-red-700">{show(c.before)}</del>
              </td>
              <td className={`${cell} break-all font-semibold`}>
                <ins className="no-underline">{show(c.after)}</ins>
              </td>
            </tr>
          )),
        )}
      </Table>
    </section>
  )
}
