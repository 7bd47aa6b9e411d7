/**
 * The last bulk price changes under the panel: when, who, the percentage, how many products, the
 * filter it was applied to, and «Deshacer» (asked first) for one still applied — after a reload,
 * the next day or from another instance, as an import's undo.
 */
import { useState } from 'react'
import { Link } from 'react-router'
import type { PriceChangeSummary } from '#domain/admin/bulk-price-change.ts'
import { Undo2 } from '../../icons.tsx'
import { formatDateTime } from '../../../lib/admin-format.ts'
import { buttonSecondary } from '../admin-ui.tsx'
import { ConfirmDialog } from '../confirm-dialog.tsx'

export function PriceChangeHistory({
  changes,
  busy,
  hydrated,
  onUndo,
}: {
  changes: PriceChangeSummary[]
  busy: boolean
  hydrated: boolean
  onUndo: (id: number) => Promise<void>
}) {
  const [asking, setAsking] = useState<PriceChangeSummary | null>(null)
  if (changes.length === 0) return null
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-semibold text-brand">Últimos cambios de precios</summary>
      <ul className="mt-2 divide-y divide-gray-100">
        {changes.map((change) => (
          <li key={change.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <strong>
                N° {change.id} · {change.percent}
              </strong>{' '}
              a {change.changed.toLocaleString('es-AR')} {change.changed === 1 ? 'producto' : 'productos'}
              {change.filterHref ? (
                <>
                  {' '}
                  (
                  <Link to={change.filterHref} className="text-brand underline">
                    {change.filterHref === '/admin/products' ? 'todo el catálogo' : 'filtro'}
                  </Link>
                  )
                </>
              ) : (
                ' (selección)'
              )}
              {change.skipped ? `, ${change.skipped} salteados` : ''}
              <span className="block text-xs text-gray-600">
                {formatDateTime(change.createdAt)} · {change.actor}
                {change.status === 'undone' && change.undoneAt
                  ? ` · Deshecho ${formatDateTime(change.undoneAt)} por ${change.undoneBy ?? '—'}`
                  : ''}
              </span>
            </span>
            {change.status === 'applied' ? (
              <button type="button" className={buttonSecondary} disabled={busy || !hydrated} onClick={() => setAsking(change)}>
                <Undo2 aria-hidden className="size-4" /> Deshacer N° {change.id}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={`¿Deshacer el cambio de precios N° ${asking?.id ?? ''}?`}
        confirmLabel="Deshacer"
        busy={busy}
        onConfirm={() => {
          const id = asking?.id
          setAsking(null)
          if (id) void onUndo(id)
        }}
        onCancel={() => setAsking(null)}
      >
        Los productos vuelven a los precios que tenían antes del cambio. Si alguno cambió de precio después, no se deshace nada y
        se avisa cuál.
      </ConfirmDialog>
    </details>
  )
}
