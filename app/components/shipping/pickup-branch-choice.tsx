/** Option 3: which branch the order is picked up at, its address and hours, and from when it is ready. */
import { identity as store } from '#config/store-identity.ts'
import { formatDeliveryDay } from '#domain/shipping/business-days.ts'
import { PICKUP_BRANCHES, type PickupBranch } from '#domain/shipping/order-shipping.ts'

export function PickupBranchChoice({
  branch,
  readyFrom,
  onChoose,
}: {
  branch: PickupBranch | undefined
  readyFrom: string | null
  onChoose(branch: PickupBranch): void
}) {
  return (
    <fieldset data-testid="pickup-branches" className="mt-3 min-w-0">
      <legend className="text-sm font-semibold">¿En qué sucursal lo retirás?</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {PICKUP_BRANCHES.map((key) => {
          const place = store.branches[key]
          return (
            <label
              key={key}
              className={`flex cursor-pointer items-start gap-2 rounded-lg p-3 text-sm ring-1 ${branch === key ? 'bg-blue-50 ring-brand' : 'ring-gray-200'}`}
            >
              <input type="radio" name="pickup-branch" className="mt-1" checked={branch === key} onChange={() => onChoose(key)} />
              <span className="min-w-0">
                <span className="block font-bold">{place.name}</span>
                <span className="block text-gray-700">{place.address}</span>
              </span>
            </label>
          )
        })}
      </div>
      <p className="mt-2 text-sm text-gray-700">Horario de retiro: {store.hours.pickup}.</p>
      {readyFrom && (
        <p data-testid="pickup-ready" className="text-sm font-semibold text-gray-900">
          Listo para retirar desde el {formatDeliveryDay(readyFrom)}. Sin costo de envío.
        </p>
      )}
    </fieldset>
  )
}
