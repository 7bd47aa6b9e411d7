/**
 * The back office's modal: a native <dialog> opened and closed by state (focus kept inside, Esc
 * cancels through `onCancel`), named by its heading. What it asks is the caller's.
 */
import { useId } from 'react'
import { useModalDialog } from '../use-modal-dialog.ts'

export function ModalDialog({
  open,
  title,
  onCancel,
  width = '28rem',
  children,
}: {
  open: boolean
  title: React.ReactNode
  onCancel: () => void
  /** the widest it gets on a large screen; a phone's is 92 % of its width */
  width?: '28rem' | '30rem'
  children: React.ReactNode
}) {
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
      className={`m-auto rounded-xl p-6 shadow-xl backdrop:bg-black/50 ${width === '30rem' ? 'w-[min(30rem,92vw)]' : 'w-[min(28rem,92vw)]'}`}
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </dialog>
  )
}
