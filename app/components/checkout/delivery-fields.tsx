import { store } from '#config/store.ts'
import { DELIVERY_OPTIONS } from '#domain/checkout.ts'
import { REQUIRED_MESSAGE } from '#domain/forms/messages.ts'
import { TextField } from '../forms/text-field.tsx'
import type { Checkout } from './use-checkout.ts'

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
        <p className="mt-2 text-sm text-gray-600">Retiro por nuestras sucursales: {store.hours.pickup}.</p>
      )}
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {ADDRESS_FIELDS.map(({ field, label }) => (
          <TextField
            key={field}
            label={label}
            value={delivery[field]}
            readOnly={!typed}
            onChange={(e) => checkout.setDeliveryAddress({ [field]: e.target.value })}
            error={isMissing(`delivery.${field}`) ? REQUIRED_MESSAGE : undefined}
          />
        ))}
      </div>
      <p className="mt-3 text-xs text-gray-600">El costo de envío se cotiza después de generar el pedido.</p>
    </fieldset>
  )
}
