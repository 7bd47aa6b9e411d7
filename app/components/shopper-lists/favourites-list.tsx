import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { stripEan } from '#domain/ean.ts'
import { FAVOURITE_MESSAGES, type FavouriteItem } from '#domain/shopper-lists/favourite-items.ts'
import { AddToCartButtons } from '../cart/add-to-cart-buttons.tsx'
import { Price } from '../price.tsx'
import { ProductImage } from '../product-image.tsx'
import { StockBadge } from '../stock-badge.tsx'
import { api } from '../../lib/api-client.ts'
import { productHref } from '../../lib/paths.ts'
import { FavouriteHeart } from './favourite-heart.tsx'

/**
 * 'Mis favoritos': each saved product with its price, stock, the cart's buttons and, when it came
 * back in stock since it was saved, 'Volvió a ingresar'. A heart taken off here drops the row.
 */
export function FavouritesList() {
  const [items, setItems] = useState<FavouriteItem[] | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    let unsubscribe = () => {}
    void api<{ items: FavouriteItem[] }>('/api/favourites').then((answer) => {
      if (!live) return
      if (answer.ok && answer.data) setItems(answer.data.items)
      else setFailed(true)
    })
    // the hearts' module: a product taken off the list leaves the page
    void import('./favourites-dom.ts').then((favourites) => {
      if (!live) return
      unsubscribe = favourites.subscribeFavourites(() => {
        const kept = new Set(favourites.favouriteIds())
        setItems((current) => current?.filter((item) => kept.has(item.product.id)) ?? current)
      })
    })
    return () => {
      live = false
      unsubscribe()
    }
  }, [])

  if (failed)
    return (
      <p role="alert" className="mt-6 text-red-700">
        No pudimos cargar tus favoritos. Intentá nuevamente más tarde.
      </p>
    )
  if (items === null)
    return (
      <p role="status" className="mt-6 text-gray-500">
        Cargando favoritos…
      </p>
    )
  if (items.length === 0)
    return (
      <p className="mt-6 rounded-lg bg-white p-6 text-center text-gray-700 ring-1 ring-gray-200">{FAVOURITE_MESSAGES.empty}</p>
    )
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Mis favoritos">
      {items.map(({ product, back_in_stock }) => {
        const name = stripEan(product.name)
        return (
          <li key={product.id}>
            <article className="relative flex h-full flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
              <Link to={productHref(product.sku)} className="flex gap-3">
                <ProductImage
                  src={product.img_url}
                  alt={name}
                  width={96}
                  height={96}
                  className="size-24 shrink-0 object-contain"
                />
                <span className="min-w-0 pr-8">
                  {back_in_stock && (
                    <span className="mb-1 inline-block rounded bg-green-100 px-2 py-0.5 text-xs font-bold text-green-800">
                      {FAVOURITE_MESSAGES.backInStock}
                    </span>
                  )}
                  <span className="line-clamp-2 block text-sm font-semibold text-gray-900">{name}</span>
                  <span className="mt-1 block text-lg font-bold">
                    <Price amount={product.price_list_1} />
                  </span>
                  <StockBadge stock={product.stock} />
                </span>
              </Link>
              <AddToCartButtons product={product} compact className="mt-3" />
              <FavouriteHeart productId={product.id} className="absolute right-3 top-3" />
            </article>
          </li>
        )
      })}
    </ul>
  )
}
