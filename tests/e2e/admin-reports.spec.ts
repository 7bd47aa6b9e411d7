/**
 * Reportes at 390 and 1440 px, on the test store's four months of past orders
 * (support/test-catalogue.ts): a sales clerk opens it from the menu, reads the last 30 days
 * against the 30 before, picks a year by month, types a wrong period and reads why, looks at a
 * chart's figures, and downloads them. The charts are drawn on the server: nothing moves when
 * the page hydrates, and the page fits the screen and passes axe-core.
 */
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, isMobile, test } from './fixtures.ts'
import { expectFits } from './support/layout-fit.ts'
import { VENTAS_EMAIL, staffSignIn } from './support/staff.ts'

const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'
async function shoot(page: Page, name: string, projectName: string) {
  const width = projectName === 'mobile-390' ? '390' : '1440'
  if (SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: true })
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { __shifts: number[] }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
})

test('a clerk reads the sales of a period against the one before, changes the period and downloads the figures', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await staffSignIn(page, VENTAS_EMAIL)
  const menu = isMobile(page)
    ? page.getByRole('dialog', { name: 'Menú del panel' })
    : page.getByRole('complementary', { name: 'Menú del panel' })
  if (isMobile(page)) await page.getByRole('button', { name: /^Menú/ }).click()
  await menu.getByRole('link', { name: 'Reportes' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible()

  // The last 30 days by day: both charts drawn, the figures beside the previous period's.
  const ordersChart = page.getByRole('img', { name: /^Pedidos por día/ })
  const amountChart = page.getByRole('img', { name: /^Importe por día/ })
  await expect(ordersChart).toBeVisible()
  await expect(amountChart).toBeVisible()
  await expect(page.getByRole('link', { name: 'Últimos 30 días' })).toHaveAttribute('aria-current', 'true')
  const orders = page.getByRole('main').getByText('Pedidos', { exact: true }).locator('..')
  await expect(orders).toContainText('antes:')
  expect(Number((await orders.locator('p').nth(1).innerText()).replace(/\D/g, ''))).toBeGreaterThan(0)
  await expect(ordersChart.locator('rect').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Productos más vendidos' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Formas de pago' }).locator('..')).toContainText('Lista 2: Efectivo')
  await expect(page.getByRole('heading', { name: 'Entregas' }).locator('..')).toContainText('Retiro en Sucursal Caballito')
  await expect(page.getByRole('heading', { name: 'Pedidos por estado' }).locator('..')).toContainText('Entregado')
  await expect(page.getByRole('heading', { name: 'Vistas y pedidos de los productos más vistos' }).locator('..')).toContainText(
    /\d+ vistas → \d+ pedidos? · \d+,\d %/,
  )
  // drawn on the server: nothing moved while the page loaded and hydrated
  await page.reload()
  await expect(page.locator('form[data-hydrated="true"]')).toHaveCount(1)
  await expect(ordersChart).toBeVisible()
  expect(
    (await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).reduce((a, b) => a + b, 0),
  ).toBeLessThan(0.01)
  await expectFits(page, 'Reportes, the last 30 days')
  await expectAccessible(page)
  await shoot(page, 'admin-reports', testInfo.project.name)

  // A chart's figures as a table.
  await page.getByText('Ver los datos').first().click()
  const table = page.getByRole('table').first()
  await expect(table.getByRole('row')).toHaveCount(31)

  // The last twelve months, by month.
  await page.getByRole('link', { name: 'Últimos 12 meses' }).click()
  await expect(page).toHaveURL(/by=mes/)
  await expect(page.getByRole('img', { name: /^Pedidos por mes/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Últimos 12 meses' })).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('img', { name: /^Pedidos por mes/ }).locator('rect')).toHaveCount(12)

  // A wrong period: the sentence beside the field, no figures; corrected, they are back.
  await page.getByLabel('Desde').fill('2026-11-20')
  await page.getByLabel('Hasta').fill('2026-11-10')
  await page.getByRole('button', { name: 'Ver', exact: true }).click()
  await expect(page.locator('#report-from-error')).toHaveText('La fecha «Desde» es posterior a la fecha «Hasta».')
  await expect(page.getByLabel('Desde')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('img', { name: /^Pedidos por/ })).toHaveCount(0)
  await expectFits(page, 'Reportes with a wrong period')
  await shoot(page, 'admin-reports-error', testInfo.project.name)
  await page.getByLabel('Desde').fill('2026-11-01')
  await page.getByLabel('Hasta').fill('2026-11-10')
  await page.getByLabel('Agrupar por').selectOption({ label: 'Semana' })
  await page.getByRole('button', { name: 'Ver', exact: true }).click()
  await expect(page).toHaveURL(/from=2026-11-01&to=2026-11-10&by=semana/)
  // Sunday the 1st, the week of the 2nd, and the 9th–10th
  await expect(page.getByRole('img', { name: /^Pedidos por semana/ }).locator('rect')).toHaveCount(3)
  await expect(page.getByText('Del 01/11/2026 al 10/11/2026 (10 días)')).toBeVisible()

  // The same figures downloaded.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar CSV' }).click()])
  expect(csv.suggestedFilename()).toBe('reportes-2026-11-01-a-2026-11-10.csv')
  const text = readFileSync((await csv.path())!, 'utf8')
  expect(text).toContain('Reportes del 2026-11-01 al 2026-11-10')
  expect(text.split('\n')).toContain('Productos')
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar planilla' }).click(),
  ])
  expect(xlsx.suggestedFilename()).toBe('reportes-2026-11-01-a-2026-11-10.xlsx')
  expect(
    readFileSync((await xlsx.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK')
})
