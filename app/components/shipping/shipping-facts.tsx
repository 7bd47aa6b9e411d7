/**
 * An order's shipping as Mis pedidos and the back office's order page show it: the shipping line
 * (zone and cost, pick-up branch, or "a cotizar") and where and when, in the e-mails' words
 * (domain/shipping/shipping-rows.ts). Nothing for an order placed before shipping zones.
 */
import { identity as store } from '#config/store-identity.ts'
import type { OrderShipping } from '#domain/shipping/order-shipping.ts'
import { shippingLine, shippingRows } from '#domain/shipping/shipping-rows.ts'

const PLACES = { branches: store.branches, hours: store.hours.pickup }

export function ShippingFacts({ shipping }: { shipping: OrderShipping | null | undefined }) {
  if (!shipping) return null
  const line = shippingLine(shipping)
  return (
    <div data-testid="order-shipping" className="mt-3 rounded-md bg-gray-50 p-3 text-sm">
      <p className="flex flex-wrap justify-between gap-x-3 font-semibold">
        <span>{line.label}</span>
        <span>{line.amount}</span>
      </p>
      <dl className="mt-1 grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-gray-700">
        {shippingRows(shipping, PLACES)
          .filter(([label]) => label !== 'Costo de envío')
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="min-w-0 wrap-anywhere">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  )
}
