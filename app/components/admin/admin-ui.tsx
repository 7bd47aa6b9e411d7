/** Small pieces every back-office page uses: its heading, a list's search and pages, a notice, an empty list. */
import { Search } from '../icons.tsx'
import { Form, Link } from 'react-router'
import { ADMIN_PAGE_SIZE, MAX_SEARCH_LENGTH } from '#domain/admin/admin-forms.ts'

export function PageHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-extrabold text-gray-900">{title}</h1>
      {children}
    </div>
  )
}

export function Card({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return <section className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6 ${className}`}>{children}</section>
}

/** A list's free-text search box, read back from the address as `q`. */
export function SearchInput({ id, q, placeholder }: { id: string; q: string; placeholder: string }) {
  return (
    <input
      id={id}
      name="q"
      type="search"
      defaultValue={q}
      maxLength={MAX_SEARCH_LENGTH}
      placeholder={placeholder}
      className={inputClass}
    />
  )
}

export function SearchForm({ q, label, placeholder }: { q: string; label: string; placeholder: string }) {
  return (
    <Form method="get" role="search" className="mb-4 flex max-w-xl gap-2">
      <label htmlFor="admin-search" className="sr-only">
        {label}
      </label>
      <SearchInput id="admin-search" q={q} placeholder={placeholder} />
      <button
        type="submit"
        className="inline-flex items-center gap-1 rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
      >
        <Search aria-hidden className="size-4" /> Buscar
      </button>
    </Form>
  )
}

/** "Página N de M" with previous and next links that keep the search. */
export function Pager({ page, total, q = '' }: { page: number; total: number; q?: string }) {
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))
  const href = (n: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) }).toString()}`
  return (
    <ListPager page={page} pages={pages} href={href}>
      Página {Math.min(page, pages)} de {pages} · {total} {total === 1 ? 'resultado' : 'resultados'}
    </ListPager>
  )
}

export function Notice({ kind, children }: { kind: 'ok' | 'error'; children: React.ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`mb-4 rounded-md px-4 py-3 text-sm font-semibold ${kind === 'error' ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-green-50 text-green-800 ring-1 ring-green-200'}`}
    >
      {children}
    </p>
  )
}

export function Empty({ children }: { children: React.ReactNode }) {
  return <p className="rounded-md bg-white px-4 py-6 text-center text-sm text-gray-600 ring-1 ring-gray-200">{children}</p>
}

/**
 * A list's table. On a wide screen it scrolls sideways rather than squeeze its columns; with
 * `cards`, below md each row is a card instead (its heading cell first, then one "label value"
 * line a cell, see `Td` and `.list-cards` in app.css): one markup for both (decision 053), so
 * a phone sees the state and the total without panning. The explicit roles keep it a table to
 * screen readers and getByRole where `display` turns its parts into blocks.
 */
export function Table({
  caption,
  head,
  children,
  narrow = false,
  cards = false,
}: {
  caption: string
  /** the columns' headings (a node for one that holds a control, such as "select all") */
  head: React.ReactNode[]
  children: React.ReactNode
  /** few columns: no minimum width, nothing to scroll */
  narrow?: boolean
  /** below md, rows as cards: its cells are `Td`s */
  cards?: boolean
}) {
  const minWidth = narrow ? '' : cards ? 'md:min-w-[36rem]' : 'min-w-[36rem]'
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={`relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200 focus-visible:ring-2 focus-visible:ring-brand ${cards ? 'max-md:overflow-x-visible max-md:bg-transparent max-md:shadow-none max-md:ring-0' : ''}`}
    >
      <table className={`w-full text-left text-sm ${minWidth} ${cards ? 'list-cards' : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`bg-gray-50 text-xs uppercase tracking-wide text-gray-600 ${cards ? 'max-md:bg-transparent' : ''}`}>
          <tr>
            {head.map((h, i) => (
              // On a card a heading is the cell's own label; one holding a control stays in sight.
              <th
                key={typeof h === 'string' ? h : i}
                scope="col"
                className={`px-4 py-3 font-semibold ${cards ? (typeof h === 'string' ? 'max-md:sr-only' : 'max-md:px-4 max-md:py-2') : ''}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-gray-100 ${cards ? 'max-md:divide-y-0' : ''}`}>{children}</tbody>
      </table>
    </div>
  )
}

/**
 * A cell of a `cards` table. With a `label` (its column's heading) it is a "label value" line
 * of the card; without one it is the card's heading (the order number, the name); `beside`
 * keeps a small cell (a tick box, an image) on the heading's line.
 */
export function Td({
  label,
  beside = false,
  className = '',
  children,
}: {
  label?: string
  beside?: boolean
  className?: string
  children: React.ReactNode
}) {
  return (
    <td
      data-label={label}
      data-card={beside ? 'beside' : label === undefined ? 'heading' : undefined}
      className={`${cell} max-md:px-0 max-md:py-0.5 ${className}`}
    >
      {children}
    </td>
  )
}

export const cell = 'px-4 py-3 align-top'
/** a list's filter or a table cell's input */
export const inputClass = 'block w-full rounded-md border-0 px-3 py-2 text-sm ring-1 ring-gray-300 focus:ring-2 focus:ring-brand'
export const buttonPrimary =
  'inline-flex items-center justify-center gap-1 rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60'
export const buttonSecondary =
  'inline-flex items-center justify-center gap-1 rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-60'
export const buttonDanger =
  'inline-flex items-center justify-center gap-1 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60'

const pageLink = 'rounded-md px-3 py-2 font-semibold ring-1 ring-gray-300 bg-white text-brand hover:bg-gray-50'

/** Under a list: Anterior and Siguiente where there is such a page, and what is shown between them. */
export function ListPager({
  page,
  pages,
  href,
  children,
}: {
  page: number
  pages: number
  href: (page: number) => string
  children: React.ReactNode
}) {
  return (
    <nav aria-label="Páginas" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      {page > 1 ? (
        <Link className={pageLink} to={href(page - 1)}>
          Anterior
        </Link>
      ) : null}
      <span className="text-gray-700">{children}</span>
      {page < pages ? (
        <Link className={pageLink} to={href(page + 1)}>
          Siguiente
        </Link>
      ) : null}
    </nav>
  )
}
