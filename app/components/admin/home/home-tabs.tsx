/** Portada's three parts, as tabs of links (each its own page and address). */
import { NavLink } from 'react-router'

const TABS = [
  { to: '/admin/home', label: 'Banners', end: true },
  { to: '/admin/home/carousels', label: 'Carruseles de categorías y marcas', end: false },
  { to: '/admin/home/groups', label: 'Grupos de productos', end: false },
] as const

export function HomeTabs() {
  return (
    <nav aria-label="Partes de la portada" className="mb-6 flex flex-wrap gap-2 border-b border-gray-200 pb-3">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? 'bg-brand text-white' : 'bg-white text-brand ring-1 ring-gray-300 hover:bg-gray-50'}`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  )
}
