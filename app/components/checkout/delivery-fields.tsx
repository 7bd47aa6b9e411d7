import { DELIVERY_OPTIONS } from '#domain/checkout.ts'
import { REQUIRED_MESSAGE } from '#domain/forms/messages.ts'
import { TextField } from '../forms/text-field.tsx'
import type { Checkout } from './use-checkout.ts'
import { CartShippingNote } from '../shipping/cart-shipping-note.tsx'
import { PickupBranchChoice } from '../shipping/pickup-branch-choice.tsx'

const ADDRESS_FIELDS = [
  { field: 'address', label: 'Dirección de entrega' },
  { field: 'postal_code', label: 'Código postal de entrega' },
] as const

/** 'Opciones de entrega': the three options; only a home delivery to another address is typed. */
export function DeliveryFields({ checkout }: { checkout: Checkout }) {
  const { delivery, isMissing } = checkout
  const typed = delivery.option === 2
  return (
    <fieldset className="min-w-0 rounded-xl bg-white p-5 ring-1 ring-gray-200">
      <legend className="px-1 text-lg font-bold">Opciones de entrega</legend>
      <div className="space-y-2">
        {DELIVERY_OPTIONS.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="delivery"
              checked={delivery.option === option.value}
              onChange={() => checkout.chooseDelivery(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {delivery.option === 3 && (
        <PickupBranchChoice
          branch={delivery.branch}
          readyFrom={checkout.shipping.state.kind === 'pickup' ? checkout.shipping.state.readyFrom : null}
          onChoose={checkout.chooseBranch}
        />
      )}
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {ADDRESS_FIELDS.map(({ field, label }) => (
          <TextField
            key={field}
            label={label}
            value={delivery[field]}
            readOnly={!typed}
            onChange={(e) => checkout.setDeliveryAddress({ [field]: e.target.value })}
            error={
              isMissing(`delivery.${field}`)
                ? REQUIRED_MESSAGE
                : field === 'postal_code' && checkout.shipping.state.kind === 'refused'
                  ? checkout.shipping.state.message
                  : undefined
            }
          />
        ))}
      </div>
      {delivery.option !== 3 && <CartShippingNote state={checkout.shipping.state} />}
    </fieldset>
  )
}
