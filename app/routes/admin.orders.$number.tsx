/**
 * An order's page: its state, the customer and how they are invoiced, the lines, the delivery,
 * the payment list and total (with the plan's financing figures when paid in instalments), and
 * the invoice. Addressed by the order's number, as customers and e-mails name it.
 */
import { useState } from 'react'
import { Link, data, useRevalidator } from 'react-router'
import { formatPrice } from '#domain/format.ts'
import { PAYMENT_OPTIONS } from '#domain/prices.ts'
import { keepAmountsWhole, onAccountRow, resellerRow, vatApartRows } from '#domain/wholesale/order-wholesale-rows.ts'
import type { Route } from './+types/admin.orders.$number'
import { Card, Notice, PageHeading } from '../components/admin/admin-ui.tsx'
import { CustomerContact } from '../components/admin/customer-contact.tsx'
import { Facts } from '../components/admin/facts.tsx'
import { OrderHistory } from '../components/admin/order/order-history.tsx'
import { OrderLinesTable } from '../components/admin/order/order-lines-table.tsx'
import { OrderInvoiceForm } from '../components/admin/order-invoice-form.tsx'
import { OrderStaffEmailButton } from '../components/admin/order-staff-email-button.tsx'
import { OrderStateForm } from '../components/admin/order-state-form.tsx'
import { OrderTagsForm } from '../components/admin/order/order-tags-form.tsx'
import { ResellerBadge } from '../components/admin/order/reseller-badge.tsx'
import { StaffNotesCard } from '../components/admin/staff-notes-card.tsx'
import { OrderPaymentsCard } from '../components/admin/payments/order-payments-card.tsx'
import { PlanFigures } from '../components/financing/plan-figures.tsx'
import { ShippingFacts } from '../components/shipping/shipping-facts.tsx'
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
  const [payments, notes, tags, tagsInUse] = await Promise.all([
    context.services.adminPayments.forOrder(number).catch(() => null),
    context.services.staffNotes.orderNotes(order.id),
    context.services.staffNotes.tagsOf([order.id]),
    context.services.staffNotes.tagsInUse(),
  ])
  return { ...order, states, payments, notes, tags: tags.get(order.id) ?? [], tagsInUse }
}

type LoadedOrder = Route.ComponentProps['loaderData']
type FactRows = [string, React.ReactNode][]

const customerFacts = (o: LoadedOrder): FactRows => [
  [
    'Nombre',
    <Link key="c" to={`/admin/customers/${o.user_id}`} className="text-brand underline">
      {o.customer || '(sin nombre)'}
    </Link>,
  ],
  ['Correo', <span className="break-all">{o.email}</span>],
  ['Teléfono', <CustomerContact phone={o.contact.phone} name={o.customer} movement={o.movementNumber} />],
  ['Dirección', [o.contact.address, o.contact.location, o.contact.postalCode].filter(Boolean).join(', ')],
]

const billingFacts = (o: LoadedOrder): FactRows => [
  ...(o.wholesale ? [resellerRow(o.wholesale)] : []),
  ['Identificación', o.billing.tax_id],
  ['Condición IVA', o.billing.vat_condition],
  ['Comprobante', <span className="font-semibold">{o.billing.invoice}</span>],
  [
    'Factura',
    o.invoice_label ? (
      <span className="flex flex-wrap items-center gap-x-3">
        <span>{`N° ${o.invoice_label}`}</span>
        {o.hasInvoiceFile && (
          <a
            href={`/api/admin/orders/${o.movementNumber}/invoice.pdf`}
            target="_blank"
            rel="noopener"
            aria-label={`Ver el PDF de la factura N° ${o.invoice_label}`}
            className="font-semibold text-brand underline"
          >
            Ver PDF
          </a>
        )}
      </span>
    ) : (
      'Todavía no se adjuntó la factura.'
    ),
  ],
]

/** A reseller's order: Subtotal sin IVA and IVA before the total, the cuenta corriente's balance after it. */
function totalFacts(o: LoadedOrder): FactRows {
  const total: FactRows = [['Total', <span className="font-bold">{formatPrice(o.total_price)}</span>]]
  if (!o.wholesale) return total
  const balance = onAccountRow(o.wholesale)
  // Subtotal sin IVA and IVA; the total is the bold row every order has
  return [
    ...vatApartRows(o.wholesale, o.total_price).slice(0, 2),
    ...total,
    ...(balance ? [[balance[0], keepAmountsWhole(balance[1])] satisfies [string, string]] : []),
  ]
}

function deliveryFacts(o: LoadedOrder): FactRows {
  const payment = PAYMENT_OPTIONS.find((p) => p.list === o.payment_list)
  return [
    ['Fecha del pedido', formatDateTime(o.date)],
    ['Entrega', o.delivery.pickup ? 'Retira en el local' : o.address],
    ['Forma de pago', o.payment || payment?.label || `Lista ${o.payment_list}`],
    ['Lista de precios', `${o.payment_list}${payment ? ` · ${payment.label}` : ''}`],
    ...totalFacts(o),
  ]
}

export default function Order({ loaderData: o }: Route.ComponentProps) {
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
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          {o.wholesale && <ResellerBadge className="text-sm" />}
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
            <OrderTagsForm key={o.tags.join(',')} movement={o.movement} tags={o.tags} tagsInUse={o.tagsInUse} onSaved={saved} />
          </Card>
          <Card>
            <StaffNotesCard
              key={o.notes.length}
              id="order-note"
              notes={o.notes}
              action={`/api/admin/orders/${o.movementNumber}/notes`}
              onSaved={saved}
            />
          </Card>
          <Card>
            <h2 className="text-lg font-bold">Cliente</h2>
            <Facts columns="grid-cols-[8.5rem_minmax(0,1fr)]" rows={customerFacts(o)} />
          </Card>
          <Card>
            <h2 className="text-lg font-bold">Facturación</h2>
            <Facts columns="grid-cols-[8.5rem_minmax(0,1fr)]" rows={billingFacts(o)} />
            <OrderInvoiceForm key={o.invoice_label ?? ''} movement={o.movement} current={o.invoice_label} onSaved={saved} />
          </Card>
          <Card>
            <h2 className="text-lg font-bold">Entrega y pago</h2>
            <Facts columns="grid-cols-[8.5rem_minmax(0,1fr)]" rows={deliveryFacts(o)} />
            <ShippingFacts shipping={o.shipping} />
            {o.financing ? (
              <div className="mt-3 rounded-md bg-gray-50 p-3">
                <PlanFigures plan={o.financing} size="page" />
              </div>
            ) : null}
          </Card>
          {o.payments && (
            <Card>
              <h2 className="text-lg font-bold">Pagos</h2>
              <OrderPaymentsCard payments={o.payments} onSaved={saved} />
            </Card>
          )}
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
          <OrderLinesTable lines={o.lines} total={o.total_price} />
          <OrderHistory history={o.history} state={o.order_state} />
        </section>
      </div>
    </>
  )
}
