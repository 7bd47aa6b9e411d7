import type { ClientOrder } from '#domain/client-order.ts'
import { formatDateTime } from '#domain/date-time.ts'

/** An order's states, oldest first, each with its date (Buenos Aires time) and the staff's note. */
export function OrderTimeline({ history }: { history: ClientOrder['state_history'] }) {
  if (history.length === 0) return null
  const last = history.length - 1
  return (
    <ol aria-label="Historial del pedido" className="relative ml-2 border-l-2 border-gray-200">
      {history.map((entry, index) => (
        <li key={`${entry.set_at}-${index}`} className="mb-4 ml-4 last:mb-0">
          <span
            aria-hidden
            className={`absolute -left-[7px] mt-1.5 size-3 rounded-full ring-2 ring-white ${index === last ? 'bg-brand' : 'bg-gray-400'}`}
          />
          <p className={`text-sm ${index === last ? 'font-bold text-gray-900' : 'font-semibold text-gray-700'}`}>{entry.state}</p>
          <p className="text-xs text-gray-500">
            <time dateTime={entry.set_at}>{formatDateTime(entry.set_at, 'short')}</time>
          </p>
          {entry.note && <p className="mt-1 whitespace-pre-line text-sm text-gray-700">{entry.note}</p>}
        </li>
      ))}
    </ol>
  )
}
