import { PAYMENT_OPTIONS } from '#domain/prices.ts'
import { WHOLESALE_TERMS_MESSAGES } from '#domain/wholesale/wholesale-prices.ts'
import { PlanFigures } from '../financing/plan-figures.tsx'
import { Price } from '../price.tsx'
import type { Checkout } from './use-checkout.ts'

/**
 * An approved reseller with credit: «Cuenta corriente (disponible $ X)» first, at the cash list's
 * total; when the cart does not fit in the credit left, the sentence says so under it and the
 * option cannot be chosen (the server refuses it all the same).
 */
function OnAccountOption({ checkout }: { checkout: Checkout }) {
  const available = checkout.reseller?.available ?? null
  if (available === null) return null
  const problem = checkout.reseller?.creditProblem ?? null
  const chosen = checkout.onAccount
  return (
    <label
      data-list="cuenta-corriente"
      className={`flex flex-wrap items-start gap-x-2 gap-y-1 rounded-md p-2 text-sm ring-1 ${chosen ? 'bg-blue-50 ring-brand' : 'ring-gray-200'} ${problem ? 'text-gray-500' : ''}`}
    >
      <input
        type="radio"
        name="payment"
        className="mt-1"
        checked={chosen}
        disabled={problem !== null}
        aria-describedby={problem ? 'on-account-problem' : undefined}
        onChange={checkout.chooseOnAccount}
      />
      <span className="min-w-0 flex-1 basis-40">
        <span className="block font-semibold">{WHOLESALE_TERMS_MESSAGES.onAccountOption(available)}</span>
        {problem && (
          <span id="on-account-problem" className="mt-1 block text-xs text-red-700">
            {problem}
          </span>
        )}
      </span>
      <Price amount={checkout.totalFor(2)} className="ml-auto font-bold" />
    </label>
  )
}

/**
 * 'Forma de pago': each list with this cart's total, and each instalment plan with the figures the
 * product page shows (domain/financing-view.ts), computed for the whole cart; a reseller's
 * cuenta corriente first.
 */
export function PaymentOptions({ checkout }: { checkout: Checkout }) {
  const { paymentList, onAccount } = checkout
  return (
    <fieldset className="min-w-0 rounded-xl bg-white p-5 ring-1 ring-gray-200">
      <legend className="px-1 text-lg font-bold">Forma de pago</legend>
      <div className="space-y-2">
        <OnAccountOption checkout={checkout} />
        {PAYMENT_OPTIONS.map((option) => {
          const optionTotal = checkout.totalFor(option.list)
          const plan = checkout.planFor(option.list)
          return (
            <label
              key={option.list}
              data-list={option.list}
              className={`flex flex-wrap items-start gap-x-2 gap-y-1 rounded-md p-2 text-sm ring-1 ${!onAccount && paymentList === option.list ? 'bg-blue-50 ring-brand' : 'ring-gray-200'}`}
            >
              <input
                type="radio"
                name="payment"
                className="mt-1"
                checked={!onAccount && paymentList === option.list}
                onChange={() => checkout.setPaymentList(option.list)}
              />
              <span className="min-w-0 flex-1 basis-40 font-semibold">{option.label}</span>
              <Price amount={optionTotal} className="ml-auto font-bold" />
              {/* under label and total, the whole width: a six-figure total's figures never squeeze beside it */}
              {plan && (
                <span className="block min-w-0 basis-full pl-5">
                  <PlanFigures plan={plan} size="page" />
                </span>
              )}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
