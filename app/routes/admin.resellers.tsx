/** Cuentas de revendedor: applications waiting for a decision first (counted in the menu), then the rest. */
import { Link } from 'react-router'
import { formatCuit } from '#domain/cuit.ts'
import { VAT_CONDITION_LABELS, resellerStateLabel } from '#domain/wholesale/reseller-accounts.ts'
import type { Route } from './+types/admin.resellers'
import { Empty, PageHeading, Pager, Table, Td } from '../components/admin/admin-ui.tsx'
import { formatDateTime } from '../lib/admin-format.ts'
import { adminListLoader } from '../lib/admin-list.server.ts'
import { useAdmin } from '../lib/admin-session.ts'

export function meta() {
  return [{ title: 'Cuentas de revendedor · Panel TecnoHogar' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminListLoader({ request, context }, (query) => context.services.wholesale.list(query))
}

export default function Resellers({ loaderData: { query, rows, total } }: Route.ComponentProps) {
  const { pendingResellers } = useAdmin()
  return (
    <>
      <PageHeading title="Cuentas de revendedor">
        <p className="text-sm text-gray-700">
          {pendingResellers === 0
            ? 'Ninguna solicitud pendiente.'
            : `${pendingResellers} ${pendingResellers === 1 ? 'solicitud pendiente' : 'solicitudes pendientes'}`}
        </p>
      </PageHeading>
      {rows.length === 0 ? (
        <Empty>Todavía no hay solicitudes de cuenta de revendedor.</Empty>
      ) : (
        <Table caption="Cuentas de revendedor" cards head={['Razón social', 'Estado', 'CUIT', 'Condición', 'Cliente', 'Pedida']}>
          {rows.map((r) => {
            const pending = r.state === 'pendiente'
            return (
              <tr key={r.id} className={pending ? 'bg-amber-50' : undefined}>
                <Td>
                  <Link
                    to={`/admin/resellers/${r.id}`}
                    className={`text-brand underline ${pending ? 'font-extrabold' : 'font-semibold'}`}
                  >
                    {r.razonSocial}
                  </Link>
                </Td>
                <Td label="Estado" className="whitespace-nowrap">
                  {pending ? (
                    <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-gray-900">Pendiente</span>
                  ) : (
                    resellerStateLabel(r.state)
                  )}
                </Td>
                <Td label="CUIT" className="whitespace-nowrap">
                  {formatCuit(r.cuit)}
                </Td>
                <Td label="Condición">{VAT_CONDITION_LABELS[r.vatCondition]}</Td>
                <Td label="Cliente" className="break-all">
                  {r.email}
                </Td>
                <Td label="Pedida" className="whitespace-nowrap">
                  {formatDateTime(r.createdAt)}
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
