import type { CartProduct } from '#domain/product.ts'
import { useCart } from '../../lib/cart-context.tsx'

/**
 * REALIZAR PEDIDO (add and go to /cart) and AGREGAR AL CARRITO (add with a toast). They work even
 * without stock: the stock label beside them says so, and a click answers with the spec's
 * 'Atención' dialog, which a disabled button could never show.
 */
export function AddToCartButtons({ product, compact = false }: { product: CartProduct; compact?: boolean }) {
  const { add, completeOrder } = useCart()
  const size = compact ? 'px-2 py-2 text-xs' : 'px-4 py-3'
  return (
    <div className={`grid gap-2 ${compact ? '' : 'sm:grid-cols-2'}`}>
      <button
        type="button"
        onClick={() => void completeOrder(product)}
        className={`rounded-md bg-brand font-bold text-white hover:bg-brand-dark ${size}`}
      >
        REALIZAR PEDIDO
      </button>
      <button
        type="button"
        onClick={() => void add(product)}
        className={`rounded-md bg-accent font-bold text-gray-900 hover:bg-amber-400 ${size}`}
      >
        AGREGAR AL CARRITO
      </button>
    </div>
  )
}
