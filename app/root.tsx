import { useEffect, useRef } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from 'react-router'
import { isAdminPath } from '#domain/admin/admin-path.ts'
import { useCspNonce } from './lib/csp-nonce.tsx'
import type { Route } from './+types/root'
import { CartOverlays } from './components/cart/cart-overlays.tsx'
import { Footer } from './components/layout/footer.tsx'
import { Header } from './components/layout/header.tsx'
import { WhatsAppButton } from './components/layout/whatsapp-button.tsx'
import { NOT_FOUND_TITLE } from './components/others/not-found-title.ts'
import { CartProvider } from './lib/cart-context.tsx'
import { SessionProvider } from './lib/session-context.tsx'
import { FavouritesBoot } from './components/shopper-lists/favourites-boot.tsx'
import { ResellerPricesBoot } from './components/wholesale/reseller-prices-boot.tsx'
import { originOf, pageTitle } from './lib/seo.ts'
import appStylesHref from './styles/app.css?url'

/**
 * The stylesheet carries a React `precedence`, which makes React write it before the module
 * preloads of <Scripts /> (plain <link> elements come after them): over HTTP/1.1's six
 * connections, two dozen script preloads would otherwise hold back the first paint.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appStylesHref, precedence: 'default' } as Route.LinkDescriptors[number],
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/**
 * Nothing here depends on the visitor: the cart is read from its cookie in the browser
 * (lib/cart-context.tsx), so every visitor gets the same page and the page cache can share it
 * (domain/page-variant.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.services
  // The back office draws its own shell (routes/admin.tsx): no catalogue menu, no cart.
  if (isAdminPath(new URL(request.url).pathname)) {
    return { menu: [], googleClientId: null, origin: originOf(request, env.PUBLIC_URL) }
  }
  const menu = await context.services.catalogue.categoryMenu()
  return {
    menu,
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    /** the public origin, once per request: every page's meta() reads it (lib/seo.ts, siteOrigin) */
    origin: originOf(request, env.PUBLIC_URL),
  }
}

/**
 * Every route change scrolls to the top. The first render is skipped: scrolling
 * there would yank a shopper who started scrolling before hydration back to the top.
 */
function ScrollToTopOnRouteChange() {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

/** Both documents' head; the back office's pages are not for search engines. */
function DocumentHead({ noindex = false }: { noindex?: boolean }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <meta name="theme-color" content="#0b4f9c" />
      <Meta />
      <Links />
    </head>
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const { pathname } = useLocation()
  const nonce = useCspNonce()
  if (isAdminPath(pathname)) return <AdminDocument nonce={nonce}>{children}</AdminDocument>
  return (
    <html lang="es-AR">
      <DocumentHead />
      <body className="flex min-h-screen min-w-[390px] flex-col bg-gray-50 text-gray-900 antialiased">
        <a
          href="#contenido"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Saltar al contenido
        </a>
        <SessionProvider>
          <CartProvider>
            <Header menu={data?.menu ?? []} />
            <div id="contenido" className="flex-1">
              {children}
            </div>
            <Footer />
            <CartOverlays />
            <FavouritesBoot />
            <ResellerPricesBoot />
          </CartProvider>
        </SessionProvider>
        <WhatsAppButton />
        <ScrollToTopOnRouteChange />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

/** The back office's document: the same head, none of the storefront's header, footer or cart. */
function AdminDocument({ children, nonce }: { children: React.ReactNode; nonce: string | undefined }) {
  return (
    <html lang="es-AR">
      <DocumentHead noindex />
      <body className="min-h-screen bg-gray-100 text-gray-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center">
      <title>{pageTitle(notFound ? NOT_FOUND_TITLE : 'Error')}</title>
      <h1 className="text-2xl font-bold">{notFound ? NOT_FOUND_TITLE : 'Ocurrió un error inesperado'}</h1>
      <p className="mt-3 text-gray-600">
        {notFound
          ? 'La dirección no es válida, o el producto no tiene stock o fue eliminado.'
          : 'Lo sentimos, no pudimos mostrar esta página. Intente nuevamente en unos minutos.'}
      </p>
      <a className="mt-6 inline-block rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark" href="/">
        Back to Home
      </a>
    </main>
  )
}
