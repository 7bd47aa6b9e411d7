/**
 * The unsaved-changes warning of Portada's editors: leaving the page inside the panel asks first
 * (React Router's blocker, answered in a modal dialog), and closing or reloading the tab gets the
 * browser's own question.
 */
import { useEffect } from 'react'
import { useBlocker } from 'react-router'
import { HOME_FORM_MESSAGES } from '#domain/admin/home-content-forms.ts'
import { BlockerDialog } from '../unsaved-dialog.tsx'

const UNSAVED_MESSAGE = HOME_FORM_MESSAGES.unsaved

export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname)
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = UNSAVED_MESSAGE
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
  return (
    <BlockerDialog blocker={blocker} title="¿Salir sin guardar?">
      <p>{UNSAVED_MESSAGE}</p>
    </BlockerDialog>
  )
}
