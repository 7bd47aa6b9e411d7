/**
 * An order's state change: free text offered the states in use (a datalist), an optional note,
 * and 'Notificar al cliente por e-mail', on by default. Checked here by the order-state rules
 * before it is sent; the server's answer is shown as it comes.
 */
import { ORDER_STATE_LIMITS } from '#domain/order-state.ts'
import { CANCELLED_ORDER_STATE, isCancelledState } from '#domain/stock-movements.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { FieldError } from '../forms/field-error.tsx'
import { buttonPrimary } from './admin-ui.tsx'
import { useOrderStateForm } from './order/use-order-state-form.ts'

const field = 'mt-1 block w-full rounded-md border-0 px-3 py-2 text-sm ring-1 focus:ring-2 focus:ring-brand'

export function OrderStateForm({
  movement,
  states,
  onSaved,
}: {
  movement: string
  states: string[]
  onSaved: (message: string, ok: boolean) => void
}) {
  const hydrated = useHydrated()
  const { state, setState, note, setNote, notify, setNotify, errors, busy, submit } = useOrderStateForm(movement, onSaved)

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Cambiar el estado" className="mt-3 grid gap-3">
      <div>
        <label htmlFor="order-state-new" className="block text-sm font-semibold text-gray-800">
          Nuevo estado
        </label>
        <input
          id="order-state-new"
          name="state"
          list="order-states-in-use"
          autoComplete="off"
          maxLength={ORDER_STATE_LIMITS.state}
          value={state}
          onChange={(event) => setState(event.target.value)}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? 'order-state-new-error' : 'order-state-new-hint'}
          className={`${field} ${errors.state ? 'ring-red-500' : 'ring-gray-300'}`}
        />
        <datalist id="order-states-in-use">
          {(states.some(isCancelledState) ? states : [...states, CANCELLED_ORDER_STATE]).map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <p id="order-state-new-hint" className="mt-1 text-xs text-gray-600">
          Texto libre: elija uno de los estados en uso o escriba otro. El cliente lo ve en Mis pedidos. «Cancelado» devuelve las
          unidades del pedido al stock.
        </p>
        <FieldError id="order-state-new-error" message={errors.state} />
      </div>
      <div>
        <label htmlFor="order-state-note" className="block text-sm font-semibold text-gray-800">
          Nota (opcional)
        </label>
        <textarea
          id="order-state-note"
          name="note"
          rows={3}
          maxLength={ORDER_STATE_LIMITS.note}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'order-state-note-error' : undefined}
          className={`${field} ${errors.note ? 'ring-red-500' : 'ring-gray-300'}`}
        />
        <FieldError id="order-state-note-error" message={errors.note} />
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold text-gray-800">
        <input
          type="checkbox"
          name="notify"
          checked={notify}
          onChange={(event) => setNotify(event.target.checked)}
          className="size-4 rounded border-gray-300 text-brand focus:ring-brand"
        />
        Notificar al cliente por e-mail
      </label>
      <div>
        <button type="submit" disabled={busy || !hydrated} className={buttonPrimary}>
          {busy ? 'Guardando…' : 'Cambiar estado'}
        </button>
      </div>
    </form>
  )
}
