/**
 * The product page's recommendation cards, rendered by React once per set of cards and kept as
 * HTML (decision 033, third pass).
 *
 * Nine cards were most of what an uncached product page cost beyond an information page: React's
 * render of some 700 elements, and the garbage it leaves. Most products of a sub-category show
 * the same nine (the sub-category's dearest, less the product itself), so the cards' HTML is taken
 * from the first page that renders them (`keepCardListHtml` asks the render for the finished
 * document, entry.server.tsx) and later pages with the same cards write it as it is
 * (`useDocumentHtml` in the route's component). The browser still renders the cards from the
 * loader data and hydrates them against that HTML, which is the same bytes React would have
 * written: the buttons work as before.
 *
 * A set is known by the identity of its card objects, not by their skus: a card is made once per
 * product object (`cardOf`), and the catalogue makes new product objects whenever it reads them
 * again (a new catalogue version, or its memo having let them go), so a price or stock that
 * changed brings new cards, a new key and a new render. Nothing here needs telling when the
 * catalogue changes.
 */
import { LRUCache } from 'lru-cache'
import type { AppLoadContext } from 'react-router'
import { type CardProduct, toProductCard } from '#domain/financing-view.ts'
import type { Product } from '#domain/product.ts'
import { productHref } from './paths.ts'

/**
 * Bytes of kept lists (string length): about 23 KB a list of nine, so some 350 lists — more than
 * the distinct sets of a catalogue's sub-categories (about a dozen each: the common nine, and
 * the nine seen on each of those nine products' own pages).
 */
const KEPT_BYTES = 8 * 1024 * 1024

const cards = new WeakMap<Product, CardProduct>()
const serials = new WeakMap<CardProduct, number>()
let nextSerial = 1

/** The card of a product object: made once per object, with a serial number no other card gets. */
export function cardOf(product: Product): CardProduct {
  let card = cards.get(product)
  if (!card) {
    card = toProductCard(product)
    cards.set(product, card)
    serials.set(card, nextSerial++)
  }
  return card
}

const kept = new LRUCache<string, string>({ maxSize: KEPT_BYTES, sizeCalculation: (html) => Math.max(1, html.length) })

/** The key of a list of cards made by `cardOf`; undefined for any other card. */
function listKey(list: readonly CardProduct[]): string | undefined {
  const numbers: number[] = []
  for (const card of list) {
    const serial = serials.get(card)
    if (serial === undefined) return undefined
    numbers.push(serial)
  }
  return numbers.join(',')
}

/**
 * The inner HTML of the first `<ul>` after `marker` in a rendered page, nested lists included;
 * undefined when there is none.
 */
export function listHtmlAfter(page: string, marker: string): string | undefined {
  const at = page.indexOf(marker)
  if (at < 0) return undefined
  const open = /<ul[\s>]/g
  open.lastIndex = at
  const first = open.exec(page)
  if (!first) return undefined
  const start = page.indexOf('>', first.index) + 1
  if (start === 0) return undefined
  let depth = 1
  const tags = /<(\/?)ul[\s>]/g
  tags.lastIndex = start
  for (let tag = tags.exec(page); tag; tag = tags.exec(page)) {
    depth += tag[1] ? -1 : 1
    if (depth === 0) return page.slice(start, tag.index)
  }
  return undefined
}

/** Whether `html` is a list of exactly these cards, in this order (each item, each card's link). */
function showsCards(html: string, list: readonly CardProduct[]): boolean {
  if (html.split('<li>').length - 1 !== list.length) return false
  let from = 0
  for (const card of list) {
    const link = `href="${productHref(card.sku).replaceAll('&', '&amp;')}"`
    const at = html.indexOf(link, from)
    if (at < 0) return false
    from = at + link.length
  }
  return true
}

/**
 * For a loader of a document: hands the render the kept HTML of `list` (in documentHtml, under
 * `key`), or, when none is kept yet, asks for the finished document to keep the inner HTML of
 * the first list after `marker` — if it shows exactly these cards. A `.data` request (no
 * documentHtml) renders nothing and is left alone.
 */
export function keepCardListHtml(
  context: Pick<AppLoadContext, 'documentHtml' | 'documentReaders'>,
  list: readonly CardProduct[],
  { key: htmlKey, marker }: { key: string; marker: string },
): void {
  const { documentHtml, documentReaders } = context
  if (!documentHtml || !documentReaders || list.length === 0) return
  const key = listKey(list)
  if (key === undefined) return
  const html = kept.get(key)
  if (html !== undefined) {
    documentHtml.set(htmlKey, html)
    return
  }
  documentReaders.push((page) => {
    const found = listHtmlAfter(page, marker)
    if (found !== undefined && showsCards(found, list)) kept.set(key, found)
  })
}

/** Forgets every kept list (tests). */
export function forgetKeptCardLists(): void {
  kept.clear()
}
