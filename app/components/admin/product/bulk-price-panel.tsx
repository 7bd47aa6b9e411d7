/**
 * «Cambiar precios»: a percentage (+8, -5, 2,5) over the products of the list's filter or the rows
 * ticked in it, every list together (decision 050). «Ver vista previa» shows what would change,
 * «Aplicar cambio» asks first and applies it all at once, «Deshacer» takes it back. The last
 * changes are listed under it, each with its undo.
 */
import type { PriceChangeSummary } from '#domain/admin/bulk-price-change.ts'
import { BULK_PERCENT_RANGE, MAX_BULK_PRICE_PRODUCTS } from '#domain/admin/bulk-price-change.ts'
import { Undo2 } from '../../icons.tsx'
import { AdminField } from '../admin-field.tsx'
import { Notice, buttonPrimary, buttonSecondary } from '../admin-ui.tsx'
import { ConfirmDialog } from '../confirm-dialog.tsx'
import { BulkPricePreviewView } from './bulk-price-preview.tsx'
import { PriceChangeHistory } from './price-change-history.tsx'
import { PriceConfirmDialog } from './price-confirm-dialog.tsx'
import type { useBulkPriceChange } from './use-bulk-price-change.ts'

type BulkPrices = ReturnType<typeof useBulkPriceChange>

const products = (n: number) => `${n.toLocaleString('es-AR')} ${n === 1 ? 'producto' : 'productos'}`

export function BulkPricePanel({
  bulk,
  total,
  capped,
  filtered,
  selected,
  pageIds,
  onSelect,
  history,
  hydrated,
}: {
  bulk: BulkPrices
  /** products the list's filter matches (counted up to the list's cap) */
  total: number
  capped: boolean
  filtered: boolean
  selected: number
  /** the rows on this page, for «Seleccionar esta página» */
  pageIds: number[]
  onSelect: (ids: number[]) => void
  history: PriceChangeSummary[]
  hydrated: boolean
}) {
  const { preview, errors, notice, busy } = bulk
  const filterLabel = capped
    ? `Más de ${total.toLocaleString('es-AR')} productos ${filtered ? 'del filtro' : '(todo el catálogo)'}`
    : filtered
      ? total === 1
        ? 'El producto del filtro'
        : `Los ${products(total)} del filtro`
      : `Todo el catálogo (${products(total)})`
  return (
    <section aria-labelledby="bulk-prices-title" className="mb-4 rounded-lg border border-gray-200 bg-white p-3 text-sm">
      <h2 id="bulk-prices-title" className="text-base font-bold text-gray-900">
        Cambiar precios
      </h2>
      <p className="mt-1 text-xs text-gray-600">
        Un porcentaje sobre las seis listas de cada producto, redondeado como están escritos los precios (171.999 sigue terminando
        en 999). El precio mayorista no cambia: se corrige en la ficha o importando. Hasta{' '}
        {MAX_BULK_PRICE_PRODUCTS.toLocaleString('es-AR')} productos por cambio; entre{' '}
        {`${BULK_PERCENT_RANGE.min}\u00a0% y +${BULK_PERCENT_RANGE.max}\u00a0%`}.
      </p>
      <form
        noValidate
        aria-label="Cambiar precios"
        onSubmit={(event) => {
          event.preventDefault()
          void bulk.showPreview()
        }}
        className="mt-3 flex flex-wrap items-end gap-x-4 gap-y-3"
      >
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium text-gray-800">Aplicar a</legend>
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="bulk-scope"
              className="size-4"
              checked={bulk.scope === 'filter'}
              onChange={() => bulk.setScope('filter')}
            />
            {filterLabel}
          </label>
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="bulk-scope"
              className="size-4"
              disabled={selected === 0}
              checked={bulk.scope === 'selection'}
              onChange={() => bulk.setScope('selection')}
            />
            {selected === 1
              ? 'El producto seleccionado'
              : selected
                ? `Los ${products(selected)} seleccionados`
                : 'Los seleccionados (marque filas de la lista)'}
          </label>
          {errors.ids || errors.filter ? (
            <span className="text-xs font-medium text-red-700">{errors.ids ?? errors.filter}</span>
          ) : null}
        </fieldset>
        <div className="w-44">
          <AdminField
            formId="bulk-prices"
            name="percent"
            label="Porcentaje"
            inputMode="decimal"
            placeholder="8 o -5"
            error={errors.percent}
            value={bulk.percent}
            onValue={bulk.setPercent}
          />
        </div>
        <button type="submit" className={buttonSecondary} disabled={!hydrated || busy}>
          {busy && !preview ? 'Calculando…' : 'Ver vista previa'}
        </button>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonSecondary} disabled={!hydrated} onClick={() => onSelect(pageIds)}>
            Seleccionar esta página
          </button>
          {selected ? (
            <button type="button" className={buttonSecondary} disabled={!hydrated} onClick={() => onSelect([])}>
              Quitar selección
            </button>
          ) : null}
        </div>
      </form>
      {notice ? (
        <div className="mt-3 flex flex-wrap items-start gap-3">
          <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>
          {notice.undoId ? (
            <button type="button" className={buttonSecondary} disabled={busy} onClick={() => void bulk.undo(notice.undoId!)}>
              <Undo2 aria-hidden className="size-4" /> Deshacer
            </button>
          ) : null}
        </div>
      ) : null}
      {preview ? (
        <>
          <BulkPricePreviewView preview={preview} />
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonPrimary}
              disabled={busy || preview.changed === 0}
              onClick={() => bulk.setAsking(true)}
            >
              Aplicar cambio
            </button>
          </div>
        </>
      ) : null}
      <PriceChangeHistory changes={history} busy={busy} hydrated={hydrated} onUndo={bulk.undo} />
      <ConfirmDialog
        open={bulk.asking}
        title={preview ? `¿Aplicar ${preview.percent} a ${products(preview.changed)}?` : '¿Aplicar el cambio?'}
        confirmLabel="Aplicar cambio"
        busy={busy}
        onConfirm={() => void bulk.apply(Boolean(preview?.jumps.length))}
        onCancel={() => bulk.setAsking(false)}
      >
        Cambian las seis listas de cada uno, todas juntas; el precio mayorista no cambia.
        {preview?.skipped.length === 1 ? ' 1 producto se saltea y queda como está.' : ''}
        {preview && preview.skipped.length > 1 ? ` ${products(preview.skipped.length)} se saltean y quedan como están.` : ''}
        {preview?.jumps.length ? ' Algunos precios bajan a menos de la mitad o suben a más del doble.' : ''} Puede deshacerlo
        después mientras nadie cambie esos precios.
      </ConfirmDialog>
      <PriceConfirmDialog confirmation={bulk.confirmation} busy={busy} onCancel={bulk.cancelConfirmation} />
    </section>
  )
}
