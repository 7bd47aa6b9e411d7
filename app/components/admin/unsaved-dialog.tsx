/** "Hay cambios sin guardar": leave anyway, or stay on the page and keep them. */
import type { Blocker } from 'react-router'
import { ConfirmDialog } from './confirm-dialog.tsx'

export function UnsavedDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Hay cambios sin guardar"
      confirmLabel="Salir sin guardar"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      Si sale de esta página, los cambios que no guardó se pierden.
    </ConfirmDialog>
  )
}
