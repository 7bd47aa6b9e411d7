/** The product list's filters: search, category, brand, stock band, visibility, sort, and missing image or description. */
import {
  PRODUCT_SORTS,
  PRODUCT_SORT_LABELS,
  STOCK_BANDS,
  STOCK_BAND_LABELS,
  VISIBILITIES,
  VISIBILITY_LABELS,
  isFiltered,
  type ProductListQuery,
} from '#domain/admin/product-admin.ts'
import { FilterSearch, FilterSelect, ListFilterForm } from '../list-filter-form.tsx'

export function ProductListFilters({
  query,
  labels,
}: {
  query: ProductListQuery
  labels: { categories: string[]; brands: string[] }
}) {
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
    <ListFilterForm
      label="Filtrar productos"
      columns="lg:grid-cols-4"
      clearTo="/admin/products"
      showClear={isFiltered(query) || query.sort !== 'updated_desc'}
      actionsClassName="lg:col-span-4"
      search={
        <FilterSearch id="products-q" defaultValue={query.q} placeholder="Nombre, SKU o subcategoría" className="sm:col-span-2" />
      }
      active={
        [query.category, query.brand, query.stock, query.visibility, query.noImage, query.noDescription].filter(Boolean).length +
        (query.sort === 'updated_desc' ? 0 : 1)
      }
      open={Boolean(query.invalid)}
    >
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
  )
}
