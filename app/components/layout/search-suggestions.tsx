/**
 * The search box's suggestions: the requests as the shopper types (debounced, stale answers
 * dropped), the dropdown's rows and prices, and the "more results" button. Loaded when the
 * search box first takes focus (search-box.tsx), not with every page: nobody sees it before typing.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { stripEan } from '#domain/ean.ts'
import { CASH_OFFER_LABEL, priceWithoutNationalTaxes } from '#domain/prices.ts'
import type { Suggestion, SuggestionResult } from '#domain/product.ts'
import { moreSuggestionsLabel } from '#domain/search-cap.ts'
import { ProductImage } from '../product-image.tsx'
import { Price, PriceWithoutTaxes } from '../price.tsx'
import { ResellerPriceSlot } from '../wholesale/reseller-price-slot.tsx'
import { productHref } from '../../lib/paths.ts'

type SuggestionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; result: SuggestionResult; more: 'idle' | 'loading' | 'error' }
  | { status: 'error' }

const DEBOUNCE_MS = 180

async function fetchSuggestions(query: string, offset: number, signal: AbortSignal): Promise<SuggestionResult> {
  const response = await fetch(`/api/search/suggestions?q=${encodeURIComponent(query)}&offset=${offset}`, { signal })
  if (!response.ok) throw new Error(String(response.status))
  return (await response.json()) as SuggestionResult
}

/**
 * Mounted from the box's first focus on and kept, so a closed dropdown keeps its answer for
 * when it opens again; drawn while `open`.
 */
export function Suggestions({ text, open, listId }: { text: string; open: boolean; listId: string }) {
  const [state, setState] = useState<SuggestionState>({ status: 'idle' })
  // Aborted when the text changes, so a page of an older search never lands in the new list.
  const textController = useRef<AbortController | null>(null)

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

  /** The next page of matches, appended: the dropdown reaches every match. */
  const loadMore = useCallback(async () => {
    const controller = textController.current
    if (state.status !== 'done' || state.more === 'loading' || !controller) return
    const { result } = state
    setState({ status: 'done', result, more: 'loading' })
    try {
      const next = await fetchSuggestions(text.trim(), result.items.length, controller.signal)
      // An import between two pages can shift the matches; a product is listed once.
      const known = new Set(result.items.map((item) => item.id))
      const items = [...result.items, ...next.items.filter((item) => !known.has(item.id))]
      setState({
        status: 'done',
        result: { items, total: next.total, offset: 0, capped: next.capped ?? false, more: next.more ?? false },
        more: 'idle',
      })
    } catch {
      if (!controller.signal.aborted) setState({ status: 'done', result, more: 'error' })
    }
  }, [state, text])

  if (!open) return null
  return (
    <div
      id={listId}
      className="absolute left-0 top-full z-50 mt-2 max-h-[70vh] w-[min(600px,calc(100vw-1.5rem))] overflow-y-auto rounded-lg bg-white text-gray-900 shadow-2xl ring-1 ring-black/10"
    >
      <SuggestionList state={state} onMore={() => void loadMore()} />
    </div>
  )
}

/** Asks for the next page when it scrolls into view; a button too, for the keyboard. */
function MoreSuggestions({
  remaining,
  capped,
  status,
  onMore,
}: {
  remaining: number
  capped: boolean
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
          : moreSuggestionsLabel(remaining, capped)}
    </button>
  )
}

function SuggestionList({ state, onMore }: { state: SuggestionState; onMore: () => void }) {
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
  const { items, total, capped = false } = state.result
  // Past the count's cap the total is a floor: the last page says whether another follows.
  const more = capped ? state.result.more === true : total > items.length
  return (
    <>
      <ul aria-label="Sugerencias" className="divide-y divide-gray-100">
        {items.map((item) => (
          <li key={item.id}>
            <SuggestionRow item={item} />
          </li>
        ))}
      </ul>
      {more && <MoreSuggestions remaining={total - items.length} capped={capped} status={state.more} onMore={onMore} />}
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
        <ResellerPriceSlot sku={item.sku} variant="suggestion" className="mt-1">
          <span className="flex flex-wrap items-baseline gap-x-3 text-sm">
            <span className="font-bold">
              <Price amount={item.price_list_1} />
            </span>
            <span className="text-offer">
              <span className="text-xs font-semibold">{`${CASH_OFFER_LABEL} `}</span>
              <Price amount={item.price_list_2} />
            </span>
          </span>
          <PriceWithoutTaxes as="span" amount={priceWithoutNationalTaxes(item)} className="block text-xs text-gray-500" />
        </ResellerPriceSlot>
      </span>
    </Link>
  )
}
