/**
 * Prices that cannot be published wrong, as a clerk meets them at 390 and 1440 px (issue 32,
 * item 2): the quick edit of list 1 alone that would put the cash offer above it is refused in its
 * cell, naming the lists; a sale that drops every list by more than half asks first, and goes
 * through with "Guardar igual". Each run works on a product of its own.
 */
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { expectFits } from './support/layout-fit.ts'
import { ADMIN_EMAIL, staffSignIn } from './support/staff.ts'
import { createOwnProduct } from './support/own-product.ts'

const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'
async function shoot(page: Page, name: string, projectName: string) {
  const width = projectName === 'mobile-390' ? '390' : '1440'
  if (SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/${name}-${width}.png` })
}

test('a list 1 below the cash offer is refused in its cell; a sale of more than half asks first', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  await staffSignIn(page, ADMIN_EMAIL)
  const sku = `E2E-PRECIO-${testInfo.project.name === 'mobile-390' ? 'M' : 'D'}-${Date.now().toString(36).toUpperCase()}`
  const product = await createOwnProduct(page, sku)

  await page.goto(`/admin/products?q=${encodeURIComponent(sku)}`)
  const price = page.getByLabel(`Precio lista 1 de ${product.name}`)
  await expect(price).toHaveValue('50000')
  await price.fill('20000')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Hay valores inválidos' })).toBeVisible()
  await expect(
    page.getByText('La lista 2 (oferta contado), $ 45.000,00, no puede ser mayor que la lista 1 (precio de lista), $ 20.000,00.'),
  ).toBeVisible()
  await expect(price).toHaveAttribute('aria-invalid', 'true')
  await expectFits(page, 'the product list with a refused price')
  await shoot(page, 'admin-price-refused', testInfo.project.name)
  await page.getByRole('button', { name: 'Descartar' }).click()

  // A sale: every list down to 40 %, in agreement with each other; the form asks before saving.
  await page.goto(`/admin/products/${product.id}`)
  const sale = { 1: '20000', 2: '18000', 3: '20000', 4: '22000', 5: '24000', 6: '26000' }
  for (const [list, value] of Object.entries(sale)) {
    await page
      .getByLabel(list === '1' ? 'Lista 1 (precio de lista)' : list === '2' ? 'Lista 2 (oferta contado)' : `Lista ${list}`, {
        exact: true,
      })
      .fill(value)
  }
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  const dialog = page.getByRole('dialog', { name: '¿Guardar estos precios?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('La lista 1 (precio de lista) baja un 60 %: de $ 50.000,00 a $ 20.000,00.')
  await expectAccessible(page)
  await shoot(page, 'admin-price-confirm', testInfo.project.name)
  await dialog.getByRole('button', { name: 'Guardar igual' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Cambios guardados.')).toBeVisible()
  await expect(page.getByLabel('Lista 1 (precio de lista)')).toHaveValue('20000')
})
