/**
 * The back office's Productos in the browser, at 390 and 1440 px, as the catalogo role: a
 * product of the test's own (so other tests' prices stay) is found in the list, its price edited
 * on its page with the shopper's price block previewed, and the storefront's product page and
 * listing show the new price at once; an image uploaded (a file that is not one refused first)
 * shows on the storefront's card; the list's quick edit saves a stock and undoes it; the catalogo
 * role cannot open orders. axe-core on the pages.
 */
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { CATALOGO_EMAIL, staffSignIn } from './support/staff.ts'

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** A product of this test alone, made through the back office's API with the page's session. */
async function createProduct(page: Page, sku: string, name: string): Promise<number> {
  const csrf = (await (await page.request.get('/api/admin/session')).json()) as { csrfToken: string }
  const response = await page.request.post('/api/admin/products', {
    headers: { 'x-csrf-token': csrf.csrfToken },
    data: {
      product: {
        sku,
        name,
        stock: 8,
        // the demo's own category, as the seller writes it: the store's category bar and menu
        // stay as other tests expect them
        category: 'PEQUEÑOS ELECTRODOMESTICOS',
        sub_category: 'PAVAS ELECTRICAS',
        brand: 'Atma',
        price_list_1: 45000,
        price_list_2: 40000,
        price_list_3: 47000,
        price_list_4: 49000,
        price_list_5: 52000,
        price_list_6: 56000,
        tax_percentage: 21,
        descriptions: '<p>Pava de prueba</p>',
      },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

test('a price edited in the back office shows at once on the product page and the listing; an uploaded image on the card', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000)
  const tag = `${testInfo.project.name.replace(/\D/g, '')}${testInfo.repeatEachIndex}${Date.now().toString(36)}`.toUpperCase()
  const sku = `E2E-PAVA-${tag}`
  const name = `Pava Zafiro ${tag}`
  await staffSignIn(page, CATALOGO_EMAIL, undefined, '/admin/products')
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible()
  await expectAccessible(page)
  const id = await createProduct(page, sku, name)

  // Found by the list's search, accents aside.
  await page.getByLabel('Buscar').fill(`pava zafiro ${tag.toLowerCase()}`)
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await expect(page.getByRole('link', { name })).toBeVisible()
  await page.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expectAccessible(page)

  // A wrong price is said next to its field; a good one is previewed as the shopper will see it.
  const price = page.getByLabel('Lista 1 (precio de lista)')
  await price.fill('mucho')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.locator('#product-price_list_1-error')).toHaveText('debe ser un número')
  await expect(page.getByRole('alert')).toHaveText('Revise los campos marcados.')
  await price.fill('46999,50')
  await expect(page.getByText('Así lo ve el cliente').locator('..')).toContainText('$ 46.999,50')
  // The wholesale price (decision 056) follows the lists' rules, its error beside it; the store never shows it.
  const wholesale = page.getByLabel('Precio mayorista (sin IVA)')
  await wholesale.fill('-5')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.locator('#product-price_wholesale-error')).toHaveText('no puede ser negativo')
  if (process.env.E2E_SCREENSHOTS === '1') {
    await wholesale.evaluate((field) => field.scrollIntoView({ block: 'center' }))
    await page.screenshot({
      path: `docs/screenshots/admin-product-wholesale-${testInfo.project.name === 'mobile-390' ? '390' : '1440'}.png`,
    })
  }
  await wholesale.fill('33012,75')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados' })).toBeVisible()

  // The storefront, in a shopper's own browser, shows the new price at once.
  const shopperContext = await browser.newContext({ viewport: page.viewportSize()! })
  const shopper = await shopperContext.newPage()
  try {
    await shopper.goto(`/products?product=${encodeURIComponent(sku)}`)
    await expect(shopper.getByRole('heading', { name, level: 1 })).toBeVisible()
    await expect(shopper.locator('main')).toContainText('$ 46.999,50')
    expect(await shopper.content()).not.toMatch(/33\.?012,75|33012\.75/)
    await shopper.goto(`/search?search=${encodeURIComponent(`zafiro ${tag}`)}`)
    const card = shopper.locator('article').filter({ hasText: name })
    await expect(card).toContainText('$ 46.999,50')
    await expect(card.locator('img').first()).toHaveAttribute('src', '/placeholder.svg')

    // A file that is not an image is refused; an image is uploaded and becomes the main one.
    await page
      .getByLabel(/Subir imagen/)
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') })
    await page.getByRole('button', { name: 'Subir', exact: true }).click()
    await expect(page.locator('#product-image-error')).toHaveText('El archivo no es una imagen JPEG, PNG, WebP, GIF o AVIF.')
    await page.getByLabel(/Subir imagen/).setInputFiles({ name: 'pava.png', mimeType: 'image/png', buffer: PNG })
    await page.getByRole('button', { name: 'Subir', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Imagen subida' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Imagen 1' })).toBeVisible()
    await expectAccessible(page)

    await shopper.reload()
    const src = await card.locator('img').first().getAttribute('src')
    expect(src).toMatch(new RegExp(`^/products-images/${sku}-[0-9a-f]{12}\\.png$`))
    await expect
      .poll(() =>
        card
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(1)
  } finally {
    await shopperContext.close()
  }

  // The list's quick edit: a stock changed in place, saved, and undone.
  await page.goto(`/admin/products?q=${encodeURIComponent(tag)}`)
  const stock = page.getByLabel(`Stock de ${name}`)
  await expect(stock).toHaveValue('8')
  await stock.fill('3')
  await expect(page.getByRole('region', { name: 'Cambios sin guardar' })).toContainText('1 producto con cambios sin guardar')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByRole('status')).toHaveText('1 producto actualizado.')
  await expect(stock).toHaveValue('3')
  await page.getByRole('button', { name: 'Deshacer' }).click()
  await expect(page.getByRole('status')).toHaveText('Deshecho. 1 producto actualizado.')
  await expect(stock).toHaveValue('8')
  await expect(page.getByRole('link', { name })).toHaveAttribute('href', `/admin/products/${id}`)
})

test('the catalogo role sees catalogue figures and cannot open orders', async ({ page }) => {
  await staffSignIn(page, CATALOGO_EMAIL)
  await expect(page.getByText('Sin imagen', { exact: true })).toBeVisible()
  await expect(page.getByText('Pedidos de hoy')).toHaveCount(0)
  if ((page.viewportSize()?.width ?? 0) < 1024) await page.getByRole('button', { name: /Menú/ }).click()
  await expect(page.getByRole('link', { name: 'Productos' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pedidos' })).toHaveCount(0)
  const response = await page.goto('/admin/orders')
  expect(response?.status()).toBe(403)
  await expect(page.getByText('Su rol no tiene acceso a esta sección.')).toBeVisible()
})
