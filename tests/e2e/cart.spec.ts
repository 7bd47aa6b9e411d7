/**
 * The cart beyond the main journey: card buttons, the empty drawer and cart screen, 'Vaciar
 * carrito', the toast's timing, both stock dialogs, lines the catalogue no longer knows, the
 * order form's own validation and the hourly order limit.
 */
import type { Page } from '@playwright/test'
import { envSchema } from '#config/env.server.ts'
import { NO_MORE_STOCK_MESSAGE } from '#domain/cart.ts'
import { LINE_UNAVAILABLE_LABEL, ORDER_ERROR_TITLE, UNAVAILABLE_LINES_MESSAGE } from '#domain/checkout.ts'
import { ORDER_MESSAGES } from '#domain/order-messages.ts'
import type { Product } from '#domain/product.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { orderThroughApi, registerCustomer, setCart, signIn } from './support/customer.ts'
import { LONG_SKU, TEST_PRODUCTS } from './support/test-catalogue.ts'

let catalogue: Product[] = []
let inStock: Product[] = []
test.beforeAll(async ({ request }) => {
  catalogue = await (await request.get('/api/products')).json()
  inStock = catalogue.filter((p) => p.stock >= 10 && p.price_list_1 > 0 && p.price_list_2 > 0)
})

const productHref = (sku: string) => `/products/?product=${encodeURIComponent(sku)}`
const openDrawer = (page: Page) => page.getByRole('button', { name: /Abrir carrito/ }).click()

async function expectAlert(page: Page, title: string, text: string, icon: 'info' | 'warning' | 'error') {
  await expect(page.locator('.swal2-title')).toHaveText(title)
  await expect(page.locator('.swal2-html-container')).toHaveText(text)
  await expect(page.locator(`.swal2-icon.swal2-${icon}`)).toBeVisible()
}

async function closeAlert(page: Page) {
  await page.getByRole('button', { name: 'Aceptar' }).click()
  await expect(page.locator('.swal2-container')).toHaveCount(0)
}

/** The cart screen once the signed-in customer's billing data has arrived. */
async function openFilledCart(page: Page) {
  await page.goto('/cart')
  await expect(page.locator('main').getByLabel('Nombre completo')).toHaveValue('Ana Pérez')
}

test('the buttons on a product card add with a toast, or add and go to the cart', async ({ page }) => {
  await page.goto('/search')
  const cards = page.locator('main article').filter({ hasNotText: 'Sin stock' })
  const first = cards.first()
  const name = (await first.locator('h3').textContent())!
  await first.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click()
  await expect(page.getByTestId('cart-toast')).toContainText(name)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await cards.nth(1).getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('heading', { name: 'Carrito de compras' })).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('2')
})

test('an empty cart: the drawer and the cart screen say so', async ({ page }) => {
  await page.goto('/')
  await openDrawer(page)
  const drawer = page.getByRole('dialog', { name: 'Tu carrito está vacío' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByText('Aún no agregaste productos al carrito.')).toBeVisible()
  await expect(drawer.getByRole('link', { name: 'Finalizar Pedido' })).toHaveCount(0)
  await expectAccessible(page)
  await drawer.getByRole('button', { name: 'Cerrar carrito' }).click()
  await expect(drawer).toBeHidden()

  await page.goto('/cart')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu carrito está vacío')
  await expect(page.getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/search')
  await expect(page.getByRole('button', { name: 'Generar pedido' })).toHaveCount(0)
})

test('the drawer lists lines with the price without national taxes, and Vaciar carrito empties it', async ({
  page,
  context,
  baseURL,
}) => {
  const [a, b] = [inStock[2]!, inStock[9]!]
  await setCart(context, baseURL!, [
    { sku: a.sku, quantity: 1 },
    { sku: b.sku, quantity: 2 },
  ])
  await page.goto('/')
  await openDrawer(page)
  const drawer = page.getByRole('dialog', { name: 'Mi carrito' })
  await expect(drawer.getByRole('listitem')).toHaveCount(2)
  // Ley 27.743: the legend under every price shown to a consumer, as on the cart screen.
  await expect(drawer.getByText(/^Precio sin impuestos nacionales: \$/)).toHaveCount(2)
  await expect(drawer.getByRole('link', { name: 'Ir a mi carrito' })).toHaveAttribute('href', '/cart')
  await expect(drawer.getByRole('link', { name: 'Finalizar Pedido' })).toHaveAttribute('href', '/cart')
  await expectAccessible(page)

  await drawer.getByRole('button', { name: 'Vaciar carrito' }).click()
  const empty = page.getByRole('dialog', { name: 'Tu carrito está vacío' })
  await expect(empty.getByText('Aún no agregaste productos al carrito.')).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('0')
  const cookie = (await context.cookies()).find((c) => c.name === 'cartProducts')
  expect(cookie?.value ?? '').toBe('')
  await page.reload()
  await expect(page.getByTestId('cart-count')).toHaveText('0')
})

test('the toast closes 4 s after it opens, even when the cart and the drawer change meanwhile', async ({
  page,
  context,
  baseURL,
}) => {
  const [a, b] = [inStock[4]!, inStock[11]!]
  await setCart(context, baseURL!, [{ sku: a.sku, quantity: 2 }])
  const start = new Date('2025-03-03T12:00:00-03:00').getTime()
  await page.clock.install({ time: start })
  await page.goto(productHref(b.sku))
  await page.clock.pauseAt(start + 60_000)

  await page.getByTestId('product-buy').getByRole('button', { name: 'AGREGAR AL CARRITO' }).click()
  const toast = page.getByTestId('cart-toast')
  const bar = page.getByTestId('cart-toast-progress')
  await expect(toast).toBeVisible()
  await expect(bar).toHaveAttribute('style', /width: 0%/)
  // The bar starts about 150 ms after opening and fills in 3 s.
  await page.clock.runFor(200)
  await expect(bar).toHaveAttribute('style', /width: 100%.*transition-duration: 3000ms/)

  // 2 s in: the drawer opens and a line goes down by one (neither makes a new toast).
  await page.clock.runFor(1800)
  // From the keyboard: the toast lies over the header's cart button.
  await page.getByRole('button', { name: /Abrir carrito/ }).press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Mi carrito' })
  await drawer
    .getByRole('button', { name: /^Quitar uno de/ })
    .first()
    .click()
  await expect(drawer.getByLabel('Cantidad: 1')).toHaveCount(2)

  await page.clock.runFor(1900)
  await expect(toast).toBeVisible()
  await expect(bar).toHaveAttribute('style', /width: 100%/)
  await page.clock.runFor(200)
  await expect(toast).toBeHidden()
})

test("a product without stock offers a disabled 'Sin stock' button; past the stock of one that has some, the 'más' dialog", async ({
  page,
}, testInfo) => {
  const none = catalogue.find((p) => p.stock === 0)!
  await page.goto(productHref(none.sku))
  const buy = page.getByTestId('product-buy')
  // Nothing to buy: one disabled button says so where the two buying ones would be (issue 32).
  await expect(page.locator('main').getByText('Stock: Sin stock').first()).toBeVisible()
  await expect(buy.getByRole('button', { name: 'Sin stock' })).toBeDisabled()
  await expect(buy.getByRole('button', { name: 'AGREGAR AL CARRITO' })).toHaveCount(0)
  await expect(buy.getByRole('button', { name: 'REALIZAR PEDIDO' })).toHaveCount(0)
  await expect(page.getByTestId('cart-count')).toHaveText('0')
  if (process.env.E2E_SCREENSHOTS === '1') {
    const width = testInfo.project.name === 'mobile-390' ? '390' : '1440'
    await page.screenshot({ path: `docs/screenshots/product-out-of-stock-${width}.png` })
  }

  const lastUnit = catalogue.find((p) => p.stock === 1)!
  await page.goto(productHref(lastUnit.sku))
  await buy.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await buy.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click()
  await expectAlert(page, 'Atención', NO_MORE_STOCK_MESSAGE, 'info')
  await closeAlert(page)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
})

// The cart once kept skus of up to 64 characters while the catalogue holds 100: such a product
// was 'added' and gone on the next page.
test('a product whose sku is as long as the catalogue allows stays in the cart after a reload', async ({ page }) => {
  const product = TEST_PRODUCTS.find((p) => p.sku === LONG_SKU)!
  await page.goto(productHref(LONG_SKU))
  await page.getByTestId('product-buy').getByRole('button', { name: 'AGREGAR AL CARRITO' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.reload()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.goto('/cart')
  const line = page.locator('main').getByRole('listitem').filter({ hasText: product.name })
  await expect(line.getByRole('link', { name: product.name })).toHaveAttribute('href', productHref(LONG_SKU))
  await expect(line.getByRole('alert')).toHaveCount(0)
})

test('a line the catalogue no longer knows is shown as unavailable, refused at checkout, and removable', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const customer = await registerCustomer(request)
  await signIn(page, customer)
  const real = inStock[6]!
  const gone = `YA-NO-EXISTE-${Date.now()}`
  await setCart(context, baseURL!, [
    { sku: real.sku, quantity: 1 },
    { sku: gone, quantity: 2 },
  ])
  await openFilledCart(page)
  await expect(page.getByTestId('cart-count')).toHaveText('2')
  await expect(
    page.locator('main').getByText(`${LINE_UNAVAILABLE_LABEL}: quitalo del carrito para generar el pedido.`),
  ).toBeVisible()

  await openDrawer(page)
  const drawer = page.getByRole('dialog', { name: 'Mi carrito' })
  const line = drawer.getByRole('listitem').filter({ hasText: gone })
  await expect(line).toContainText(LINE_UNAVAILABLE_LABEL)
  await expect(line.getByRole('link')).toHaveCount(0)
  await drawer.getByRole('button', { name: 'Cerrar carrito' }).click()

  await page.locator('main').getByLabel('Retiro en local').check()
  await page.getByRole('button', { name: 'Generar pedido' }).click()
  await expectAlert(page, 'Atención', UNAVAILABLE_LINES_MESSAGE, 'warning')
  await closeAlert(page)
  await expect(page.getByTestId('cart-count')).toHaveText('2')

  await openDrawer(page)
  await line.getByRole('button', { name: `Quitar ${gone} del carrito` }).click()
  await expect(drawer.getByRole('listitem')).toHaveCount(1)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await drawer.getByRole('button', { name: 'Cerrar carrito' }).click()

  await page.getByRole('button', { name: 'Generar pedido' }).click()
  await expect(page.locator('.swal2-html-container')).toContainText('fue generado con éxito', { timeout: 15_000 })
  await closeAlert(page)
  await expect(page).toHaveURL(/\/$/)
})

test("the order form refuses missing billing data with 'Faltan campos a completar'", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const customer = await registerCustomer(request, { complete: false })
  await signIn(page, customer)
  await setCart(context, baseURL!, [{ sku: inStock[8]!.sku, quantity: 1 }])
  await openFilledCart(page)
  await page.getByRole('button', { name: 'Generar pedido' }).click()
  await expectAlert(page, 'Atención', ORDER_MESSAGES.missingFields, 'warning')
  await closeAlert(page)
  const main = page.locator('main')
  for (const label of ['DNI o CUIT/CUIL', 'Celular', 'Código postal', 'Código postal de entrega']) {
    await expect(main.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true')
  }
  await expect(main.getByLabel('Nombre completo')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('cart-count')).toHaveText('1')
})

test('past the hourly order limit the page shows the limit as a warning, not as an error', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const { ORDERS_PER_HOUR } = envSchema.parse({}) // the e2e server keeps the default
  const customer = await registerCustomer(request)
  const product = inStock[13]!
  for (let i = 0; i < ORDERS_PER_HOUR; i++) {
    const response = await orderThroughApi(request, customer, product)
    expect(response.status(), await response.text()).toBe(200)
  }
  await signIn(page, customer)
  await setCart(context, baseURL!, [{ sku: product.sku, quantity: 1 }])
  await openFilledCart(page)
  await page.locator('main').getByLabel('Retiro en local').check()
  await page.getByRole('button', { name: 'Generar pedido' }).click()
  await expectAlert(page, 'Atención', ORDER_MESSAGES.rateLimited, 'warning')
  await expect(page.locator('.swal2-popup')).not.toContainText(ORDER_ERROR_TITLE)
  await closeAlert(page)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
})
