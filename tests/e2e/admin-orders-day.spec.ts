/**
 * A clerk's morning on Pedidos, at 390 and 1440 px: tick the day's orders and set them to a state
 * together (the answer counts them, the list shows it); print one on its own sheet (a tab of its
 * own, printed to PDF by Chromium); tag an order and leave a note for the team; download the
 * filter as CSV. The list and the printed sheet fit the screen and pass axe-core.
 */
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { orderThroughApi, registerCustomer } from './support/customer.ts'
import { expectFits } from './support/layout-fit.ts'
import { createOwnProduct } from './support/own-product.ts'
import { ADMIN_EMAIL, VENTAS_EMAIL, staffSignIn } from './support/staff.ts'

const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'
async function shoot(page: Page, name: string, projectName: string) {
  const width = projectName === 'mobile-390' ? '390' : '1440'
  if (SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: true })
}

test('ticked orders change state together, print on sheets of their own, take tags and notes, and download as CSV', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const width = testInfo.project.name === 'mobile-390' ? '390' : '1440'
  // a product of the test's own, made by the administrator (a sales clerk does not edit the catalogue)
  const admin = await browser.newContext()
  const adminPage = await admin.newPage()
  await staffSignIn(adminPage, ADMIN_EMAIL)
  const product = await createOwnProduct(adminPage, `DIA-${width}-${Date.now()}`)
  await admin.close()
  await staffSignIn(page, VENTAS_EMAIL, undefined, '/admin/orders')
  const customer = await registerCustomer(request, { values: { fullname: 'Lucía Mañana' } })
  const movements: string[] = []
  for (let i = 0; i < 2; i++) {
    const placed = await orderThroughApi(request, customer, product)
    expect(placed.status(), await placed.text()).toBe(200)
    movements.push(String((await placed.json()).movimiento_numero).padStart(8, '0'))
  }

  // The customer's orders, all ticked at once, set to a state with a note.
  await page.goto(`/admin/orders?q=${encodeURIComponent(customer.email)}`)
  const table = page.getByRole('table', { name: 'Pedidos' })
  await expect(table.getByRole('row')).toHaveCount(3)
  await page.getByLabel('Seleccionar todos los pedidos de esta página').check()
  await expect(page.getByText('2 pedidos seleccionados')).toBeVisible()
  await expectFits(page, 'the orders list with a selection')
  await expectAccessible(page)
  await shoot(page, 'admin-orders-selection', testInfo.project.name)
  await page.getByRole('button', { name: 'Cambiar estado' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cambiar el estado de 2 pedidos' })
  await dialog.getByRole('button', { name: 'Cambiar estado' }).click()
  await expect(dialog.locator('#bulk-state-error')).toHaveText('Escriba el estado nuevo.')
  await dialog.getByLabel('Nuevo estado').fill('En preparación')
  await dialog.getByLabel('Notificar a cada cliente por e-mail').uncheck()
  await dialog.getByRole('button', { name: 'Cambiar estado' }).click()
  await expect(page.getByRole('status')).toContainText('2 pedidos pasaron a «En preparación».')
  await expect(dialog).toBeHidden()
  for (const movement of movements)
    await expect(table.getByRole('row').filter({ hasText: `N° ${movement}` })).toContainText('En preparación')

  // One order printed: a tab of its own with the sheet, and nothing of the back office.
  await page.getByLabel(`Seleccionar el pedido N° ${movements[0]}`).check()
  const [sheet] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Imprimir' }).click()])
  await expect(sheet.getByRole('heading', { name: `Pedido N° ${movements[0]}`, level: 1 })).toBeVisible()
  const article = sheet.getByRole('article', { name: `Pedido N° ${movements[0]}` })
  await expect(article).toContainText('TecnoHogar S.R.L.')
  await expect(article).toContainText('Lucía Mañana')
  await expect(article).toContainText(product.sku)
  await expect(article.getByText('Aclaración')).toBeVisible()
  await expect(sheet.getByRole('navigation')).toHaveCount(0)
  await expectFits(sheet, 'the printed order on screen')
  await expectAccessible(sheet)
  await shoot(sheet, 'admin-order-print', testInfo.project.name)
  if (SCREENSHOTS && width === '1440')
    await sheet.pdf({ path: 'docs/screenshots/admin-order-print.pdf', format: 'A4', preferCSSPageSize: true })
  await sheet.close()

  // A tag and a note on the other order, for the team.
  await page.getByRole('link', { name: `N° ${movements[1]}` }).click()
  await expect(page.getByRole('heading', { name: `Pedido N° ${movements[1]}`, level: 1 })).toBeVisible()
  await page.getByLabel('Etiquetas (separadas por comas)').fill(`retira hoy, <b>`)
  await page.getByRole('button', { name: 'Guardar etiquetas' }).click()
  await expect(page.locator('#order-tags-error')).toContainText('Cada etiqueta lleva letras, números, espacios o guiones')
  await page.getByLabel('Etiquetas (separadas por comas)').fill(`retira hoy, Mañana ${width}`)
  await page.getByRole('button', { name: 'Guardar etiquetas' }).click()
  await expect(page.getByRole('status')).toContainText(`Etiquetas guardadas: retira hoy, Mañana ${width}.`)
  await expect(page.getByTestId('order-tags')).toContainText(`Mañana ${width}`)
  await page.getByRole('button', { name: 'Agregar nota' }).click()
  await expect(page.locator('#order-note-body-error')).toHaveText('Escriba la nota.')
  await page.getByLabel('Nota nueva').fill('Pidió que lo llamemos antes de las 12.')
  await page.getByRole('button', { name: 'Agregar nota' }).click()
  await expect(page.getByRole('status')).toContainText('Nota agregada. El cliente no la ve.')
  await expect(page.getByTestId('order-note-list')).toContainText('Pidió que lo llamemos antes de las 12.')
  await expect(page.getByTestId('order-note-list')).toContainText(VENTAS_EMAIL)
  await expectFits(page, 'the order page with its tags and notes')
  await shoot(page, 'admin-order-notes', testInfo.project.name)

  // The list filtered by the tag (accents and case aside), downloaded as CSV.
  await page.goto(`/admin/orders?etiqueta=${encodeURIComponent(`manana ${width}`)}`)
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText(`N° ${movements[1]}`)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar CSV' }).click()])
  expect(download.suggestedFilename()).toMatch(/^pedidos-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await download.path())!, 'utf8')
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n')
  expect(rows).toHaveLength(2)
  expect(rows[1]).toContain(movements[1])
  expect(rows[1]).toContain('En preparación')
  expect(rows[1]).toContain(product.sku)
})
