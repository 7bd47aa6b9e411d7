/**
 * The filter form above a back-office list (Pedidos, Productos): a GET form the server reads
 * back from the address, so a filtered list can be bookmarked and works before the page's
 * script loads. Its search, then its other fields, then Filtrar and, when something is set, Limpiar.
 *
 * Below md the other fields fold behind «Filtros (N)», N the folded fields that are set: a
 * `<details>`, so it opens before the script loads, open from the start when the address held
 * a bad filter. From md up the fold is undone in CSS (`.filters-fold`) and its fields sit in the
 * form's grid as before. The search stays out of the fold: it is what a clerk types most
 * (decision 053).
 */
import type { ReactNode } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { ChevronDown, Search } from '../icons.tsx'
import { SearchInput, buttonPrimary, buttonSecondary, inputClass } from './admin-ui.tsx'
import { LabelledOptions } from './labelled-options.tsx'

const labelClass = 'mb-1 block text-sm font-semibold text-gray-700'

/** The form itself: the search, the fold with the other fields, the buttons. */
export function ListFilterForm({
  label,
  columns,
  clearTo,
  showClear,
  actionsClassName,
  search,
  active,
  open,
  children,
}: {
  /** the search landmark's name */
  label: string
  /** the grid's columns from the lg breakpoint */
  columns: string
  /** the list with no filter, where Limpiar leads */
  clearTo: string
  showClear: boolean
  actionsClassName?: string
  /** the search field, never folded */
  search: ReactNode
  /** how many of the folded fields are set */
  active: number
  /** unfolded from the start on a phone (the address held a bad filter) */
  open: boolean
  /** the folded fields */
  children: ReactNode
}) {
  // A new address (the list just filtered) folds the fields again, so a phone sees the list.
  const { search: address } = useLocation()
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className={`mb-4 grid grid-cols-1 gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2 ${columns}`}
    >
      {search}
      <details key={address} className="filters-fold col-span-full" open={open}>
        <summary className={`${buttonSecondary} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          <ChevronDown aria-hidden className="filters-fold-chevron size-4" />
          {active > 0 ? `Filtros (${active})` : 'Filtros'}
        </summary>
        {children}
      </details>
      <div className={actionsClassName ? `flex items-end gap-2 ${actionsClassName}` : 'flex items-end gap-2'}>
        <button type="submit" className={buttonPrimary}>
          <Search aria-hidden className="size-4" /> Filtrar
        </button>
        {showClear ? (
          <Link to={clearTo} className={buttonSecondary}>
            Limpiar
          </Link>
        ) : null}
      </div>
    </Form>
  )
}

/** A labelled filter: the label above its control. */
function FilterField({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  )
}

/** Buscar: the free-text search of a list. */
export function FilterSearch({
  id,
  defaultValue,
  placeholder,
  className,
}: {
  id: string
  defaultValue: string
  placeholder: string
  className?: string
}) {
  return (
    <FilterField id={id} label="Buscar" {...(className ? { className } : {})}>
      <SearchInput id={id} q={defaultValue} placeholder={placeholder} />
    </FilterField>
  )
}

/**
 * A choice among fixed values, each shown by its label (or as itself); `anyLabel` names the
 * first option, which filters nothing. `children` adds options after them.
 */
export function FilterSelect({
  id,
  name,
  label,
  defaultValue,
  anyLabel,
  values,
  labels,
  children,
}: {
  id: string
  name: string
  label: string
  defaultValue: string
  anyLabel?: string
  values: readonly string[]
  labels?: Readonly<Record<string, string>>
  children?: ReactNode
}) {
  return (
    <FilterField id={id} label={label}>
      <select id={id} name={name} defaultValue={defaultValue} className={inputClass}>
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        <LabelledOptions values={values} labels={labels} />
        {children}
      </select>
    </FilterField>
  )
}

/** A day, the start or the end of a range. */
export function FilterDate({ id, name, label, defaultValue }: { id: string; name: string; label: string; defaultValue: string }) {
  return (
    <FilterField id={id} label={label}>
      <input id={id} name={name} type="date" defaultValue={defaultValue} className={inputClass} />
    </FilterField>
  )
}
