import { store } from '#config/store.ts'
import { DELIVERY_OPTIONS } from '#domain/checkout.ts'
import { REQUIRED_MESSAGE } from '#domain/forms/messages.ts'
import { TextField } from '../forms/text-field.tsx'
import type { Checkout } from './use-checkout.ts'

/** 'Opciones de entrega': the three options; only a home delivery to another address is typed. */
export function DeliveryFields({ checkout }: { checkout: Checkout }) {
  const { delivery, isMissing } = checkout
  const typed = delivery.option === 2
  return (
    <fieldset className="rounded-xl bg-white p-5 ring-1 ring-gray-200">
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
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Dirección de entrega"
          value={delivery.address}
          readOnly={!typed}
          onChange={(e) => checkout.setDeliveryAddress({ address: e.target.value })}
          error={isMissing('delivery.address') ? REQUIRED_MESSAGE : undefined}
        />
        <TextField
          label="Código postal de entrega"
          value={delivery.postal_code}
          readOnly={!typed}
          onChange={(e) => checkout.setDeliveryAddress({ postal_code: e.target.value })}
          error={isMissing('delivery.postal_code') ? REQUIRED_MESSAGE : undefined}
        />
      </div>
      <p className="mt-3 text-xs text-gray-600">El costo de envío se cotiza después de generar el pedido.</p>
    </fieldset>
  )
}
