import { FileText, X } from '../components/icons.tsx'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { ClientOrder } from '#domain/client-order.ts'
import { displayName } from '#domain/display-name.ts'
import { formatOrderNumber } from '#domain/format.ts'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import { productCount } from '#domain/plural.ts'
import { OrderTimeline } from '../components/account/order-timeline.tsx'
import { Price } from '../components/price.tsx'
import { api } from '../lib/api-client.ts'
import { showAlert } from '../lib/dialogs.ts'
import { PlanFigures } from '../components/financing/plan-figures.tsx'
import { pageTitle } from '../lib/seo.ts'
import { useSession } from '../lib/session-context.tsx'

export function meta() {
  return [{ title: pageTitle('Mis pedidos') }, { name: 'robots', content: 'noindex' }]
}

const dateFormat = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Argentina/Buenos_Aires',
})

async function openInvoice(order: ClientOrder) {
  if (!order.order_header.invoice_number) return showAlert({ icon: 'info', text: ORDER_MESSAGES.invoiceNotReady })
  // Open the tab inside the click, before awaiting, or the browser treats it as a pop-up.
  const tab = window.open('about:blank', '_blank')
  const result = await api<{ url: string }>(`/api/page/getInvoiceLink?order=${order.order_header.id}`)
  if (result.ok && result.data?.url) {
    if (tab) {
      tab.opener = null
      tab.location.href = result.data.url
    } else window.location.href = result.data.url
    return
  }
  tab?.close()
  await showAlert({ icon: 'info', text: result.message ?? ORDER_MESSAGES.invoiceNotReady })
}

function OrderDetail({ order, onClose }: { order: ClientOrder; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => dialog.current?.showModal(), [])
  const h = order.order_header
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="order-title"
      className="m-auto w-[min(95vw,720px)] rounded-xl p-0 backdrop:bg-black/50"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="order-title" className="text-xl font-extrabold">
            Pedido N° {formatOrderNumber(Number(h.movement))}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label="Cerrar"
            className="rounded p-1 text-gray-600 hover:bg-gray-100"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-gray-600">Estado</dt>
            <dd>{h.order_state}</dd>
          </div>
          <div>
            <dt className="font-semibold text-gray-600">Fecha</dt>
            <dd>{dateFormat.format(new Date(h.date))}</dd>
          </div>
          <div>
            <dt className="font-semibold text-gray-600">Entrega</dt>
            <dd>{h.address}</dd>
          </div>
          <div>
            <dt className="font-semibold text-gray-600">Forma de pago</dt>
            <dd>{h.payment}</dd>
          </div>
          {h.billing && (
            <div data-testid="order-billing">
              <dt className="font-semibold text-gray-600">Facturación</dt>
              <dd>
                {h.billing.tax_id} · {h.billing.vat_condition} · <span className="font-semibold">{h.billing.invoice}</span>
              </dd>
            </div>
          )}
        </dl>
        {order.state_history.length > 0 && (
          <section aria-labelledby="order-history-title" className="mt-4">
            <h3 id="order-history-title" className="mb-2 text-sm font-semibold text-gray-600">
              Seguimiento
            </h3>
            <OrderTimeline history={order.state_history} />
          </section>
        )}
        {h.financing && (
          <div className="mt-3 rounded-md bg-gray-50 p-3">
            <PlanFigures plan={h.financing} size="page" />
          </div>
        )}
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-xs uppercase text-gray-500">
                <th scope="col" className="py-2">
                  Producto
                </th>
                <th scope="col" className="py-2 text-right">
                  Cant.
                </th>
                <th scope="col" className="py-2 text-right">
                  Precio
                </th>
              </tr>
            </thead>
            <tbody>
              {order.order_details.map((line) => (
                <tr key={line.sku} className="border-b border-gray-100">
                  <td className="py-2">
                    <span className="block text-xs text-gray-500">{line.sku}</span>
                    {displayName(line.name)}
                  </td>
                  <td className="py-2 text-right">{line.quantity}</td>
                  <td className="py-2 text-right">
                    <Price amount={line.price} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-4 text-right text-lg font-extrabold">
          Total: <Price amount={h.total_price} />
        </p>
        <button
          type="button"
          onClick={() => void openInvoice(order)}
          className="mt-4 inline-flex items-center gap-2 rounded-md bg-brand px-4 py-2 font-bold text-white hover:bg-brand-dark"
        >
          <FileText aria-hidden className="size-4" /> Ver factura
        </button>
      </div>
    </dialog>
  )
}

export default function OrdersPage() {
  const session = useSession()
  const [orders, setOrders] = useState<ClientOrder[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [selected, setSelected] = useState<ClientOrder | null>(null)

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
      <nav aria-label="Ruta de navegación" className="text-sm">
        <Link to="/myaccount" className="text-brand underline">
          Mi cuenta
        </Link>{' '}
        / Mis pedidos
      </nav>
      <h1 className="mt-2 text-2xl font-extrabold">Mis pedidos</h1>
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
                <p className="text-sm text-gray-600">{dateFormat.format(new Date(order.order_header.date))}</p>
                <p className="mt-2 text-sm">
                  Estado: <span className="font-semibold">{order.order_header.order_state}</span>
                </p>
                {order.state_history.length > 1 && (
                  <p className="text-xs text-gray-500">
                    desde el {dateFormat.format(new Date(order.state_history[order.state_history.length - 1]!.set_at))}
                  </p>
                )}
                <p className="text-sm">{productCount(order.order_details.length)}</p>
                <p className="mt-2 text-lg font-bold">
                  <Price amount={order.order_header.total_price} />
                </p>
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
