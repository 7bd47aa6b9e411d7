/**
 * Internal notes on an order or a customer: what staff tell each other ("llamó, retira el
 * sábado"), newest first with who wrote it and when; never shown to the shopper. The form
 * checks the note as the server does (domain/admin/staff-notes.ts) and says a refusal beside it.
 */
import { useState } from 'react'
import { STAFF_NOTE_MAX, staffNoteSchema } from '#domain/admin/staff-notes.ts'
import { adminApi } from '../../lib/admin-api.ts'
import { formatDateTime } from '../../lib/admin-format.ts'
import { useAdmin } from '../../lib/admin-session.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { FieldError } from '../forms/field-error.tsx'
import { buttonPrimary, inputClass } from './admin-ui.tsx'

export interface NoteView {
  id: number
  body: string
  actor: string
  writtenAt: string | Date
}

export function StaffNotesCard({
  id,
  notes,
  action,
  onSaved,
}: {
  /** the field's id prefix, unique on the page */
  id: string
  notes: readonly NoteView[]
  /** where the note is posted (/api/admin/orders/:number/notes, /api/admin/customers/:id/notes) */
  action: string
  onSaved: (message: string, ok: boolean) => void
}) {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const parsed = staffNoteSchema.safeParse({ body: new FormData(form).get('body') ?? '' })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      form.querySelector<HTMLElement>(`#${id}-body`)?.focus()
      return
    }
    setError(undefined)
    setBusy(true)
    const result = await adminApi(action, { method: 'POST', body: parsed.data, csrf: staff.csrf })
    setBusy(false)
    if (result.ok) form.reset()
    else if (result.status === 400) {
      setError(result.message)
      return
    }
    onSaved(result.message, result.ok)
  }

  return (
    <>
      <h2 className="text-lg font-bold">Notas internas</h2>
      <p className="mt-1 text-sm text-gray-700">Para el personal: el cliente no las ve.</p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Agregar nota interna" className="mt-3 grid gap-2">
        <label htmlFor={`${id}-body`} className="block text-sm font-semibold text-gray-800">
          Nota nueva
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={3}
          maxLength={STAFF_NOTE_MAX * 2}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-body-error` : undefined}
          className={inputClass}
        />
        <FieldError id={`${id}-body-error`} message={error} />
        <div>
          <button type="submit" disabled={busy || !hydrated} className={buttonPrimary}>
            {busy ? 'Guardando…' : 'Agregar nota'}
          </button>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">Todavía no hay notas.</p>
      ) : (
        <ol aria-label="Notas internas" className="mt-4 grid gap-3" data-testid={`${id}-list`}>
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
              <p className="whitespace-pre-line break-words text-gray-900">{note.body}</p>
              <p className="mt-1 text-xs text-gray-600">
                {note.actor} · {formatDateTime(note.writtenAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
