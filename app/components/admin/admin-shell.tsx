/**
 * The back office's frame: a sidebar from 1024 px, and below that a top bar whose menu button
 * opens the same menu in a drawer (a native modal <dialog>: focus stays inside, Esc closes it).
 * A skip link leads past the menu to the page's content.
 */
import { LogOut, Menu, UserRound, X } from '../icons.tsx'
import { useEffect, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { menuFor, type AdminPage } from '#domain/admin/admin-pages.ts'
import { ROLE_LABELS } from '#domain/admin/staff-roles.ts'
import { adminApi } from '../../lib/admin-api.ts'
import type { AdminShellData } from '../../lib/admin-session.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { useModalDialog } from '../use-modal-dialog.ts'

function isCurrent(page: AdminPage, pathname: string): boolean {
  return page.path === '/admin' ? pathname === '/admin' : pathname === page.path || pathname.startsWith(`${page.path}/`)
}

function AdminMenu({ data, onNavigate }: { data: AdminShellData; onNavigate?: () => void }) {
  const { pathname } = useLocation()
  return (
    <nav aria-label="Secciones del panel">
      <ul className="space-y-1">
        {menuFor(data.staff.role).map((page) => {
          const current = isCurrent(page, pathname)
          const badge = page.key === 'enquiries' ? data.unseenEnquiries : page.key === 'resellers' ? data.pendingResellers : 0
          return (
            <li key={page.key}>
              <NavLink
                to={page.path}
                end={page.path === '/admin'}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={`flex items-center justify-between rounded-md px-3 py-2 text-sm font-semibold ${
                  current ? 'bg-white text-brand-dark' : 'text-white hover:bg-white/10'
                }`}
              >
                <span>{page.title}</span>
                {badge > 0 && (
                  <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-gray-900">
                    {badge}
                    <span className="sr-only">{page.key === 'resellers' ? ' pendientes' : ' sin leer'}</span>
                  </span>
                )}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function AccountLinks({ data, onNavigate }: { data: AdminShellData; onNavigate?: () => void }) {
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  async function signOut() {
    setBusy(true)
    await adminApi('/api/admin/session', { method: 'DELETE', csrf: data.staff.csrf })
    window.location.assign('/admin/login')
  }
  return (
    <div className="border-t border-white/20 pt-4 text-sm text-white">
      <p className="break-all text-xs font-semibold">{data.staff.email}</p>
      <p className="text-white/80">{ROLE_LABELS[data.staff.role]}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to="/admin/account"
          onClick={onNavigate}
          className="inline-flex items-center gap-1 rounded-md bg-white/10 px-3 py-2 font-semibold hover:bg-white/20"
        >
          <UserRound aria-hidden className="size-4" /> Mi cuenta
        </Link>
        <button
          type="button"
          onClick={() => void signOut()}
          disabled={busy || !hydrated}
          className="inline-flex items-center gap-1 rounded-md bg-white/10 px-3 py-2 font-semibold hover:bg-white/20 disabled:opacity-60"
        >
          <LogOut aria-hidden className="size-4" /> {busy ? 'Cerrando…' : 'Cerrar sesión'}
        </button>
      </div>
    </div>
  )
}

function Brand() {
  return (
    <Link to="/admin" className="block text-lg font-extrabold text-white">
      TecnoHogar <span className="font-semibold text-white/80">· Panel</span>
    </Link>
  )
}

/** Below 1024 px: the brand and the button that opens the menu's drawer, with the unread enquiries. */
function MobileBar({ data, open, onOpen }: { data: AdminShellData; open: boolean; onOpen: () => void }) {
  const hydrated = useHydrated()
  return (
    <header className="flex items-center justify-between bg-brand-dark px-4 py-3 lg:hidden">
      <Brand />
      <button
        type="button"
        onClick={onOpen}
        disabled={!hydrated}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="admin-drawer"
        className="inline-flex items-center gap-2 rounded-md bg-white/10 px-3 py-2 text-sm font-semibold text-white hover:bg-white/20"
      >
        <Menu aria-hidden className="size-5" /> Menú
        {data.unseenEnquiries > 0 && (
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-gray-900">
            {data.unseenEnquiries}
            <span className="sr-only"> consultas sin leer</span>
          </span>
        )}
        {data.pendingResellers > 0 && (
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-gray-900">
            {data.pendingResellers}
            <span className="sr-only"> cuentas de revendedor pendientes</span>
          </span>
        )}
      </button>
    </header>
  )
}

/** The menu in a drawer: closed by its button, Esc, a click outside it, or following one of its links. */
function MenuDrawer({ data, open, onClose }: { data: AdminShellData; open: boolean; onClose: () => void }) {
  const drawer = useModalDialog(open)
  return (
    <dialog
      id="admin-drawer"
      ref={drawer}
      aria-label="Menú del panel"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === drawer.current) onClose()
      }}
      className="m-0 ml-auto h-full max-h-none w-72 max-w-[85vw] bg-brand-dark p-5 backdrop:bg-black/50 lg:hidden"
    >
      <div className="flex h-full flex-col gap-6">
        <div className="flex items-center justify-between">
          <Brand />
          <button
            type="button"
            onClick={onClose}
            className="rounded-md p-2 text-white hover:bg-white/10"
            aria-label="Cerrar menú"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <div className="flex-1">
          <AdminMenu data={data} onNavigate={onClose} />
        </div>
        <AccountLinks data={data} onNavigate={onClose} />
      </div>
    </dialog>
  )
}

export function AdminShell({ data, children }: { data: AdminShellData; children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  useEffect(() => setOpen(false), [pathname])

  return (
    <div className="min-h-screen lg:flex">
      <a
        href="#admin-contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 focus:text-brand-dark"
      >
        Saltar al contenido
      </a>
      <aside className="hidden w-64 shrink-0 flex-col gap-6 bg-brand-dark p-5 lg:flex" aria-label="Menú del panel">
        <Brand />
        <div className="flex-1">
          <AdminMenu data={data} />
        </div>
        <AccountLinks data={data} />
      </aside>
      <MobileBar data={data} open={open} onOpen={() => setOpen(true)} />
      <MenuDrawer data={data} open={open} onClose={() => setOpen(false)} />
      <main id="admin-contenido" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 lg:px-8">
        {children}
      </main>
    </div>
  )
}
