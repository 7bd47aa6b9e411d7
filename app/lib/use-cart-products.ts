import { useCallback, useEffect, useState, type RefObject } from 'react'
import { skusToLookUp, type CartLine } from '#domain/cart.ts'
import { toCartProduct, type CartProduct } from '#domain/product.ts'

/**
 * The catalogue data of the cart's lines, asked of /api/cart/products for the lines that lack it
 * (the cookie's lines, or a cookie changed in another tab), and kept from the products added here.
 * `productsRef` follows them at once, for the cart's rules (use-cart-lines.ts).
 */
export function useCartProducts(lines: CartLine[], productsRef: RefObject<Record<string, CartProduct>>) {
  const [products, setProducts] = useState<Record<string, CartProduct>>({})
  const [unavailable, setUnavailable] = useState<ReadonlySet<string>>(() => new Set())
  const [lookupFailed, setLookupFailed] = useState(false)
  productsRef.current = products

  // Lines whose data is missing are filled in once; a sku the catalogue does not answer is marked
  // unavailable, or this effect would ask again forever.
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

  /** A product added here: its lean cart data is known from now on. */
  const remember = useCallback(
    (product: CartProduct) => {
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
    },
    [productsRef],
  )

  const settled = lookupFailed || skusToLookUp(lines, (sku) => Object.hasOwn(products, sku), unavailable).length === 0
  return { products, unavailable, settled, remember }
}
