/**
 * Orders on paper (/admin/orders/print?n=12&n=13, opened from Pedidos in a tab of its own): each
 * order on a sheet — the seller, the customer and how they are invoiced, delivery or pick-up,
 * payment, the lines with a box to tick as each is packed, and a space for the customer's
 * signature. Outside the back office's shell, so nothing but the sheets prints; the screen's
 * only extras (Imprimir, Volver) are hidden from the printer.
 */
import { data, Link } from 'react-router'
import { identity as store } from '#config/store-identity.ts'
import { printSelectionOf } from '#domain/admin/order-print.ts'
import { displayName } from '#domain/display-name.ts'
import { formatPrice } from '#domain/format.ts'
import { PAYMENT_STATE_LABELS } from '#domain/payments/payment-states.ts'
import { PAYMENT_OPTIONS } from '#domain/prices.ts'
import { shippingLine, shippingRows } from '#domain/shipping/shipping-rows.ts'
import type { Route } from './+types/admin-print.orders'
import { Printer } from '../components/icons.tsx'
import { Notice, buttonPrimary, buttonSecondary } from '../components/admin/admin-ui.tsx'
import { formatDateTime } from '../lib/admin-format.ts'
import { requireStaff } from '../lib/admin-session.ts'

export function meta({ data: loaded }: Route.MetaArgs) {
  const count = loaded && 'orders' in loaded ? loaded.orders.length : 0
  return [{ title: count === 1 ? `Pedido N° ${loaded!.orders[0]!.movement} · Imprimir` : 'Pedidos · Imprimir' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context)
  const selection = printSelectionOf(new URL(request.url))
  if (!selection.ok) throw data({ message: selection.message }, { status: 400 })
  const found = await Promise.all(
    selection.movements.map((movement) => context.services.adminOrders.order(movement).catch(() => null)),
  )
  const orders = found.filter((order) => order !== null)
  const missing = selection.movements.filter((_, i) => found[i] === null)
  if (orders.length === 0) throw data({ message: 'Ninguno de esos pedidos existe.' }, { status: 404 })
  const payments = await context.services.adminPayments.statesOf(orders.map((o) => o.id))
  return { orders, missing, paymentStates: Object.fromEntries(payments), printedAt: new Date().toISOString() }
}

type PrintedOrder = Route.ComponentProps['loaderData']['orders'][number]

const PLACES = { branches: store.branches, hours: store.hours.pickup }

function Block({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section className="break-inside-avoid">
      <h2 className="border-b border-gray-400 pb-0.5 text-xs font-bold uppercase tracking-wide text-gray-700">{title}</h2>
      <dl className="mt-1 grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-2 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-gray-600">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  )
}

function OrderSheet({ order, paymentState, printedAt }: { order: PrintedOrder; paymentState: string; printedAt: string }) {
  const payment = PAYMENT_OPTIONS.find((p) => p.list === order.payment_list)
  const shipping = order.shipping
  const delivery: [string, string][] = shipping
    ? [
        ['Modalidad', `${shippingLine(shipping).label} · ${shippingLine(shipping).amount}`],
        ...shippingRows(shipping, PLACES).map(([label, value]): [string, string] => [label, value]),
      ]
    : [['Modalidad', order.delivery.pickup ? 'Retira en el local' : `Envío a domicilio · CP ${order.delivery.postalCode}`]]
  if (!order.delivery.pickup) delivery.push(['Dirección', order.address])
  return (
    <article
      aria-label={`Pedido N° ${order.movement}`}
      className="mx-auto mb-8 max-w-[48rem] bg-white p-4 text-gray-900 sm:p-6 shadow-sm ring-1 ring-gray-200 print:mb-0 print:max-w-none print:p-0 print:shadow-none print:ring-0 [&:not(:last-child)]:break-after-page"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-gray-900 pb-3">
        <div>
          <p className="text-xl font-bold">{store.legalName}</p>
          <p className="text-sm">CUIT {store.cuit}</p>
          <p className="text-sm">{store.branches.caballito.address}</p>
          <p className="text-sm">
            {store.phones.main.display} · {store.emails.sales}
          </p>
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-bold">Pedido N° {order.movement}</h1>
          <p className="text-sm">{formatDateTime(order.date)}</p>
          <p className="text-sm">Estado: {order.order_state}</p>
          <p className="text-xs text-gray-600">Documento no válido como factura</p>
        </div>
      </header>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 print:grid-cols-2">
        <Block
          title="Cliente"
          rows={[
            ['Nombre', order.customer],
            ['Correo', order.email],
            ['Teléfono', order.contact.phone],
            ['Domicilio', [order.contact.address, order.contact.location, order.contact.postalCode].filter(Boolean).join(', ')],
          ]}
        />
        <Block
          title="Facturación"
          rows={[
            ['Identificación', order.billing.tax_id],
            ['Condición IVA', order.billing.vat_condition],
            ['Comprobante', order.billing.invoice],
            ['Factura N°', order.invoice_label ?? 'Pendiente'],
          ]}
        />
        <Block title="Entrega" rows={delivery} />
        <Block
          title="Pago"
          rows={[
            ['Forma de pago', order.payment || payment?.label || `Lista ${order.payment_list}`],
            ['Lista de precios', String(order.payment_list)],
            ['Estado del pago', PAYMENT_STATE_LABELS[paymentState as keyof typeof PAYMENT_STATE_LABELS] ?? paymentState],
          ]}
        />
      </div>
      <table className="mt-5 w-full border-collapse text-xs sm:text-sm print:text-sm">
        <caption className="sr-only">Productos del pedido N° {order.movement}</caption>
        <thead>
          <tr className="border-b-2 border-gray-900 text-left text-xs uppercase tracking-wide">
            <th scope="col" className="w-7 py-1 pr-2">
              <span className="sr-only">Preparado</span>✓
            </th>
            <th scope="col" className="py-1 pr-2">
              Producto y SKU
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              Cant.
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              Precio
            </th>
            <th scope="col" className="py-1 text-right">
              Subtotal
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <tr key={`${line.sku}-${i}`} className="break-inside-avoid border-b border-gray-300 align-top">
              <td className="py-1.5 pr-2">
                <span aria-hidden className="inline-block size-4 border border-gray-900" />
              </td>
              <td className="py-1.5 pr-2">
                {displayName(line.name)}
                <span className="block break-all font-mono text-xs text-gray-700">{line.sku}</span>
              </td>
              <td className="py-1.5 pr-2 text-right">{line.quantity}</td>
              <td className="whitespace-nowrap py-1.5 pr-2 text-right">{formatPrice(line.price)}</td>
              <td className="whitespace-nowrap py-1.5 text-right">{formatPrice(line.price * line.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {shipping?.kind === 'delivery' && (
            <tr>
              <td colSpan={4} className="pt-2 text-right">
                Envío
              </td>
              <td className="whitespace-nowrap pt-2 text-right">
                {shipping.price === 0 ? 'Gratis' : formatPrice(shipping.price)}
              </td>
            </tr>
          )}
          <tr className="text-base font-bold">
            <td colSpan={4} className="pt-1 text-right">
              Total
            </td>
            <td className="whitespace-nowrap pt-1 text-right">{formatPrice(order.total_price)}</td>
          </tr>
        </tfoot>
      </table>
      <section
        aria-label="Conformidad"
        className="mt-10 grid break-inside-avoid grid-cols-1 gap-8 sm:grid-cols-3 print:grid-cols-3"
      >
        {['Firma', 'Aclaración', 'DNI y fecha'].map((label) => (
          <div key={label} className="border-t border-gray-900 pt-1 text-center text-xs text-gray-700">
            {label}
          </div>
        ))}
      </section>
      <p className="mt-3 text-xs text-gray-600">
        Recibí conforme los productos detallados. Impreso el {formatDateTime(printedAt)}.
      </p>
    </article>
  )
}

export default function PrintOrders({ loaderData: { orders, missing, paymentStates, printedAt } }: Route.ComponentProps) {
  return (
    <main className="min-h-screen bg-gray-100 px-3 py-4 print:bg-white print:p-0">
      <div className="mx-auto mb-4 flex max-w-[48rem] flex-wrap items-center gap-2 print:hidden">
        <button type="button" className={buttonPrimary} onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" /> Imprimir {orders.length === 1 ? 'el pedido' : `${orders.length} pedidos`}
        </button>
        <Link to="/admin/orders" className={buttonSecondary}>
          Volver a Pedidos
        </Link>
        <p className="w-full text-sm text-gray-700">
          Cada pedido sale en una hoja, con su lista de preparación y espacio para la firma.
        </p>
      </div>
      {missing.length > 0 && (
        <div className="mx-auto mb-4 max-w-[48rem] print:hidden">
          <Notice kind="error">
            {missing.length === 1 ? 'No existe el pedido' : 'No existen los pedidos'} N°{' '}
            {missing.map((m) => String(m).padStart(8, '0')).join(', ')}.
          </Notice>
        </div>
      )}
      {orders.map((order) => (
        <OrderSheet key={order.id} order={order} paymentState={paymentStates[order.id] ?? 'sin_pagar'} printedAt={printedAt} />
      ))}
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    error && typeof error === 'object' && 'data' in error && typeof (error.data as { message?: unknown })?.message === 'string'
      ? (error.data as { message: string }).message
      : 'No se pudo preparar la impresión.'
  return (
    <main className="mx-auto max-w-xl p-6">
      <Notice kind="error">{message}</Notice>
      <Link to="/admin/orders" className={`${buttonSecondary} mt-4`}>
        Volver a Pedidos
      </Link>
    </main>
  )
}
