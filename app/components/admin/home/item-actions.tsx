/** An ordered list item's Editar and Eliminar buttons, each named for screen readers by the item's label. */
import { buttonSecondary } from '../admin-ui.tsx'

export function ItemActions({
  label,
  disabled,
  onEdit,
  onDelete,
}: {
  label: string
  disabled: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <div className="flex gap-1">
      <button type="button" className={buttonSecondary} disabled={disabled} onClick={onEdit}>
        Editar<span className="sr-only"> {label}</span>
      </button>
      <button type="button" className={buttonSecondary} disabled={disabled} onClick={onDelete}>
        Eliminar<span className="sr-only"> {label}</span>
      </button>
    </div>
  )
}
