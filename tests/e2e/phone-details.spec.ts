/**
 * The details a shopper's phone showed wrong, each at 390 and 1440 px: the breadcrumb of a
 * product without category, an instalment's amount broken from its '$', the price rows of one
 * carousel at different heights, 'Limpiar Filtros' on two lines, the banner's lone pause
 * control, the order's time on a 12-hour clock, and the dialogs' close control in English.
 */
import type { Locator, Page } from '@playwright/test'
import type { Product } from '#domain/product.ts'
import { expect, test } from './fixtures.ts'
import { orderThroughApi, registerCustomer, signIn } from './support/customer.ts'
import { UNCATEGORISED_SKU } from './support/test-catalogue.ts'

/** How many lines the text from `from` to the end of the element's text takes, read from its boxes. */
function linesOfTextFrom(element: Locator, from: string): Promise<number> {
  return element.evaluate((el, start) => {
    const text = el.firstChild
    if (!text || text.nodeType !== Node.TEXT_NODE) throw new Error('no text')
    const range = document.createRange()
    range.setStart(text, text.textContent!.indexOf(start))
    range.setEnd(text, text.textContent!.length)
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
  }, from)
}

const lineCount = (element: Locator) =>
  element.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)))

test('a product without category shows only the levels it has in its breadcrumb', async ({ page }) => {
  await page.goto(`/products/?product=${UNCATEGORISED_SKU}`)
  const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' })
  await expect(crumbs.getByRole('link')).toHaveText(['PRUEBA'])
  await expect(crumbs).toHaveText('PRUEBA')
  await expect(crumbs.getByRole('link')).toHaveAttribute('href', '/search/?brand=prueba')
})

test("a card's instalment amount never breaks from its $", async ({ page }) => {
  await page.goto('/search?category=tecnologia')
  const lines = page.locator('main article [data-testid="financing"] > span:first-child')
  await expect(lines.first()).toContainText('cuotas fijas')
  const count = await lines.count()
  for (let i = 0; i < count; i++)
    expect(await linesOfTextFrom(lines.nth(i), '$'), (await lines.nth(i).textContent()) ?? '').toBe(1)
})

/** The top of each visible card's price row in one carousel. */
async function priceRowTops(page: Page, carousel: Locator): Promise<number[]> {
  const width = page.viewportSize()!.width
  const tops = await carousel.locator('article p.text-lg').evaluateAll((rows) =>
    rows.map((row) => {
      const box = row.getBoundingClientRect()
      return { left: box.left, top: Math.round(box.top) }
    }),
  )
  return tops.filter((t) => t.left >= 0 && t.left < width).map((t) => t.top)
}

test('the price rows of the cards in one carousel sit at one height', async ({ page }) => {
  await page.goto('/')
  const carousels = page.locator('section[aria-roledescription="carrusel"]').filter({ has: page.locator('article') })
  await expect(carousels.first()).toBeVisible()
  const count = await carousels.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const carousel = carousels.nth(i)
    await carousel.scrollIntoViewIfNeeded()
    const tops = await priceRowTops(page, carousel)
    expect(tops.length, (await carousel.getAttribute('aria-label')) ?? '').toBeGreaterThan(1)
    expect(new Set(tops).size, `${await carousel.getAttribute('aria-label')}: ${tops.join(', ')}`).toBe(1)
  }
})

test("'Limpiar Filtros' stays on one line", async ({ page }) => {
  await page.goto('/search?category=tecnologia')
  const link = page.getByRole('link', { name: 'Limpiar Filtros' })
  await expect(link).toBeVisible()
  expect(await lineCount(link)).toBe(1)
})

test("the banner's pause control sits on the banner, not alone under it", async ({ page }) => {
  await page.goto('/')
  // One banner carousel per shape (phone, desktop): the one this width shows.
  const banner = page.locator('section[aria-label="Promociones"]:visible')
  const pause = banner.getByRole('button', { name: 'Pausar carrusel' })
  await expect(pause).toBeVisible()
  const slides = (await banner.locator('[aria-roledescription="diapositiva"]').first().boundingBox())!
  const control = (await pause.boundingBox())!
  expect(control.y + control.height).toBeLessThanOrEqual(slides.y + slides.height)
  expect(control.y).toBeGreaterThanOrEqual(slides.y)
  await pause.click()
  await expect(banner.getByRole('button', { name: 'Reanudar carrusel' })).toBeVisible()
})

test('an order reads its times on a 24-hour clock with hs, in the list and in its detail', async ({ page }) => {
  const catalogue: Product[] = await (await page.request.get('/api/products')).json()
  const customer = await registerCustomer(page.request)
  await signIn(page, customer)
  const product = catalogue.find((p) => p.stock >= 10 && p.price_list_1 > 0)!
  expect((await orderThroughApi(page.request, customer, product)).status()).toBe(200)
  await page.goto('/myaccount/orders')
  const card = page.locator('main article').first()
  await expect(card).toContainText(/\d{4}, \d\d:\d\d hs/)
  await expect(card).not.toContainText(/[ap]\. ?m\./)
  await card.getByRole('button', { name: 'Ver detalle' }).click()
  const detail = page.getByRole('dialog', { name: /Pedido N°/ })
  await expect(detail.locator('dd').nth(1)).toHaveText(/^\d{1,2} de \w+ de \d{4}, \d\d:\d\d hs$/)
  await expect(detail).not.toContainText(/[ap]\. ?m\./)

  // A dialog of the store (here the invoice's notice) names its close control in Spanish.
  await detail.getByRole('button', { name: 'Ver factura' }).click()
  await expect(page.locator('.swal2-popup')).toBeVisible()
  await expect(page.locator('.swal2-close')).toHaveAttribute('aria-label', 'Cerrar este diálogo')
})
