/**
 * Every back-office page and who may open it: one table, read by the Fastify guard (pages and
 * /api/admin routes), the menu and the access tests. A path not in the table is refused to
 * everyone but admins; `/admin/login` is the only page open without a session.
 */
import type { StaffRole } from './staff-roles.ts'

export type AdminPageKey =
  | 'dashboard'
  | 'products'
  | 'demand'
  | 'orders'
  | 'reports'
  | 'customers'
  | 'enquiries'
  | 'resellers'
  | 'subscribers'
  | 'withdrawals'
  | 'outbox'
  | 'import'
  | 'export'
  | 'home'
  | 'shipping'
  | 'staff'
  | 'audit'
  | 'account'
  | 'refunds'

export interface AdminPage {
  key: AdminPageKey
  path: string
  title: string
  roles: readonly StaffRole[]
  /** shown in the menu (Mi cuenta lives beside the sign-out button instead) */
  menu: boolean
}

const EVERYONE: readonly StaffRole[] = ['admin', 'ventas', 'catalogo']
const SALES: readonly StaffRole[] = ['admin', 'ventas']
const CATALOGUE: readonly StaffRole[] = ['admin', 'catalogo']
const ADMINS: readonly StaffRole[] = ['admin']

export const ADMIN_PAGES: readonly AdminPage[] = [
  { key: 'dashboard', path: '/admin', title: 'Inicio', roles: EVERYONE, menu: true },
  { key: 'orders', path: '/admin/orders', title: 'Pedidos', roles: SALES, menu: true },
  { key: 'reports', path: '/admin/reports', title: 'Reportes', roles: SALES, menu: true },
  { key: 'customers', path: '/admin/customers', title: 'Clientes', roles: SALES, menu: true },
  { key: 'enquiries', path: '/admin/enquiries', title: 'Consultas de revendedores', roles: SALES, menu: true },
  { key: 'resellers', path: '/admin/resellers', title: 'Cuentas de revendedor', roles: SALES, menu: true },
  { key: 'subscribers', path: '/admin/subscribers', title: 'Suscriptores', roles: SALES, menu: true },
  { key: 'withdrawals', path: '/admin/withdrawals', title: 'Arrepentimientos', roles: SALES, menu: true },
  { key: 'outbox', path: '/admin/outbox', title: 'Correos salientes', roles: SALES, menu: true },
  { key: 'products', path: '/admin/products', title: 'Productos', roles: CATALOGUE, menu: true },
  { key: 'demand', path: '/admin/demand', title: 'Demanda sin stock', roles: CATALOGUE, menu: true },
  { key: 'import', path: '/admin/import', title: 'Importar catálogo', roles: CATALOGUE, menu: true },
  { key: 'export', path: '/admin/export', title: 'Exportar catálogo', roles: CATALOGUE, menu: true },
  { key: 'home', path: '/admin/home', title: 'Portada', roles: CATALOGUE, menu: true },
  { key: 'shipping', path: '/admin/shipping', title: 'Envíos', roles: SALES, menu: true },
  { key: 'staff', path: '/admin/staff', title: 'Personal', roles: ADMINS, menu: true },
  { key: 'audit', path: '/admin/audit', title: 'Registro de cambios', roles: ADMINS, menu: true },
  { key: 'account', path: '/admin/account', title: 'Mi cuenta', roles: EVERYONE, menu: false },
  // not a page of its own: Mercado Pago refunds, on an order's page, for admins only (server/payments/)
  { key: 'refunds', path: '/admin/refunds', title: 'Reembolsos', roles: ADMINS, menu: false },
]

export const ADMIN_LOGIN_PATH = '/admin/login'

const byKey = new Map(ADMIN_PAGES.map((page) => [page.key, page]))

export function adminPage(key: AdminPageKey): AdminPage {
  return byKey.get(key)!
}

export { isAdminPath } from './admin-path.ts'

/** The page a path belongs to: its longest matching prefix (`/admin/customers/7` → customers). */
export function pageForPath(pathname: string): AdminPage | undefined {
  const path = pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/'
  let best: AdminPage | undefined
  for (const page of ADMIN_PAGES) {
    const matches = page.path === '/admin' ? path === '/admin' : path === page.path || path.startsWith(`${page.path}/`)
    if (matches && (!best || page.path.length > best.path.length)) best = page
  }
  return best
}

/** Whether a role may open a path under /admin; unknown paths are for admins only (they answer 404). */
export function canOpen(role: StaffRole, pathname: string): boolean {
  const page = pageForPath(pathname)
  return page ? page.roles.includes(role) : role === 'admin'
}

/** The menu a role sees, in the table's order. */
export function menuFor(role: StaffRole): AdminPage[] {
  return ADMIN_PAGES.filter((page) => page.menu && page.roles.includes(role))
}

/** A `next` address after signing in: a back-office path, or the dashboard. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/admin') || next.startsWith('//') || next.startsWith(ADMIN_LOGIN_PATH)) return '/admin'
  if (!/^\/admin[\w\-/?=&%.]*$/.test(next)) return '/admin'
  return next
}
