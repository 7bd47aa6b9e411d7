/**
 * The whole customer journey, in one story per viewport: browse, add,
 * drawer, toast, cart screen, register, order, the staff e-mail at a real SMTP server, order
 * history, invoice, profile edit, password change, sign out and sign in again.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type { Product } from '#domain/product.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { decodeQuotedPrintable, e2eDatabaseUrl, receivedMessages } from './support/mailbox.ts'

test.describe.configure({ mode: 'serial' })

let catalogue: Product[] = []
test.beforeAll(async ({ request }) => {
  catalogue = await (await request.get('/api/products')).json()
})

async function closeDialog(page: Page) {
  await page.getByRole('button', { name: 'Aceptar' }).click()
  await expect(page.locator('.swal2-container')).toHaveCount(0)
}

test('a shopper browses, orders, and manages the account', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  const tag = `${testInfo.project.name}-${Date.now()}`
  const email = `cliente-${tag}@example.com`
  const inStock = catalogue.filter((p) => p.stock >= 10 && p.price_list_1 > 0)
  const [first, second, third] = [inStock[0]!, inStock[7]!, inStock[15]!]

  // Add from the product page: toast with 'Finalizar Pedido' and a filling bar.
  await page.goto(`/products/?product=${encodeURIComponent(first.sku)}`)
  await page.getByTestId('product-buy').getByRole('button', { name: 'AGREGAR AL CARRITO' }).click()
  const toast = page.getByTestId('cart-toast')
  await expect(toast).toBeVisible()
  await expect(toast).toContainText(first.brand)
  await expect(toast.getByRole('link', { name: 'Finalizar Pedido' })).toHaveAttribute('href', '/cart')
  await expect(page.getByTestId('cart-toast-progress')).toHaveAttribute('style', /width: 100%/)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await expect(toast).toBeHidden({ timeout: 6000 })

  // Adding the same product raises the quantity; a second product adds a line.
  await page.getByTestId('product-buy').getByRole('button', { name: 'AGREGAR AL CARRITO' }).click()
  await page.goto(`/products/?product=${encodeURIComponent(second.sku)}`)
  await page.getByTestId('product-buy').getByRole('button', { name: 'AGREGAR AL CARRITO' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('2')

  // The drawer: lines, plus and minus.
  await page.getByRole('button', { name: /Abrir carrito/ }).click()
  const drawer = page.getByRole('dialog', { name: 'Mi carrito' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('listitem')).toHaveCount(2)
  await expect(drawer.getByLabel('Cantidad: 2')).toBeVisible()
  await drawer
    .getByRole('button', { name: /^Quitar uno de/ })
    .first()
    .click()
  await expect(drawer.getByLabel('Cantidad: 2')).toHaveCount(0)
  await drawer.getByRole('button', { name: 'Cerrar carrito' }).click()

  // The cart survives a reload (the cookie keeps sku and quantity only).
  await page.reload()
  await expect(page.getByTestId('cart-count')).toHaveText('2')

  // REALIZAR PEDIDO adds and goes to the cart screen.
  await page.goto(`/products/?product=${encodeURIComponent(third.sku)}`)
  await page.getByTestId('product-buy').getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('heading', { name: 'Carrito de compras' })).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('3')
  await expect(page.locator('main').getByText(/^Precio sin impuestos nacionales/)).toHaveCount(4)
  // Each instalment option carries its CFTEA, computed from the lists (financing.spec.ts checks the figures).
  await expect(page.locator('main').getByTestId('cftea')).toHaveCount(4)
  await expect(page.locator('main').getByTestId('cftea').last()).toHaveText(/^CFTEA: \d+,\d\d %$/)
  await expectAccessible(page)

  // Not signed in: the warning dialog offers /login.
  await page.getByRole('button', { name: 'Generar pedido' }).click()
  await expect(page.getByRole('dialog')).toContainText('Iniciá sesión para continuar')
  await page.getByRole('button', { name: 'Ir a iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expectAccessible(page)

  // Register, with the form's own validation first.
  await page.getByRole('tab', { name: 'Crear cuenta' }).click()
  await page.getByRole('button', { name: 'Crear cuenta', exact: true }).last().click()
  await expect(page.getByText('Campo obligatorio').first()).toBeVisible()
  await expect(page.getByText('Correo inválido')).toBeVisible()
  await expect(page.getByText('Mínimo 6 caracteres')).toBeVisible()
  await page.locator('main').getByLabel('Nombre completo').fill('Ana Pérez')
  await page.locator('main').getByLabel('Nombre de usuario').fill(`ana${Date.now()}`)
  await page.locator('main').getByLabel('DNI').fill('30123456')
  await page.locator('main').getByLabel('Teléfono').fill('1155550000')
  await page.locator('main').getByLabel('Dirección').fill('Av. Rivadavia 5040')
  await page.locator('main').getByLabel('Localidad').fill('Caballito')
  await page.locator('main').getByLabel('Código postal').fill('1424')
  await page.locator('main').getByLabel('Correo electrónico').fill(email)
  await page.locator('main').getByLabel('Contraseña', { exact: true }).fill('secreta1')
  await page.locator('main').getByLabel('Repetir contraseña').fill('secreta2')
  await page.getByRole('button', { name: 'Crear cuenta', exact: true }).last().click()
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible()
  await page.locator('main').getByLabel('Repetir contraseña').fill('secreta1')
  await page.getByRole('button', { name: 'Crear cuenta', exact: true }).last().click()
  await expect(page).toHaveURL(/\/myaccount\/profile$/)
  await expect(page.getByText('Ana Pérez')).toBeVisible()
  await expectAccessible(page)

  // Order: billing filled from the account, pick-up, cash.
  await page.goto('/cart')
  await expect(page.locator('main').getByLabel('Nombre completo')).toHaveValue('Ana Pérez')
  await expect(page.locator('main').getByLabel('Correo electrónico')).toHaveAttribute('readonly', '')
  await page.locator('main').getByLabel('Retiro en local').check()
  await expect(page.locator('main').getByLabel('Dirección de entrega')).toHaveValue('---')
  await page.locator('main').getByLabel('Efectivo, transferencia o depósito').check()
  await page.getByRole('button', { name: 'Generar pedido' }).click()
  const confirmation = page.getByRole('dialog')
  await expect(confirmation).toContainText('fue generado con éxito', { timeout: 15_000 })
  const movement = /N° (\d{8})/.exec((await confirmation.textContent()) ?? '')![1]!
  await closeDialog(page)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('cart-count')).toHaveText('0')

  // The staff e-mail reached the local SMTP server, once (the shopper's receipt: shopper-mail.spec.ts).
  const staffMails = () =>
    receivedMessages().filter((m) => /^To: .*staff@tienda\.test/m.test(m) && decodeQuotedPrintable(m).includes(movement))
  await expect.poll(() => staffMails().length, { timeout: 15_000 }).toBe(1)
  const mail = decodeQuotedPrintable(staffMails()[0]!)
  expect(mail).toMatch(/To: .*staff@tienda\.test/)
  expect(mail).toContain('Ana P')
  for (const p of [first, second, third]) expect(mail).toContain(p.sku)

  // History and the invoice message.
  await page.goto('/myaccount/orders')
  const card = page.locator('article').filter({ hasText: `Pedido N° ${movement}` })
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: 'Ver detalle' }).click()
  const detail = page.getByRole('dialog', { name: `Pedido N° ${movement}` })
  await expect(detail.getByRole('row')).toHaveCount(4)
  await detail.getByRole('button', { name: 'Ver factura' }).click()
  await expect(page.getByText('La factura no se encuentra disponible aun, intentelo más tarde!')).toBeVisible()
  await closeDialog(page)
  await expectAccessible(page)

  const databaseUrl = e2eDatabaseUrl()
  if (databaseUrl) {
    // Staff attach an invoice with the command line; the customer then downloads it.
    const pdf = path.join(mkdtempSync(path.join(os.tmpdir(), 'invoice-')), 'factura.pdf')
    writeFileSync(pdf, '%PDF-1.4\n% factura de prueba\n%%EOF\n')
    execFileSync('npx', ['tsx', 'scripts/staff.ts', 'attach-invoice', String(Number(movement)), '2-1234', pdf], {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: process.env.E2E_DATA_DIR, SEED_DEMO: 'false' },
      stdio: 'pipe',
    })
    await page.reload()
    await page
      .locator('article')
      .filter({ hasText: `Pedido N° ${movement}` })
      .getByRole('button', { name: 'Ver detalle' })
      .click()
    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Ver factura' }).click()
    const invoice = await popup
    // The tab opens blank inside the click (no pop-up blocker) and then goes to the signed link.
    await invoice.waitForURL(/\/bills\/client_\d+\/fc-1234_movement-\d+\.pdf\?/)
    const response = await page.request.get(invoice.url())
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/pdf')
    expect(await response.text()).toContain('factura de prueba')
    await invoice.close()
  }

  // Profile edit with confirmation.
  await page.goto('/myaccount/profile')
  await page.getByRole('button', { name: 'Editar' }).click()
  const editor = page.getByRole('dialog', { name: 'Editar mis datos' })
  await editor.getByLabel('Teléfono').fill('1144443333')
  await editor.getByRole('button', { name: 'Guardar' }).click()
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByRole('dialog')).toContainText('Datos actualizados correctamente')
  await closeDialog(page)
  await expect(page.getByText('1144443333')).toBeVisible()

  // Password change: disabled until valid.
  const change = page.getByRole('button', { name: 'Actualizar contraseña' })
  await expect(change).toBeDisabled()
  await page.locator('main').getByLabel('Contraseña actual').fill('secreta1')
  await page.locator('main').getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave')
  await page.locator('main').getByLabel('Repetir nueva contraseña').fill('nueva-clave')
  await expect(change).toBeEnabled()
  await change.click()
  await expect(page.getByRole('dialog')).toContainText('Contraseña actualizada correctamente')
  await closeDialog(page)
  // The change ended the sessions signed before it; this browser carries on with its new token.
  await page.goto('/myaccount/orders')
  await expect(page.locator('article').filter({ hasText: `Pedido N° ${movement}` })).toBeVisible()

  // Sign out with confirmation, the guard, and sign in with the new password.
  await page.goto('/myaccount')
  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await page.getByRole('button', { name: 'Sí, cerrar sesión' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/myaccount/orders')
  await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible()
  await expect(page.getByText('Debes iniciar sesión para acceder a esta página.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 })
  await page.locator('main').getByLabel('Correo electrónico').fill(email)
  await page.locator('main').getByLabel('Contraseña').fill('secreta1')
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).last().click()
  await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.')
  await page.locator('main').getByLabel('Contraseña').fill('nueva-clave')
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).last().click()
  await expect(page).toHaveURL(/\/myaccount\/profile$/)
})

test('the stock rule refuses adding past the stock, with the spec message', async ({ page }) => {
  const lastUnit = catalogue.find((p) => p.stock === 1)!
  await page.goto(`/products/?product=${encodeURIComponent(lastUnit.sku)}`)
  await page.getByTestId('product-buy').getByRole('button', { name: 'AGREGAR AL CARRITO' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.getByTestId('product-buy').getByRole('button', { name: 'AGREGAR AL CARRITO' }).click()
  await expect(page.getByRole('dialog')).toContainText('Atención')
  await expect(page.getByRole('dialog')).toContainText('No hay más stock disponible para agregar al carrito')
  await closeDialog(page)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
})

test('a cart of 60 distinct lines survives a reload', async ({ page, context, baseURL }) => {
  const { encodeCartCookie } = await import('#domain/cart.ts')
  const lines = catalogue
    .filter((p) => p.stock >= 5)
    .slice(0, 60)
    .map((p) => ({ sku: p.sku, quantity: 1 }))
  await context.addCookies([{ name: 'cartProducts', value: encodeCartCookie(lines), url: baseURL! }])
  await page.goto('/cart')
  await expect(page.getByTestId('cart-count')).toHaveText('60')
  await page
    .getByRole('button', { name: /^Agregar uno de/ })
    .first()
    .click()
  await page.reload()
  await expect(page.getByTestId('cart-count')).toHaveText('60')
  const cookie = (await context.cookies()).find((c) => c.name === 'cartProducts')!
  expect(cookie.value.length).toBeLessThan(4000)
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(2 * 24 * 3600 - 120)
})
