import { CheckCircle2, Trash2, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { stripEan } from '#domain/ean.ts'
import { useCart } from '../../lib/cart-context.tsx'

/** Open 4 s; the bar starts filling about 150 ms after opening and takes 3 s. */
export const TOAST_OPEN_MS = 4000
export const TOAST_BAR_DELAY_MS = 150
export const TOAST_BAR_MS = 3000

export function CartToast() {
  const { toast, dismissToast } = useCart()
  const [filling, setFilling] = useState(false)

  useEffect(() => {
    if (!toast) return
    setFilling(false)
    const start = setTimeout(() => setFilling(true), TOAST_BAR_DELAY_MS)
    const close = setTimeout(dismissToast, TOAST_OPEN_MS)
    return () => {
      clearTimeout(start)
      clearTimeout(close)
    }
  }, [toast, dismissToast])

  if (!toast) return null
  const added = toast.kind === 'added'
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="cart-toast"
      key={toast.id}
      className="animate-toast-in fixed right-3 top-3 z-50 w-[min(360px,calc(100vw-1.5rem))] overflow-hidden rounded-lg bg-white shadow-2xl ring-1 ring-black/10"
    >
      <div className="flex gap-3 p-3">
        {added ? (
          <CheckCircle2 aria-hidden className="size-6 shrink-0 text-offer" />
        ) : (
          <Trash2 aria-hidden className="size-6 shrink-0 text-red-600" />
        )}
        <div className="min-w-0 flex-1">
          <p className="text-sm font-bold">{added ? 'Agregado al carrito' : 'Quitado del carrito'}</p>
          <p className="text-xs font-semibold uppercase text-gray-500">{toast.product.brand}</p>
          <p className="line-clamp-2 text-sm text-gray-800">{stripEan(toast.product.name)}</p>
          {added && (
            <Link
              to="/cart"
              onClick={dismissToast}
              className="mt-2 inline-block rounded-md bg-brand px-3 py-1.5 text-sm font-bold text-white hover:bg-brand-dark"
            >
              Finalizar Pedido
            </Link>
          )}
        </div>
        <button
          type="button"
          onClick={dismissToast}
          aria-label="Cerrar aviso"
          className="self-start rounded p-1 text-gray-500 hover:bg-gray-100"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <div className="h-1 bg-gray-100">
        <div
          data-testid="cart-toast-progress"
          className="h-full bg-brand ease-linear"
          style={{
            width: filling ? '100%' : '0%',
            transitionProperty: 'width',
            transitionDuration: filling ? `${TOAST_BAR_MS}ms` : '0ms',
          }}
        />
      </div>
    </div>
  )
}
