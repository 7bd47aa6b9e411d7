/** An import's title with its status, and the file it read: name, format, rows, who uploaded it and when it was applied or undone. */
import { Link } from 'react-router'
import { importStatusLabel } from '#domain/admin/catalogue-import.ts'
import type { ImportRunView } from '#server/catalogue/import/catalogue-import-runs.ts'
import { formatDateTime } from '../../../lib/admin-format.ts'
import { PageHeading } from '../admin-ui.tsx'
import { count } from './import-format.ts'

export function ImportHeading({ run }: { run: ImportRunView }) {
  return (
    <>
      <nav aria-label="Ruta de navegación" className="mb-2 text-sm">
        <Link to="/admin/import" className="text-brand underline">
          Importar catálogo
        </Link>{' '}
        / N° {run.id}
      </nav>
      <PageHeading title={`Importación N° ${run.id}`}>
        <p className="text-sm text-gray-700">
          Estado:{' '}
          <span data-testid="import-status" className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900">
            {importStatusLabel(run)}
          </span>
        </p>
      </PageHeading>
      <p className="mb-4 break-words text-sm text-gray-700">
        <span className="font-semibold">{run.fileName}</span> ({run.format.toUpperCase()}
        {run.encoding === 'windows-1252' ? ', leído como Latin-1/Windows-1252' : ''}) · {count(run.readRows)} filas · subido por{' '}
        {run.actor} el {formatDateTime(run.createdAt)}
        {run.appliedAt ? ` · aplicado el ${formatDateTime(run.appliedAt)}` : ''}
        {run.undoneAt ? ` · deshecho el ${formatDateTime(run.undoneAt)}` : ''}
      </p>
    </>
  )
}
