import { ChevronRight, ChevronsLeft, ChevronsRight } from '../icons.tsx'
import { Link, useSearchParams } from 'react-router'
import { openPaginationItems, paginationItems } from '#domain/pagination.ts'

/**
 * Pages live in the `page` parameter and replace the history entry. An `open` pager (a search
 * whose count stopped at its cap) numbers the pages known to exist and offers the next one
 * instead of a last page.
 */
export function PaginationNav({
  page,
  pageCount,
  open,
}: {
  page: number
  pageCount: number
  open?: { more: boolean } | undefined
}) {
  const [searchParams] = useSearchParams()
  const items = open ? openPaginationItems(page, pageCount, open.more) : paginationItems(page, pageCount)
  if (items.length === 0) return null
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(searchParams)
    next.set('page', String(n))
    return `?${next.toString()}`
  }
  const base = 'flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold'
  return (
    <nav aria-label="Paginación" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {items.map((item) => {
          if (item.type === 'ellipsis') {
            return (
              <li key={item.key} aria-hidden className="px-1 text-gray-500">
                …
              </li>
            )
          }
          if (item.type !== 'page') {
            const Icon = item.type === 'first' ? ChevronsLeft : item.type === 'next' ? ChevronRight : ChevronsRight
            const label = item.type === 'first' ? 'Primera página' : item.type === 'next' ? 'Página siguiente' : 'Última página'
            return (
              <li key={item.type}>
                {item.disabled ? (
                  <span className={`${base} text-gray-400`}>
                    <Icon aria-hidden className="size-4" />
                    <span className="sr-only">{label}</span>
                  </span>
                ) : (
                  <Link
                    to={hrefFor(item.page)}
                    replace
                    className={`${base} bg-white text-gray-700 ring-1 ring-gray-300 hover:ring-brand`}
                    aria-label={label}
                  >
                    <Icon aria-hidden className="size-4" />
                  </Link>
                )}
              </li>
            )
          }
          return (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                replace
                aria-current={item.current ? 'page' : undefined}
                aria-label={`Página ${item.page}`}
                className={`${base} ${item.current ? 'bg-brand text-white' : 'bg-white text-gray-700 ring-1 ring-gray-300 hover:ring-brand'}`}
              >
                {item.page}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
