/**
 * An enquiry's follow-up: where staff stand with it (nueva, contactada, respondida, descartada)
 * and their note, never shown to the reseller. Checked here as the server checks it
 * (domain/admin/enquiry-states.ts); a refusal is said beside its field.
 */
import { useState } from 'react'
import {
  ENQUIRY_NOTE_MAX,
  ENQUIRY_STATES,
  ENQUIRY_STATE_LABELS,
  enquiryFollowUpSchema,
  type EnquiryState,
} from '#domain/admin/enquiry-states.ts'
import { adminApi } from '../../lib/admin-api.ts'
import { useAdmin } from '../../lib/admin-session.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { FieldError } from '../forms/field-error.tsx'
import { buttonPrimary, inputClass } from './admin-ui.tsx'

type Errors = { state?: string; note?: string }

export function EnquiryFollowUpForm({
  id,
  state,
  note,
  onSaved,
}: {
  id: number
  state: string
  note: string
  onSaved: (message: string, ok: boolean) => void
}) {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Errors>({})

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = enquiryFollowUpSchema.safeParse({ state: form.get('state'), note: form.get('note') ?? '' })
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message
      setErrors(found)
      return
    }
    setErrors({})
    setBusy(true)
    const result = await adminApi(`/api/admin/enquiries/${id}/follow-up`, { method: 'PUT', body: parsed.data, csrf: staff.csrf })
    setBusy(false)
    onSaved(result.message, result.ok)
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Seguimiento de la consulta" className="grid gap-3">
      <div>
        <label htmlFor="enquiry-state" className="block text-sm font-semibold text-gray-800">
          Estado
        </label>
        <select
          id="enquiry-state"
          name="state"
          defaultValue={(ENQUIRY_STATES as readonly string[]).includes(state) ? state : 'nueva'}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? 'enquiry-state-error' : undefined}
          className={`mt-1 ${inputClass}`}
        >
          {ENQUIRY_STATES.map((value: EnquiryState) => (
            <option key={value} value={value}>
              {ENQUIRY_STATE_LABELS[value]}
            </option>
          ))}
        </select>
        <FieldError id="enquiry-state-error" message={errors.state} />
      </div>
      <div>
        <label htmlFor="enquiry-note" className="block text-sm font-semibold text-gray-800">
          Nota interna (el revendedor no la ve)
        </label>
        <textarea
          id="enquiry-note"
          name="note"
          rows={4}
          defaultValue={note}
          maxLength={ENQUIRY_NOTE_MAX * 2}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'enquiry-note-error' : undefined}
          className={`mt-1 ${inputClass}`}
        />
        <FieldError id="enquiry-note-error" message={errors.note} />
      </div>
      <div>
        <button type="submit" disabled={busy || !hydrated} className={buttonPrimary}>
          {busy ? 'Guardando…' : 'Guardar seguimiento'}
        </button>
      </div>
    </form>
  )
}
