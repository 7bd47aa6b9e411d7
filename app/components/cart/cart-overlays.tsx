/**
 * The cart drawer and the cart toast, each loaded the first time it is shown: neither is on a
 * page's first screen, and together with the quantity stepper and the cart lines they were a
 * tenth of the script every page loaded before its first paint. Once loaded, each stays mounted.
 */
import { lazy, Suspense, useState } from 'react'
import { useCart } from '../../lib/cart-context.tsx'

const CartDrawer = lazy(() => import('./cart-drawer.tsx').then((m) => ({ default: m.CartDrawer })))
const CartToast = lazy(() => import('./cart-toast.tsx').then((m) => ({ default: m.CartToast })))

/** true from the first render where `shown` is, on */
function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown)
  if (shown && !once) setOnce(true)
  return once || shown
}

export function CartOverlays() {
  const { drawerOpen, toast } = useCart()
  const drawer = useShownOnce(drawerOpen)
  const toastShown = useShownOnce(toast !== null)
  return (
    <>
      {/* One boundary each: the toast loading must not hide an open drawer. */}
      <Suspense fallback={null}>{drawer && <CartDrawer />}</Suspense>
      <Suspense fallback={null}>{toastShown && <CartToast />}</Suspense>
    </>
  )
}
