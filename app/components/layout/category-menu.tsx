import { ChevronDown, Menu } from '../icons.tsx'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import type { MenuCategory } from '#domain/category-menu.ts'
import { categoryHref } from '../../lib/paths.ts'
import { useLazyModule } from '../../lib/use-lazy-module.ts'

const loadPanel = () => import('./category-panel.tsx')

/** The CATEGORÍAS dropdown; its panel (category-panel.tsx) is drawn only once opened, so loaded on demand. */
export function CategoryMenu({ menu }: { menu: MenuCategory[] }) {
  const [open, setOpen] = useState(false)
  const location = useLocation()
  const panelId = useId()
  const ref = useRef<HTMLDivElement>(null)
  // The panel's code comes when the button is pointed at or focused, before the click opens it.
  const [wanted, setWanted] = useState(false)
  const panel = useLazyModule(wanted || open, loadPanel)
  const close = useCallback(() => setOpen(false), [])

  useEffect(() => setOpen(false), [location.pathname, location.search])

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        className="flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-bold tracking-wide text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        <Menu aria-hidden className="size-5" />
        CATEGORÍAS
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && panel && <panel.CategoryPanel menu={menu} id={panelId} menuRef={ref} onClose={close} />}
    </div>
  )
}

/** Desktop bar of category links, the active one highlighted. */
export function CategoryBar({ menu }: { menu: MenuCategory[] }) {
  const location = useLocation()
  const active = new URLSearchParams(location.search).get('category')?.toLowerCase()
  return (
    <nav aria-label="Categorías destacadas" className="hidden lg:block">
      <ul className="flex flex-wrap gap-1">
        {menu.map((entry) => {
          const isActive = location.pathname.startsWith('/search') && active === entry.slug
          return (
            <li key={entry.slug}>
              <Link
                to={categoryHref(entry.slug)}
                aria-current={isActive ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 text-sm text-white hover:bg-white/10 ${isActive ? 'bg-white/20 font-bold underline underline-offset-4' : ''}`}
              >
                {entry.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
