/**
 * Pedidos: every order, newest first, 25 a page, filtered by state, a range of days and a search
 * (number, customer's name, e-mail, DNI or CUIT). Each number opens the order's page.
 */
import { Search } from '../components/icons.tsx'
import { Form, Link } from 'react-router'
import { ADMIN_PAGE_SIZE, MAX_SEARCH_LENGTH } from '#domain/admin/admin-forms.ts'
import { adminOrderPath } from '#domain/admin/order-links.ts'
import { MAX_ORDER_STATE_LENGTH, orderListHref, orderListQueryFrom } from '#domain/admin/order-filters.ts'
import { formatOrderNumber, formatPrice } from '#domain/format.ts'
import type { Route } from './+types/admin.orders'
import { Empty, Notice, PageHeading, Table, buttonPrimary, buttonSecondary, cell } from '../components/admin/admin-ui.tsx'
import { formatDateTime } from '../lib/admin-format.ts'
import { requireStaff } from '../lib/admin-session.ts'

export function meta() {
  return [{ title: 'Pedidos · Panel TecnoHogar' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context)
  const query = orderListQueryFrom(new URL(request.url))
  const [list, states] = await Promise.all([
    context.services.backOffice.orders(query),
    context.services.backOffice.orderStatesInUse(),
  ])
  return { query, states, ...list }
}

const input = 'block w-full rounded-md border-0 px-3 py-2 text-sm ring-1 ring-gray-300 focus:ring-2 focus:ring-brand'
const labelClass = 'mb-1 block text-sm font-semibold text-gray-700'

export default function Orders({ loaderData: { query, states, rows, total } }: Route.ComponentProps) {
  const filtered = Boolean(query.q || query.state || query.from || query.to)
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))
  const link = 'rounded-md px-3 py-2 font-semibold ring-1 ring-gray-300 bg-white text-brand hover:bg-gray-50'
  return (
    <>
      <PageHeading title="Pedidos" />
      {query.invalid ? <Notice kind="error">{query.invalid} Se muestran todos los pedidos.</Notice> : null}
      <Form
        method="get"
        role="search"
        aria-label="Filtrar pedidos"
        className="mb-4 grid grid-cols-1 gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      >
        <div>
          <label htmlFor="orders-q" className={labelClass}>
            Buscar
          </label>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="N° de pedido, nombre, correo, DNI o CUIT"
            className={input}
          />
        </div>
        <div>
          <label htmlFor="orders-state" className={labelClass}>
            Estado
          </label>
          <select id="orders-state" name="state" defaultValue={query.state} className={input}>
            <option value="">Todos</option>
            {states.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
            {query.state && !states.some((s) => s.toLowerCase() === query.state.toLowerCase()) ? (
              <option value={query.state}>{query.state.slice(0, MAX_ORDER_STATE_LENGTH)}</option>
            ) : null}
          </select>
        </div>
        <div>
          <label htmlFor="orders-from" className={labelClass}>
            Desde
          </label>
          <input id="orders-from" name="from" type="date" defaultValue={query.from} className={input} />
        </div>
        <div>
          <label htmlFor="orders-to" className={labelClass}>
            Hasta
          </label>
          <input id="orders-to" name="to" type="date" defaultValue={query.to} className={input} />
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonPrimary}>
            <Search aria-hidden className="size-4" /> Filtrar
          </button>
          {filtered ? (
            <Link to="/admin/orders" className={buttonSecondary}>
              Limpiar
            </Link>
          ) : null}
        </div>
      </Form>
      {rows.length === 0 ? (
        <Empty>{filtered ? 'Ningún pedido coincide con los filtros.' : 'Todavía no hay pedidos.'}</Empty>
      ) : (
        <Table caption="Pedidos" head={['Pedido', 'Cliente', 'Total', 'Estado', 'Factura']}>
          {rows.map((o) => (
            <tr key={o.id}>
              <td className={`${cell} whitespace-nowrap`}>
                <Link to={adminOrderPath(o.movement)} className="font-semibold text-brand underline">
                  N° {formatOrderNumber(o.movement)}
                </Link>
                <span className="block text-xs text-gray-600">{formatDateTime(o.date)}</span>
              </td>
              <td className={cell}>
                <span className="block">{o.customer || '(sin nombre)'}</span>
                <span className="block break-all text-xs text-gray-600">{o.email}</span>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatPrice(o.total)}</td>
              <td className={cell}>{o.state}</td>
              <td className={`${cell} whitespace-nowrap`}>{o.invoiceNumber ? `N° ${o.invoiceNumber}` : '—'}</td>
            </tr>
          ))}
        </Table>
      )}
      <nav aria-label="Páginas" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        {query.page > 1 ? (
          <Link className={link} to={orderListHref(query, query.page - 1)}>
            Anterior
          </Link>
        ) : null}
        <span className="text-gray-700">
          {`Página ${Math.min(query.page, pages)} de ${pages} · ${total} ${total === 1 ? 'pedido' : 'pedidos'}`}
        </span>
        {query.page < pages ? (
          <Link className={link} to={orderListHref(query, query.page + 1)}>
            Siguiente
          </Link>
        ) : null}
      </nav>
    </>
  )
}
