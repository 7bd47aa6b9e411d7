/** "Hay cambios sin guardar": leave anyway, or stay on the page and keep them. */
import type { Blocker } from 'react-router'
import { ConfirmDialog } from './confirm-dialog.tsx'

/** A blocked navigation's question: "Salir sin guardar" lets it go on, Cancelar stays. */
export function BlockerDialog({ blocker, title, children }: { blocker: Blocker; title: string; children: React.ReactNode }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title}
      confirmLabel="Salir sin guardar"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {children}
    </ConfirmDialog>
  )
}

export function UnsavedDialog({ blocker }: { blocker: Blocker }) {
  return (
    <BlockerDialog blocker={blocker} title="Hay cambios sin guardar">
      Si sale de esta página, los cambios que no guardó se pierden.
    </BlockerDialog>
  )
}
