/**
 * A reseller account's forms on its page: the decision (approve or reject an application, suspend
 * or reactivate an account, with a note the customer reads on a rejection) and an approved
 * account's credit limit. Checked here as the server checks them (domain/wholesale/); a refusal is
 * said beside its field.
 */
import { useState } from 'react'
import {
  RESELLER_LIMITS,
  actionsFor,
  creditLimitSchema,
  resellerActionLabel,
  resellerDecisionSchema,
  type ResellerAction,
  type ResellerState,
} from '#domain/wholesale/reseller-accounts.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { adminApi } from '../../lib/admin-api.ts'
import { useAdmin } from '../../lib/admin-session.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { FieldError } from '../forms/field-error.tsx'
import { buttonDanger, buttonPrimary, inputClass } from './admin-ui.tsx'

type Saved = (message: string, ok: boolean) => void

/** The server's field messages, when it answered with them. */
const serverFields = (data: Record<string, unknown> | null): Record<string, string> =>
  data && typeof data.fields === 'object' && data.fields ? (data.fields as Record<string, string>) : {}

export function ResellerDecisionForm({ id, state, onSaved }: { id: number; state: ResellerState; onSaved: Saved }) {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const actions = actionsFor(state)
  if (actions.length === 0)
    return <p className="text-sm text-gray-700">Una solicitud rechazada no tiene acciones: el cliente puede volver a pedirla.</p>

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const form = new FormData(event.currentTarget)
    const parsed = resellerDecisionSchema.safeParse({ action: submitter?.value, note: form.get('note') ?? '' })
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return
    }
    setErrors({})
    setBusy(true)
    const result = await adminApi(`/api/admin/resellers/${id}/state`, { method: 'PUT', body: parsed.data, csrf: staff.csrf })
    setBusy(false)
    setErrors(serverFields(result.data))
    onSaved(result.message, result.ok)
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Decisión sobre la cuenta" className="grid gap-3">
      <div>
        <label htmlFor="reseller-note" className="block text-sm font-semibold text-gray-800">
          Nota (obligatoria para rechazar o suspender; el cliente recibe la de la decisión por correo)
        </label>
        <textarea
          id="reseller-note"
          name="note"
          rows={4}
          maxLength={RESELLER_LIMITS.noteMax * 2}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'reseller-note-error' : undefined}
          className={`mt-1 ${inputClass}`}
        />
        <FieldError id="reseller-note-error" message={errors.note ?? errors.action} />
      </div>
      <div className="flex flex-wrap gap-2">
        {actions.map((action: ResellerAction) => (
          <button
            key={action}
            type="submit"
            name="action"
            value={action}
            disabled={busy || !hydrated}
            className={action === 'rechazar' || action === 'suspender' ? buttonDanger : buttonPrimary}
          >
            {resellerActionLabel(action)}
          </button>
        ))}
      </div>
    </form>
  )
}

export function CreditLimitForm({ id, creditLimit, onSaved }: { id: number; creditLimit: number; onSaved: Saved }) {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const typed = new FormData(event.currentTarget).get('credit_limit')
    const parsed = creditLimitSchema.safeParse({ credit_limit: typed })
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).credit_limit)
      return
    }
    setError(undefined)
    setBusy(true)
    const result = await adminApi(`/api/admin/resellers/${id}/credit-limit`, {
      method: 'PUT',
      body: { credit_limit: typed },
      csrf: staff.csrf,
    })
    setBusy(false)
    setError(serverFields(result.data).credit_limit)
    onSaved(result.message, result.ok)
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Límite de crédito" className="grid gap-3">
      <div>
        <label htmlFor="reseller-credit-limit" className="block text-sm font-semibold text-gray-800">
          Límite de crédito en cuenta corriente (pesos)
        </label>
        <input
          id="reseller-credit-limit"
          name="credit_limit"
          inputMode="decimal"
          defaultValue={creditLimit.toFixed(2).replace('.', ',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reseller-credit-limit-error' : undefined}
          className={`mt-1 ${inputClass}`}
        />
        <FieldError id="reseller-credit-limit-error" message={error} />
      </div>
      <div>
        <button type="submit" disabled={busy || !hydrated} className={buttonPrimary}>
          {busy ? 'Guardando…' : 'Guardar límite'}
        </button>
      </div>
    </form>
  )
}
