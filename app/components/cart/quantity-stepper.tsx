import { Minus, Plus } from 'lucide-react'

export function QuantityStepper({
  quantity,
  name,
  onMinus,
  onPlus,
}: {
  quantity: number
  name: string
  onMinus(): void
  onPlus(): void
}) {
  return (
    <div className="inline-flex items-center rounded-md ring-1 ring-gray-300">
      <button
        type="button"
        onClick={onMinus}
        aria-label={`Quitar uno de ${name}`}
        className="p-1.5 text-gray-700 hover:bg-gray-100"
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <span className="min-w-8 text-center text-sm font-semibold" aria-label={`Cantidad: ${quantity}`}>
        {quantity}
      </span>
      <button
        type="button"
        onClick={onPlus}
        aria-label={`Agregar uno de ${name}`}
        className="p-1.5 text-gray-700 hover:bg-gray-100"
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  )
}
