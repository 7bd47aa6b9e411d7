/**
 * The session at its edges: a token the server no longer accepts (a bad one, or one ended by a
 * password change elsewhere) signs the browser out everywhere; the checkout while the customer's
 * data are on their way; the account hub's accessibility; the Google button when Google's script is slow.
 */
import type { Page } from '@playwright/test'
import { SESSION_EXPIRED_MESSAGE } from '#domain/messages.ts'
import type { Product } from '#domain/product.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { registerCustomer, setCart, signIn } from './support/customer.ts'

let product: Product
test.beforeAll(async ({ request }) => {
  const catalogue: Product[] = await (await request.get('/api/products')).json()
  product = catalogue.find((p) => p.stock >= 10 && p.price_list_2 > 0)!
})

const GOOGLE_GSI_SRC = 'https://accounts.google.com/gsi/client'

const storedSession = (page: Page) => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('email')])

const spoilToken = (page: Page) => page.evaluate(() => localStorage.setItem('token', 'token-que-ya-no-vale'))

test(
  'a session ended by a password change elsewhere: the account pages deny access and go to /login',
  { tag: '@any-width' },
  async ({ page, request }) => {
    const customer = await registerCustomer(request)
    await signIn(page, customer)
    await page.goto('/myaccount/profile')
    await expect(page.locator('main').getByText('Ana Pérez')).toBeVisible()

    // Another device changes the password: every older session ends.
    const change = await request.patch('/api/page/changeUserPassword', {
      headers: { authorization: `Bearer ${customer.token}` },
      data: {
        email: customer.email,
        actualPassword: 'secreta1',
        newPassword: 'otra-clave-1',
        confirmNewPassword: 'otra-clave-1',
      },
    })
    expect(change.status()).toBe(200)

    await page.reload()
    await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible()
    await expect(page.getByText('Debes iniciar sesión para acceder a esta página.')).toBeVisible()
    expect(await storedSession(page)).toEqual([null, null])
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 })
  },
)

test('a bad token on the order history: access denied, not an error, then /login', async ({ page, request }) => {
  const customer = await registerCustomer(request)
  await signIn(page, customer)
  await spoilToken(page)
  await page.goto('/myaccount/orders')
  await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible()
  await expect(page.getByText('No pudimos cargar tus pedidos')).toHaveCount(0)
  expect(await storedSession(page)).toEqual([null, null])
  await expect(page.locator('header').getByRole('link', { name: 'Iniciar sesión', exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 })
})

test('a token refused while ordering: the session message, /login offered, the cart and the form kept', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const customer = await registerCustomer(request)
  await signIn(page, customer)
  await setCart(context, baseURL!, [{ sku: product.sku, quantity: 2 }])
  await page.goto('/cart')
  const main = page.locator('main')
  await expect(main.getByLabel('Nombre completo')).toHaveValue('Ana Pérez')
  await main.getByLabel('Retiro en local').check()

  await spoilToken(page)
  await page.getByRole('button', { name: 'Generar pedido' }).click()
  await expect(page.locator('.swal2-title')).toHaveText('Atención')
  await expect(page.locator('.swal2-html-container')).toHaveText(SESSION_EXPIRED_MESSAGE)
  await expect(page.locator('.swal2-popup')).not.toContainText('Error al crear pedido')
  expect(await storedSession(page)).toEqual([null, null])
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await expect(main.getByLabel('Nombre completo')).toHaveValue('Ana Pérez')

  await page.getByRole('button', { name: 'Ir a iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  const cookie = (await context.cookies()).find((c) => c.name === 'cartProducts')
  expect(cookie?.value).toBe(`${product.sku}*2`)
})

test("the checkout waits for the customer's data: 'Cargando tus datos…' until the billing fields are filled", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const customer = await registerCustomer(request)
  await signIn(page, customer)
  await setCart(context, baseURL!, [{ sku: product.sku, quantity: 1 }])
  // the customer's data held back, as on a slow connection
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/api\/page\/getUserData/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/cart')
  const main = page.locator('main')
  // a click now would find the fields empty ("Faltan campos a completar"), and typing would be overwritten
  await expect(page.getByRole('button', { name: 'Cargando tus datos…' })).toBeDisabled()
  await expect(main.getByLabel('Nombre completo')).toBeDisabled()
  release()
  await expect(page.getByRole('button', { name: 'Generar pedido' })).toBeEnabled()
  await expect(main.getByLabel('Nombre completo')).toBeEnabled()
  await expect(main.getByLabel('Nombre completo')).toHaveValue('Ana Pérez')
})

test('a token already dead when the cart opens: the page says so at once and offers /login', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const customer = await registerCustomer(request)
  await signIn(page, customer)
  await spoilToken(page)
  await setCart(context, baseURL!, [{ sku: product.sku, quantity: 1 }])
  await page.goto('/cart')
  const notice = page.locator('main').getByRole('alert').filter({ hasText: SESSION_EXPIRED_MESSAGE })
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login')
  expect(await storedSession(page)).toEqual([null, null])

  await page.getByRole('button', { name: 'Generar pedido' }).click()
  await expect(page.locator('.swal2-html-container')).toHaveText(SESSION_EXPIRED_MESSAGE)
  await page.getByRole('button', { name: 'Ir a iniciar sesión' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByTestId('cart-count')).toHaveText('1')
})

test('the account hub is accessible', async ({ page, request }) => {
  const customer = await registerCustomer(request)
  await signIn(page, customer)
  await page.goto('/myaccount')
  await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible()
  await expect(page.locator('main').getByText('Ana Pérez')).toBeVisible()
  await expect(page.getByRole('link', { name: /Mis datos/ })).toHaveAttribute('href', '/myaccount/profile')
  await expect(page.getByRole('link', { name: /Mis pedidos/ })).toHaveAttribute('href', '/myaccount/orders')
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
  await expectAccessible(page)
})

/** What the page needs of Google Identity Services, served in place of Google's script. */
const GIS_STAND_IN = `
window.google = { accounts: { id: {
  initialize: function (options) { window.__gsiClientId = options.client_id },
  renderButton: function (element) {
    var button = document.createElement('button')
    button.type = 'button'
    button.textContent = 'Continuar con Google'
    element.appendChild(button)
  },
} } }
`

test(
  "the Google button appears when Google's script finishes loading, even after leaving /login and coming back",
  { tag: '@any-width' },
  async ({ page }) => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(GOOGLE_GSI_SRC, async (route) => {
      await released
      await route.fulfill({ contentType: 'text/javascript', body: GIS_STAND_IN })
    })
    await page.goto('/login', { waitUntil: 'domcontentloaded' })
    await expect(page.locator('script[data-google-gsi]')).toHaveCount(1)

    // Leave and come back while the script is still loading: its tag is there, not yet run.
    await page.getByRole('link', { name: /ir al inicio/ }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goBack({ waitUntil: 'commit' })
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByTestId('google-sign-in')).toBeAttached()

    release()
    await expect(page.getByTestId('google-sign-in').getByRole('button', { name: 'Continuar con Google' })).toHaveCount(1)
    expect(await page.evaluate(() => (window as unknown as { __gsiClientId?: string }).__gsiClientId)).toBe(
      'e2e-client.apps.googleusercontent.com',
    )
    await expect(page.locator('script[data-google-gsi]')).toHaveCount(1)
  },
)
