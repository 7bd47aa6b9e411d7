import { Outlet, redirect, useMatches } from 'react-router'
import { SideMenu, hasSideMenu } from '../components/others/side-menu.tsx'
import { pageMeta } from '../lib/page-meta.ts'
import type { Route } from './+types/others'

/** /others alone has no page of its own: send it to the first information page. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  if (pathname.replace(/\/+$/, '') === '/others') throw redirect('/others/about_us')
  return null
}

export const meta = pageMeta({
  title: 'Información',
  description: 'Información sobre la empresa, garantía, ayuda, revendedores, sucursales y más.',
  canonicalPath: '/others/about_us',
})

/**
 * The information pages' layout. about_us, garantia, centro_de_ayuda and revendedores carry
 * the side menu (their route handle says so); the other children use the full width.
 */
export default function OthersLayout() {
  const withMenu = useMatches().some((match) => hasSideMenu(match.handle))
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      {withMenu ? (
        <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <SideMenu />
          <div className="min-w-0">
            <Outlet />
          </div>
        </div>
      ) : (
        <Outlet />
      )}
    </main>
  )
}
