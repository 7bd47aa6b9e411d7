/** An order's state changes, newest first: the state, when, who, whether the customer was told, and the note. */
import { formatDateTime } from '../../../lib/admin-format.ts'

interface StateChange {
  id: number
  state: string
  setAt: string | Date
  actor: string
  notified: boolean
  note: string | null
}

export function OrderHistory({ history, state }: { history: StateChange[]; state: string }) {
  return (
    <>
      <h2 id="order-history" className="mb-3 mt-6 text-lg font-bold">
        Historial de estados
      </h2>
      {history.length === 0 ? (
        <p className="rounded-md bg-white px-4 py-4 text-sm text-gray-600 ring-1 ring-gray-200">
          Sin cambios de estado todavía: el pedido está en «{state}» desde que se hizo.
        </p>
      ) : (
        <ol aria-labelledby="order-history" className="grid gap-3" data-testid="order-history">
          {[...history].reverse().map((h) => (
            <li key={h.id} className="rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-gray-200">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-gray-900">{h.state}</span>
                <span className="text-xs text-gray-600">{formatDateTime(h.setAt)}</span>
              </p>
              <p className="mt-1 break-words text-xs text-gray-600">
                Por {h.actor}
                {h.notified ? ' · se avisó al cliente por correo' : ''}
              </p>
              {h.note ? <p className="mt-2 whitespace-pre-wrap break-words text-gray-800">{h.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
