import { store } from '#config/store.ts'
import { formatPercent } from '#domain/format.ts'
import { PAYMENT_OPTIONS, type InstalmentCount } from '#domain/prices.ts'
import { Price } from '../price.tsx'
import type { Checkout } from './use-checkout.ts'

/** 'Forma de pago': each list with this cart's total, and its instalments with their CFTEA. */
export function PaymentOptions({ checkout }: { checkout: Checkout }) {
  const { paymentList } = checkout
  return (
    <fieldset className="rounded-xl bg-white p-5 ring-1 ring-gray-200">
      <legend className="px-1 text-lg font-bold">Forma de pago</legend>
      <div className="space-y-2">
        {PAYMENT_OPTIONS.map((option) => {
          const optionTotal = checkout.totalFor(option.list)
          return (
            <label
              key={option.list}
              className={`flex items-start gap-2 rounded-md p-2 text-sm ring-1 ${paymentList === option.list ? 'bg-blue-50 ring-brand' : 'ring-gray-200'}`}
            >
              <input
                type="radio"
                name="payment"
                className="mt-1"
                checked={paymentList === option.list}
                onChange={() => checkout.setPaymentList(option.list)}
              />
              <span className="flex-1">
                <span className="block font-semibold">{option.label}</span>
                {option.instalments > 1 && (
                  <span className="block text-gray-600">
                    {/* separate text nodes, so the server's HTML stays as it was before the checkout left cart.tsx */}
                    {option.instalments}
                    {' cuotas de'} <Price amount={Math.round((optionTotal * 100) / option.instalments) / 100} />
                    {' · CFTEA:'} {formatPercent(store.instalmentPlans[option.instalments as InstalmentCount]?.cftea ?? 0)}
                  </span>
                )}
              </span>
              <Price amount={optionTotal} className="font-bold" />
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
