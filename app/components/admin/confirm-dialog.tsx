/**
 * "¿Está seguro?" before a change that cannot be taken back lightly: a native modal <dialog>
 * (focus kept inside, Esc cancels), focus starting on Cancelar.
 */
import { buttonDanger, buttonSecondary } from './admin-ui.tsx'
import { ModalDialog } from './modal-dialog.tsx'

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
  return (
    <ModalDialog open={open} title={title} onCancel={onCancel}>
      <div className="mt-2 text-sm text-gray-700">{children}</div>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" autoFocus className={buttonSecondary} onClick={onCancel}>
          Cancelar
        </button>
        <button type="button" className={buttonDanger} onClick={onConfirm} disabled={busy}>
          {busy ? 'Guardando…' : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  )
}
