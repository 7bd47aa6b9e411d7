import { FileText, X } from '../icons.tsx'
import { useEffect, useRef } from 'react'
import type { ClientOrder } from '#domain/client-order.ts'
import { formatDateTime } from '#domain/date-time.ts'
import { displayName } from '#domain/display-name.ts'
import { formatOrderNumber } from '#domain/format.ts'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import { api } from '../../lib/api-client.ts'
import { showAlert } from '../../lib/dialogs.ts'
import { PlanFigures } from '../financing/plan-figures.tsx'
import { ShippingFacts } from '../shipping/shipping-facts.tsx'
import { Price } from '../price.tsx'
import { OrderTimeline } from './order-timeline.tsx'

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

/** When, where, how it is paid and billed, and its state. */
function OrderFacts({ header: h }: { header: ClientOrder['order_header'] }) {
  return (
    <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-semibold text-gray-600">Estado</dt>
        <dd>{h.order_state}</dd>
      </div>
      <div>
        <dt className="font-semibold text-gray-600">Fecha</dt>
        <dd>{formatDateTime(h.date, 'short')}</dd>
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
  )
}

/** The products ordered, their quantities and prices. */
function OrderLines({ lines }: { lines: ClientOrder['order_details'] }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-left text-xs uppercase text-gray-500">
            <th scope="col" className="py-2">
              Producto
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              Cant.
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              Precio
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.sku} className="border-b border-gray-100">
              <td className="py-2">
                <span className="block text-xs text-gray-500">{line.sku}</span>
                {displayName(line.name)}
              </td>
              <td className="py-2 pl-3 text-right align-top">{line.quantity}</td>
              <td className="py-2 pl-3 text-right align-top">
                <Price amount={line.price} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** An order's detail in a modal dialog: its facts, its state history, its financing and lines, and its invoice. */
export function OrderDetail({ order, onClose }: { order: ClientOrder; onClose(): void }) {
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
        <OrderFacts header={h} />
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
        <OrderLines lines={order.order_details} />
        <ShippingFacts shipping={h.shipping} />
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
