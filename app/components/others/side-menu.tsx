import { BadgeCheck, Building2, Headset, Handshake } from 'lucide-react'
import { NavLink } from 'react-router'

/** A child route of /others exporting this handle shows the side menu. */
export interface OthersHandle {
  sideMenu?: boolean
}
export const sideMenuHandle: OthersHandle = { sideMenu: true }

export function hasSideMenu(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as OthersHandle).sideMenu === true
}

export const SIDE_MENU_LINKS = [
  { to: '/others/about_us', label: 'Acerca de nosotros', icon: Building2 },
  { to: '/others/garantia', label: 'Garantía', icon: BadgeCheck },
  { to: '/others/centro_de_ayuda', label: 'Centro de ayuda', icon: Headset },
  { to: '/others/revendedores', label: 'Revendedores', icon: Handshake },
] as const

/** Pills that wrap on small screens, a vertical card beside the content from lg up. */
export function SideMenu() {
  return (
    <nav aria-label="Información" className="lg:self-start">
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1 lg:rounded-lg lg:bg-white lg:p-2 lg:shadow-sm lg:ring-1 lg:ring-gray-200">
        {SIDE_MENU_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                [
                  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                  isActive
                    ? 'bg-brand text-white'
                    : 'bg-white text-gray-800 ring-1 ring-gray-200 hover:bg-blue-50 hover:text-brand lg:ring-0',
                ].join(' ')
              }
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
