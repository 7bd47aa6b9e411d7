/** An ordered list item's Editar and Eliminar buttons, each named for screen readers by the item's label. */
import { buttonSecondary } from '../admin-ui.tsx'

/** What a list item's actions need from its list: whether they are off, and what each does. */
export interface ItemActionHandlers {
  disabled: boolean
  onEdit: () => void
  onDelete: () => void
}

export function ItemActions({ label, disabled, onEdit, onDelete }: ItemActionHandlers & { label: string }) {
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
