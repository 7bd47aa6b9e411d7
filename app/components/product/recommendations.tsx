/**
 * The product page's "Tambien te recomendamos" list: cards rendered as components, or, for a
 * document, the cards' kept markup (decision 040) with what their handlers did done for the list.
 */
import { useEffect, useRef, type MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import type { CardProduct } from '#domain/financing-view.ts'
import { useDocumentHtml, type HtmlField } from '../../lib/document-html.tsx'
import { useCart } from '../../lib/cart-context.tsx'
import { ProductCard } from '../product-card.tsx'
import { PLACEHOLDER_IMAGE } from '../product-image.tsx'

const CARD_GRID = 'grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5'

export function Recommendations({ items, html }: { items: CardProduct[]; html?: HtmlField | null }) {
  if (items.length === 0) return <p className="text-sm text-gray-500">No hay productos relacionados por el momento.</p>
  if (html) return <KeptCards field={html} items={items} />
  return (
    <ul className={CARD_GRID}>
      {items.map((item) => (
        <li key={item.id}>
          <ProductCard product={item} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The cards as the server wrote them (card-markup.server.tsx), kept by the browser instead of
 * hydrated as components: what their components' handlers did is done here, for the whole list.
 * `items` are the same cards in the same order, so a card's place in the list names its product.
 */
function KeptCards({ field, items }: { field: HtmlField; items: CardProduct[] }) {
  const { html, id } = useDocumentHtml(field)
  const navigate = useNavigate()
  const { add, completeOrder } = useCart()
  const list = useRef<HTMLUListElement>(null)

  // ProductImage's fallback. `error` does not bubble, so it is caught on its way down; an
  // image that broke before the page hydrated fired it already, and is found as broken.
  useEffect(() => {
    const element = list.current
    if (!element) return
    const fallBack = (img: HTMLImageElement) => {
      if (img.getAttribute('src') !== PLACEHOLDER_IMAGE) img.src = PLACEHOLDER_IMAGE
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) fallBack(event.target)
    }
    element.addEventListener('error', onError, true)
    for (const img of element.querySelectorAll('img')) if (img.complete && img.naturalWidth === 0) fallBack(img)
    return () => element.removeEventListener('error', onError, true)
  }, [])

  function onClick(event: MouseEvent<HTMLUListElement>) {
    if (!(event.target instanceof Element)) return
    const button = event.target.closest<HTMLButtonElement>('button[data-cart]')
    if (button) {
      const card = items[Array.prototype.indexOf.call(event.currentTarget.children, button.closest('li'))]
      if (card) void (button.dataset.cart === 'order' ? completeOrder(card) : add(card))
      return
    }
    // Link's own rule: a plain left click is the router's, any other the browser's (a new tab…).
    const link = event.target.closest('a[href]')
    if (!link || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    void navigate(link.getAttribute('href')!)
  }

  return (
    // The buttons and links inside are real ones: keyboard and pointer reach them as before.
    <ul ref={list} id={id} className={CARD_GRID} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
