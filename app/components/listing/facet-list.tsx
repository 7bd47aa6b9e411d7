import { useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { withParam } from '#domain/listing-params.ts'

const VISIBLE = 5

/** A sidebar list (Categorías / Marcas): five entries first, then 'Ver más…' / 'Ver menos'. */
export function FacetList({
  title,
  param,
  entries,
  moreLabel,
  note,
  format = (v) => v,
}: {
  title: string
  /** beside the title: where the counts come from, when not from every match */
  note?: string | undefined
  param: 'sub_category' | 'brand'
  entries: { value: string; count: number }[]
  moreLabel: string
  format?: (value: string) => string
}) {
  const [expanded, setExpanded] = useState(false)
  const [searchParams] = useSearchParams()
  const { pathname } = useLocation()
  if (entries.length === 0) return null
  const shown = expanded ? entries : entries.slice(0, VISIBLE)
  return (
    <details open className="group rounded-lg bg-white p-4 ring-1 ring-gray-200">
      <summary className="cursor-pointer list-none text-sm font-bold uppercase tracking-wide text-gray-800 marker:hidden">
        <h2 className="inline">{title}</h2>
        <span aria-hidden className="float-right transition group-open:rotate-180">
          ▾
        </span>
        {note && <span className="mt-0.5 block text-xs font-normal normal-case tracking-normal text-gray-500">{note}</span>}
      </summary>
      <ul className="mt-3 space-y-1.5">
        {shown.map((entry) => (
          <li key={entry.value}>
            <Link
              to={`${pathname}${withParam(searchParams, param, entry.value.trim().toLowerCase())}`}
              className="flex justify-between gap-2 text-sm text-gray-700 hover:text-brand hover:underline"
            >
              <span>{format(entry.value)}</span>
              <span className="text-gray-500">({entry.count})</span>
            </Link>
          </li>
        ))}
      </ul>
      {entries.length > VISIBLE && (
        <button
          type="button"
          onClick={() => setExpanded((v) => !v)}
          className="mt-3 text-sm font-semibold text-brand hover:underline"
        >
          {expanded ? 'Ver menos' : moreLabel}
        </button>
      )}
    </details>
  )
}
