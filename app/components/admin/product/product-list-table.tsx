/**
 * The product list's table: a box to select the product (for a bulk price change), its image,
 * name and SKU, brand and category, list price and stock (edited in place), and visibility.
 */
import { Link } from 'react-router'
import { adminProductPath, type AdminProductRow } from '#domain/admin/product-admin.ts'
import { formatPrice } from '#domain/format.ts'
import { ProductImage } from '../../product-image.tsx'
import { Table, Td, inputClass } from '../admin-ui.tsx'
import { priceText, type CellErrors, type EditedCell, type Edits } from './use-product-list-edits.ts'

export type ProductListRow = Pick<
  AdminProductRow,
  'id' | 'sku' | 'name' | 'brand' | 'category' | 'sub_category' | 'img_url' | 'price_list_1' | 'stock' | 'hidden'
>

type SetCell = (id: number, field: EditedCell, value: string) => void

export function ProductListTable({
  rows,
  edits,
  errors,
  setCell,
  selected,
  onToggle,
}: {
  rows: ProductListRow[]
  edits: Edits
  errors: CellErrors
  setCell: SetCell
  selected: ReadonlySet<number>
  onToggle: (id: number) => void
}) {
  return (
    <Table
      caption="Productos"
      cards
      head={['Elegir', 'Imagen', 'Producto', 'Marca y categoría', 'Precio lista 1', 'Stock', 'En la tienda']}
    >
      {rows.map((p) => (
        <ProductListRowView
          key={p.id}
          product={p}
          edit={edits[p.id] ?? {}}
          rowErrors={errors[p.id] ?? {}}
          setCell={setCell}
          checked={selected.has(p.id)}
          onToggle={onToggle}
        />
      ))}
    </Table>
  )
}

function ProductListRowView({
  product: p,
  edit,
  rowErrors,
  setCell,
  checked,
  onToggle,
}: {
  product: ProductListRow
  edit: Edits[number]
  rowErrors: CellErrors[string]
  setCell: SetCell
  checked: boolean
  onToggle: (id: number) => void
}) {
  return (
    <tr className={edit.price_list_1 !== undefined || edit.stock !== undefined ? 'bg-amber-50' : undefined}>
      <Td beside>
        <input
          id={`select-${p.id}`}
          type="checkbox"
          className="mt-1 size-5"
          checked={checked}
          onChange={() => onToggle(p.id)}
          aria-label={`Seleccionar ${p.name}`}
        />
      </Td>
      <Td beside>
        <ProductImage
          src={p.img_url}
          alt=""
          width={48}
          height={48}
          className="size-12 rounded object-contain ring-1 ring-gray-200"
        />
      </Td>
      <Td>
        <Link to={adminProductPath(p.id)} className="font-semibold text-brand underline">
          {p.name}
        </Link>
        <span className="block break-all text-xs text-gray-600">SKU {p.sku}</span>
        {rowErrors.sku ? <span className="block text-xs font-medium text-red-700">{rowErrors.sku}</span> : null}
      </Td>
      <Td label="Marca y categoría">
        <span className="min-w-0">
          <span className="block">{p.brand || '—'}</span>
          <span className="block text-xs text-gray-600">
            {p.category}
            {p.sub_category ? ` › ${p.sub_category}` : ''}
          </span>
        </span>
      </Td>
      <Td label="Precio lista 1" className="md:min-w-32">
        <span className="min-w-0">
          <CellInput
            id={`price-${p.id}`}
            label={`Precio lista 1 de ${p.name}`}
            inputMode="decimal"
            width="w-28"
            value={edit.price_list_1 ?? priceText(p.price_list_1)}
            onValue={(value) => setCell(p.id, 'price_list_1', value)}
            error={rowErrors.price_list_1}
          >
            <span className="mt-1 block text-xs text-gray-600">{formatPrice(p.price_list_1)}</span>
          </CellInput>
        </span>
      </Td>
      <Td label="Stock" className="md:min-w-24">
        <span className="min-w-0">
          <CellInput
            id={`stock-${p.id}`}
            label={`Stock de ${p.name}`}
            inputMode="numeric"
            width="w-20"
            value={edit.stock ?? String(p.stock)}
            onValue={(value) => setCell(p.id, 'stock', value)}
            error={rowErrors.stock}
          />
        </span>
      </Td>
      <Td label="En la tienda" className="whitespace-nowrap">
        {p.hidden ? (
          <span className="justify-self-start rounded bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-800">Oculto</span>
        ) : (
          <span className="justify-self-start rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
            Visible
          </span>
        )}
      </Td>
    </tr>
  )
}

/** A cell's input, named for screen readers by its hidden label, with its error under it (and `children` between). */
function CellInput({
  id,
  label,
  inputMode,
  width,
  value,
  onValue,
  error,
  children,
}: {
  id: string
  label: string
  inputMode: 'decimal' | 'numeric'
  width: string
  value: string
  onValue: (value: string) => void
  error: string | undefined
  children?: React.ReactNode
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        inputMode={inputMode}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} ${width} ${error ? 'ring-red-500' : ''}`}
      />
      {children}
      {error ? (
        <span id={`${id}-error`} className="block text-xs font-medium text-red-700">
          {error}
        </span>
      ) : null}
    </>
  )
}
