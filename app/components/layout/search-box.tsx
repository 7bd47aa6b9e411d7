import { Search, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { stripEan } from '#domain/ean.ts'
import { priceWithoutNationalTaxes } from '#domain/prices.ts'
import type { Suggestion, SuggestionResult } from '#domain/product.ts'
import { ProductImage } from '../product-image.tsx'
import { Price, PriceWithoutTaxes } from '../price.tsx'
import { productHref, searchHrefFor } from '../../lib/paths.ts'

const DEBOUNCE_MS = 180

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; result: SuggestionResult; more: 'idle' | 'loading' | 'error' }
  | { status: 'error' }

async function fetchSuggestions(query: string, offset: number, signal: AbortSignal): Promise<SuggestionResult> {
  const response = await fetch(`/api/search/suggestions?q=${encodeURIComponent(query)}&offset=${offset}`, { signal })
  if (!response.ok) throw new Error(String(response.status))
  return (await response.json()) as SuggestionResult
}

/** The header search: suggestions as you type (debounced, stale answers dropped), submit to the listing. */
export function SearchBox() {
  const [text, setText] = useState('')
  const [focused, setFocused] = useState(false)
  const [state, setState] = useState<State>({ status: 'idle' })
  const navigate = useNavigate()
  const location = useLocation()
  const wrapper = useRef<HTMLDivElement>(null)
  const listId = useId()
  // Aborted when the text changes, so a page of an older search never lands in the new list.
  const textController = useRef<AbortController | null>(null)

  useEffect(() => setFocused(false), [location.pathname, location.search])

  useEffect(() => {
    const query = text.trim()
    if (!query) {
      setState({ status: 'idle' })
      return
    }
    const controller = new AbortController()
    textController.current = controller
    setState({ status: 'loading' })
    const timer = setTimeout(async () => {
      try {
        setState({ status: 'done', result: await fetchSuggestions(query, 0, controller.signal), more: 'idle' })
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'error' })
        void error
      }
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text])

  useEffect(() => {
    if (!focused) return
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setFocused(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [focused])

  /** The next page of matches, appended: the dropdown reaches every match. */
  async function loadMore() {
    const controller = textController.current
    if (state.status !== 'done' || state.more === 'loading' || !controller) return
    const { result } = state
    setState({ status: 'done', result, more: 'loading' })
    try {
      const next = await fetchSuggestions(text.trim(), result.items.length, controller.signal)
      // An import between two pages can shift the matches; a product is listed once.
      const known = new Set(result.items.map((item) => item.id))
      const items = [...result.items, ...next.items.filter((item) => !known.has(item.id))]
      setState({ status: 'done', result: { items, total: next.total, offset: 0 }, more: 'idle' })
    } catch {
      if (!controller.signal.aborted) setState({ status: 'done', result, more: 'error' })
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const query = text.trim()
    if (!query) return
    setText('')
    setFocused(false)
    navigate(searchHrefFor('search', query))
  }

  const open = focused && text.trim() !== ''

  return (
    <div ref={wrapper} className="relative w-full" onKeyDown={(e) => e.key === 'Escape' && setFocused(false)}>
      <form
        role="search"
        onSubmit={submit}
        className="flex w-full items-center rounded-full bg-white ring-1 ring-gray-300 focus-within:ring-2 focus-within:ring-accent"
      >
        <label htmlFor={`${listId}-input`} className="sr-only">
          Buscar productos
        </label>
        <input
          id={`${listId}-input`}
          // text, not search: HTML allows a combobox (the suggestions list) only on a text input;
          // enterKeyHint keeps the phone keyboard's Buscar key.
          type="text"
          enterKeyHint="search"
          name="search"
          autoComplete="off"
          placeholder="Buscar"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onFocus={() => setFocused(true)}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          className="min-w-0 flex-1 rounded-l-full bg-transparent px-4 py-2 text-sm text-gray-900 outline-none"
        />
        {text && (
          <button
            type="button"
            onClick={() => setText('')}
            className="p-1 text-gray-500 hover:text-gray-800"
            aria-label="Borrar búsqueda"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
        <button type="submit" className="rounded-r-full px-3 py-2 text-brand hover:text-brand-dark" aria-label="Buscar">
          <Search aria-hidden className="size-5" />
        </button>
      </form>
      {open && (
        <div
          id={listId}
          className="absolute left-0 top-full z-50 mt-2 max-h-[70vh] w-[min(600px,calc(100vw-1.5rem))] overflow-y-auto rounded-lg bg-white text-gray-900 shadow-2xl ring-1 ring-black/10"
        >
          <SuggestionList state={state} onMore={loadMore} />
        </div>
      )}
    </div>
  )
}

/** Asks for the next page when it scrolls into view; a button too, for the keyboard. */
function MoreSuggestions({
  remaining,
  status,
  onMore,
}: {
  remaining: number
  status: 'idle' | 'loading' | 'error'
  onMore: () => void
}) {
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const target = button.current
    if (!target || status !== 'idle' || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMore()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [status, onMore])
  return (
    <button
      ref={button}
      type="button"
      onClick={onMore}
      disabled={status === 'loading'}
      className="block w-full bg-gray-50 p-3 text-center text-sm font-semibold text-brand hover:underline disabled:text-gray-500"
    >
      {status === 'loading'
        ? 'Cargando más resultados…'
        : status === 'error'
          ? 'No pudimos cargar más resultados. Reintentar'
          : `Mostrar más resultados (${remaining})`}
    </button>
  )
}

function SuggestionList({ state, onMore }: { state: State; onMore: () => void }) {
  if (state.status === 'loading' || state.status === 'idle') {
    return (
      <p className="p-4 text-sm text-gray-500" role="status">
        Buscando…
      </p>
    )
  }
  if (state.status === 'error' || state.result.items.length === 0) {
    return (
      <p className="p-4 text-sm text-gray-600" role="status">
        No se encontraron resultados...
      </p>
    )
  }
  const { items, total } = state.result
  return (
    <>
      <ul aria-label="Sugerencias" className="divide-y divide-gray-100">
        {items.map((item) => (
          <li key={item.id}>
            <SuggestionRow item={item} />
          </li>
        ))}
      </ul>
      {total > items.length && <MoreSuggestions remaining={total - items.length} status={state.more} onMore={onMore} />}
    </>
  )
}

function SuggestionRow({ item }: { item: Suggestion }) {
  const name = stripEan(item.name)
  return (
    <Link to={productHref(item.sku)} className="flex gap-3 p-3 hover:bg-gray-50 focus-visible:bg-gray-100">
      <ProductImage
        src={item.img_url}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded object-contain"
      />
      <span className="min-w-0 flex-1">
        <span className="block text-xs text-gray-500">SKU: {item.sku}</span>
        <span className="line-clamp-2 block text-sm font-medium">{name}</span>
        <span className="mt-1 flex flex-wrap items-baseline gap-x-3 text-sm">
          <span className="font-bold">
            <Price amount={item.price_list_1} />
          </span>
          <span className="text-offer">
            <span className="text-xs font-semibold">OFERTA CONTADO </span>
            <Price amount={item.price_list_2} />
          </span>
        </span>
        <PriceWithoutTaxes as="span" amount={priceWithoutNationalTaxes(item)} className="block text-xs text-gray-500" />
      </span>
    </Link>
  )
}
