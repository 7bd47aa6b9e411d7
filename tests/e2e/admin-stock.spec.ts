/**
 * Stock that follows the orders, as a clerk sees it at 390 and 1440 px (issue 32, decision 048):
 * an order takes its unit and the product's page shows the movement with the order's number; a
 * change of stock in the form asks for its reason beside the field, then keeps it in the history;
 * "Cancelado" gives the unit back; the list's setting asks before it stops taking stock. Each run
 * works on a product of its own, so the other tests' orders never move its stock.
 */
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { orderThroughApi, registerCustomer } from './support/customer.ts'
import { expectFits } from './support/layout-fit.ts'
import { ADMIN_EMAIL, staffSignIn } from './support/staff.ts'
import { createOwnProduct } from './support/own-product.ts'
import { STOCK_MESSAGES } from '#domain/stock-movements.ts'

const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'
async function shoot(page: Page, name: string, projectName: string) {
  const width = projectName === 'mobile-390' ? '390' : '1440'
  if (SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: true })
}

test('an order takes its unit, a stock change keeps its reason, "Cancelado" gives the unit back; all in the history', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  await staffSignIn(page, ADMIN_EMAIL)
  const sku = `E2E-STOCK-${testInfo.project.name === 'mobile-390' ? 'M' : 'D'}-${Date.now().toString(36).toUpperCase()}`
  const product = await createOwnProduct(page, sku)

  const customer = await registerCustomer(request, { values: { fullname: 'Cliente Stock' } })
  const placed = await orderThroughApi(request, customer, product)
  expect(placed.status(), await placed.text()).toBe(200)
  const movement = String((await placed.json()).movimiento_numero).padStart(8, '0')

  await page.goto(`/admin/products/${product.id}`)
  const history = page.getByRole('list', { name: 'Movimientos de stock' })
  const first = history.getByTestId('stock-movement').first()
  await expect(first).toContainText('Pedido')
  await expect(first).toContainText(`N° ${movement}`)
  await expect(first).toContainText('−1')
  await expect(first).toContainText('quedan 2')
  await expect(page.getByLabel('Stock', { exact: true })).toHaveValue('2')

  // A new count of the shelf: the save asks why, beside the field, and changes nothing until told.
  await page.getByLabel('Stock', { exact: true }).fill('5')
  const reason = page.getByLabel('Motivo del cambio de stock')
  await expect(reason).toBeVisible()
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(reason).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#product-stock_reason-error')).toHaveText(STOCK_MESSAGES.reasonRequired)
  await expect(history.getByTestId('stock-movement')).toHaveCount(1)
  await reason.fill('Recuento del depósito')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByText('Cambios guardados.')).toBeVisible()
  await expect(reason).toBeHidden()
  await expect(history.getByTestId('stock-movement')).toHaveCount(2)
  await expect(first).toContainText('Ajuste manual')
  await expect(first).toContainText('+3')
  await expect(first).toContainText('quedan 5')
  await expect(first).toContainText('Recuento del depósito')
  await expect(first).toContainText(ADMIN_EMAIL)
  await expectFits(page, 'the product page with its stock history')
  await expectAccessible(page)
  await shoot(page, 'admin-product-stock-history', testInfo.project.name)

  // The order cancelled from its page: the unit goes back, and the history links to the order.
  await first.page().goto(`/admin/orders/${movement}`)
  await page.getByLabel('Nuevo estado').fill('Cancelado')
  await page.getByLabel('Notificar al cliente por e-mail').uncheck()
  await page.getByRole('button', { name: 'Cambiar estado' }).click()
  await expect(page.getByText('Estado «Cancelado» guardado.')).toBeVisible()
  await page.goto(`/admin/products/${product.id}`)
  await expect(first).toContainText('Cancelación')
  await expect(first).toContainText('+1')
  await expect(first).toContainText('quedan 6')
  await first.getByRole('link', { name: `N° ${movement}` }).click()
  await expect(page.getByRole('heading', { name: `Pedido N° ${movement}`, level: 1 })).toBeVisible()
})

test('the product list says whether orders take stock, and asks before it stops', async ({ page }, testInfo) => {
  await staffSignIn(page, ADMIN_EMAIL, undefined, '/admin/products')
  const setting = page.getByRole('region', { name: /Los pedidos descuentan stock/ })
  await expect(setting).toContainText('Los pedidos descuentan stock: sí.')
  await setting.getByRole('button', { name: 'Dejar de descontar' }).click()
  const dialog = page.getByRole('dialog', { name: '¿Dejar de descontar stock con los pedidos?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('dos clientes pueden pedir la última unidad')
  await expectFits(page, 'the products list with the stock setting')
  await shoot(page, 'admin-stock-setting', testInfo.project.name)
  // Cancelar keeps it on (turning it off is the integration test's: the other browser tests order meanwhile)
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toBeHidden()
  await expect(setting).toContainText('Los pedidos descuentan stock: sí.')
})
