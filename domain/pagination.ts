/**
 * The listing's pager: first and last page shortcuts, a window of 4
 * numbered pages around the current one, and ellipses where pages are skipped.
 */

export type PaginationItem =
  | { type: 'first' | 'last' | 'next'; page: number; disabled: boolean }
  | { type: 'page'; page: number; current: boolean }
  | { type: 'ellipsis'; key: 'ellipsis-start' | 'ellipsis-end' }

export const PAGINATION_WINDOW = 4

function wholeOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.floor(value) : fallback
}

/** The numbered pages around `page`, sliding to stay inside [1, total]. */
function pageWindow(page: number, total: number, window: number): { start: number; end: number } {
  const size = Math.min(Math.max(wholeOr(window, PAGINATION_WINDOW), 1), total)
  const start = Math.min(Math.max(page - Math.floor((size - 1) / 2), 1), total - size + 1)
  return { start, end: start + size - 1 }
}

/**
 * The pager's items. With one page or none there is nothing to choose, so the pager is empty.
 * An even window cannot be centred: it holds one page before the current one and the rest
 * after, and slides to stay inside [1, totalPages]. The first/last shortcuts are always there
 * (disabled on their own page) so the pager does not jump about as one pages through.
 */
export function paginationItems(current: number, totalPages: number, window: number = PAGINATION_WINDOW): PaginationItem[] {
  const total = Math.max(0, wholeOr(totalPages, 0))
  if (total <= 1) return []
  const page = Math.min(Math.max(wholeOr(current, 1), 1), total)
  const { start, end } = pageWindow(page, total, window)

  const items: PaginationItem[] = [{ type: 'first', page: 1, disabled: page === 1 }]
  if (start > 1) items.push({ type: 'ellipsis', key: 'ellipsis-start' })
  for (let n = start; n <= end; n++) items.push({ type: 'page', page: n, current: n === page })
  if (end < total) items.push({ type: 'ellipsis', key: 'ellipsis-end' })
  items.push({ type: 'last', page: total, disabled: page === total })
  return items
}

/** The number of pages for `total` items; at least 1 so an empty listing is page 1 of 1. */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1
  return Math.ceil(total / pageSize)
}

/**
 * The pager of a search whose count stopped at its cap (domain/search-cap.ts): the pages known
 * to exist are numbered, and where more may follow an ellipsis and "next page" stand in for the
 * last page's number, which nobody counted. `knownPages` is the last page known to hold results;
 * `more` says whether results may follow it.
 */
export function openPaginationItems(
  current: number,
  knownPages: number,
  more: boolean,
  window: number = PAGINATION_WINDOW,
): PaginationItem[] {
  const known = Math.max(1, wholeOr(knownPages, 1))
  const page = Math.min(Math.max(wholeOr(current, 1), 1), known)
  if (known === 1 && !more) return []
  const { start, end } = pageWindow(page, known, window)
  const items: PaginationItem[] = [{ type: 'first', page: 1, disabled: page === 1 }]
  if (start > 1) items.push({ type: 'ellipsis', key: 'ellipsis-start' })
  for (let n = start; n <= end; n++) items.push({ type: 'page', page: n, current: n === page })
  if (end < known || more) items.push({ type: 'ellipsis', key: 'ellipsis-end' })
  const last = page === known && !more
  items.push({ type: 'next', page: last ? page : page + 1, disabled: last })
  return items
}
