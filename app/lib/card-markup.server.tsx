/**
 * A recommendation card's HTML, rendered once per card view and kept (decision 040).
 *
 * The nine cards were most of what an uncached product page costs to render (decision 039): some
 * 300 elements through React for every product, although a sub-category's cards are the same
 * objects on every page that recommends them (`cardOf` in routes/products.tsx). Here each card is
 * rendered by the same `ProductCard` the rest of the store uses, once, and its markup kept for as
 * long as its card object lives (a new catalogue version makes new card objects).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import type { CardProduct } from '#domain/financing-view.ts'
import { ProductCard } from '../components/product-card.tsx'
import { CartProvider } from './cart-context.tsx'

const markup = new WeakMap<CardProduct, string>()

/**
 * The card's `<li>`, as the page's list renders it. The router and cart only satisfy `Link` and
 * `useCart` during this render: the browser's router and cart take the clicks
 * (components/product/recommendations.tsx).
 */
export function cardMarkup(card: CardProduct): string {
  let html = markup.get(card)
  if (html === undefined) {
    html = renderToStaticMarkup(
      <MemoryRouter>
        <CartProvider>
          <li>
            <ProductCard product={card} />
          </li>
        </CartProvider>
      </MemoryRouter>,
    )
    markup.set(card, html)
  }
  return html
}
