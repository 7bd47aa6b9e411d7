import { cartFromCookies } from '#domain/cart.ts'
import { EmptyCart } from '../components/checkout/empty-cart.tsx'
import { useCart } from '../lib/cart-context.tsx'
import { useLazyModule } from '../lib/use-lazy-module.ts'
import { pageTitle } from '../lib/seo.ts'

export function meta() {
  return [{ title: pageTitle('Carrito de compras') }, { name: 'robots', content: 'noindex' }]
}

/** the lines and the checkout form, for a cart with lines */
const loadCartScreen = () => import('../components/checkout/cart-screen.tsx')
// A cart with lines in its cookie starts loading them with the page's own script, before
// hydration, as the head's preloads did when they were part of the page.
if (typeof document !== 'undefined' && cartFromCookies(document.cookie).lines.length > 0) void loadCartScreen()

/**
 * The page is the same for everybody (the server knows no cart): until the browser has read the
 * cart cookie and the lines' products have arrived it shows the screen's frame, and every state
 * keeps at least a screen's height, so the footer is below the fold and nothing moves when the
 * lines come in.
 */
export default function CartPage() {
  const { settled, lines } = useCart()
  const screen = useLazyModule(lines.length > 0, loadCartScreen)
  return (
    <div className="min-h-screen">
      {!settled ? <CartLoading /> : lines.length === 0 ? <EmptyCart /> : screen ? <screen.default /> : <CartLoading />}
    </div>
  )
}

function CartLoading() {
  return (
    <main className="mx-auto max-w-7xl px-3 py-6" aria-busy="true">
      <h1 className="text-2xl font-extrabold">Carrito de compras</h1>
      <div className="mt-5 grid gap-6 lg:grid-cols-[1fr_380px]">
        <div className="h-64 animate-pulse rounded-xl bg-white ring-1 ring-gray-200" />
        <div className="h-64 animate-pulse rounded-xl bg-white ring-1 ring-gray-200" />
      </div>
    </main>
  )
}
