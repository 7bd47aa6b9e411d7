/** Demanda sin stock: products without stock and how many people wait for each ('Avisame cuando ingrese'), sortable, linked to the product's form. */
import { Link } from 'react-router'
import { stripEan } from '#domain/ean.ts'
import { adminProductPath } from '#domain/admin/product-admin.ts'
import { DEMAND_COLUMNS, demandPageSize, demandQueryFrom, demandSortHref } from '#domain/admin/stock-demand.ts'
import type { Route } from './+types/admin.demand'
import { Empty, ListPager, PageHeading, Table, cell } from '../components/admin/admin-ui.tsx'
import { formatDateTime } from '../lib/admin-format.ts'
import { requireStaff } from '../lib/admin-session.ts'

export function meta() {
  return [{ title: 'Demanda sin stock · Panel TecnoHogar' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context)
  const query = demandQueryFrom(new URL(request.url))
  const { rows, total } = await context.services.stockAlerts.demand({
    sort: query.sort,
    limit: demandPageSize,
    offset: (query.page - 1) * demandPageSize,
  })
  return { query, rows, total }
}

export default function StockDemand({ loaderData: { query, rows, total } }: Route.ComponentProps) {
  const pages = Math.max(1, Math.ceil(total / demandPageSize))
  return (
    <>
      <PageHeading title="Demanda sin stock" />
      <p className="mb-4 text-sm text-gray-600">
        Productos sin stock con personas que pidieron «Avisame cuando ingrese» y lo confirmaron. Al cargar stock, les llega un
        correo, a los pedidos más antiguos primero y uno por unidad.
      </p>
      {rows.length === 0 ? (
        <Empty>Nadie espera productos sin stock.</Empty>
      ) : (
        <>
          <nav aria-label="Ordenar" className="mb-3 flex flex-wrap gap-2 text-sm">
            <span className="py-1 text-gray-600">Ordenar por:</span>
            {DEMAND_COLUMNS.map((column) => {
              const active = query.sort.startsWith(`${column.key}_`)
              const arrow = active ? (query.sort.endsWith('_asc') ? ' ↑' : ' ↓') : ''
              return (
                <Link
                  key={column.key}
                  to={demandSortHref(query.sort, column)}
                  aria-current={active ? 'true' : undefined}
                  className={`rounded-md px-3 py-1 font-semibold ring-1 ${active ? 'bg-brand text-white ring-brand' : 'bg-white text-brand ring-gray-300'}`}
                >
                  {column.label}
                  {arrow}
                </Link>
              )
            })}
          </nav>
          <Table caption="Demanda sin stock" head={['Producto', 'SKU', 'Esperando', 'Sin confirmar', 'Pedido más antiguo']}>
            {rows.map((row) => (
              <tr key={row.productId}>
                <td className={cell}>
                  <Link to={adminProductPath(row.productId)} className="font-semibold text-brand underline">
                    {stripEan(row.name)}
                  </Link>
                </td>
                <td className={`${cell} whitespace-nowrap`}>{row.sku}</td>
                <td className={`${cell} text-right text-lg font-extrabold`}>{row.waiting}</td>
                <td className={`${cell} text-right`}>{row.pending}</td>
                <td className={`${cell} whitespace-nowrap`}>{formatDateTime(row.oldestAt)}</td>
              </tr>
            ))}
          </Table>
          <ListPager page={query.page} pages={pages} href={(page) => `/admin/demand?sort=${query.sort}&page=${page}`}>
            {`Página ${query.page} de ${pages} · ${total} productos`}
          </ListPager>
        </>
      )}
    </>
  )
}
