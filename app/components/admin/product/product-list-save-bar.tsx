/** Under the product list while rows have unsaved edits: how many, save them all, or discard them. */
import { buttonPrimary, buttonSecondary } from '../admin-ui.tsx'

export function ProductListSaveBar({
  count,
  busy,
  hydrated,
  onSave,
  onDiscard,
}: {
  count: number
  busy: boolean
  hydrated: boolean
  onSave: () => void
  onDiscard: () => void
}) {
  return (
    <div
      role="region"
      aria-label="Cambios sin guardar"
      className="sticky bottom-0 z-10 mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-amber-300"
    >
      <span className="text-sm font-semibold text-gray-800">
        {count} {count === 1 ? 'producto con cambios sin guardar' : 'productos con cambios sin guardar'}
      </span>
      <button type="button" className={buttonPrimary} disabled={busy || !hydrated} onClick={onSave}>
        {busy ? 'Guardando…' : 'Guardar cambios'}
      </button>
      <button type="button" className={buttonSecondary} disabled={busy} onClick={onDiscard}>
        Descartar
      </button>
    </div>
  )
}
