import { describe, expect, it } from 'vitest'
import { ADMIN_PAGES, canOpen, isAdminPath, menuFor, pageForPath, safeNext } from './admin-pages.ts'

describe('the admin pages table', () => {
  it('gives admins every page, ventas neither the catalogue nor staff accounts, the audit log and refunds', () => {
    for (const page of ADMIN_PAGES) expect(canOpen('admin', page.path)).toBe(true)
    expect(ADMIN_PAGES.filter((p) => !canOpen('ventas', p.path)).map((p) => p.key)).toEqual([
      'products',
      'demand',
      'import',
      'export',
      'home',
      'staff',
      'audit',
      'refunds',
    ])
  })

  it('gives catalogo the dashboard, the products, the import and export, Portada and Mi cuenta only', () => {
    expect(ADMIN_PAGES.filter((p) => canOpen('catalogo', p.path)).map((p) => p.key)).toEqual([
      'dashboard',
      'products',
      'demand',
      'import',
      'export',
      'home',
      'account',
    ])
    expect(canOpen('catalogo', '/admin/reports')).toBe(false)
    expect(canOpen('ventas', '/admin/reports')).toBe(true)
    expect(canOpen('catalogo', '/admin/products/12')).toBe(true)
    expect(canOpen('catalogo', '/admin/products/new')).toBe(true)
    expect(canOpen('catalogo', '/admin/import/3')).toBe(true)
    expect(canOpen('catalogo', '/admin/orders')).toBe(false)
    expect(canOpen('catalogo', '/admin/orders/1.data')).toBe(false)
    expect(menuFor('catalogo').map((p) => p.key)).toEqual(['dashboard', 'products', 'demand', 'import', 'export', 'home'])
  })

  it('opens the home content (Portada) to admin and catalogo, with its sub-pages', () => {
    for (const path of ['/admin/home', '/admin/home/carousels', '/admin/home/groups.data']) {
      expect(pageForPath(path)?.key).toBe('home')
      expect(canOpen('catalogo', path)).toBe(true)
      expect(canOpen('ventas', path)).toBe(false)
    }
  })

  it.each([
    ['/admin', 'dashboard'],
    ['/admin.data', 'dashboard'],
    ['/admin/', 'dashboard'],
    ['/admin/customers', 'customers'],
    ['/admin/customers/7', 'customers'],
    ['/admin/customers/7.data', 'customers'],
    ['/admin/staff', 'staff'],
    ['/admin/staffing', undefined],
    ['/admin/audit/2', 'audit'],
    ['/admin/orders/42', 'orders'],
    ['/admin/products/42', 'products'],
  ])('%s belongs to %s', (path, key) => {
    expect(pageForPath(path)?.key).toBe(key)
  })

  it('leaves paths outside the table to admins (they answer 404)', () => {
    expect(canOpen('ventas', '/admin/nada')).toBe(false)
    expect(canOpen('admin', '/admin/nada')).toBe(true)
    expect(canOpen('ventas', '/admin/staff/3')).toBe(false)
  })

  it('knows which paths are the back office', () => {
    expect(isAdminPath('/admin')).toBe(true)
    expect(isAdminPath('/admin/login')).toBe(true)
    expect(isAdminPath('/admin.data')).toBe(true)
    expect(isAdminPath('/administracion')).toBe(false)
    expect(isAdminPath('/api/admin/session')).toBe(false)
  })

  it('builds each role’s menu from the table, Mi cuenta aside', () => {
    expect(menuFor('ventas').map((p) => p.key)).toEqual([
      'dashboard',
      'orders',
      'reports',
      'customers',
      'enquiries',
      'resellers',
      'subscribers',
      'withdrawals',
      'outbox',
      'shipping',
    ])
    expect(menuFor('admin').map((p) => p.key)).toContain('audit')
    expect(menuFor('admin').map((p) => p.key)).not.toContain('account')
  })

  it('sends a signed-in browser only to back-office addresses', () => {
    expect(safeNext('/admin/customers?q=ana')).toBe('/admin/customers?q=ana')
    expect(safeNext('https://evil.example/admin')).toBe('/admin')
    expect(safeNext('//evil.example')).toBe('/admin')
    expect(safeNext('/admin/login')).toBe('/admin')
    expect(safeNext('/admin\\@evil')).toBe('/admin')
    expect(safeNext(null)).toBe('/admin')
  })
})
