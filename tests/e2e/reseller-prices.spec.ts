/**
 * An approved reseller's prices (issue 33, item 5), at 390 and 1440 px: the pages' HTML is
 * everyone's (decision 020), and after hydration the reseller sees "Precio mayorista $ X + IVA
 * (21 %)" and the price with IVA on a listing's card, the product page and a search suggestion, in
 * the space the retail prices kept (each reseller block no taller than the retail block it covers),
 * with no layout shift. An anonymous visitor and a retail customer see the retail prices; a
 * retail customer's "not a reseller" is remembered, so a reload asks nothing; signing out puts the
 * retail prices back.
 */
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'
import { cuitCheckDigit } from '#domain/cuit.ts'
import { formatPrice } from '#domain/format.ts'
import { wholesalePriceLabel, withVatLabel, type ResellerPricesAnswer } from '#domain/wholesale/wholesale-prices.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { registerCustomer, signIn, type Customer } from './support/customer.ts'
import { VENTAS_EMAIL, staffSignIn } from './support/staff.ts'

const LISTING = '/search/?search=Smart%20TV'
const productHref = (sku: string) => `/products/?product=${encodeURIComponent(sku)}`
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'
const widthOf = (page: Page) => ((page.viewportSize()?.width ?? 1440) < 800 ? '390' : '1440')

let cuitCounter = 0
/** A valid CUIT of this run's own (type 20), so no other test's account has it. */
function freshCuit(): string {
  cuitCounter += 1
  for (let n = (Date.now() + process.pid * 7919 + cuitCounter * 104729) % 90_000_000; ; n += 1) {
    const firstTen = `20${String(10_000_000 + n).padStart(8, '0')}`
    const check = cuitCheckDigit(firstTen)
    if (check !== null && check < 10) return `${firstTen}${check}`
  }
}

/** A customer whose reseller account the ventas clerk approved (their CUIT, the application, the decision). */
async function approvedReseller(request: APIRequestContext, browser: Browser): Promise<Customer> {
  const customer = await registerCustomer(request)
  const cuit = freshCuit()
  const auth = { authorization: `Bearer ${customer.token}` }
  const changed = await request.patch('/api/page/changeUserData', {
    headers: auth,
    data: { ...customer.billing, dni: cuit, vat_condition: 'monotributo' },
  })
  expect(changed.status(), await changed.text()).toBe(200)
  const applied = await request.post('/api/reseller-account', {
    headers: auth,
    data: {
      razon_social: `Reventa ${cuit}`,
      cuit,
      vat_condition: 'monotributo',
      activity: 'Venta de electrodomésticos en Quilmes',
      address: 'Av. Calchaquí 1234, Quilmes',
      phone: '11 4555-1234',
    },
  })
  expect(applied.status(), await applied.text()).toBe(201)
  const { account } = (await applied.json()) as { account: { id: number } }
  const staff = await browser.newContext()
  const clerk = await staff.newPage()
  await staffSignIn(clerk, VENTAS_EMAIL)
  const { csrfToken } = (await (await clerk.request.get('/api/admin/session')).json()) as { csrfToken: string }
  const approved = await clerk.request.put(`/api/admin/resellers/${account.id}/state`, {
    headers: { 'x-csrf-token': csrfToken },
    data: { action: 'aprobar', note: 'Bienvenidos.' },
  })
  expect(approved.status(), await approved.text()).toBe(200)
  await staff.close()
  return customer
}

async function resellerPrices(request: APIRequestContext, customer: Customer, skus: string[]) {
  const response = await request.post('/api/reseller-prices', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { skus },
  })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as ResellerPricesAnswer
}

/** Records layout shifts from before the page's scripts run, on every document of the page. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = []
    ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      })[]) {
        if (entry.hadRecentInput) continue
        const nodes = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName),
        )
        shifts.push({ value: entry.value, nodes })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

async function expectNoLayoutShift(page: Page, what: string) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts)
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0)
  expect(cls, `${what}: ${JSON.stringify(shifts)}`).toBeLessThan(0.01)
}

/** The module has painted with no request under way. */
const pricesSettled = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-reseller-prices', 'ready', { timeout: 15_000 })

/** Every slot turned on under `scope`: its reseller lines fit in the retail block's height and width. */
async function expectResellerBlocksFit(scope: Locator, what: string) {
  const sizes = await scope.locator('[data-reseller-slot][data-reseller="on"]').evaluateAll((slots) =>
    slots.map((slot) => {
      const retail = slot.querySelector(':scope > [data-reseller-retail]')!.getBoundingClientRect()
      const block = slot.querySelector<HTMLElement>(':scope > [data-reseller-price]')!
      const box = block.getBoundingClientRect()
      return {
        sku: block.dataset.resellerPrice,
        retail: retail.height,
        reseller: box.height,
        overflows: block.scrollWidth > Math.ceil(box.width) + 1,
      }
    }),
  )
  expect(sizes.length, what).toBeGreaterThan(0)
  for (const size of sizes) {
    expect(size.reseller, `${what}, ${size.sku}: reseller block taller than the retail one`).toBeLessThanOrEqual(
      size.retail + 0.5,
    )
  }
}

async function shoot(target: Page | Locator, name: string, width: string) {
  if (!SCREENSHOTS) return
  await target.screenshot({ path: `docs/screenshots/${name}-${width}.png` })
}

test('an approved reseller sees the wholesale prices on a card, the product page and a suggestion, with nothing moving', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  const reseller = await approvedReseller(request, browser)
  await recordLayoutShifts(page)
  await signIn(page, reseller)

  // The listing: the first card with a wholesale price shows it where its retail prices were.
  await page.goto(LISTING)
  await pricesSettled(page)
  const card = page
    .locator('main article')
    .filter({ has: page.locator('[data-reseller="on"]') })
    .first()
  await expect(card).toBeVisible()
  const sku = (await card.locator('[data-reseller-price]').getAttribute('data-reseller-price'))!
  const answer = await resellerPrices(request, reseller, [sku])
  const price = answer.prices.find((p) => p.sku === sku)!
  expect(price, sku).toBeDefined()
  await expect(card.getByText(wholesalePriceLabel(price), { exact: true })).toBeVisible()
  await expect(card.getByText(withVatLabel(price), { exact: true })).toBeVisible()
  await expect(card.getByText(/^OFERTA CONTADO/)).toBeHidden()
  await expect(card.getByText(/^Precio sin impuestos nacionales/)).toBeHidden()
  await expect(card.locator('.stock-badge')).toBeVisible()
  await expectResellerBlocksFit(page.locator('main'), 'listing cards')
  await expectNoLayoutShift(page, 'listing')
  await expectAccessible(page)
  await card.scrollIntoViewIfNeeded()
  await shoot(card, 'reseller-card', widthOf(page))

  // The product page: the price with IVA in the price's place, the wholesale label under it.
  await page.goto(productHref(sku))
  await pricesSettled(page)
  const main = page.locator('main')
  const priceBlock = main.locator('[data-reseller-slot]').filter({ has: page.locator(`[data-reseller-price="${sku}"]`) })
  await expect(priceBlock.getByText(wholesalePriceLabel(price), { exact: true })).toBeVisible()
  await expect(priceBlock.locator('[data-reseller-line="price"]')).toHaveText(formatPrice(price.with_vat))
  await expect(priceBlock.getByText(withVatLabel(price), { exact: true })).toBeVisible()
  await expect(main.getByTestId('price')).toBeHidden()
  await expect(main.getByTestId('cash-offer')).toBeHidden()
  await expectResellerBlocksFit(main, 'the price block and the recommendations')
  await expectNoLayoutShift(page, 'product page')
  await expectAccessible(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  await shoot(page, 'reseller-product', widthOf(page))

  // A suggestion: the same product typed in the header's search box.
  const box = page.getByRole('combobox', { name: 'Buscar productos' })
  await box.fill(sku)
  const row = page.getByRole('list', { name: 'Sugerencias' }).locator(`a[href="${productHref(sku)}"]`)
  await expect(row.getByText(wholesalePriceLabel(price), { exact: true })).toBeVisible()
  await expect(row.getByText(withVatLabel(price), { exact: true })).toBeVisible()
  await expect(row.getByText(/^OFERTA CONTADO/)).toBeHidden()
  await expectResellerBlocksFit(page.getByRole('list', { name: 'Sugerencias' }), 'suggestions')
  if (SCREENSHOTS) await row.screenshot({ path: `test-results/reseller-suggestion-${widthOf(page)}.png` })
  await box.fill('')

  // Signing out puts every slot back to the retail prices.
  await page.evaluate(() => {
    localStorage.removeItem('token')
    localStorage.removeItem('email')
    window.dispatchEvent(new Event('store:session'))
  })
  await expect(main.getByTestId('price')).toBeVisible()
  await expect(main.getByTestId('cash-offer')).toBeVisible()
  await expect(main.getByText(wholesalePriceLabel(price))).toBeHidden()
  await expect(main.locator('[data-reseller="on"]')).toHaveCount(0)
})

test('a visitor and a retail customer see the retail prices, and the HTML carries no wholesale price', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  // A reseller's answer tells which figures must not be in anyone's HTML.
  const reseller = await approvedReseller(request, browser)
  const listing = await request.get(LISTING)
  expect(listing.status()).toBe(200)
  const listingHtml = await listing.text()
  const skus = [...listingHtml.matchAll(/data-reseller-price="([^"]+)"/g)].map((m) => m[1]!)
  expect(skus.length).toBeGreaterThan(0)
  const { prices } = await resellerPrices(request, reseller, skus.slice(0, 200))
  expect(prices.length).toBeGreaterThan(0)
  const [price] = prices
  expect(listingHtml).not.toContain('Precio mayorista')
  const productHtml = await (await request.get(productHref(price!.sku))).text()
  expect(productHtml).not.toContain('Precio mayorista')
  for (const figure of [wholesalePriceLabel(price!), withVatLabel(price!)]) {
    const digits = figure.match(/\$\s([\d.]+,\d\d)/)![1]!
    expect(productHtml, digits).not.toContain(digits)
  }

  // A visitor: the retail prices, and the module is never loaded.
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/reseller-prices')) asked.push(r.url())
  })
  await recordLayoutShifts(page)
  await page.goto(productHref(price!.sku))
  await expect(page.locator('main').getByTestId('price')).toBeVisible()
  await expect(page.locator('main').getByTestId('cash-offer')).toBeVisible()
  await expect(page.getByText(/Precio mayorista/)).toBeHidden()
  expect(asked, 'a visitor asks nothing').toEqual([])

  // A retail customer: asked once, answered 403, remembered for the session.
  const customer = await registerCustomer(request)
  await signIn(page, customer)
  await page.goto(LISTING)
  await pricesSettled(page)
  expect(asked.length).toBeGreaterThan(0)
  await expect(page.locator('[data-reseller="on"]')).toHaveCount(0)
  await expect(
    page
      .locator('main article')
      .first()
      .getByText(/^OFERTA CONTADO/),
  ).toBeVisible()
  await expect(page.getByText(/Precio mayorista/)).toBeHidden()
  await expectNoLayoutShift(page, 'listing, retail customer')
  const before = asked.length
  await page.goto(productHref(price!.sku))
  await pricesSettled(page)
  await expect(page.locator('main').getByTestId('price')).toBeVisible()
  await expect(page.locator('[data-reseller="on"]')).toHaveCount(0)
  expect(asked.length, 'a retail customer is asked once a session').toBe(before)
})
