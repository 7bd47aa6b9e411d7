/**
 * The server renders no cart (domain/page-variant.ts): every visitor gets the same page, and the
 * badge, the drawer and the cart screen fill in from the cart cookie in the browser, with no
 * layout shift. A cookie the store cannot read leaves a clean, empty cart behind.
 */
import type { Page } from '@playwright/test'
import { decodeCartCookie } from '#domain/cart.ts'
import type { Product } from '#domain/product.ts'
import { expect, test } from './fixtures.ts'
import { setCart } from './support/customer.ts'

let inStock: Product[] = []
test.beforeAll(async ({ request }) => {
  const catalogue: Product[] = await (await request.get('/api/products')).json()
  inStock = catalogue.filter((p) => p.stock >= 10 && p.price_list_1 > 0 && p.price_list_2 > 0)
})

/** Starts recording layout shifts before the page's own scripts run. */
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
        const nodes = (entry.sources ?? []).map((s) => {
          const node = s.node
          return node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName)
        })
        shifts.push({ value: entry.value, nodes })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts)

test('with a cart, the badge shows its count after load without moving anything; the drawer lists the lines', async ({
  page,
  context,
  baseURL,
}) => {
  const [a, b] = inStock
  await setCart(context, baseURL!, [
    { sku: a!.sku, quantity: 2 },
    { sku: b!.sku, quantity: 1 },
  ])
  await recordLayoutShifts(page)
  await page.goto(`/products/?product=${encodeURIComponent(a!.sku)}`)
  await expect(page.getByTestId('cart-count')).toHaveText('2')
  await expect(page.getByRole('button', { name: 'Abrir carrito: 2 productos' })).toBeVisible()
  // Let the product data arrive and a frame pass before reading the shifts.
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const shifts = await layoutShifts(page)
  const cls = shifts.reduce((sum, s) => sum + s.value, 0)
  expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02)
  expect(shifts.flatMap((s) => s.nodes).filter((n) => /cart-count|Abrir carrito/.test(n))).toEqual([])

  await page.getByRole('button', { name: /Abrir carrito/ }).click()
  const drawer = page.getByRole('dialog', { name: 'Mi carrito' })
  await expect(drawer.getByRole('listitem')).toHaveCount(2)
  await expect(drawer.getByRole('listitem').filter({ hasText: a!.name.slice(0, 20) })).toBeVisible()
  await expect(drawer.getByRole('listitem').filter({ hasText: b!.name.slice(0, 20) })).toBeVisible()
})

test('with a cart, the cart screen lists the lines, and nothing moves while they come in', async ({ page, context, baseURL }) => {
  const [, , c, d] = inStock
  await setCart(context, baseURL!, [
    { sku: c!.sku, quantity: 1 },
    { sku: d!.sku, quantity: 3 },
  ])
  await recordLayoutShifts(page)
  await page.goto('/cart')
  const lines = page.locator('main').getByRole('listitem')
  await expect(lines.filter({ hasText: c!.name.slice(0, 20) })).toBeVisible()
  await expect(lines.filter({ hasText: d!.name.slice(0, 20) })).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('2')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const shifts = await layoutShifts(page)
  expect(
    shifts.reduce((sum, s) => sum + s.value, 0),
    JSON.stringify(shifts),
  ).toBeLessThanOrEqual(0.02)
})

test('the HTML is the same bytes with and without a cart', { tag: '@any-width' }, async ({ request }) => {
  const [a] = inStock
  const cookie = `cartProducts=${a!.sku}*1`
  for (const url of ['/', `/products/?product=${encodeURIComponent(a!.sku)}`, '/cart']) {
    const without = await request.get(url, { headers: { cookie: '' } })
    const withCart = await request.get(url, { headers: { cookie } })
    expect(withCart.status()).toBe(200)
    expect((await withCart.body()).equals(await without.body()), url).toBe(true)
  }
})

test('a cart cookie the store cannot read is an empty cart, and the browser keeps a clean one', async ({
  page,
  context,
  baseURL,
}) => {
  const [a] = inStock
  await context.addCookies([
    { name: 'cartProducts', value: `%E0%A4%A*x!!**!${encodeURIComponent(a!.sku)}*1!${'Z'.repeat(300)}*1`, url: baseURL! },
  ])
  await page.goto('/cart')
  // The readable line stays; the rest is dropped from the cookie as well as from the screen.
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await expect(
    page
      .locator('main')
      .getByRole('listitem')
      .filter({ hasText: a!.name.slice(0, 20) }),
  ).toBeVisible()
  const stored = (await context.cookies()).find((c) => c.name === 'cartProducts')!
  expect(decodeCartCookie(stored.value)).toEqual([{ sku: a!.sku, quantity: 1 }])

  await context.addCookies([{ name: 'cartProducts', value: '%00%ZZ<script>', url: baseURL! }])
  await page.goto('/')
  await expect(page.getByTestId('cart-count')).toHaveText('0')
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'cartProducts')?.value).toBe('')
})
