/**
 * The cart, in the browser: lines (sku, quantity) kept in the `cartProducts`
 * cookie for 2 days (use-cart-lines.ts), the catalogue data of each line (use-cart-products.ts),
 * the drawer and the toast. The rules themselves are domain/cart.ts; these files only hold state
 * and side effects.
 *
 * The server never reads the cart: every visitor gets the same page (domain/page-variant.ts), which
 * renders an empty cart that is not yet `ready`. Once the page hydrates, the cookie is read here
 * (and rewritten when it was malformed), and the lines' catalogue data asked of
 * /api/cart/products. The badge, drawer and cart screen keep their space until then.
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { CartLine, CartResult } from '#domain/cart.ts'
import type { CartProduct } from '#domain/product.ts'
import { resellerPriceLists } from '#domain/wholesale/wholesale-prices.ts'
import { useResellerPrices } from '../components/wholesale/use-reseller-prices.ts'
import type { ResellerSnapshot } from '../components/wholesale/reseller-prices-dom.ts'
import { showAlert } from './dialogs.ts'
import { useCartLines } from './use-cart-lines.ts'
import { useCartProducts } from './use-cart-products.ts'

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
  /** each line's catalogue data; an approved reseller's at their prices (decision 058) */
  products: Record<string, CartProduct>
  /** an approved reseller's prices and terms, once the session is known (components/wholesale/) */
  reseller: ResellerSnapshot
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

/** The 'Atención' dialog of an addition the cart's rules refused. */
const showRefusal = (result: CartResult) => showAlert({ icon: 'info', title: result.title, text: result.message ?? '' })

export function CartProvider({ children }: { children: ReactNode }) {
  const productsRef = useRef<Record<string, CartProduct>>({})
  const { ready, lines, apply } = useCartLines(productsRef)
  const { products, unavailable, settled, remember } = useCartProducts(lines, productsRef)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [toast, setToast] = useState<CartToast | null>(null)
  const navigate = useNavigate()
  const reseller = useResellerPrices(useMemo(() => lines.map((l) => l.sku), [lines]))
  // A reseller's cart shows and totals what the order will cost them: the server prices it alike.
  const priced = useMemo(() => {
    if (!reseller.approved) return products
    return Object.fromEntries(Object.entries(products).map(([sku, p]) => [sku, resellerPriceLists(p, reseller.prices.get(sku))]))
  }, [products, reseller])

  const add = useCallback(
    async (product: CartProduct, quantity = 1) => {
      const lean = remember(product)
      const result = apply({ type: 'add', sku: lean.sku, quantity })
      if (result.outcome === 'refused') {
        await showRefusal(result)
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
        await showRefusal(result)
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
      settled: ready && settled,
      lines,
      products: priced,
      reseller,
      unavailable,
      count: lines.length,
      drawerOpen,
      toast,
      ...actions,
    }),
    [ready, settled, lines, priced, reseller, unavailable, drawerOpen, toast, actions],
  )

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext)
  if (!value) throw new Error('useCart outside CartProvider')
  return value
}
