/**
 * Pedidos: every order, newest first, 25 a page, filtered by state, payment, a range of days, a
 * tag and a search (number, customer's name, e-mail, DNI or CUIT). Each number opens the order's
 * page. Orders ticked in the list are printed (packing slips, a tab of their own) or set to a
 * state together; the whole filter downloads as CSV or a spreadsheet.
 */
import { useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { ADMIN_PAGE_SIZE } from '#domain/admin/admin-forms.ts'
import { adminOrderPath } from '#domain/admin/order-links.ts'
import { MAX_ORDER_STATE_LENGTH, orderListHref, orderListQueryFrom } from '#domain/admin/order-filters.ts'
import { ORDER_PRINT_MAX } from '#domain/admin/order-print.ts'
import { formatOrderNumber, formatPrice } from '#domain/format.ts'
import { formatInvoiceNumber } from '#domain/invoice-number.ts'
import { PAYMENT_STATES, PAYMENT_STATE_LABELS } from '#domain/payments/payment-states.ts'
import type { Route } from './+types/admin.orders'
import { Download, Printer } from '../components/icons.tsx'
import { Empty, ListPager, Notice, PageHeading, Table, Td, buttonSecondary } from '../components/admin/admin-ui.tsx'
import { FilterDate, FilterSearch, FilterSelect, ListFilterForm } from '../components/admin/list-filter-form.tsx'
import { BulkStateDialog } from '../components/admin/order/bulk-state-dialog.tsx'
import { ResellerBadge } from '../components/admin/order/reseller-badge.tsx'
import { formatDateTime } from '../lib/admin-format.ts'
import { useHydrated } from '../lib/use-hydrated.ts'
import { PaymentStateBadge } from '../components/payments/order-payment-block.tsx'
import { adminFilteredListLoader } from '../lib/admin-list.server.ts'

export function meta() {
  return [{ title: 'Pedidos · Panel TecnoHogar' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminFilteredListLoader({ request, context }, orderListQueryFrom, async (query) => {
    const [list, states, tagsInUse] = await Promise.all([
      context.services.adminOrders.list(query),
      context.services.adminOrders.statesInUse(),
      context.services.staffNotes.tagsInUse(),
    ])
    const ids = list.rows.map((r) => r.id)
    const [payments, tags] = await Promise.all([
      context.services.adminPayments.statesOf(ids),
      context.services.staffNotes.tagsOf(ids),
    ])
    return { states, tagsInUse, ...list, paymentStates: Object.fromEntries(payments), tags: Object.fromEntries(tags) }
  })
}

export default function Orders({
  loaderData: { query, states, tagsInUse, rows, total, paymentStates, tags },
}: Route.ComponentProps) {
  const filtered = Boolean(query.q || query.state || query.from || query.to || query.pago || query.etiqueta)
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [changing, setChanging] = useState(false)
  const [notice, setNotice] = useState<{ text: string; ok: boolean; failures: { movement: string; message: string }[] } | null>(
    null,
  )
  const onPage = rows.map((o) => o.movement)
  const allTicked = onPage.length > 0 && onPage.every((m) => selected.has(m))
  const toggle = (movement: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(movement)
      else next.delete(movement)
      return next
    })
  const filterQuery = orderListHref(query, 1)
  const exportHref = (format: 'csv' | 'xlsx') =>
    `/api/admin/orders/export${filterQuery}${filterQuery === '?' ? '' : '&'}format=${format}`

  return (
    <>
      <PageHeading title="Pedidos" />
      {query.invalid ? <Notice kind="error">{query.invalid} Se muestran todos los pedidos.</Notice> : null}
      {notice && (
        <Notice kind={notice.ok ? 'ok' : 'error'}>
          {notice.text}
          {notice.failures.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {notice.failures.map((f) => (
                <li key={f.movement}>
                  N° {f.movement}: {f.message}
                </li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      <ListFilterForm
        label="Filtrar pedidos"
        columns="lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
        clearTo="/admin/orders"
        showClear={filtered}
        search={<FilterSearch id="orders-q" defaultValue={query.q} placeholder="N° de pedido, nombre, correo, DNI o CUIT" />}
        active={[query.state, query.pago, query.etiqueta, query.from, query.to].filter(Boolean).length}
        open={Boolean(query.invalid)}
      >
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
        <FilterSelect
          id="orders-tag"
          name="etiqueta"
          label="Etiqueta"
          defaultValue={query.etiqueta}
          anyLabel="Todas"
          values={tagsInUse}
        >
          {query.etiqueta && !tagsInUse.includes(query.etiqueta) ? (
            <option value={query.etiqueta}>{query.etiqueta}</option>
          ) : null}
        </FilterSelect>
        <FilterDate id="orders-from" name="from" label="Desde" defaultValue={query.from} />
        <FilterDate id="orders-to" name="to" label="Hasta" defaultValue={query.to} />
      </ListFilterForm>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <form id="orders-selection" action="/admin/orders/print" method="get" target="_blank" className="contents">
          <span className="text-sm text-gray-700" aria-live="polite">
            {selected.size === 0
              ? 'Marque pedidos para imprimirlos o cambiarles el estado.'
              : `${selected.size} ${selected.size === 1 ? 'pedido seleccionado' : 'pedidos seleccionados'}`}
          </span>
          {[...selected].map((m) => (onPage.includes(m) ? null : <input key={m} type="hidden" name="n" value={m} />))}
          <button
            type="submit"
            className={buttonSecondary}
            disabled={hydrated && (selected.size === 0 || selected.size > ORDER_PRINT_MAX)}
          >
            <Printer aria-hidden className="size-4" /> Imprimir
          </button>
        </form>
        <button
          type="button"
          className={buttonSecondary}
          disabled={!hydrated || selected.size === 0}
          onClick={() => setChanging(true)}
        >
          Cambiar estado
        </button>
        <span className="ms-auto flex flex-wrap gap-2">
          <a href={exportHref('csv')} download className={buttonSecondary}>
            <Download aria-hidden className="size-4" /> Exportar CSV
          </a>
          <a href={exportHref('xlsx')} download className={buttonSecondary}>
            <Download aria-hidden className="size-4" /> Exportar planilla
          </a>
        </span>
      </div>
      <BulkStateDialog
        open={changing}
        movements={[...selected]}
        states={states}
        onClose={() => setChanging(false)}
        onDone={(text, failures) => {
          setChanging(false)
          setNotice({ text, ok: failures.length === 0, failures })
          setSelected(new Set())
          void revalidator.revalidate()
        }}
      />
      {rows.length === 0 ? (
        <Empty>{filtered ? 'Ningún pedido coincide con los filtros.' : 'Todavía no hay pedidos.'}</Empty>
      ) : (
        <Table
          caption="Pedidos"
          cards
          head={[
            // On a phone the cards have no header row: the box says what it ticks.
            <label key="all" className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                aria-label="Seleccionar todos los pedidos de esta página"
                className="size-4"
                checked={allTicked}
                onChange={(event) => {
                  const on = event.currentTarget.checked
                  setSelected((current) => {
                    const next = new Set(current)
                    for (const m of onPage) {
                      if (on) next.add(m)
                      else next.delete(m)
                    }
                    return next
                  })
                }}
              />
              <span className="text-sm font-semibold normal-case tracking-normal md:hidden">Seleccionar todos</span>
            </label>,
            'Pedido',
            'Cliente',
            'Total',
            'Entrega',
            'Forma de pago',
            'Estado',
            'Pago',
            'Factura',
          ]}
        >
          {rows.map((o) => (
            <tr key={o.id}>
              <Td beside>
                <input
                  type="checkbox"
                  form="orders-selection"
                  name="n"
                  value={o.movement}
                  aria-label={`Seleccionar el pedido N° ${formatOrderNumber(o.movement)}`}
                  className="size-4 max-md:mt-1.5"
                  checked={selected.has(o.movement)}
                  onChange={(event) => toggle(o.movement, event.currentTarget.checked)}
                />
              </Td>
              <Td className="whitespace-nowrap">
                <Link to={adminOrderPath(o.movement)} className="font-semibold text-brand underline">
                  N° {formatOrderNumber(o.movement)}
                </Link>
                {o.reseller && <ResellerBadge className="ms-2 align-middle" />}
                <span className="block text-xs text-gray-600">{formatDateTime(o.date)}</span>
              </Td>
              <Td label="Cliente">
                <span className="min-w-0">
                  <span className="block">{o.customer || '(sin nombre)'}</span>
                  <span className="block break-all text-xs text-gray-600">{o.email}</span>
                </span>
              </Td>
              <Td label="Total" className="whitespace-nowrap max-md:font-semibold">
                {formatPrice(o.total)}
              </Td>
              <Td label="Entrega">{o.pickup ? 'Retira en el local' : `Envío · CP ${o.postalCode || '—'}`}</Td>
              <Td label="Forma de pago">{o.payment || `Lista ${o.paymentList}`}</Td>
              <Td label="Estado">
                <span>
                  {o.state}
                  {(tags[o.id] ?? []).length > 0 && (
                    <span className="mt-1 flex flex-wrap gap-1">
                      {(tags[o.id] ?? []).map((tag) => (
                        <span key={tag} className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
                          {tag}
                        </span>
                      ))}
                    </span>
                  )}
                </span>
              </Td>
              <Td label="Pago">
                <span>
                  <PaymentStateBadge state={paymentStates[o.id] ?? 'sin_pagar'} />
                </span>
              </Td>
              <Td label="Factura" className="whitespace-nowrap">
                {o.invoiceNumber ? `N° ${formatInvoiceNumber(o.invoicePointOfSale, o.invoiceNumber)}` : '—'}
              </Td>
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
