/**
 * The back office in the browser, at 390 and 1440 px: staff made by the command line sign in;
 * ventas cannot open staff accounts or the audit log; an enquiry is marked seen by opening it;
 * subscribers download as CSV; a member of staff an admin disables is signed out; every page
 * has no serious or critical axe-core violation.
 */
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { ADMIN_PAGES } from '#domain/admin/admin-pages.ts'
import { expect, expectAccessible, isMobile, test } from './fixtures.ts'
import { ADMIN_EMAIL, STAFF_PASSWORD, VENTAS_EMAIL, staffSignIn } from './support/staff.ts'

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** The menu: the sidebar at desktop widths, the drawer behind the menu button on a phone. */
async function openMenu(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: /Menú/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Menú del panel' })
    await expect(drawer).toBeVisible()
    return drawer.getByRole('navigation', { name: 'Secciones del panel' })
  }
  return page.getByRole('complementary', { name: 'Menú del panel' }).getByRole('navigation', { name: 'Secciones del panel' })
}

test.describe('back office', () => {
  test('staff made by the command line sign in, see the dashboard and sign out', async ({ page }) => {
    await page.goto('/admin/customers')
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcustomers/)
    // The form works once the page is live: its button is enabled then.
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeEnabled()
    // A wrong password on an address no run shares: the failures of repeated runs never add up
    // to the sign-in throttle's limit for the real account.
    await page.getByLabel('Correo').fill(`nadie-${unique()}@e2e.test`)
    await page.getByLabel('Contraseña').fill('no-es-la-clave')
    await page.getByRole('button', { name: 'Ingresar' }).click()
    await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.')
    await page.getByLabel('Correo').fill(ADMIN_EMAIL)
    await page.getByLabel('Contraseña').fill(STAFF_PASSWORD)
    await page.getByRole('button', { name: 'Ingresar' }).click()
    await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible()

    const menu = await openMenu(page)
    await menu.getByRole('link', { name: 'Inicio' }).click()
    await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: /Pedidos de hoy/ })).toBeVisible()
    await expect(page.getByRole('link', { name: /Consultas sin leer/ })).toHaveAttribute('href', '/admin/enquiries')

    if (isMobile(page)) await page.getByRole('button', { name: /Menú/ }).click()
    await page.getByRole('button', { name: 'Cerrar sesión' }).filter({ visible: true }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
  })

  test('ventas cannot open staff accounts or the audit log', async ({ page }) => {
    await staffSignIn(page, VENTAS_EMAIL)
    const menu = await openMenu(page)
    await expect(menu.getByRole('link', { name: 'Clientes' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Personal' })).toHaveCount(0)
    await expect(menu.getByRole('link', { name: 'Registro de cambios' })).toHaveCount(0)
    for (const path of ['/admin/staff', '/admin/audit']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(403)
      await expect(page.getByText('Su rol no tiene acceso a esta sección.')).toBeVisible()
    }
  })

  test('opening an enquiry marks it seen', { tag: '@any-width' }, async ({ page, request }) => {
    const name = `Revendedor ${unique()}`
    const created = await request.post('/api/page', {
      data: {
        fullname: name,
        email: '',
        phone: 1100000000 + Math.floor(Math.random() * 8_000_000_000),
        comentary: 'Quiero revender',
      },
    })
    expect(created.status()).toBe(201)
    await staffSignIn(page, VENTAS_EMAIL, STAFF_PASSWORD, '/admin/enquiries')
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row.getByText('Sin leer')).toBeVisible()
    await row.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    await expect(page.getByText('Quiero revender')).toBeVisible()
    // The page marks it seen with a POST of its own once shown (its loader only reads).
    await expect(page.getByRole('status').getByText('Leída')).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Ruta de navegación' })
      .getByRole('link', { name: 'Consultas de revendedores' })
      .click()
    await expect(page.getByRole('row').filter({ hasText: name }).getByText('Sin leer')).toHaveCount(0)
  })

  test('subscribers download as CSV', { tag: '@any-width' }, async ({ page, request }) => {
    const email = `lista-${unique()}@example.com`
    expect((await request.post('/api/clients/addSubscriptor', { data: { email } })).status()).toBe(201)
    await staffSignIn(page, VENTAS_EMAIL, STAFF_PASSWORD, '/admin/subscribers')
    await page.getByRole('searchbox', { name: 'Buscar suscriptores' }).fill(email)
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page.getByRole('cell', { name: email })).toBeVisible()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('suscriptores.csv')
    const csv = readFileSync((await download.path())!, 'utf8')
    expect(csv).toContain('email,fecha_alta')
    expect(csv).toContain(email)
  })

  test('a member of staff an admin disables is signed out', async ({ page, browser }) => {
    const email = `baja-${unique()}@e2e.test`
    await staffSignIn(page, ADMIN_EMAIL, STAFF_PASSWORD, '/admin/staff')
    await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled()
    await page.getByLabel('Correo').fill(email)
    await page.getByLabel('Rol').selectOption('ventas')
    await page.getByLabel('Contraseña', { exact: true }).fill('clave-temporal-1')
    await page.getByLabel('Repetir contraseña').fill('clave-temporal-1')
    await page.getByRole('button', { name: 'Crear cuenta' }).click()
    await expect(page.getByRole('status')).toHaveText(`Cuenta creada para ${email}.`)
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row.getByText('Activa')).toBeVisible()

    const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    const clerk = await other.newPage()
    await staffSignIn(clerk, email, 'clave-temporal-1', '/admin/customers')

    await row.getByRole('button', { name: /Deshabilitar/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Deshabilitar la cuenta' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Deshabilitar' }).click()
    await expect(page.getByRole('status')).toHaveText(`Cuenta de ${email} deshabilitada.`)
    await expect(row.getByText('Deshabilitada')).toBeVisible()

    await clerk.reload()
    await expect(clerk).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcustomers/)
    await other.close()
  })

  test('every page has no serious accessibility violations', async ({ page }) => {
    // Eleven pages, each run through axe-core: more than one test's usual time on a busy machine.
    test.slow()
    await staffSignIn(page, ADMIN_EMAIL)
    // 'refunds' is a right, not a page: Mercado Pago refunds sit on an order's page (admin-pages.ts).
    for (const admin of ADMIN_PAGES.filter((p) => p.key !== 'refunds')) {
      await page.goto(admin.path)
      await expect(page.getByRole('heading', { name: admin.title, level: 1 })).toBeVisible()
      await expectAccessible(page)
    }
    if (isMobile(page)) {
      await page.getByRole('button', { name: /Menú/ }).click()
      await expect(page.getByRole('dialog', { name: 'Menú del panel' })).toBeVisible()
      await expectAccessible(page)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog', { name: 'Menú del panel' })).toBeHidden()
    }
    await page.context().clearCookies()
    await page.goto('/admin/login')
    await expectAccessible(page)
  })
})
