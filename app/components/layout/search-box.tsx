import { Search, X } from '../icons.tsx'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { SuggestionResult } from '#domain/product.ts'
import { searchHrefFor } from '../../lib/paths.ts'
import { useLazyModule } from '../../lib/use-lazy-module.ts'
import type { SuggestionState } from './search-suggestions.tsx'

// The dropdown's code comes when the box first takes focus, before the first letter is typed.
const loadSuggestions = () => import('./search-suggestions.tsx')

const DEBOUNCE_MS = 180

async function fetchSuggestions(query: string, offset: number, signal: AbortSignal): Promise<SuggestionResult> {
  const response = await fetch(`/api/search/suggestions?q=${encodeURIComponent(query)}&offset=${offset}`, { signal })
  if (!response.ok) throw new Error(String(response.status))
  return (await response.json()) as SuggestionResult
}

/** The header search: suggestions as you type (debounced, stale answers dropped), submit to the listing. */
export function SearchBox() {
  const [text, setText] = useState('')
  const [focused, setFocused] = useState(false)
  const [state, setState] = useState<SuggestionState>({ status: 'idle' })
  const navigate = useNavigate()
  const location = useLocation()
  const wrapper = useRef<HTMLDivElement>(null)
  const listId = useId()
  // Aborted when the text changes, so a page of an older search never lands in the new list.
  const textController = useRef<AbortController | null>(null)
  const suggestions = useLazyModule(focused, loadSuggestions)

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
          {suggestions ? (
            <suggestions.SuggestionList state={state} onMore={loadMore} />
          ) : (
            <p className="p-4 text-sm text-gray-500" role="status">
              Buscando…
            </p>
          )}
        </div>
      )}
    </div>
  )
}

