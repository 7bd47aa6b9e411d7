/** Suscriptores del newsletter: searched by address, and downloaded as CSV (the same search). */
import { Download } from '../components/icons.tsx'
import type { Route } from './+types/admin.subscribers'
import { Empty, PageHeading, Pager, SearchForm, Table, buttonSecondary, cell } from '../components/admin/admin-ui.tsx'
import { formatDateTime } from '../lib/admin-format.ts'
import { adminListLoader } from '../lib/admin-list.server.ts'

export function meta() {
  return [{ title: 'Suscriptores · Panel TecnoHogar' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminListLoader({ request, context }, (query) => context.services.adminContacts.subscribers(query))
}

export default function Subscribers({ loaderData: { query, rows, total } }: Route.ComponentProps) {
  const csv = `/api/admin/subscribers.csv${query.q ? `?${new URLSearchParams({ q: query.q }).toString()}` : ''}`
  return (
    <>
      <PageHeading title="Suscriptores">
        <a href={csv} download className={buttonSecondary}>
          <Download aria-hidden className="size-4" /> Descargar CSV
        </a>
      </PageHeading>
      <SearchForm q={query.q} label="Buscar suscriptores" placeholder="Correo" />
      {rows.length === 0 ? (
        <Empty>{query.q ? 'Ningún suscriptor coincide con la búsqueda.' : 'Todavía no hay suscriptores.'}</Empty>
      ) : (
        <Table caption="Suscriptores del newsletter" head={['Correo', 'Alta']} narrow>
          {rows.map((s) => (
            <tr key={s.id}>
              <td className={`${cell} break-all`}>{s.email}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDateTime(s.createdAt)}</td>
            </tr>
          ))}
        </Table>
      )}
      <Pager page={query.page} total={total} q={query.q} />
    </>
  )
}
