/** Exportar catálogo: the whole catalogue as CSV or JSON, the same files as `npm run staff -- export`. */
import { Download } from '../components/icons.tsx'
import { Card, PageHeading, buttonPrimary, buttonSecondary } from '../components/admin/admin-ui.tsx'
import { staffOnlyLoader } from '../lib/admin-session.ts'

export function meta() {
  return [{ title: 'Exportar catálogo · Panel TecnoHogar' }]
}

export const loader = staffOnlyLoader

export default function ExportCatalogue() {
  return (
    <>
      <PageHeading title="Exportar catálogo" />
      <Card className="max-w-2xl">
        <p className="text-sm text-gray-700">
          Descarga todos los productos con todas sus columnas, en el mismo formato que lee «Importar catálogo»: se puede editar en
          una planilla y volver a importar.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href="/api/admin/catalogue/export?format=csv" download className={buttonPrimary}>
            <Download aria-hidden className="size-4" /> Descargar CSV
          </a>
          <a href="/api/admin/catalogue/export?format=json" download className={buttonSecondary}>
            <Download aria-hidden className="size-4" /> Descargar JSON
          </a>
        </div>
        <p className="mt-4 text-xs text-gray-600">
          CSV en UTF-8 separado por comas, con punto decimal; las imágenes de un producto van en una celda separadas por «|». Cada
          descarga queda en el Registro de cambios.
        </p>
      </Card>
    </>
  )
}
