import { useEffect, useState } from 'react'
import { AccountPageHeading } from '../components/account/account-page-heading.tsx'
import type { ClientOrder } from '#domain/client-order.ts'
import { formatDateTime } from '#domain/date-time.ts'
import { OrderDetail } from '../components/account/order-detail.tsx'
import { OrderPaymentBlock } from '../components/payments/order-payment-block.tsx'
import { useOrderPayments } from '../components/payments/use-order-payments.ts'
import { formatOrderNumber } from '#domain/format.ts'
import { productCount } from '#domain/plural.ts'
import { Price } from '../components/price.tsx'
import { keepAmountsWhole, onAccountRow, vatApartRows } from '#domain/wholesale/order-wholesale-rows.ts'
import type { OrderWholesale } from '#domain/wholesale/wholesale-prices.ts'
import { api } from '../lib/api-client.ts'
import { pageTitle } from '../lib/seo.ts'
import { useSession } from '../lib/session-context.tsx'

export function meta() {
  return [{ title: pageTitle('Mis pedidos') }, { name: 'robots', content: 'noindex' }]
}

/** A reseller's order under its total: Subtotal sin IVA and IVA, and the cuenta corriente's balance. */
function WholesaleFigures({ wholesale, total }: { wholesale: OrderWholesale; total: number }) {
  const balance = onAccountRow(wholesale)
  return (
    <div data-testid="order-vat-apart" className="mt-1 text-sm text-gray-700">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3">
        {vatApartRows(wholesale, total)
          .slice(0, 2)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="text-right font-semibold">{value}</dd>
            </div>
          ))}
      </dl>
      {balance && (
        <p className="mt-1">
          <span className="font-semibold">{balance[0]}:</span> {keepAmountsWhole(balance[1])}
        </p>
      )}
    </div>
  )
}

export default function OrdersPage() {
  const session = useSession()
  const [orders, setOrders] = useState<ClientOrder[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [selected, setSelected] = useState<ClientOrder | null>(null)
  const payments = useOrderPayments(session.email)

  useEffect(() => {
    if (!session.email) return
    void api<ClientOrder[]>(`/api/page/getClientOrders?t=${Date.now()}&email=${encodeURIComponent(session.email)}`).then(
      (result) => {
        if (result.ok && result.data) setOrders(result.data)
        else setFailed(true)
      },
    )
  }, [session.email])

  return (
    <main className="mx-auto max-w-5xl px-3 py-8">
      <AccountPageHeading title="Mis pedidos" />
      {failed ? (
        <p role="alert" className="mt-6 text-red-700">
          No pudimos cargar tus pedidos. Intentá nuevamente más tarde.
        </p>
      ) : orders === null ? (
        <p role="status" className="mt-6 text-gray-500">
          Cargando pedidos…
        </p>
      ) : orders.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-6 text-center text-gray-700 ring-1 ring-gray-200">
          No tienes pedidos realizados.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {orders.map((order) => (
            <li key={order.order_header.id}>
              <article className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
                <h2 className="font-extrabold">Pedido N° {formatOrderNumber(Number(order.order_header.movement))}</h2>
                <p className="text-sm text-gray-600">{formatDateTime(order.order_header.date, 'short')}</p>
                <p className="mt-2 text-sm">
                  Estado: <span className="font-semibold">{order.order_header.order_state}</span>
                </p>
                {order.state_history.length > 1 && (
                  <p className="text-xs text-gray-500">
                    desde el {formatDateTime(order.state_history[order.state_history.length - 1]!.set_at, 'short')}
                  </p>
                )}
                <p className="text-sm">{productCount(order.order_details.length)}</p>
                <p className="mt-2 text-lg font-bold">
                  <Price amount={order.order_header.total_price} />
                </p>
                {order.order_header.wholesale && (
                  <WholesaleFigures wholesale={order.order_header.wholesale} total={order.order_header.total_price} />
                )}
                {payments && <OrderPaymentBlock payment={payments.get(order.order_header.id)} />}
                <button
                  type="button"
                  onClick={() => setSelected(order)}
                  className="mt-auto pt-3 text-left text-sm font-bold text-brand hover:underline"
                >
                  Ver detalle
                </button>
              </article>
            </li>
          ))}
        </ul>
      )}
      {selected && <OrderDetail order={selected} onClose={() => setSelected(null)} />}
    </main>
  )
}
