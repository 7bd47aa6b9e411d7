/**
 * A clerk's lists on a phone (decision 053), at 390 and 1440 px: on Pedidos, Clientes and
 * Productos a row's state, total, phone, price and stock are in the viewport with no sideways
 * pan at 390 px (each row a card, its cells stacked under the heading) and on one line at 1440
 * px (the table as before). The filters after the search wait behind «Filtros» at 390 px (open
 * from the start when the address held a bad filter) and are always shown at 1440 px; filtering
 * works both ways. The lists fit the screen and pass axe-core.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, isMobile, test } from './fixtures.ts'
import { orderThroughApi, registerCustomer } from './support/customer.ts'
import { expectFits } from './support/layout-fit.ts'
import { ADMIN_EMAIL, VENTAS_EMAIL, staffSignIn } from './support/staff.ts'
import type { Product } from '#domain/product.ts'

const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'
async function shoot(page: Page, name: string, fullPage = true) {
  const width = isMobile(page) ? '390' : '1440'
  if (SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage })
}

/** The row's cell under a column, read as the clerk sees it: its box must be on the screen. */
function cellOf(row: Locator, label: string): Locator {
  return row.locator(`td[data-label="${label}"]`)
}

/** Fails unless each cell lies within the viewport's width and the page does not pan sideways. */
async function expectInView(page: Page, cells: Locator[]) {
  const width = page.viewportSize()!.width
  for (const c of cells) {
    await c.scrollIntoViewIfNeeded()
    await expect(c).toBeInViewport({ ratio: 1 })
    const box = (await c.boundingBox())!
    expect(box.x, await c.innerText()).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, await c.innerText()).toBeLessThanOrEqual(width)
  }
  expect(await page.evaluate(() => [window.scrollX, document.documentElement.scrollWidth])).toEqual([0, width])
}

/** On a phone the cells stack under the row's heading cell (a card); on a wide screen they share its line. */
async function expectLaidOut(page: Page, row: Locator, cell: Locator) {
  const heading = row.locator('td[data-card="heading"]')
  const [h, c] = [(await heading.boundingBox())!, (await cell.boundingBox())!]
  if (isMobile(page)) expect(c.y).toBeGreaterThanOrEqual(h.y + h.height - 1)
  else expect(Math.abs(c.y - h.y)).toBeLessThan(4)
}

/** The fold: shut on a phone until «Filtros» is pressed, always open on a wide screen. */
async function openFilters(page: Page, field: Locator, summary: string) {
  const fold = page.locator('summary', { hasText: summary })
  if (isMobile(page)) {
    await expect(field).toBeHidden()
    await expect(fold).toHaveText(summary)
    await fold.click()
  } else await expect(fold).toBeHidden()
  await expect(field).toBeVisible()
}

test('Pedidos: a card a row with its state and total in sight, filters behind «Filtros»', async ({ page, request }) => {
  test.setTimeout(90_000)
  const catalogue = (await (await request.get('/api/products')).json()) as Product[]
  const product = catalogue.filter((p) => p.stock >= 5)[3]!
  const customer = await registerCustomer(request, { values: { fullname: 'Rocío Tarjetas' } })
  const placed = await orderThroughApi(request, customer, product)
  expect(placed.status(), await placed.text()).toBe(200)
  const movement = String((await placed.json()).movimiento_numero).padStart(8, '0')

  await staffSignIn(page, VENTAS_EMAIL, undefined, '/admin/orders')
  await page.goto(`/admin/orders?q=${encodeURIComponent(customer.email)}`)
  const row = page
    .getByRole('table', { name: 'Pedidos' })
    .getByRole('row')
    .filter({ hasText: `N° ${movement}` })
  await expect(row).toHaveCount(1)
  const heading = row.getByRole('link', { name: `N° ${movement}` })
  await expectInView(page, [heading, ...['Total', 'Estado', 'Pago', 'Entrega', 'Cliente'].map((l) => cellOf(row, l))])
  await expect(cellOf(row, 'Total')).toHaveText(/^\$ [\d.]+/)
  await expectLaidOut(page, row, cellOf(row, 'Total'))
  await expectFits(page, 'the orders list')
  await expectAccessible(page)

  // The header's box ticks the page's orders, in sight above the cards on a phone.
  const all = page.getByLabel('Seleccionar todos los pedidos de esta página')
  await expect(all).toBeInViewport()
  await all.check()
  await expect(row.getByLabel(`Seleccionar el pedido N° ${movement}`)).toBeChecked()
  await expect(page.getByText('1 pedido seleccionado')).toBeVisible()
  await shoot(page, 'admin-list-orders')

  // Filter by the order's own state, from the fold.
  const state = (await cellOf(row, 'Estado').innerText()).trim()
  const stateField = page.getByRole('search', { name: 'Filtrar pedidos' }).getByLabel('Estado')
  await openFilters(page, stateField, 'Filtros')
  await stateField.selectOption({ label: state })
  await page.getByRole('button', { name: 'Filtrar' }).click()
  await expect(page).toHaveURL(/[?&]state=/)
  await expect(row).toHaveCount(1)
  await expect(page.locator('summary', { hasText: 'Filtros' })).toHaveText('Filtros (1)')
  if (isMobile(page)) await expect(stateField).toBeHidden()
  else await expect(stateField).toHaveValue(state)

  // A bad day in the address: the fold is open from the start, naming what was wrong.
  await page.goto('/admin/orders?from=2026-02-31')
  await expect(page.getByRole('alert')).toContainText('Fecha inválida')
  await expect(page.getByRole('search', { name: 'Filtrar pedidos' }).getByLabel('Desde')).toBeVisible()
  if (isMobile(page)) {
    await page.getByRole('search', { name: 'Filtrar pedidos' }).getByLabel('Desde').scrollIntoViewIfNeeded()
    await shoot(page, 'admin-list-orders-filters')
  }
})

test('Clientes: the e-mail and the phone in sight on a phone', async ({ page, request }) => {
  const customer = await registerCustomer(request, { values: { fullname: 'Aurelio Teléfono' } })
  await staffSignIn(page, VENTAS_EMAIL, undefined, '/admin/customers')
  await page.goto(`/admin/customers?q=${encodeURIComponent(customer.email)}`)
  const row = page.getByRole('table', { name: 'Clientes' }).getByRole('row').filter({ hasText: 'Aurelio Teléfono' })
  await expect(row).toHaveCount(1)
  await expect(cellOf(row, 'Teléfono')).toHaveText('1155550000')
  const heading = row.getByRole('link', { name: 'Aurelio Teléfono' })
  await expectInView(page, [heading, cellOf(row, 'Correo'), cellOf(row, 'Teléfono')])
  await expectLaidOut(page, row, cellOf(row, 'Teléfono'))
  await expectFits(page, 'the customers list')
  await expectAccessible(page)
  // the search alone, with nothing to fold
  await expect(page.getByRole('search')).toBeVisible()
  await page.goto('/admin/customers')
  await shoot(page, 'admin-list-customers')
})

test('Productos: price, stock and visibility in sight and editable on a phone; the fold filters', async ({ page, request }) => {
  const catalogue = (await (await request.get('/api/products')).json()) as Product[]
  const product = catalogue.filter((p) => p.stock >= 5)[5]!
  await staffSignIn(page, ADMIN_EMAIL, undefined, '/admin/products')
  await page.goto('/admin/products')
  // a whole page of products, the long names and SKUs of the test catalogue among them
  await expectFits(page, 'the products list')
  // the first cards on a phone, the filters and the first rows on a wide screen
  if (isMobile(page)) await page.getByRole('table', { name: 'Productos' }).evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await shoot(page, 'admin-list-products', false)

  const form = page.getByRole('search', { name: 'Filtrar productos' })
  await form.getByLabel('Buscar').fill(product.sku)
  const visibility = form.getByLabel('En la tienda')
  await openFilters(page, visibility, 'Filtros')
  await visibility.selectOption({ label: 'Visibles en la tienda' })
  await form.getByRole('button', { name: 'Filtrar' }).click()
  await expect(page).toHaveURL(/[?&]visibility=/)
  await expect(form.locator('summary')).toHaveText('Filtros (1)')

  const row = page
    .getByRole('table', { name: 'Productos' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: product.name, exact: true }) })
  await expect(row).toHaveCount(1)
  const heading = row.getByRole('link', { name: product.name, exact: true })
  await expectInView(page, [heading, cellOf(row, 'Precio lista 1'), cellOf(row, 'Stock'), cellOf(row, 'En la tienda')])
  await expect(cellOf(row, 'En la tienda')).toHaveText('Visible')
  await expect(row.getByLabel(`Stock de ${product.name}`)).toHaveValue(String(product.stock))
  await expect(row.getByLabel(`Precio lista 1 de ${product.name}`)).toBeEditable()
  await expectLaidOut(page, row, cellOf(row, 'Stock'))
  await expectFits(page, 'the products list')
  await expectAccessible(page)
})

test("the other lists' rows are cards on a phone too: nothing pans sideways", async ({ page }) => {
  test.setTimeout(60_000)
  await staffSignIn(page, ADMIN_EMAIL, undefined, '/admin/audit')
  const lists = {
    '/admin/audit': 'Registro de cambios',
    '/admin/enquiries': 'Consultas de revendedores',
    '/admin/withdrawals': 'Pedidos de arrepentimiento',
    '/admin/outbox': 'Correos fallidos',
  }
  for (const [path, caption] of Object.entries(lists)) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectFits(page, path)
    const table = page.getByRole('table', { name: caption })
    // the audit log always has rows here (the tests' own changes); the others may be empty
    if (path === '/admin/audit') await expect(table.getByRole('row').nth(1)).toBeVisible()
    if ((await table.count()) === 0) continue
    // on a phone the table's frame has nothing to scroll; on a wide screen the rows share a line
    const [scroll, client] = await page.getByRole('region', { name: caption }).evaluate((el) => [el.scrollWidth, el.clientWidth])
    expect(scroll, path).toBeLessThanOrEqual(client!)
    const row = table.getByRole('row').nth(1)
    const cells = row.locator('td[data-label]')
    await expectLaidOut(page, row, cells.first())
  }
})
