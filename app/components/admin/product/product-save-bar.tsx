/** The product form's save and undo buttons with what is pending, kept in view while there is something to save. */
import { Save, Undo2 } from '../../icons.tsx'
import { buttonPrimary, buttonSecondary } from '../admin-ui.tsx'

export function ProductSaveBar({
  dirty,
  busy,
  hydrated,
  creating,
  onUndo,
}: {
  dirty: boolean
  busy: boolean
  hydrated: boolean
  creating: boolean
  onUndo: () => void
}) {
  return (
    <div
      className={`${dirty ? 'sticky bottom-0 z-10 shadow-lg ring-amber-300' : 'ring-gray-200'} flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 ring-1`}
    >
      <button type="submit" className={buttonPrimary} disabled={busy || !hydrated}>
        <Save aria-hidden className="size-4" /> {busy ? 'Guardando…' : creating ? 'Crear producto' : 'Guardar cambios'}
      </button>
      <button type="button" className={buttonSecondary} disabled={!dirty || busy} onClick={onUndo}>
        <Undo2 aria-hidden className="size-4" /> Deshacer cambios
      </button>
      <span className="text-sm text-gray-700" role="status">
        {dirty ? 'Hay cambios sin guardar.' : 'Sin cambios pendientes.'}
      </span>
    </div>
  )
}
