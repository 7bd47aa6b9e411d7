/**
 * The overflow walk: every storefront page, dialog and drawer, signed out and signed in, filled
 * with long real values (a long name, e-mail and address, a price of twelve digits), must fit
 * 390, 768, 1024 and 1440 px: nothing pans sideways, nothing is cut at the edge, no text runs
 * out of its box. Each project walks its own width and the one beside it (WALK_WIDTHS).
 */
import type { Page, TestInfo } from '@playwright/test'
import type { Product } from '#domain/product.ts'
import { expect, test } from './fixtures.ts'
import { orderThroughApi, registerCustomer, setCart, signIn, type Customer } from './support/customer.ts'
import { expectFits, WALK_WIDTHS } from './support/layout-fit.ts'
import { EXPENSIVE_SKU, LONG_SKU, UNCATEGORISED_SKU } from './support/test-catalogue.ts'

const productHref = (sku: string) => `/products/?product=${encodeURIComponent(sku)}`

const PLAIN_PAGES = [
  '/',
  '/search',
  '/search?category=informatica',
  productHref(EXPENSIVE_SKU),
  productHref(LONG_SKU),
  productHref(UNCATEGORISED_SKU),
  '/cart',
  '/olvide-mi-contrasena',
  '/restablecer-contrasena',
  '/shipments',
  '/no-existe-esta-pagina',
  ...[
    'about_us',
    'garantia',
    'centro_de_ayuda',
    'revendedores',
    'sucursales',
    'politicas_de_devolucion',
    'trabaja_con_nosotros',
    'arrepentimiento',
    'terminos',
    'privacidad',
  ].map((page) => `/others/${page}`),
]

/** A customer whose every field is as long as real ones get. */
const LONG_VALUES = {
  fullname: 'María Fernanda de los Ángeles González Rodríguez del Valle',
  emailLocal: 'maria.fernanda.gonzalez.rodriguez.del.valle',
  emailDomain: 'correo-de-una-empresa-argentina.com.ar',
  address: 'Avenida Presidente Figueroa Alcorta 3415, piso 12, departamento B, torre norte',
  location: 'San Fernando del Valle de Catamarca',
}

const widthsOf = (info: TestInfo) => WALK_WIDTHS[info.project.name as keyof typeof WALK_WIDTHS] ?? [390]

async function atEachWidth(page: Page, info: TestInfo, walk: (width: number) => Promise<void>) {
  for (const width of widthsOf(info)) {
    await page.setViewportSize({ width, height: 900 })
    await walk(width)
  }
}

let catalogue: Product[] = []
test.beforeAll(async ({ request }) => {
  catalogue = await (await request.get('/api/products')).json()
})
const bySku = (sku: string) => catalogue.find((p) => p.sku === sku)!

test.describe.configure({ timeout: 120_000 })

test('signed out, every storefront page fits', async ({ page }, info) => {
  await atEachWidth(page, info, async () => {
    for (const path of PLAIN_PAGES) {
      await page.goto(path)
      await expect(page.locator('main').first()).toBeVisible()
      await expectFits(page, path)
    }
  })
})

test('login and register, the menu and the cart drawer fit', async ({ page, context, baseURL }) => {
  await setCart(context, baseURL!, [
    { sku: EXPENSIVE_SKU, quantity: 2 },
    { sku: LONG_SKU, quantity: 1 },
  ])
  await atEachWidth(page, test.info(), async () => {
    await page.goto('/login')
    await expectFits(page, 'login')
    await page.getByRole('tab', { name: 'Crear cuenta' }).click()
    await expect(page.getByRole('tab', { name: 'Crear cuenta' })).toHaveAttribute('aria-selected', 'true')
    await expectFits(page, 'register')

    await page.goto('/')
    await page.getByRole('button', { name: 'CATEGORÍAS' }).click()
    await expect(page.getByRole('button', { name: 'CATEGORÍAS' })).toHaveAttribute('aria-expanded', 'true')
    await expectFits(page, 'the category menu')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: /Abrir carrito/ }).click()
    await expect(page.getByRole('dialog', { name: /carrito/i })).toBeVisible()
    await expectFits(page, 'the cart drawer')
  })
})

async function longCustomer(page: Page): Promise<Customer> {
  const customer = await registerCustomer(page.request, { values: LONG_VALUES })
  await signIn(page, customer)
  return customer
}

test('signed in, the cart and checkout with long values fit', async ({ page, context, baseURL }) => {
  await longCustomer(page)
  await setCart(context, baseURL!, [
    { sku: EXPENSIVE_SKU, quantity: 9 },
    { sku: LONG_SKU, quantity: 1 },
  ])
  await atEachWidth(page, test.info(), async () => {
    await page.goto('/cart')
    await expect(page.locator('main').getByLabel('Nombre completo')).toHaveValue(LONG_VALUES.fullname)
    await expectFits(page, 'the cart')
    await page.getByLabel('Envío a domicilio (otra dirección)').check()
    await expectFits(page, 'the cart, delivery to another address')
    for (const path of ['/', '/myaccount']) {
      await page.goto(path)
      await expectFits(page, `${path} signed in`)
    }
  })
})

test('signed in, Mis datos with its edit dialog fits', async ({ page }) => {
  await longCustomer(page)
  await atEachWidth(page, test.info(), async () => {
    await page.goto('/myaccount/profile')
    await expect(page.getByText(LONG_VALUES.address)).toBeVisible()
    await expectFits(page, 'Mis datos')
    await page.getByRole('button', { name: 'Editar' }).click()
    const editor = page.getByRole('dialog', { name: 'Editar mis datos' })
    await expect(editor).toBeVisible()
    await expectFits(page, 'the edit dialog')
    await editor.press('Escape')
    await expect(editor).toBeHidden()
  })
})

test('signed in, Mis pedidos with the order detail fits', async ({ page }) => {
  const customer = await longCustomer(page)
  const placed = await orderThroughApi(page.request, customer, bySku(EXPENSIVE_SKU))
  expect(placed.status()).toBe(200)
  await atEachWidth(page, test.info(), async () => {
    await page.goto('/myaccount/orders')
    const card = page.locator('main article').first()
    await expect(card).toBeVisible()
    await expectFits(page, 'Mis pedidos')
    await card.getByRole('button', { name: 'Ver detalle' }).click()
    const detail = page.getByRole('dialog', { name: /Pedido N°/ })
    await expect(detail).toBeVisible()
    await expectFits(page, 'the order detail')
    // The quantity and the price of a line read apart ('2  $ 2.301.999,00', not '2$ 2.301.999,00').
    const cells = detail.getByRole('row').nth(1).getByRole('cell')
    const quantity = (await cells.nth(1).boundingBox())!
    const price = (await cells.nth(2).locator('span').first().boundingBox())!
    expect(price.x - (quantity.x + quantity.width)).toBeGreaterThanOrEqual(8)
    await detail.getByRole('button', { name: 'Cerrar' }).click()
    await expect(detail).toBeHidden()
  })
})
