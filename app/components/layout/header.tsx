import { ShoppingCart, UserRound } from '../icons.tsx'
import { Link } from 'react-router'
import { identity as store } from '#config/store-identity.ts'
import type { MenuCategory } from '#domain/category-menu.ts'
import { useCart } from '../../lib/cart-context.tsx'
import { useSession } from '../../lib/session-context.tsx'
import { CategoryBar, CategoryMenu } from './category-menu.tsx'
import { SearchBox } from './search-box.tsx'
import { TopBanner } from './top-banner.tsx'

export function Logo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 text-white" aria-label={`${store.brandName}: ir al inicio`}>
      <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
      <span className="text-xl font-extrabold tracking-tight">{store.brandName}</span>
    </Link>
  )
}

export function Header({ menu }: { menu: MenuCategory[] }) {
  const session = useSession()
  const { count: cartCount, ready: cartReady, setDrawerOpen } = useCart()
  return (
    <>
      <TopBanner />
      <header className="sticky top-0 z-30 bg-brand shadow-md">
        <div className="mx-auto grid max-w-7xl grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 px-3 py-2 md:grid-cols-[auto_minmax(0,1fr)_auto] md:gap-x-6">
          <Logo />
          <div className="col-span-3 row-start-2 md:col-span-1 md:row-start-1 md:col-start-2">
            <SearchBox />
          </div>
          <div className="col-start-3 flex items-center gap-1 justify-self-end">
            <Link
              to={session.loggedIn ? '/myaccount' : '/login'}
              className="rounded-full p-2 text-white hover:bg-white/10"
              aria-label={session.loggedIn ? 'Mi cuenta' : 'Iniciar sesión'}
            >
              <UserRound aria-hidden className="size-6" />
            </Link>
            <button
              type="button"
              onClick={() => setDrawerOpen(true)}
              className="relative rounded-full p-2 text-white hover:bg-white/10"
            >
              <ShoppingCart aria-hidden className="size-6" />
              <span className="sr-only">Abrir carrito{cartReady ? ': ' : ''}</span>
              {/* The page is the same for everybody (the server knows no cart): the badge keeps
                  its place, hidden, until the browser has read the cart cookie. */}
              <span
                data-testid="cart-count"
                className={`absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-bold text-gray-900 ${cartReady ? '' : 'invisible'}`}
              >
                {cartReady ? cartCount : ''}
              </span>
              {cartReady && <span className="sr-only"> {cartCount === 1 ? 'producto' : 'productos'}</span>}
            </button>
          </div>
        </div>
        <div className="border-t border-white/10">
          <div className="mx-auto flex max-w-7xl items-center gap-2 px-3">
            <CategoryMenu menu={menu} />
            <CategoryBar menu={menu} />
          </div>
        </div>
      </header>
    </>
  )
}
