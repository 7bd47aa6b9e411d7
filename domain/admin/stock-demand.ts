/** 'Demanda sin stock': the back office's list of products without stock that people wait for, read from its address. */
import { ADMIN_PAGE_SIZE } from './admin-forms.ts'

export const DEMAND_SORTS = ['waiting_desc', 'waiting_asc', 'name_asc', 'name_desc', 'oldest_asc', 'oldest_desc'] as const
export type DemandSortKey = (typeof DEMAND_SORTS)[number]
export const DEFAULT_DEMAND_SORT: DemandSortKey = 'waiting_desc'

/** The table's sortable columns: a header's link flips its direction, starting from `first`. */
export const DEMAND_COLUMNS = [
  { key: 'name', label: 'Producto', first: 'asc' },
  { key: 'waiting', label: 'Esperando', first: 'desc' },
  { key: 'oldest', label: 'Pedido más antiguo', first: 'asc' },
] as const

export interface DemandQuery {
  sort: DemandSortKey
  page: number
}

export function demandQueryFrom(url: URL): DemandQuery {
  const sort = url.searchParams.get('sort')
  const page = Number(url.searchParams.get('page') ?? '1')
  return {
    sort: (DEMAND_SORTS as readonly string[]).includes(sort ?? '') ? (sort as DemandSortKey) : DEFAULT_DEMAND_SORT,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  }
}

/** The address of the list sorted by `column`: its first direction, or the other one when already sorted by it. */
export function demandSortHref(current: DemandSortKey, column: (typeof DEMAND_COLUMNS)[number]): string {
  const other = column.first === 'asc' ? 'desc' : 'asc'
  const sort = current === `${column.key}_${column.first}` ? `${column.key}_${other}` : `${column.key}_${column.first}`
  return `/admin/demand?sort=${sort}`
}

export const demandPageSize = ADMIN_PAGE_SIZE
