/**
 * The cart of spec section 4, in the browser: lines (sku, quantity) kept in the `cartProducts`
 * cookie for 2 days, the catalogue data of each line, the drawer and the toast. The rules
 * themselves are domain/cart.ts; this file only holds state and side effects.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import {
  CART_COOKIE,
  CART_COOKIE_MAX_AGE_SECONDS,
  cartReducer,
  encodeCartCookie,
  type CartAction,
  type CartLine,
} from '#domain/cart.ts'
import { toCartProduct, type CartProduct } from '#domain/product.ts'
import { showAlert } from './dialogs.ts'

export interface CartToast {
  id: number
  kind: 'added' | 'removed'
  product: CartProduct
}

interface CartContextValue {
  lines: CartLine[]
  products: Record<string, CartProduct>
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

function writeCookie(lines: CartLine[]) {
  document.cookie = `${CART_COOKIE}=${encodeCartCookie(lines)}; path=/; max-age=${CART_COOKIE_MAX_AGE_SECONDS}; samesite=lax`
}

export function CartProvider({
  initialLines,
  initialProducts,
  children,
}: {
  initialLines: CartLine[]
  initialProducts: CartProduct[]
  children: ReactNode
}) {
  const [lines, setLines] = useState<CartLine[]>(initialLines)
  const [products, setProducts] = useState<Record<string, CartProduct>>(() =>
    Object.fromEntries(initialProducts.map((p) => [p.sku, p])),
  )
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [toast, setToast] = useState<CartToast | null>(null)
  const linesRef = useRef(lines)
  const productsRef = useRef(products)
  const navigate = useNavigate()
  linesRef.current = lines
  productsRef.current = products

  // Lines whose data is missing (the cookie changed in another tab) are filled in once.
  useEffect(() => {
    const missing = lines.filter((l) => !products[l.sku]).map((l) => l.sku)
    if (missing.length === 0) return
    const controller = new AbortController()
    fetch(`/api/cart/products?skus=${encodeURIComponent(missing.join(','))}`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<CartProduct[]>) : []))
      .then((found) => setProducts((current) => ({ ...current, ...Object.fromEntries(found.map((p) => [p.sku, p])) })))
      .catch(() => undefined)
    return () => controller.abort()
  }, [lines, products])

  const apply = useCallback((action: CartAction) => {
    const result = cartReducer(linesRef.current, action, (sku) => productsRef.current[sku]?.stock)
    if (result.lines !== linesRef.current) {
      linesRef.current = result.lines
      setLines(result.lines)
      writeCookie(result.lines)
    }
    return result
  }, [])

  const remember = useCallback((product: CartProduct) => {
    const lean = toCartProduct(product)
    productsRef.current = { ...productsRef.current, [lean.sku]: lean }
    setProducts(productsRef.current)
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

  const value = useMemo<CartContextValue>(
    () => ({
      lines,
      products,
      count: lines.length,
      drawerOpen,
      toast,
      setDrawerOpen,
      dismissToast: () => setToast(null),
      add,
      async completeOrder(product) {
        const lean = remember(product)
        const result = apply({ type: 'add', sku: lean.sku })
        if (result.outcome === 'refused') {
          await showAlert({ icon: 'info', title: result.title, text: result.message ?? '' })
          return
        }
        navigate('/cart')
      },
      removeAmount: (sku, amount = 1) => void apply({ type: 'removeAmount', sku, amount }),
      removeOne(sku) {
        const product = productsRef.current[sku]
        if (apply({ type: 'removeOne', sku }).outcome === 'removed' && product)
          setToast({ id: Date.now(), kind: 'removed', product })
      },
      removeAll: (sku) => void apply({ type: 'removeAll', sku }),
      clear: () => void apply({ type: 'clear' }),
    }),
    [lines, products, drawerOpen, toast, add, apply, remember, navigate],
  )

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext)
  if (!value) throw new Error('useCart outside CartProvider')
  return value
}
