import { ChevronDown, Menu } from '../icons.tsx'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import type { MenuCategory } from '#domain/category-menu.ts'
import { categoryHref } from '../../lib/paths.ts'

/** The CATEGORÍAS dropdown: 'Todos los productos' and every category with its subcategories. */
export function CategoryMenu({ menu }: { menu: MenuCategory[] }) {
  const [open, setOpen] = useState(false)
  const location = useLocation()
  const panelId = useId()
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => setOpen(false), [location.pathname, location.search])
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-bold tracking-wide text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        <Menu aria-hidden className="size-5" />
        CATEGORÍAS
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <nav
          id={panelId}
          aria-label="Categorías"
          className="absolute left-0 top-full z-40 mt-1 max-h-[70vh] w-[min(90vw,760px)] overflow-y-auto rounded-lg bg-white p-4 text-gray-800 shadow-xl ring-1 ring-black/10"
        >
          <Link to="/search" className="mb-3 block font-semibold text-brand hover:underline">
            Todos los productos
          </Link>
          <ul className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
            {menu.map((entry) => (
              <li key={entry.slug}>
                <Link to={categoryHref(entry.slug)} className="font-semibold hover:text-brand hover:underline">
                  {entry.label}
                </Link>
                <ul className="mt-1 space-y-0.5">
                  {entry.subCategories.map((sub) => (
                    <li key={sub.slug}>
                      <Link
                        to={categoryHref(entry.slug, sub.slug)}
                        className="text-sm text-gray-600 hover:text-brand hover:underline"
                      >
                        {sub.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      )}
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
