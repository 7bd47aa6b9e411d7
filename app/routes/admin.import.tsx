/** Importar catálogo: upload a CSV or JSON file for a preview, and the recent imports with their state. */
import { Link } from 'react-router'
import { importStatusLabel } from '#domain/admin/catalogue-import.ts'
import type { Route } from './+types/admin.import'
import { Card, Empty, PageHeading, Table, cell } from '../components/admin/admin-ui.tsx'
import { CatalogueUploadForm } from '../components/admin/catalogue-upload-form.tsx'
import { formatDateTime } from '../lib/admin-format.ts'
import { requireStaff } from '../lib/admin-session.ts'

export function meta() {
  return [{ title: 'Importar catálogo · Panel TecnoHogar' }]
}

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context)
  return { runs: await context.services.catalogueImports.recent() }
}

const count = (n: number) => n.toLocaleString('es-AR')

export default function ImportCatalogue({ loaderData: { runs } }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Importar catálogo" />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <Card className="content-start">
          <h2 className="mb-3 text-lg font-bold">Subir un archivo</h2>
          <CatalogueUploadForm />
          <h3 className="mt-6 text-sm font-bold text-gray-900">El archivo</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
            <li>
              Las columnas de la exportación (<code>sku</code> y <code>name</code> obligatorias). Un archivo con solo{' '}
              <code>sku,stock,price_list_1</code> cambia stock y precio y deja el resto como está.
            </li>
            <li>CSV separado por comas, o por punto y coma como lo guarda Excel en castellano; decimales con punto o coma.</li>
            <li>UTF-8 (con o sin BOM) o Latin-1/Windows-1252 de un sistema viejo: se reconoce solo.</li>
            <li>Cada fila se revisa por separado: las que tienen errores se informan con su motivo y no se importan.</li>
          </ul>
        </Card>
        <section aria-labelledby="recent-imports" className="min-w-0">
          <h2 id="recent-imports" className="mb-3 text-lg font-bold">
            Importaciones recientes
          </h2>
          {runs.length === 0 ? (
            <Empty>Todavía no se importó ningún archivo.</Empty>
          ) : (
            <Table caption="Importaciones recientes" head={['Archivo', 'Estado', 'Filas']}>
              {runs.map((run) => (
                <tr key={run.id}>
                  <td className={`${cell} break-all`}>
                    <Link to={`/admin/import/${run.id}`} className="font-semibold text-brand underline">
                      {run.fileName}
                    </Link>
                    <span className="block text-xs text-gray-600">
                      N° {run.id} · {formatDateTime(run.createdAt)} · {run.actor}
                    </span>
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{importStatusLabel(run)}</td>
                  <td className={`${cell} text-xs text-gray-700`}>
                    {count(run.readRows)} leídas · {count(run.added)} nuevas · {count(run.updated)} actualizadas ·{' '}
                    {count(run.rejectedCount)} rechazadas
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </section>
      </div>
    </>
  )
}
