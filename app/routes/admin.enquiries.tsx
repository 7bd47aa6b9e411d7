/** Consultas de revendedores: newest first; unseen ones stand out and are counted in the menu. */
import { Link } from 'react-router'
import { enquiryStateLabel } from '#domain/admin/enquiry-states.ts'
import type { Route } from './+types/admin.enquiries'
import { Empty, PageHeading, Pager, Table, cell } from '../components/admin/admin-ui.tsx'
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
        <Table caption="Consultas de revendedores" head={['', 'Nombre', 'Estado', 'Fecha', 'Correo', 'Teléfono', 'Comentario']}>
          {rows.map((e) => {
            const unseen = e.view === 0
            return (
              <tr key={e.id} className={unseen ? 'bg-amber-50' : undefined}>
                <td className={cell}>
                  {unseen ? (
                    <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-gray-900">Sin leer</span>
                  ) : (
                    <span className="sr-only">Leída</span>
                  )}
                </td>
                <td className={cell}>
                  <Link
                    to={`/admin/enquiries/${e.id}`}
                    className={`text-brand underline ${unseen ? 'font-extrabold' : 'font-semibold'}`}
                  >
                    {e.fullname}
                  </Link>
                </td>
                <td className={`${cell} whitespace-nowrap`}>{enquiryStateLabel(e.state)}</td>
                <td className={`${cell} whitespace-nowrap`}>{formatDateTime(e.createdAt)}</td>
                <td className={`${cell} break-all`}>{e.email || '—'}</td>
                <td className={cell}>{e.phone}</td>
                <td className={`${cell} max-w-xs truncate`}>{e.comentary || '—'}</td>
              </tr>
            )
          })}
        </Table>
      )}
      <Pager page={query.page} total={total} />
    </>
  )
}
