/**
 * "Movimientos de stock" on a product's page (decision 048): the newest changes first, each with
 * what made it (an order and its number, a cancellation, a manual adjustment and its reason, an
 * import), the units in or out, the stock it left and who. A list, not a table, so it reads at
 * 390 px without scrolling sideways.
 */
import { Link } from 'react-router'
import { adminOrderPath } from '#domain/admin/order-links.ts'
import { formatOrderNumber } from '#domain/format.ts'
import { STOCK_HISTORY_SIZE } from '#domain/stock-movements.ts'
import type { StockMovementView } from '#server/stock/stock-service.ts'
import { formatDateTime } from '../../../lib/admin-format.ts'
import { Card } from '../admin-ui.tsx'

const signed = (delta: number) => (delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`)

export function ProductStockHistoryCard({ movements }: { movements: readonly StockMovementView[] }) {
  return (
    <Card>
      <h2 className="text-lg font-bold" id="stock-history">
        Movimientos de stock
      </h2>
      {movements.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">
          Todavía no hay movimientos: aparecen con cada pedido, cancelación, ajuste o importación.
        </p>
      ) : (
        <ol aria-labelledby="stock-history" className="mt-2 divide-y divide-gray-100 text-sm">
          {movements.map((m) => (
            <li key={m.id} className="grid grid-cols-[1fr_auto] gap-x-3 py-2" data-testid="stock-movement">
              <span className="font-semibold">
                {m.label}
                {m.order_movement !== null ? (
                  <>
                    {' '}
                    <Link to={adminOrderPath(m.order_movement)} className="font-normal text-brand underline">
                      N° {formatOrderNumber(m.order_movement)}
                    </Link>
                  </>
                ) : null}
              </span>
              <span className={`text-right font-mono font-bold ${m.delta > 0 ? 'text-green-800' : 'text-red-800'}`}>
                {signed(m.delta)}
              </span>
              <span className="text-xs text-gray-600">
                {formatDateTime(m.created_at)}
                {m.actor ? ` · ${m.actor}` : ''}
              </span>
              <span className="text-right text-xs text-gray-600">quedan {m.stock_after}</span>
              {m.note ? <span className="col-span-2 break-words text-xs text-gray-800">{m.note}</span> : null}
            </li>
          ))}
        </ol>
      )}
      {movements.length === STOCK_HISTORY_SIZE ? (
        <p className="mt-2 text-xs text-gray-600">Se muestran los últimos {STOCK_HISTORY_SIZE} movimientos.</p>
      ) : null}
    </Card>
  )
}
