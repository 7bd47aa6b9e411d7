/**
 * What a bulk price change would do, before it is applied: how many products change, stay or are
 * skipped (each skipped one with the price check that refused it), the lists that fall by half or
 * double, and the first products' six lists before → after — a table from 640 px, cards below.
 */
import type { BulkPricePreview, BulkPriceRow } from '#domain/admin/bulk-price-change.ts'
import { formatPrice } from '#domain/format.ts'
import { PRICE_LISTS } from '#domain/prices.ts'
import { cell } from '../admin-ui.tsx'

const count = (n: number, one: string, many: string) => `${n.toLocaleString('es-AR')} ${n === 1 ? one : many}`

function Change({ before, after }: { before: number; after: number }) {
  if (before === after) return <span className="text-gray-500">{formatPrice(before)}</span>
  return (
    <>
      <span className="block text-xs text-gray-500 line-through">{formatPrice(before)}</span>
      <span className="block font-semibold text-gray-900">{formatPrice(after)}</span>
    </>
  )
}

function SampleTable({ rows }: { rows: BulkPriceRow[] }) {
  return (
    <div
      role="region"
      aria-label="Precios antes y después"
      tabIndex={0}
      className="hidden overflow-x-auto rounded-lg ring-1 ring-gray-200 sm:block"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Precios antes y después</caption>
        <thead className="bg-gray-50 text-xs uppercase tracking-wide text-gray-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Producto
            </th>
            {PRICE_LISTS.map((list) => (
              <th key={list} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                Lista {list}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${cell} font-normal`}>
                <span className="block font-semibold">{row.name}</span>
                <span className="block text-xs text-gray-600">SKU {row.sku}</span>
              </th>
              {PRICE_LISTS.map((list) => (
                <td key={list} className={`${cell} whitespace-nowrap`}>
                  <Change before={row.before[`price_list_${list}`]} after={row.after[`price_list_${list}`]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Below 640 px each product is a card with its lists two by two: nothing to scroll sideways. */
function SampleCards({ rows }: { rows: BulkPriceRow[] }) {
  return (
    <ul aria-label="Precios antes y después" className="grid gap-3 sm:hidden">
      {rows.map((row) => (
        <li key={row.id} className="rounded-lg p-3 ring-1 ring-gray-200">
          <p className="font-semibold">{row.name}</p>
          <p className="text-xs text-gray-600">SKU {row.sku}</p>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            {PRICE_LISTS.map((list) => (
              <div key={list}>
                <dt className="text-xs font-semibold text-gray-600">Lista {list}</dt>
                <dd>
                  <Change before={row.before[`price_list_${list}`]} after={row.after[`price_list_${list}`]} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  )
}

export function BulkPricePreviewView({ preview }: { preview: BulkPricePreview }) {
  const { matched, changed, unchanged, skipped, sample, jumps, percent } = preview
  return (
    <section aria-label="Vista previa del cambio de precios" className="mt-4 grid gap-4">
      <p role="status" className="text-sm">
        <strong>
          {percent} a {count(matched, 'producto', 'productos')}:
        </strong>{' '}
        {count(changed, 'cambia', 'cambian')} de precio
        {unchanged ? `, ${count(unchanged, 'queda igual (sin precios)', 'quedan igual (sin precios)')}` : ''}
        {skipped.length ? `, ${count(skipped.length, 'se saltea', 'se saltean')}` : ''}.
      </p>
      {jumps.length ? (
        <div className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <p className="font-semibold">Estos precios cambian mucho (se pide confirmación al aplicar):</p>
          <ul className="mt-1 list-disc pl-5">
            {jumps.map((jump) => (
              <li key={jump}>{jump}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {skipped.length ? (
        <div className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          <p className="font-semibold">
            {skipped.length === 1
              ? 'Este producto se saltea y queda con sus precios: con el cambio, sus listas no pasarían los controles de precios.'
              : 'Estos productos se saltean y quedan con sus precios: con el cambio, sus listas no pasarían los controles de precios.'}
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {skipped.map((s) => (
              <li key={s.sku}>
                <strong>{s.sku}</strong> {s.name}: {s.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {sample.length ? (
        <>
          <p className="text-sm text-gray-700">
            {sample.length < changed
              ? `Los primeros ${sample.length} de ${changed.toLocaleString('es-AR')} productos que cambian:`
              : 'Los productos que cambian:'}
          </p>
          <SampleTable rows={sample} />
          <SampleCards rows={sample} />
        </>
      ) : null}
    </section>
  )
}
