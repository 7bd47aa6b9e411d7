/**
 * The search box's dropdown: its rows, prices and the "more results" button. Loaded when the
 * search box first takes focus (search-box.tsx), not with every page: nobody sees it before typing.
 */
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { stripEan } from '#domain/ean.ts'
import { priceWithoutNationalTaxes } from '#domain/prices.ts'
import type { Suggestion, SuggestionResult } from '#domain/product.ts'
import { ProductImage } from '../product-image.tsx'
import { Price, PriceWithoutTaxes } from '../price.tsx'
import { productHref } from '../../lib/paths.ts'

export type SuggestionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; result: SuggestionResult; more: 'idle' | 'loading' | 'error' }
  | { status: 'error' }

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

export function SuggestionList({ state, onMore }: { state: SuggestionState; onMore: () => void }) {
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
