/**
 * The cart, in the browser: lines (sku, quantity) kept in the `cartProducts`
 * cookie for 2 days, the catalogue data of each line, the drawer and the toast. The rules
 * themselves are domain/cart.ts; this file only holds state and side effects.
 *
 * The server never reads the cart: every visitor gets the same page (domain/page-variant.ts), which
 * renders an empty cart that is not yet `ready`. Once the page hydrates, the cookie is read here
 * (and rewritten when it was malformed), and the lines' catalogue data asked of
 * /api/cart/products. The badge, drawer and cart screen keep their space until then.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { cartCookie, cartFromCookies, cartReducer, skusToLookUp, type CartAction, type CartLine } from '#domain/cart.ts'
import { toCartProduct, type CartProduct } from '#domain/product.ts'
import { showAlert } from './dialogs.ts'

export interface CartToast {
  id: number
  kind: 'added' | 'removed'
  product: CartProduct
}

interface CartContextValue {
  /** false until the browser has read the cart cookie (the server render knows no cart) */
  ready: boolean
  /** ready, and every line's catalogue data arrived or is known to be missing (or the look-up failed) */
  settled: boolean
  lines: CartLine[]
  products: Record<string, CartProduct>
  /** skus in the cart that the catalogue no longer knows: shown as unavailable, never ordered */
  unavailable: ReadonlySet<string>
  count: number
  drawerOpen: boolean
  toast: CartToast | null
  setDrawerOpen(open: boolean): void
  dismissToast(): void
  /** add with a toast; false when refused (the 'Atención' dialog was shown) */
  add(product: CartProduct, quantity?: number): Promise<boolean>
  /** add and go to /cart instead of a toast */
  completeOrder(product: CartProduct): Promise<void>
  removeAmount(sku: string, amount?: number): void
  removeOne(sku: string): void
  removeAll(sku: string): void
  clear(): void
}

const CartContext = createContext<CartContextValue | null>(null)

export function CartProvider({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  const [lines, setLines] = useState<CartLine[]>([])
  const [products, setProducts] = useState<Record<string, CartProduct>>({})
  const [unavailable, setUnavailable] = useState<ReadonlySet<string>>(() => new Set())
  const [lookupFailed, setLookupFailed] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [toast, setToast] = useState<CartToast | null>(null)
  const linesRef = useRef(lines)
  const productsRef = useRef(products)
  const navigate = useNavigate()
  linesRef.current = lines
  productsRef.current = products

  const readRef = useRef(false)
  // The cart, from its cookie, once the page has hydrated (the server rendered it empty), or
  // first thing in an action that comes before that.
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

  // Lines whose data is missing (the cookie's lines, or a cookie changed in another tab) are
  // filled in once; a sku the catalogue does not answer is marked unavailable, or this effect
  // would ask again forever.
  useEffect(() => {
    const missing = skusToLookUp(lines, (sku) => Object.hasOwn(products, sku), unavailable)
    if (missing.length === 0) return
    const controller = new AbortController()
    fetch(`/api/cart/products?skus=${encodeURIComponent(missing.join(','))}`, { signal: controller.signal })
      .then((r) => {
        if (!r.ok) throw new Error(String(r.status))
        return r.json() as Promise<CartProduct[]>
      })
      .then((found) => {
        const foundSkus = new Set(found.map((p) => p.sku))
        setProducts((current) => ({ ...current, ...Object.fromEntries(found.map((p) => [p.sku, p])) }))
        setUnavailable((current) => new Set([...current, ...missing.filter((sku) => !foundSkus.has(sku))]))
      })
      // A failed request says nothing about the products: they stay as they are until the next
      // page, and the lines are shown with what is known.
      .catch(() => {
        if (!controller.signal.aborted) setLookupFailed(true)
      })
    return () => controller.abort()
  }, [lines, products, unavailable])

  const apply = useCallback(
    (action: CartAction) => {
      readCookie()
      const result = cartReducer(linesRef.current, action, (sku) => productsRef.current[sku]?.stock)
      if (result.lines !== linesRef.current) {
        linesRef.current = result.lines
        setLines(result.lines)
        document.cookie = cartCookie(result.lines)
      }
      return result
    },
    [readCookie],
  )

  const remember = useCallback((product: CartProduct) => {
    const lean = toCartProduct(product)
    productsRef.current = { ...productsRef.current, [lean.sku]: lean }
    setProducts(productsRef.current)
    setUnavailable((current) => {
      if (!current.has(lean.sku)) return current
      const next = new Set(current)
      next.delete(lean.sku)
      return next
    })
    return lean
  }, [])

  const add = useCallback(
    async (product: CartProduct, quantity = 1) => {
      const lean = remember(product)
      const result = apply({ type: 'add', sku: lean.sku, quantity })
      if (result.outcome === 'refused') {
        await showAlert({ icon: 'info', title: result.title, text: result.message ?? '' })
        return false
      }
      setToast({ id: Date.now(), kind: 'added', product: lean })
      return true
    },
    [apply, remember],
  )

  /*
   * Every function handed out keeps its identity across cart and drawer changes: the toast's
   * effect depends on dismissToast, and a new identity would restart its 4 s and its bar.
   */
  const dismissToast = useCallback(() => setToast(null), [])

  const completeOrder = useCallback(
    async (product: CartProduct) => {
      const lean = remember(product)
      const result = apply({ type: 'add', sku: lean.sku })
      if (result.outcome === 'refused') {
        await showAlert({ icon: 'info', title: result.title, text: result.message ?? '' })
        return
      }
      navigate('/cart')
    },
    [apply, remember, navigate],
  )

  const removeAmount = useCallback((sku: string, amount = 1) => void apply({ type: 'removeAmount', sku, amount }), [apply])
  const removeOne = useCallback(
    (sku: string) => {
      const product = productsRef.current[sku]
      if (apply({ type: 'removeOne', sku }).outcome === 'removed' && product)
        setToast({ id: Date.now(), kind: 'removed', product })
    },
    [apply],
  )
  const removeAll = useCallback((sku: string) => void apply({ type: 'removeAll', sku }), [apply])
  const clear = useCallback(() => void apply({ type: 'clear' }), [apply])

  // The actions keep their identity (useCallback): only a change of state makes a new value.
  const actions = useMemo(
    () => ({ setDrawerOpen, dismissToast, add, completeOrder, removeAmount, removeOne, removeAll, clear }),
    [dismissToast, add, completeOrder, removeAmount, removeOne, removeAll, clear],
  )
  const value = useMemo<CartContextValue>(
    () => ({
      ready,
      settled: ready && (lookupFailed || skusToLookUp(lines, (sku) => Object.hasOwn(products, sku), unavailable).length === 0),
      lines,
      products,
      unavailable,
      count: lines.length,
      drawerOpen,
      toast,
      ...actions,
    }),
    [ready, lookupFailed, lines, products, unavailable, drawerOpen, toast, actions],
  )

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext)
  if (!value) throw new Error('useCart outside CartProvider')
  return value
}
