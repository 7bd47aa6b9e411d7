/**
 * The wholesale channel end to end, at 390 and 1440 px: a customer with a CUIT applies, the clerk
 * approves the account and grants a credit limit in the back office; the reseller then sees the
 * wholesale price on the product page (filled in after hydration, nothing moving), a cart priced
 * at it with the IVA apart and «Cuenta corriente» among the payment options, orders on account,
 * and reads the order and its balance in Mis pedidos; the clerk reads the balance used on the
 * account's page. An anonymous visitor's product page never shows the wholesale price.
 */
import { WHOLESALE_TERMS_MESSAGES as W, resellerPriceOf, wholesalePriceLabel } from '#domain/wholesale/wholesale-prices.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { registerCustomer, signIn } from './support/customer.ts'
import { expectFits } from './support/layout-fit.ts'
import { createOwnProduct } from './support/own-product.ts'
import { ADMIN_EMAIL, VENTAS_EMAIL, staffSignIn } from './support/staff.ts'

const CUIT = '30712345671'
/** 40.000 + IVA 21 % = 48.400 a unit; two units 96.800 against a credit of 150.000 */
const WHOLESALE = 40000
/** The text as a pattern whose spaces match the page's non-breaking ones too. */
const spaced = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'))
const PRICE = resellerPriceOf({ sku: 'x', price_wholesale: WHOLESALE, tax_percentage: 21 })!

test('apply → approve with credit → wholesale prices → an order on cuenta corriente', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000)
  const sku = `MAY-${testInfo.project.name === 'mobile-390' ? 'M' : 'D'}-${Date.now()}`

  // The catalogue clerk's product with a wholesale price.
  const adminContext = await browser.newContext({ viewport: page.viewportSize()! })
  const admin = await adminContext.newPage()
  await staffSignIn(admin, ADMIN_EMAIL)
  const product = await createOwnProduct(admin, sku, { price_wholesale: String(WHOLESALE) })
  await adminContext.close()

  // A customer with a CUIT as Responsable inscripto applies (the form itself: wholesale-apply.spec.ts).
  const customer = await registerCustomer(request)
  const auth = { authorization: `Bearer ${customer.token}` }
  const changed = await request.patch('/api/page/changeUserData', {
    headers: auth,
    data: { ...customer.billing, dni: CUIT, vat_condition: 'responsable_inscripto' },
  })
  expect(changed.status(), await changed.text()).toBe(200)
  const razonSocial = `Mayorista ${customer.email.split('@')[0]!.slice(-10)}`
  const applied = await request.post('/api/reseller-account', {
    headers: auth,
    data: {
      razon_social: razonSocial,
      cuit: CUIT,
      vat_condition: 'responsable_inscripto',
      activity: 'Venta de electrodomésticos',
      address: 'Av. Mitre 1234, Avellaneda',
      phone: '11 4555-4444',
    },
  })
  expect(applied.status(), await applied.text()).toBe(201)

  // Before approval: retail prices, and no wholesale figure in the page.
  await signIn(page, customer)
  await page.goto(`/products?product=${sku}`)
  await expect(page.getByTestId('price')).toContainText('50.000')
  await expect(page.getByText(wholesalePriceLabel(PRICE))).toHaveCount(0)

  // The clerk approves and grants 150.000 in cuenta corriente.
  const staffContext = await browser.newContext({ viewport: page.viewportSize()! })
  const clerk = await staffContext.newPage()
  await staffSignIn(clerk, VENTAS_EMAIL, undefined, '/admin/resellers')
  await clerk.getByRole('link', { name: razonSocial }).click()
  await clerk.getByRole('button', { name: 'Aprobar' }).click()
  await expect(clerk.getByText('Estado: Aprobada')).toBeVisible()
  const credit = clerk.getByRole('form', { name: 'Límite de crédito' })
  await credit.getByLabel(/Límite de crédito/).fill('150000')
  await credit.getByRole('button', { name: 'Guardar límite' }).click()
  await expect(clerk.getByTestId('balance-used')).toContainText(spaced('disponible $ 150.000,00'))

  // The approval e-mail leads to Mi cuenta's reseller page: «aprobada», and this tab stops
  // believing the "not a reseller" it was told on the product page before.
  await page.goto('/myaccount/reseller')
  await expect(page.getByRole('status').filter({ hasText: 'Estado de tu cuenta de revendedor' })).toContainText('«aprobada»')

  // The reseller's product page: the wholesale price fills in, in the retail price's place.
  await page.goto(`/products?product=${sku}`)
  await expect(page.getByText(spaced(wholesalePriceLabel(PRICE))).first()).toBeVisible()
  await expect(page.getByText(spaced('$ 48.400,00 con IVA')).first()).toBeVisible()
  await expectFits(page, 'the product page with wholesale prices')
  await expectAccessible(page)

  // Two units in the cart, priced at the wholesale price with IVA.
  await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).first().click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('heading', { name: 'Carrito de compras' })).toBeVisible()
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Agregar uno de / })
    .click()
  await expect(page.getByRole('main').getByLabel('Cantidad: 2')).toBeVisible()
  const onAccount = page.locator('label[data-list="cuenta-corriente"]')
  await expect(onAccount).toContainText(spaced(W.onAccountOption(150000)))
  await expect(onAccount).toContainText(spaced('$ 96.800,00'))
  await onAccount.getByRole('radio').check()
  await page.getByRole('radio', { name: /Retiro en local/ }).check()
  const figures = page.getByTestId('reseller-vat')
  await expect(figures).toContainText(spaced('$ 80.000,00'))
  await expect(figures).toContainText(spaced('$ 16.800,00'))
  await expectFits(page, 'the reseller’s cart')
  await expectAccessible(page)
  if (process.env.E2E_SCREENSHOTS === '1') {
    await page.evaluate(() => window.scrollTo(0, 0))
    const width = testInfo.project.name === 'mobile-390' ? '390' : '1440'
    await page.screenshot({ path: `docs/screenshots/reseller-cart-${width}.png`, fullPage: true })
  }
  await page.getByRole('button', { name: 'Generar pedido' }).click()
  await expect(page.getByText(/Lo cargamos a tu cuenta corriente/)).toBeVisible()
  await page.getByRole('button', { name: 'Aceptar' }).click()

  // Mis pedidos: the order on account, its IVA apart and the balance.
  await expect(page).toHaveURL(/\/myaccount\/orders/)
  await expect(page.getByText('Cuenta corriente').first()).toBeVisible()
  await expect(page.getByText(spaced('$ 96.800,00')).first()).toBeVisible()

  // The clerk sees the balance used.
  await clerk.reload()
  await expect(clerk.getByTestId('balance-used')).toContainText(spaced('$ 96.800,00 · disponible $ 53.200,00'))
  await staffContext.close()

  // A visitor without a session sees the retail price on the same page.
  const anonymous = await browser.newContext({ viewport: page.viewportSize()! })
  const visitor = await anonymous.newPage()
  await visitor.goto(`/products?product=${sku}`)
  await expect(visitor.getByTestId('price')).toContainText('50.000')
  await expect(visitor.getByText(/Precio mayorista/)).toHaveCount(0)
  await anonymous.close()
  expect(product.sku).toBe(sku)
})
