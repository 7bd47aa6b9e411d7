/**
 * "¿Está seguro?" before a change that cannot be taken back lightly: a native modal <dialog>
 * (focus kept inside, Esc cancels), focus starting on Cancelar.
 */
import { useId } from 'react'
import { buttonDanger, buttonSecondary } from './admin-ui.tsx'
import { useModalDialog } from '../use-modal-dialog.ts'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  children: React.ReactNode
  confirmLabel: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

export function ConfirmDialog({ open, title, children, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useModalDialog(open)
  // several dialogs may share a page (one per list): each its own title id
  const titleId = useId()
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
      className="m-auto w-[min(28rem,92vw)] rounded-xl p-6 shadow-xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-2 text-sm text-gray-700">{children}</div>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" autoFocus className={buttonSecondary} onClick={onCancel}>
          Cancelar
        </button>
        <button type="button" className={buttonDanger} onClick={onConfirm} disabled={busy}>
          {busy ? 'Guardando…' : confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
