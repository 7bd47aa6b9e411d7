/** Consultas de revendedores: newest first; unseen ones stand out and are counted in the menu. */
import { Link } from 'react-router'
import { enquiryStateLabel } from '#domain/admin/enquiry-states.ts'
import type { Route } from './+types/admin.enquiries'
import { Empty, PageHeading, Pager, Table, Td } from '../components/admin/admin-ui.tsx'
import { formatDateTime } from '../lib/admin-format.ts'
import { adminListLoader } from '../lib/admin-list.server.ts'
import { useAdmin } from '../lib/admin-session.ts'

export function meta() {
  return [{ title: 'Consultas de revendedores · Panel TecnoHogar' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminListLoader({ request, context }, (query) => context.services.adminContacts.enquiries(query))
}

export default function Enquiries({ loaderData: { query, rows, total } }: Route.ComponentProps) {
  const { unseenEnquiries } = useAdmin()
  return (
    <>
      <PageHeading title="Consultas de revendedores">
        <p className="text-sm text-gray-700">{unseenEnquiries === 0 ? 'Todas leídas.' : `${unseenEnquiries} sin leer`}</p>
      </PageHeading>
      {rows.length === 0 ? (
        <Empty>Todavía no llegaron consultas.</Empty>
      ) : (
        <Table
          caption="Consultas de revendedores"
          cards
          head={['', 'Nombre', 'Estado', 'Fecha', 'Correo', 'Teléfono', 'Comentario']}
        >
          {rows.map((e) => {
            const unseen = e.view === 0
            return (
              <tr key={e.id} className={unseen ? 'bg-amber-50' : undefined}>
                <Td beside>
                  {unseen ? (
                    <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-gray-900">Sin leer</span>
                  ) : (
                    <span className="sr-only">Leída</span>
                  )}
                </Td>
                <Td>
                  <Link
                    to={`/admin/enquiries/${e.id}`}
                    className={`text-brand underline ${unseen ? 'font-extrabold' : 'font-semibold'}`}
                  >
                    {e.fullname}
                  </Link>
                </Td>
                <Td label="Estado" className="whitespace-nowrap">
                  {enquiryStateLabel(e.state)}
                </Td>
                <Td label="Fecha" className="whitespace-nowrap">
                  {formatDateTime(e.createdAt)}
                </Td>
                <Td label="Correo" className="break-all">
                  {e.email || '—'}
                </Td>
                <Td label="Teléfono">{e.phone}</Td>
                <Td label="Comentario" className="md:max-w-xs">
                  <span className="block min-w-0 truncate">{e.comentary || '—'}</span>
                </Td>
              </tr>
            )
          })}
        </Table>
      )}
      <Pager page={query.page} total={total} />
    </>
  )
}
