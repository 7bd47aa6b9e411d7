import { PAYMENT_OPTIONS } from '#domain/prices.ts'
import { PlanFigures } from '../financing/plan-figures.tsx'
import { Price } from '../price.tsx'
import type { Checkout } from './use-checkout.ts'

/**
 * 'Forma de pago': each list with this cart's total, and each instalment plan with the figures the
 * product page shows (domain/financing-view.ts), computed for the whole cart.
 */
export function PaymentOptions({ checkout }: { checkout: Checkout }) {
  const { paymentList } = checkout
  return (
    <fieldset className="min-w-0 rounded-xl bg-white p-5 ring-1 ring-gray-200">
      <legend className="px-1 text-lg font-bold">Forma de pago</legend>
      <div className="space-y-2">
        {PAYMENT_OPTIONS.map((option) => {
          const optionTotal = checkout.totalFor(option.list)
          const plan = checkout.planFor(option.list)
          return (
            <label
              key={option.list}
              data-list={option.list}
              className={`flex flex-wrap items-start gap-x-2 gap-y-1 rounded-md p-2 text-sm ring-1 ${paymentList === option.list ? 'bg-blue-50 ring-brand' : 'ring-gray-200'}`}
            >
              <input
                type="radio"
                name="payment"
                className="mt-1"
                checked={paymentList === option.list}
                onChange={() => checkout.setPaymentList(option.list)}
              />
              <span className="min-w-0 flex-1 basis-40">
                <span className="block font-semibold">{option.label}</span>
                {plan && (
                  <span className="mt-1 block">
                    <PlanFigures plan={plan} size="page" />
                  </span>
                )}
              </span>
              <Price amount={optionTotal} className="ml-auto font-bold" />
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
