/**
 * The CATEGORÍAS dropdown's panel: 'Todos los productos' and every category with its
 * subcategories. Drawn only once the menu is opened, so loaded then (category-menu.tsx), not
 * with every page's first load; so is the closing on a press outside or Escape, which only an open
 * panel needs.
 */
import { useEffect, type RefObject } from 'react'
import { Link } from 'react-router'
import type { MenuCategory } from '#domain/category-menu.ts'
import { categoryHref } from '../../lib/paths.ts'

/** While the panel is open, a press outside the menu (`menuRef`: its button and this panel) or Escape closes it. */
function useDismiss(menuRef: RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) onClose()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [menuRef, onClose])
}

export function CategoryPanel({
  menu,
  id,
  menuRef,
  onClose,
}: {
  menu: MenuCategory[]
  id: string
  menuRef: RefObject<HTMLElement | null>
  onClose(): void
}) {
  useDismiss(menuRef, onClose)
  return (
    <nav
      id={id}
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
  )
}
