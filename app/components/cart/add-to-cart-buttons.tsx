import type { CartProduct } from '#domain/product.ts'
import { isInStock, STOCK_LABELS } from '#domain/stock.ts'
import { useCart } from '../../lib/cart-context.tsx'

/**
 * REALIZAR PEDIDO (add and go to /cart) and AGREGAR AL CARRITO (add with a toast). A product
 * without stock offers neither: one disabled "Sin stock" button stands in their place (issue 32),
 * and its page offers the back-in-stock alert instead. The store's 'Atención' dialog still
 * answers an add past the stock of a product that has some.
 */
export function AddToCartButtons({
  product,
  compact = false,
  className,
}: {
  product: CartProduct
  compact?: boolean
  /** more classes for the grid (a card's margin, without a wrapper of its own) */
  className?: string
}) {
  const { add, completeOrder } = useCart()
  const size = compact ? 'px-2 py-2 text-xs' : 'px-4 py-3'
  if (!isInStock(product.stock)) {
    return (
      <div className={className}>
        <button type="button" disabled className={`button-out-of-stock w-full ${size}`}>
          {STOCK_LABELS.none}
        </button>
      </div>
    )
  }
  return (
    <div className={`${className ? `${className} ` : ''}${compact ? 'grid gap-2' : 'grid gap-2 sm:grid-cols-2'}`}>
      {/* data-cart: what the button does when its card is static markup (components/product/recommendations.tsx) */}
      <button type="button" data-cart="order" onClick={() => void completeOrder(product)} className={`button-order ${size}`}>
        REALIZAR PEDIDO
      </button>
      <button type="button" data-cart="add" onClick={() => void add(product)} className={`button-add ${size}`}>
        AGREGAR AL CARRITO
      </button>
    </div>
  )
}
