/**
 * The product page's first screen, at 390 × 844 and 1440 × 900: the price, the cash offer and both
 * buy buttons are in sight without scrolling, with the advertised plan's legal figures beside them
 * (cash price, total financed, TEA, CFTEA); the other plans are folded below. Figures as in
 * financing.spec.ts (worked in domain/financing-view.test.ts).
 */
import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { INTEREST_FREE_SKU, WITH_INTEREST_SKU } from './support/test-catalogue.ts'

const productHref = (sku: string) => `/products/?product=${encodeURIComponent(sku)}`

/** Wholly inside the first screen: not scrolled to, not cut by the bottom edge. */
async function expectInFirstScreen(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible()
  const box = await locator.boundingBox()
  const height = page.viewportSize()!.height
  expect(box, what).not.toBeNull()
  expect(box!.y, what).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height, `${what}: bottom ${box!.y + box!.height} px, screen ${height} px`).toBeLessThanOrEqual(height)
}

for (const [sku, plan, line, cftea] of [
  [WITH_INTEREST_SKU, 12, '12 cuotas fijas de $ 11.499,89', '86,69 %'],
  [INTEREST_FREE_SKU, 3, '3 cuotas fijas sin interés de $ 33.333,00', '0,00 %'],
] as const) {
  test(`the price, the cash offer and both buttons are in the first screen, with the ${plan}-cuotas plan's legal figures (${sku})`, async ({
    page,
  }) => {
    await page.goto(productHref(sku))
    const main = page.locator('main')
    await expectInFirstScreen(page, main.getByTestId('price'), 'price')
    await expectInFirstScreen(page, main.getByTestId('cash-offer'), 'cash offer')
    await expectInFirstScreen(
      page,
      main.getByTestId('product-buy').getByRole('button', { name: 'REALIZAR PEDIDO' }),
      'REALIZAR PEDIDO',
    )
    await expectInFirstScreen(
      page,
      main.getByTestId('product-buy').getByRole('button', { name: 'AGREGAR AL CARRITO' }),
      'AGREGAR AL CARRITO',
    )

    const advertised = main.getByTestId('advertised-plan').getByTestId('financing')
    await expect(advertised).toHaveAttribute('data-plan', String(plan))
    await expect(advertised).toContainText(line)
    await expect(advertised.getByTestId('cash')).toHaveText('Precio de contado: $ 99.999,00')
    await expect(advertised.getByTestId('total')).toContainText(plan === 12 ? '$ 137.998,62' : '$ 99.999,00')
    await expect(advertised.getByTestId('tea')).toContainText(plan === 12 ? '69,09 %' : '0,00 %')
    await expect(advertised.getByTestId('cftea')).toHaveText(`CFTEA: ${cftea}`)
    for (const figure of ['cash', 'total', 'tea', 'cftea'])
      await expectInFirstScreen(page, advertised.getByTestId(figure), figure)

    // The four plans are below, folded, and open on a click.
    const allPlans = main.getByRole('region', { name: 'Cuotas fijas con tarjeta de crédito' })
    const toggle = allPlans.getByText('Ver todas las cuotas')
    await expect(allPlans.getByTestId('financing').first()).toBeHidden()
    await toggle.click()
    await expect(allPlans.getByTestId('financing')).toHaveCount(4)
    await expect(allPlans.locator('[data-plan="12"]').getByTestId('cftea')).toBeVisible()
    await expectAccessible(page)
  })
}
