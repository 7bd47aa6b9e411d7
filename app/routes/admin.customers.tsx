/** Clientes: every customer account, newest first, searched by name, e-mail, DNI, user or phone. */
import { Link } from 'react-router'
import type { Route } from './+types/admin.customers'
import { Empty, PageHeading, Pager, SearchForm, Table, Td } from '../components/admin/admin-ui.tsx'
import { formatDateTime } from '../lib/admin-format.ts'
import { adminListLoader } from '../lib/admin-list.server.ts'

export function meta() {
  return [{ title: 'Clientes · Panel TecnoHogar' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminListLoader({ request, context }, (query) => context.services.admin.customers(query))
}

export default function Customers({ loaderData: { query, rows, total } }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Clientes" />
      <SearchForm q={query.q} label="Buscar clientes" placeholder="Nombre, correo, DNI o teléfono" />
      {rows.length === 0 ? (
        <Empty>{query.q ? 'Ningún cliente coincide con la búsqueda.' : 'Todavía no hay clientes registrados.'}</Empty>
      ) : (
        <Table caption="Clientes" cards head={['Nombre', 'Correo', 'DNI', 'Teléfono', 'Alta']}>
          {rows.map((c) => (
            <tr key={c.id}>
              <Td>
                <Link to={`/admin/customers/${c.id}`} className="font-semibold text-brand underline">
                  {c.fullname || '(sin nombre)'}
                </Link>
              </Td>
              <Td label="Correo" className="break-all">
                {c.email}
              </Td>
              <Td label="DNI">{c.dni || '—'}</Td>
              <Td label="Teléfono">{c.phone || '—'}</Td>
              <Td label="Alta" className="whitespace-nowrap">
                {formatDateTime(c.createdAt)}
              </Td>
            </tr>
          ))}
        </Table>
      )}
      <Pager page={query.page} total={total} q={query.q} />
    </>
  )
}
