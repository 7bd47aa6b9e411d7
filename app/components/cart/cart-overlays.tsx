/**
 * The cart drawer and the cart toast, each loaded the first time it is shown: neither is on a
 * page's first screen, and together with the quantity stepper and the cart lines they were a
 * tenth of the script every page loaded before its first paint. Once loaded, each stays mounted.
 */
import { useLazyModule } from '../../lib/use-lazy-module.ts'
import { useCart } from '../../lib/cart-context.tsx'

const loadDrawer = () => import('./cart-drawer.tsx')
const loadToast = () => import('./cart-toast.tsx')

export function CartOverlays() {
  const { drawerOpen, toast } = useCart()
  const drawer = useLazyModule(drawerOpen, loadDrawer)
  const toastModule = useLazyModule(toast !== null, loadToast)
  return (
    <>
      {drawer && <drawer.CartDrawer />}
      {toastModule && <toastModule.CartToast />}
    </>
  )
}
