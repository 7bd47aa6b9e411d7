/**
 * Shoppers come back (server/shopper-lists/, decision 045), in the browser at 390 and 1440 px with
 * the real local SMTP server: 'Avisame cuando ingrese' on a product without stock → the
 * confirmation e-mail → its link → staff see the demand and load stock in the product form → the
 * alert e-mail, with RFC 8058's headers → its unsubscribe link. And favourites: hearts saved
 * signed out, kept in the browser, joined to the account at sign-in, listed in Mis favoritos.
 */
import type { Page } from '@playwright/test'
import { STOCK_ALERT_MESSAGES } from '#domain/forms/stock-alert.ts'
import { FAVOURITE_MESSAGES } from '#domain/shopper-lists/favourite-items.ts'
import type { Product } from '#domain/product.ts'
import { stripEan } from '#domain/ean.ts'
import { expect, test } from './fixtures.ts'
import { registerCustomer, signIn } from './support/customer.ts'
import { readMessages, type ReadMessage } from './support/mailbox.ts'
import { CATALOGO_EMAIL, staffSignIn } from './support/staff.ts'

let catalogue: Product[] = []
test.beforeAll(async ({ request }) => {
  catalogue = await (await request.get('/api/products')).json()
})

/** A product without stock no other project of this run uses: the restock takes it out of the list. */
function emptyProduct(projectName: string, offset = 0): Product {
  const empty = catalogue.filter((p) => p.stock <= 0).sort((a, b) => a.id - b.id)
  const index = (projectName === 'mobile-390' ? 0 : 1) + offset * 2
  return empty[index]!
}

/** The screenshots' suffix, as docs/screenshots/ names them: 390 or 1440. */
const width = (projectName: string) => (projectName === 'mobile-390' ? '390' : '1440')
/** Screenshots for docs/ only when asked (E2E_SCREENSHOTS=1), as shopper-mail.spec.ts takes them. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'
async function shoot(page: Page, path: string, fullPage = false) {
  if (SCREENSHOTS) await page.screenshot({ path, fullPage })
}

async function mailsTo(email: string, subject: RegExp): Promise<ReadMessage[]> {
  const find = () => readMessages().filter((m) => m.to.includes(email) && subject.test(m.subject))
  await expect.poll(() => find().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1)
  return find()
}

const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/avisos-de-stock#confirmar=[A-Za-z0-9_-]{43}/
const LEAVE_LINK = /https?:\/\/[^\s"<>]+\/avisos-de-stock#baja=[A-Za-z0-9_-]{43}/

function headerOf(raw: string, name: string): string {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ')
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'mi').exec(head)?.[1]?.trim() ?? ''
}

/** An e-mail's HTML as a reader sees it, in a page of its own. */
async function screenshotEmail(page: Page, html: string, path: string) {
  if (!SCREENSHOTS) return
  const mail = await page.context().newPage()
  try {
    await mail.setViewportSize(page.viewportSize() ?? { width: 1440, height: 900 })
    await mail.setContent(html)
    await mail.screenshot({ path, fullPage: true })
  } finally {
    await mail.close()
  }
}

async function hydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Avisame', exact: true })).toBeEnabled()
}

test('back in stock: request, confirm by e-mail, staff restock, the alert e-mail, one-click unsubscribe', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000)
  const product = emptyProduct(testInfo.project.name)
  const name = stripEan(product.name)
  const email = `aviso-${testInfo.project.name}-${Date.now()}@cliente.example`

  // the product page's form, reached from the card's link
  await page.goto(`/search?search=${encodeURIComponent(product.sku)}`)
  await page.getByRole('link', { name: 'Avisame cuando ingrese' }).first().click()
  await expect(page).toHaveURL(/#avisame$/)
  await expect(page.getByRole('heading', { name: 'Avisame cuando ingrese' })).toBeVisible()
  await hydrated(page)
  const field = page.locator('#avisame').getByLabel('Correo electrónico')
  await field.fill('ana@')
  await page.getByRole('button', { name: 'Avisame', exact: true }).click()
  await expect(page.locator('#avisame').getByText('Correo inválido')).toBeVisible()
  await field.fill(email)
  await page.getByRole('button', { name: 'Avisame', exact: true }).click()
  await expect(page.locator('#avisame').getByRole('status')).toHaveText(STOCK_ALERT_MESSAGES.requested)
  await shoot(page, `docs/screenshots/stock-alert-form-${width(testInfo.project.name)}.png`)

  const [confirmation] = await mailsTo(email, /^Confirmá tu aviso de stock en TecnoHogar$/)
  expect(confirmation!.html).toContain(name.replace(/&/g, '&amp;').slice(0, 20))
  // the name as a person reads it: no EAN (docs/storefront.md)
  expect(confirmation!.text).toContain(name)
  expect(headerOf(confirmation!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
  const confirmLink = CONFIRM_LINK.exec(confirmation!.text)?.[0]
  expect(confirmLink, confirmation!.text).toBeDefined()
  expect(confirmLink!.startsWith(`${baseURL}/avisos-de-stock#`)).toBe(true)
  await screenshotEmail(
    page,
    confirmation!.html,
    `docs/screenshots/email-stock-alert-confirm-${width(testInfo.project.name)}.png`,
  )

  await page.goto(confirmLink!)
  await expect(page).toHaveURL(/\/avisos-de-stock$/)
  await page.getByRole('button', { name: 'Confirmar el aviso' }).click()
  await expect(page.getByRole('status')).toHaveText(STOCK_ALERT_MESSAGES.confirmed)

  // staff: the demand, then the product's form
  const staff = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1440, height: 900 } })
  try {
    const admin = await staff.newPage()
    await staffSignIn(admin, CATALOGO_EMAIL)
    await expect(admin.getByRole('link', { name: /Demanda sin stock/ }).first()).toBeVisible()
    await admin.goto('/admin/demand?sort=name_asc')
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name }) })
    await expect(row.getByRole('cell').nth(2)).toHaveText('1')
    await shoot(admin, `docs/screenshots/admin-stock-demand-${width(testInfo.project.name)}.png`, true)
    await row.getByRole('link', { name }).click()
    await expect(admin).toHaveURL(new RegExp(`/admin/products/${product.id}$`))
    await admin.getByLabel('Stock', { exact: true }).fill('3')
    await admin.getByLabel('Motivo del cambio de stock').fill('Ingresó mercadería')
    await admin.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(admin.getByText('Cambios guardados.')).toBeVisible()
  } finally {
    await staff.close()
  }

  const [alert] = await mailsTo(email, /^Volvió a ingresar:/)
  expect(alert!.subject).toContain(name.slice(0, 20))
  expect(alert!.html).toContain(`/products/?product=${encodeURIComponent(product.sku)}`)
  expect(headerOf(alert!.raw, 'List-Unsubscribe')).toMatch(
    /^<https?:\/\/[^>]+\/api\/stock-alerts\/unsubscribe\?token=[\w-]{43}>$/,
  )
  expect(headerOf(alert!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
  await screenshotEmail(page, alert!.html, `docs/screenshots/email-stock-alert-${width(testInfo.project.name)}.png`)

  const leave = LEAVE_LINK.exec(alert!.text)?.[0]
  expect(leave, alert!.text).toBeDefined()
  await page.goto('/')
  await page.goto(leave!)
  await page.getByRole('button', { name: 'Darme de baja' }).click()
  await expect(page.getByRole('status')).toHaveText(STOCK_ALERT_MESSAGES.unsubscribed)
  await shoot(page, `docs/screenshots/stock-alert-unsubscribed-${width(testInfo.project.name)}.png`)
})

test('favourites: saved signed out, joined to the account at sign-in, listed in Mis favoritos', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000)
  const customer = await registerCustomer(request)
  const inStock = catalogue.filter((p) => p.stock > 0).sort((a, b) => a.id - b.id)
  const first = inStock[0]!
  const second = inStock[1]!

  // signed out: a heart on the product page and one on a card, kept in the browser
  await page.goto(`/products/?product=${encodeURIComponent(first.sku)}`)
  await expect(page.locator('html')).toHaveAttribute('data-favourites', 'ready')
  const pageHeart = page.locator(`main [data-favourite="${first.id}"]`).first()
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'false')
  const box = await pageHeart.boundingBox()
  await pageHeart.click()
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true')
  await expect(pageHeart).toHaveAccessibleName(FAVOURITE_MESSAGES.remove)
  // the heart filled in place: nothing moved
  expect(await pageHeart.boundingBox()).toEqual(box)
  await shoot(page, `docs/screenshots/favourite-heart-product-${width(testInfo.project.name)}.png`)

  await page.goto(`/search?search=${encodeURIComponent(second.sku)}`)
  await expect(page.locator('html')).toHaveAttribute('data-favourites', 'ready')
  const cardHeart = page.locator(`[data-favourite="${second.id}"]`).first()
  await cardHeart.click()
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true')
  const stored = await page.evaluate(() => localStorage.getItem('th:favourites'))
  expect(JSON.parse(stored ?? '[]')).toEqual([second.id, first.id])
  // after a reload, still there
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-favourites', 'ready')
  await expect(page.locator(`[data-favourite="${second.id}"]`).first()).toHaveAttribute('aria-pressed', 'true')

  // sign in: the browser's list joins the account's and leaves the browser
  await signIn(page, customer)
  await page.goto('/myaccount')
  await page.getByRole('link', { name: /Mis favoritos/ }).click()
  await expect(page).toHaveURL(/\/myaccount\/favorites$/)
  const list = page.getByRole('list', { name: 'Mis favoritos' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list).toContainText(stripEan(first.name).slice(0, 20))
  await expect(list).toContainText(stripEan(second.name).slice(0, 20))
  await expect(list.getByRole('button', { name: 'AGREGAR AL CARRITO' })).toHaveCount(2)
  expect(await page.evaluate(() => localStorage.getItem('th:favourites'))).toBeNull()
  await shoot(page, `docs/screenshots/my-favourites-${width(testInfo.project.name)}.png`, true)

  // taken off from the list
  await list.locator(`[data-favourite="${second.id}"]`).click()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  const ids = await request.get('/api/favourites/ids', { headers: { authorization: `Bearer ${customer.token}` } })
  expect(await ids.json()).toEqual({ ids: [first.id] })
})
