/**
 * Cambiar estado of the orders selected in the list: the state (offered the states in use), an
 * optional note and whether each customer is e-mailed; each order is then set as its own page
 * sets it (history, e-mail, audit). The answer says how many changed, and names each order that
 * could not, with why.
 */
import { useState } from 'react'
import { ORDER_STATE_LIMITS } from '#domain/order-state.ts'
import { adminApi } from '../../../lib/admin-api.ts'
import { useAdmin } from '../../../lib/admin-session.ts'
import { FieldError } from '../../forms/field-error.tsx'
import { buttonPrimary, buttonSecondary, inputClass } from '../admin-ui.tsx'
import { ModalDialog } from '../modal-dialog.tsx'

interface Failure {
  movement: string
  message: string
}

export function BulkStateDialog({
  open,
  movements,
  states,
  onClose,
  onDone,
}: {
  open: boolean
  /** the selected orders' numbers */
  movements: readonly number[]
  states: readonly string[]
  onClose: () => void
  onDone: (message: string, failures: Failure[]) => void
}) {
  const { staff } = useAdmin()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const state = String(form.get('state') ?? '').trim()
    if (!state) return setError('Escriba el estado nuevo.')
    setError(undefined)
    setBusy(true)
    const result = await adminApi('/api/admin/orders/states', {
      method: 'POST',
      csrf: staff.csrf,
      body: { movements, state, note: String(form.get('note') ?? ''), notify: form.get('notify') === 'on' },
    })
    setBusy(false)
    if (!result.ok) return setError(result.message)
    const results = Array.isArray(result.data?.results) ? (result.data.results as (Failure & { outcome: string })[]) : []
    onDone(
      result.message,
      results.filter((r) => r.outcome === 'failed'),
    )
  }

  return (
    <ModalDialog
      open={open}
      width="30rem"
      title={`Cambiar el estado de ${movements.length} ${movements.length === 1 ? 'pedido' : 'pedidos'}`}
      onCancel={onClose}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 grid gap-3">
        <div>
          <label htmlFor="bulk-state" className="block text-sm font-semibold text-gray-800">
            Nuevo estado
          </label>
          <input
            id="bulk-state"
            name="state"
            list="bulk-states-in-use"
            autoComplete="off"
            maxLength={ORDER_STATE_LIMITS.state}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'bulk-state-error' : undefined}
            className={`mt-1 ${inputClass}`}
          />
          <datalist id="bulk-states-in-use">
            {states.map((state) => (
              <option key={state} value={state} />
            ))}
          </datalist>
          <FieldError id="bulk-state-error" message={error} />
        </div>
        <div>
          <label htmlFor="bulk-note" className="block text-sm font-semibold text-gray-800">
            Nota (opcional)
          </label>
          <textarea id="bulk-note" name="note" rows={2} maxLength={ORDER_STATE_LIMITS.note} className={`mt-1 ${inputClass}`} />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="notify" defaultChecked className="size-4" /> Notificar a cada cliente por e-mail
        </label>
        <div className="mt-2 flex justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className={buttonPrimary} disabled={busy}>
            {busy ? 'Cambiando…' : 'Cambiar estado'}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
