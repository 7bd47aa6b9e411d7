/**
 * Behaviours with timings and breakpoints from spec sections 4 and 9: carousels, scroll to top,
 * the listing's page size by width and its loading indicator.
 */
import { expect, test } from './fixtures.ts'

test('the category carousel wraps both ways and links to the sub_category listing', async ({ page }) => {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Categorías', exact: true })
  const slides = carousel.locator('li[aria-roledescription="diapositiva"]')
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 })
  await expect(slides.last()).not.toBeInViewport({ ratio: 0.9 })
  // Previous from the first page goes to the last page.
  await carousel.getByRole('button', { name: 'Anterior' }).click()
  await expect(slides.last()).toBeInViewport({ ratio: 0.9, timeout: 3000 })
  // Next from the last page wraps to the start.
  await carousel.getByRole('button', { name: 'Siguiente' }).click()
  await expect(slides.last()).not.toBeInViewport({ ratio: 0.9, timeout: 3000 })
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 })
  await expect(slides.first().getByRole('link')).toHaveAttribute('href', /^\/search\/\?sub_category=/)
})

test('product carousels move by themselves every 3 s and stop while hovered', async ({ page }) => {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'OFERTAS CLIMATIZACION', exact: true }).last()
  const current = carousel.locator('button[aria-current="true"]')
  if ((await current.count()) === 0) test.skip(true, 'dots are hidden below 525 px')
  const dots = carousel.locator('button[aria-label^="Ir a la página"]')
  await expect(dots.first()).toHaveAttribute('aria-current', 'true')
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 5000 })
  await carousel.hover()
  const held = await carousel.locator('button[aria-current="true"]').getAttribute('aria-label')
  await page.waitForTimeout(3500)
  await expect(carousel.locator('button[aria-current="true"]')).toHaveAttribute('aria-label', held!)
})

test('every route change scrolls to the top', async ({ page }) => {
  await page.goto('/')
  // Scrolls inside the poll: late layout (images, carousels) may move the page once more.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight)
        return window.scrollY
      }),
    )
    .toBeGreaterThan(500)
  await page.locator('footer').getByRole('link', { name: 'Garantía' }).click()
  await expect(page).toHaveURL(/\/others\/garantia$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the listing shows 12 products from 1680 px and 15 from 2100 px', async ({ page }) => {
  await page.setViewportSize({ width: 1700, height: 1000 })
  await page.goto('/search')
  await expect(page.locator('main article')).toHaveCount(12)
  await page.setViewportSize({ width: 2150, height: 1000 })
  await expect(page.locator('main article')).toHaveCount(15)
  await page.setViewportSize({ width: 1200, height: 1000 })
  await expect(page.locator('main article')).toHaveCount(9)
})

test('the listing shows a loading indicator while the next page loads', async ({ page }) => {
  await page.goto('/search')
  await page.route('**/search.data*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: 'Página 2' }).click()
  await expect(page.getByText('Cargando productos…')).toBeAttached()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText('Cargando productos…')).toHaveCount(0)
})
