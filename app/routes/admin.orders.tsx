/**
 * Pedidos: every order, newest first, 25 a page, filtered by state, a range of days and a search
 * (number, customer's name, e-mail, DNI or CUIT). Each number opens the order's page.
 */
import { Link } from 'react-router'
import { ADMIN_PAGE_SIZE } from '#domain/admin/admin-forms.ts'
import { adminOrderPath } from '#domain/admin/order-links.ts'
import { MAX_ORDER_STATE_LENGTH, orderListHref, orderListQueryFrom } from '#domain/admin/order-filters.ts'
import { formatOrderNumber, formatPrice } from '#domain/format.ts'
import { formatInvoiceNumber } from '#domain/invoice-number.ts'
import { PAYMENT_STATES, PAYMENT_STATE_LABELS } from '#domain/payments/payment-states.ts'
import type { Route } from './+types/admin.orders'
import { Empty, ListPager, Notice, PageHeading, Table, cell } from '../components/admin/admin-ui.tsx'
import { FilterDate, FilterSearch, FilterSelect, ListFilterForm } from '../components/admin/list-filter-form.tsx'
import { formatDateTime } from '../lib/admin-format.ts'
import { PaymentStateBadge } from '../components/payments/order-payment-block.tsx'
import { adminFilteredListLoader } from '../lib/admin-list.server.ts'

export function meta() {
  return [{ title: 'Pedidos · Panel TecnoHogar' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminFilteredListLoader({ request, context }, orderListQueryFrom, async (query) => {
    const [list, states] = await Promise.all([
      context.services.adminOrders.list(query),
      context.services.adminOrders.statesInUse(),
    ])
    const payments = await context.services.adminPayments.statesOf(list.rows.map((r) => r.id))
    return { states, ...list, paymentStates: Object.fromEntries(payments) }
  })
}

export default function Orders({ loaderData: { query, states, rows, total, paymentStates } }: Route.ComponentProps) {
  const filtered = Boolean(query.q || query.state || query.from || query.to || query.pago)
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))
  return (
    <>
      <PageHeading title="Pedidos" />
      {query.invalid ? <Notice kind="error">{query.invalid} Se muestran todos los pedidos.</Notice> : null}
      <ListFilterForm
        label="Filtrar pedidos"
        columns="lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
        clearTo="/admin/orders"
        showClear={filtered}
      >
        <FilterSearch id="orders-q" defaultValue={query.q} placeholder="N° de pedido, nombre, correo, DNI o CUIT" />
        <FilterSelect id="orders-state" name="state" label="Estado" defaultValue={query.state} anyLabel="Todos" values={states}>
          {query.state && !states.some((s) => s.toLowerCase() === query.state.toLowerCase()) ? (
            <option value={query.state}>{query.state.slice(0, MAX_ORDER_STATE_LENGTH)}</option>
          ) : null}
        </FilterSelect>
        <FilterSelect
          id="orders-payment"
          name="pago"
          label="Pago"
          defaultValue={query.pago}
          anyLabel="Todos"
          values={PAYMENT_STATES}
          labels={PAYMENT_STATE_LABELS}
        />
        <FilterDate id="orders-from" name="from" label="Desde" defaultValue={query.from} />
        <FilterDate id="orders-to" name="to" label="Hasta" defaultValue={query.to} />
      </ListFilterForm>
      {rows.length === 0 ? (
        <Empty>{filtered ? 'Ningún pedido coincide con los filtros.' : 'Todavía no hay pedidos.'}</Empty>
      ) : (
        <Table caption="Pedidos" head={['Pedido', 'Cliente', 'Total', 'Entrega', 'Forma de pago', 'Estado', 'Pago', 'Factura']}>
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
              <td className={cell}>{o.pickup ? 'Retira en el local' : `Envío · CP ${o.postalCode || '—'}`}</td>
              <td className={cell}>{o.payment || `Lista ${o.paymentList}`}</td>
              <td className={cell}>{o.state}</td>
              <td className={cell}>
                <PaymentStateBadge state={paymentStates[o.id] ?? 'sin_pagar'} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>{o.invoiceNumber ? `N° ${formatInvoiceNumber(o.invoicePointOfSale, o.invoiceNumber)}` : '—'}</td>
            </tr>
          ))}
        </Table>
      )}
      <ListPager page={query.page} pages={pages} href={(page) => orderListHref(query, page)}>
        {`Página ${Math.min(query.page, pages)} de ${pages} · ${total} ${total === 1 ? 'pedido' : 'pedidos'}`}
      </ListPager>
    </>
  )
}
