/**
 * Productos: the whole catalogue, hidden products included, 25 a page on the server, searched
 * as the store searches (every word, accents and case ignored), filtered by category, brand,
 * stock band, visibility, missing image or description, and sorted. The list price and the
 * stock of many rows are edited in place and saved at once (all or nothing), with an undo.
 */
import { Plus, Undo2 } from '../components/icons.tsx'
import { useMemo, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import {
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  PRODUCT_SORT_LABELS,
  STOCK_BANDS,
  STOCK_BAND_LABELS,
  VISIBILITIES,
  VISIBILITY_LABELS,
  adminProductPath,
  isFiltered,
  productListHref,
  productListQueryFrom,
} from '#domain/admin/product-admin.ts'
import { formatPrice } from '#domain/format.ts'
import type { Route } from './+types/admin.products'
import {
  Empty,
  ListPager,
  Notice,
  PageHeading,
  Table,
  buttonPrimary,
  buttonSecondary,
  cell,
  inputClass,
} from '../components/admin/admin-ui.tsx'
import { FilterSearch, FilterSelect, ListFilterForm } from '../components/admin/list-filter-form.tsx'
import { UnsavedDialog } from '../components/admin/unsaved-dialog.tsx'
import { ProductImage } from '../components/product-image.tsx'
import { adminApi } from '../lib/admin-api.ts'
import { adminFilteredListLoader } from '../lib/admin-list.server.ts'
import { useAdmin } from '../lib/admin-session.ts'
import { useHydrated } from '../lib/use-hydrated.ts'
import { useUnsavedWarning } from '../lib/use-unsaved-warning.ts'

export function meta() {
  return [{ title: 'Productos · Panel TecnoHogar' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminFilteredListLoader({ request, context }, productListQueryFrom, async (query) => {
    const [list, labels] = await Promise.all([
      context.services.adminProducts.list(query),
      context.services.adminProducts.labels(),
    ])
    return { labels, ...list }
  })
}

type Edits = Record<number, { price_list_1?: string; stock?: string }>
type CellErrors = Record<string, { price_list_1?: string; stock?: string; sku?: string }>

/** A price as staff type it back: '1234.5' (the import also reads '1234,5'). */
const priceText = (n: number) => String(n)

export default function Products({ loaderData: { query, labels, rows, total, capped } }: Route.ComponentProps) {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [edits, setEdits] = useState<Edits>({})
  const [errors, setErrors] = useState<CellErrors>({})
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [undo, setUndo] = useState<{ id: number; price_list_1: number; stock: number }[] | null>(null)
  const [busy, setBusy] = useState(false)
  const pages = Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE))
  const filtered = isFiltered(query)

  const changed = useMemo(
    () =>
      rows.flatMap((row) => {
        const edit = edits[row.id]
        if (!edit) return []
        const price =
          edit.price_list_1 !== undefined && edit.price_list_1 !== priceText(row.price_list_1) ? edit.price_list_1 : undefined
        const stock = edit.stock !== undefined && edit.stock !== String(row.stock) ? edit.stock : undefined
        if (price === undefined && stock === undefined) return []
        return [
          { id: row.id, ...(price !== undefined ? { price_list_1: price } : {}), ...(stock !== undefined ? { stock } : {}) },
        ]
      }),
    [edits, rows],
  )
  const { blocker } = useUnsavedWarning(changed.length > 0)

  function setCell(id: number, field: 'price_list_1' | 'stock', value: string) {
    setEdits((current) => ({ ...current, [id]: { ...current[id], [field]: value } }))
  }

  async function save(changes: { id: number; price_list_1?: string | number; stock?: string | number }[], isUndo = false) {
    setBusy(true)
    const previous = rows
      .filter((row) => changes.some((c) => c.id === row.id))
      .map((row) => ({ id: row.id, price_list_1: row.price_list_1, stock: row.stock }))
    const result = await adminApi('/api/admin/products', { method: 'PATCH', body: { rows: changes }, csrf: staff.csrf })
    setBusy(false)
    if (!result.ok) {
      const fields = result.data?.fields as { rows?: CellErrors } | undefined
      setErrors(fields?.rows ?? {})
      setNotice({ ok: false, text: result.message })
      return
    }
    setErrors({})
    setEdits({})
    setUndo(isUndo ? null : previous)
    setNotice({ ok: true, text: isUndo ? `Deshecho. ${result.message}` : result.message })
    await revalidator.revalidate()
  }

  /** the list's choices, each read back from the address under its name */
  const filterSelects = [
    { name: 'category', label: 'Categoría', anyLabel: 'Todas', values: labels.categories },
    { name: 'brand', label: 'Marca', anyLabel: 'Todas', values: labels.brands },
    { name: 'stock', label: 'Stock', anyLabel: 'Todos', values: STOCK_BANDS, labels: STOCK_BAND_LABELS },
    {
      name: 'visibility',
      label: 'En la tienda',
      anyLabel: 'Visibles y ocultos',
      values: VISIBILITIES,
      labels: VISIBILITY_LABELS,
    },
    { name: 'sort', label: 'Ordenar por', values: PRODUCT_SORTS, labels: PRODUCT_SORT_LABELS },
  ] as const
  return (
    <>
      <PageHeading title="Productos">
        <Link to={adminProductPath('new')} className={buttonPrimary}>
          <Plus aria-hidden className="size-4" /> Nuevo producto
        </Link>
      </PageHeading>
      {query.invalid ? <Notice kind="error">{query.invalid} Se muestran todos los productos.</Notice> : null}
      <ListFilterForm
        label="Filtrar productos"
        columns="lg:grid-cols-4"
        clearTo="/admin/products"
        showClear={filtered || query.sort !== 'updated_desc'}
        actionsClassName="lg:col-span-4"
      >
        <FilterSearch id="products-q" defaultValue={query.q} placeholder="Nombre, SKU o subcategoría" className="sm:col-span-2" />
        {filterSelects.map((select) => (
          <FilterSelect key={select.name} id={`products-${select.name}`} defaultValue={query[select.name]} {...select} />
        ))}
        <fieldset className="flex flex-col justify-end gap-1 text-sm">
          <legend className="sr-only">Datos que faltan</legend>
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" name="noImage" value="1" defaultChecked={query.noImage} className="size-4" /> Sin imagen
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" name="noDescription" value="1" defaultChecked={query.noDescription} className="size-4" /> Sin
            descripción
          </label>
        </fieldset>
      </ListFilterForm>
      {notice ? (
        <div className="flex flex-wrap items-start gap-3">
          <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>
          {notice.ok && undo ? (
            <button type="button" className={buttonSecondary} disabled={busy} onClick={() => void save(undo, true)}>
              <Undo2 aria-hidden className="size-4" /> Deshacer
            </button>
          ) : null}
        </div>
      ) : null}
      {rows.length === 0 ? (
        <Empty>{filtered ? 'Ningún producto coincide con los filtros.' : 'Todavía no hay productos.'}</Empty>
      ) : (
        <Table caption="Productos" head={['Imagen', 'Producto', 'Marca y categoría', 'Precio lista 1', 'Stock', 'En la tienda']}>
          {rows.map((p) => {
            const edit = edits[p.id] ?? {}
            const rowErrors = errors[p.id] ?? {}
            return (
              <tr key={p.id} className={edit.price_list_1 !== undefined || edit.stock !== undefined ? 'bg-amber-50' : undefined}>
                <td className={cell}>
                  <ProductImage
                    src={p.img_url}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 rounded object-contain ring-1 ring-gray-200"
                  />
                </td>
                <td className={cell}>
                  <Link to={adminProductPath(p.id)} className="font-semibold text-brand underline">
                    {p.name}
                  </Link>
                  <span className="block text-xs text-gray-600">SKU {p.sku}</span>
                  {rowErrors.sku ? <span className="block text-xs font-medium text-red-700">{rowErrors.sku}</span> : null}
                </td>
                <td className={cell}>
                  <span className="block">{p.brand || '—'}</span>
                  <span className="block text-xs text-gray-600">
                    {p.category}
                    {p.sub_category ? ` › ${p.sub_category}` : ''}
                  </span>
                </td>
                <td className={`${cell} min-w-32`}>
                  <label htmlFor={`price-${p.id}`} className="sr-only">
                    Precio lista 1 de {p.name}
                  </label>
                  <input
                    id={`price-${p.id}`}
                    inputMode="decimal"
                    value={edit.price_list_1 ?? priceText(p.price_list_1)}
                    onChange={(event) => setCell(p.id, 'price_list_1', event.target.value)}
                    aria-invalid={rowErrors.price_list_1 ? true : undefined}
                    aria-describedby={rowErrors.price_list_1 ? `price-${p.id}-error` : undefined}
                    className={`${inputClass} w-28 ${rowErrors.price_list_1 ? 'ring-red-500' : ''}`}
                  />
                  <span className="mt-1 block text-xs text-gray-600">{formatPrice(p.price_list_1)}</span>
                  {rowErrors.price_list_1 ? (
                    <span id={`price-${p.id}-error`} className="block text-xs font-medium text-red-700">
                      {rowErrors.price_list_1}
                    </span>
                  ) : null}
                </td>
                <td className={`${cell} min-w-24`}>
                  <label htmlFor={`stock-${p.id}`} className="sr-only">
                    Stock de {p.name}
                  </label>
                  <input
                    id={`stock-${p.id}`}
                    inputMode="numeric"
                    value={edit.stock ?? String(p.stock)}
                    onChange={(event) => setCell(p.id, 'stock', event.target.value)}
                    aria-invalid={rowErrors.stock ? true : undefined}
                    aria-describedby={rowErrors.stock ? `stock-${p.id}-error` : undefined}
                    className={`${inputClass} w-20 ${rowErrors.stock ? 'ring-red-500' : ''}`}
                  />
                  {rowErrors.stock ? (
                    <span id={`stock-${p.id}-error`} className="block text-xs font-medium text-red-700">
                      {rowErrors.stock}
                    </span>
                  ) : null}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {p.hidden ? (
                    <span className="rounded bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-800">Oculto</span>
                  ) : (
                    <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Visible</span>
                  )}
                </td>
              </tr>
            )
          })}
        </Table>
      )}
      {changed.length > 0 ? (
        <div
          role="region"
          aria-label="Cambios sin guardar"
          className="sticky bottom-0 z-10 mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-amber-300"
        >
          <span className="text-sm font-semibold text-gray-800">
            {changed.length} {changed.length === 1 ? 'producto con cambios sin guardar' : 'productos con cambios sin guardar'}
          </span>
          <button type="button" className={buttonPrimary} disabled={busy || !hydrated} onClick={() => void save(changed)}>
            {busy ? 'Guardando…' : 'Guardar cambios'}
          </button>
          <button
            type="button"
            className={buttonSecondary}
            disabled={busy}
            onClick={() => {
              setEdits({})
              setErrors({})
            }}
          >
            Descartar
          </button>
        </div>
      ) : null}
      <ListPager page={query.page} pages={pages} href={(page) => productListHref(query, page)}>
        {capped
          ? `Página ${query.page} · más de ${total.toLocaleString('es-AR')} productos: filtre para encontrar el que busca`
          : `Página ${Math.min(query.page, pages)} de ${pages} · ${total.toLocaleString('es-AR')} ${total === 1 ? 'producto' : 'productos'}`}
      </ListPager>
      <UnsavedDialog blocker={blocker} />
    </>
  )
}
