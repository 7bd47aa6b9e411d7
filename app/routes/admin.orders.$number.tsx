/**
 * An order's page: its state, the customer and how they are invoiced, the lines, the delivery,
 * the payment list and total (with the plan's financing figures when paid in instalments), and
 * the invoice. Addressed by the order's number, as customers and e-mails name it.
 */
import { useState } from 'react'
import { Link, data, useRevalidator } from 'react-router'
import { displayName } from '#domain/display-name.ts'
import { formatPrice } from '#domain/format.ts'
import { PAYMENT_OPTIONS } from '#domain/prices.ts'
import type { Route } from './+types/admin.orders.$number'
import { Card, Notice, PageHeading, Table, cell } from '../components/admin/admin-ui.tsx'
import { OrderInvoiceForm } from '../components/admin/order-invoice-form.tsx'
import { OrderStaffEmailButton } from '../components/admin/order-staff-email-button.tsx'
import { OrderStateForm } from '../components/admin/order-state-form.tsx'
import { PlanFigures } from '../components/financing/plan-figures.tsx'
import { formatDateTime } from '../lib/admin-format.ts'
import { requireStaff } from '../lib/admin-session.ts'

export function meta({ data: order }: Route.MetaArgs) {
  return [{ title: order ? `Pedido N° ${order.movement} · Panel TecnoHogar` : 'Pedido · Panel TecnoHogar' }]
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context)
  const number = /^\d{1,9}$/.test(params.number) ? Number(params.number) : 0
  if (number < 1) throw data(null, { status: 404 })
  const [order, states] = await Promise.all([
    context.services.adminOrders.order(number).catch(() => null),
    context.services.adminOrders.statesInUse(),
  ])
  if (!order) throw data(null, { status: 404 })
  return { ...order, states }
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="mt-3 divide-y divide-gray-100 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-2 py-2">
          <dt className="font-semibold text-gray-600">{label}</dt>
          <dd className="break-words">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  )
}

export default function Order({ loaderData: o }: Route.ComponentProps) {
  const payment = PAYMENT_OPTIONS.find((p) => p.list === o.payment_list)
  const revalidator = useRevalidator()
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)
  const saved = (text: string, ok: boolean) => {
    setNotice({ text, ok })
    if (ok) void revalidator.revalidate()
  }
  return (
    <>
      <nav aria-label="Ruta de navegación" className="mb-2 text-sm">
        <Link to="/admin/orders" className="text-brand underline">
          Pedidos
        </Link>{' '}
        / N° {o.movement}
      </nav>
      <PageHeading title={`Pedido N° ${o.movement}`}>
        <p className="text-sm text-gray-700">
          Estado actual:{' '}
          <span data-testid="order-state" className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900">
            {o.order_state}
          </span>
        </p>
      </PageHeading>
      {notice && <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <Card>
            <h2 className="text-lg font-bold">Estado</h2>
            <p className="mt-1 text-sm text-gray-700">
              Actual: <span className="font-semibold">{o.order_state}</span>
            </p>
            <OrderStateForm key={o.history.length} movement={o.movement} states={o.states} onSaved={saved} />
          </Card>
          <Card>
            <h2 className="text-lg font-bold">Cliente</h2>
            <Facts
              rows={[
                [
                  'Nombre',
                  <Link key="c" to={`/admin/customers/${o.user_id}`} className="text-brand underline">
                    {o.customer || '(sin nombre)'}
                  </Link>,
                ],
                ['Correo', <span className="break-all">{o.email}</span>],
                ['Teléfono', o.contact.phone],
                ['Dirección', [o.contact.address, o.contact.location, o.contact.postalCode].filter(Boolean).join(', ')],
              ]}
            />
          </Card>
          <Card>
            <h2 className="text-lg font-bold">Facturación</h2>
            <Facts
              rows={[
                ['Identificación', o.billing.tax_id],
                ['Condición IVA', o.billing.vat_condition],
                ['Comprobante', <span className="font-semibold">{o.billing.invoice}</span>],
                ['Factura', o.invoice_number ? `N° ${o.invoice_number}` : 'Todavía no se adjuntó la factura.'],
              ]}
            />
            <OrderInvoiceForm key={o.invoice_number ?? 0} movement={o.movement} current={o.invoice_number} onSaved={saved} />
          </Card>
          <Card>
            <h2 className="text-lg font-bold">Entrega y pago</h2>
            <Facts
              rows={[
                ['Fecha del pedido', formatDateTime(o.date)],
                ['Entrega', o.delivery.pickup ? 'Retira en el local' : o.address],
                ['Forma de pago', o.payment || payment?.label || `Lista ${o.payment_list}`],
                ['Lista de precios', `${o.payment_list}${payment ? ` · ${payment.label}` : ''}`],
                ['Total', <span className="font-bold">{formatPrice(o.total_price)}</span>],
              ]}
            />
            {o.financing ? (
              <div className="mt-3 rounded-md bg-gray-50 p-3">
                <PlanFigures plan={o.financing} size="page" />
              </div>
            ) : null}
          </Card>
          <Card>
            <h2 className="text-lg font-bold">Correo al personal</h2>
            <p className="mt-1 text-sm text-gray-700">
              El detalle del pedido, tal como se envió al hacerlo, a las direcciones de pedidos de la tienda.
            </p>
            <OrderStaffEmailButton movement={o.movement} onSaved={saved} />
          </Card>
        </div>
        <section aria-labelledby="order-lines" className="min-w-0">
          <h2 id="order-lines" className="mb-3 text-lg font-bold">
            Productos ({o.lines.length})
          </h2>
          <Table narrow caption="Productos del pedido" head={['Producto', 'Subtotal']}>
            {o.lines.map((line, i) => (
              <tr key={`${line.sku}-${i}`}>
                <td className={cell}>
                  <span className="block text-xs text-gray-600">{line.sku}</span>
                  {displayName(line.name)}
                  <span className="block text-xs text-gray-600">
                    {line.quantity} × {formatPrice(line.price)}
                  </span>
                </td>
                <td className={`${cell} whitespace-nowrap text-right`}>{formatPrice(line.price * line.quantity)}</td>
              </tr>
            ))}
            <tr>
              <td className={`${cell} font-bold`}>Total</td>
              <td className={`${cell} whitespace-nowrap text-right font-bold`}>{formatPrice(o.total_price)}</td>
            </tr>
          </Table>
          <h2 id="order-history" className="mb-3 mt-6 text-lg font-bold">
            Historial de estados
          </h2>
          {o.history.length === 0 ? (
            <p className="rounded-md bg-white px-4 py-4 text-sm text-gray-600 ring-1 ring-gray-200">
              Sin cambios de estado todavía: el pedido está en «{o.order_state}» desde que se hizo.
            </p>
          ) : (
            <ol aria-labelledby="order-history" className="grid gap-3" data-testid="order-history">
              {[...o.history].reverse().map((h) => (
                <li key={h.id} className="rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-gray-200">
                  <p className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold text-gray-900">{h.state}</span>
                    <span className="text-xs text-gray-600">{formatDateTime(h.setAt)}</span>
                  </p>
                  <p className="mt-1 break-words text-xs text-gray-600">
                    Por {h.actor}
                    {h.notified ? ' · se avisó al cliente por correo' : ''}
                  </p>
                  {h.note ? <p className="mt-2 whitespace-pre-wrap break-words text-gray-800">{h.note}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  )
}
