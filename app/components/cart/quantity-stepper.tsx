import { Minus, Plus, type LucideIcon } from '../icons.tsx'

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
      <StepButton onClick={onMinus} label={`Quitar uno de ${name}`} icon={Minus} />
      <span className="min-w-8 text-center text-sm font-semibold" aria-label={`Cantidad: ${quantity}`}>
        {quantity}
      </span>
      <StepButton onClick={onPlus} label={`Agregar uno de ${name}`} icon={Plus} />
    </div>
  )
}

function StepButton({ onClick, label, icon: Icon }: { onClick(): void; label: string; icon: LucideIcon }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className="p-1.5 text-gray-700 hover:bg-gray-100">
      <Icon aria-hidden className="size-4" />
    </button>
  )
}
