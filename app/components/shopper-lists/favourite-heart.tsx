import { FAVOURITE_MESSAGES } from '#domain/shopper-lists/favourite-items.ts'

/**
 * The heart of a card and of the product page. The same markup for every visitor (decision 020):
 * empty, in a space of its own. Its state and its clicks are the favourites module's
 * (favourites-dom.ts), loaded after hydration, which finds every `[data-favourite]` on the page,
 * the static recommendation cards' too (decision 040), so this component holds no state.
 */
export function FavouriteHeart({ productId, className = '' }: { productId: number; className?: string }) {
  return (
    <button
      type="button"
      data-favourite={productId}
      aria-pressed="false"
      aria-label={FAVOURITE_MESSAGES.add}
      title={FAVOURITE_MESSAGES.add}
      className={`inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-gray-500 shadow-sm ring-1 ring-gray-200 hover:text-red-600 aria-pressed:text-red-600 [&>svg]:fill-none [&>svg]:stroke-current [&>svg]:stroke-2 aria-pressed:[&>svg]:fill-current ${className}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  )
}
