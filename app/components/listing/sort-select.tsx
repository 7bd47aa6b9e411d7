import { useNavigate, useSearchParams } from 'react-router'
import { SORT_OPTIONS, withParam, type ListingSort } from '#domain/listing-params.ts'

/** The listing's order: choosing one loads the listing again with it. */
export function SortSelect({ sort }: { sort: ListingSort }) {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">Ordenar</span>
      <select
        value={sort}
        onChange={(e) => navigate(withParam(searchParams, 'sort', e.target.value as ListingSort))}
        className="rounded-md border-gray-300 bg-white py-2 pl-3 pr-8 text-sm ring-1 ring-gray-300"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
