import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { cartCookie, cartFromCookies, cartReducer, type CartAction, type CartLine } from '#domain/cart.ts'
import type { CartProduct } from '#domain/product.ts'

/**
 * The cart's lines, kept in the `cartProducts` cookie: read once the page has hydrated (the server
 * rendered the cart empty), or first thing in an action that comes before that, and written back
 * on every change. The stock the rules check comes from the products known so far.
 */
export function useCartLines(products: RefObject<Record<string, CartProduct>>) {
  const [ready, setReady] = useState(false)
  const [lines, setLines] = useState<CartLine[]>([])
  const linesRef = useRef(lines)
  linesRef.current = lines

  const readRef = useRef(false)
  const readCookie = useCallback(() => {
    if (readRef.current) return
    readRef.current = true
    const { lines: stored, rewrite } = cartFromCookies(document.cookie)
    if (rewrite !== undefined) document.cookie = rewrite
    linesRef.current = stored
    setLines(stored)
    setReady(true)
  }, [])
  useEffect(readCookie, [readCookie])

  const apply = useCallback(
    (action: CartAction) => {
      readCookie()
      const result = cartReducer(linesRef.current, action, (sku) => products.current[sku]?.stock)
      if (result.lines !== linesRef.current) {
        linesRef.current = result.lines
        setLines(result.lines)
        document.cookie = cartCookie(result.lines)
      }
      return result
    },
    [readCookie, products],
  )

  return { ready, lines, apply }
}
