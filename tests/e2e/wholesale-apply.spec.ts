/**
 * A reseller account from application to approval, at 390 and 1440 px: a customer with a DNI is
 * told to load a CUIT, loads one (Monotributo), is offered the form on /others/revendedores too,
 * applies from Mi cuenta; the ventas clerk sees the
 * pending applications counted in the menu, opens this one and approves it with a note; the
 * customer then reads «aprobada» in Mi cuenta. The pages fit the screen and pass axe-core.
 */
import type { Page } from '@playwright/test'
import { WHOLESALE_MESSAGES } from '#domain/wholesale/reseller-accounts.ts'
import { expect, expectAccessible, isMobile, test } from './fixtures.ts'
import { registerCustomer, signIn } from './support/customer.ts'
import { expectFits } from './support/layout-fit.ts'
import { VENTAS_EMAIL, staffSignIn } from './support/staff.ts'

/** Screenshots for docs/ only when asked (E2E_SCREENSHOTS=1). */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'
async function shoot(page: Page, name: string, projectName: string) {
  const width = projectName === 'mobile-390' ? '390' : '1440'
  if (!SCREENSHOTS) return
  // from the top: a sticky header scrolled along would sit over the page in a full-page capture
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: true })
}

const CUIT = '20-12345678-6'

test('a customer applies from Mi cuenta, the clerk approves with a note, the customer sees «aprobada»', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000)
  const customer = await registerCustomer(request)
  const razonSocial = `Electro ${customer.email.split('@')[0]!.slice(-12)}`
  await signIn(page, customer)

  // A DNI as Consumidor final: the page says what to load, and no form is offered.
  await page.goto('/myaccount')
  await page.getByRole('link', { name: /Cuenta de revendedor/ }).click()
  await expect(page.getByRole('heading', { name: 'Cuenta de revendedor', level: 1 })).toBeVisible()
  await expect(page.getByText(WHOLESALE_MESSAGES.needsCuitIdentity)).toBeVisible()
  await expect(page.getByRole('form', { name: 'Pedir cuenta de revendedor' })).toHaveCount(0)

  // The billing identity becomes a CUIT as Monotributo (what Mis datos saves).
  const changed = await request.patch('/api/page/changeUserData', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: {
      email: customer.email,
      fullname: customer.billing.fullname,
      dni: CUIT,
      vat_condition: 'monotributo',
      phone: customer.billing.phone,
      address: customer.billing.address,
      location: customer.billing.location,
      postal_code: customer.billing.postal_code,
    },
  })
  expect(changed.status(), await changed.text()).toBe(200)
  // /others/revendedores offers the same application to a signed-in customer
  await page.goto('/others/revendedores')
  await expect(page.getByRole('form', { name: 'Pedir cuenta de revendedor' }).getByLabel('CUIT')).toHaveValue('20123456786')
  await page.goto('/myaccount/reseller')
  const form = page.getByRole('form', { name: 'Pedir cuenta de revendedor' })
  await expect(form.getByLabel('CUIT')).toHaveValue('20123456786')
  await expect(form.getByLabel('Condición frente al IVA')).toHaveValue('monotributo')

  // A missing field is said beside it; then the application goes.
  await form.getByLabel('Actividad (qué vendés y dónde)').fill('Venta de electrodomésticos en Avellaneda')
  await form.getByRole('button', { name: 'Pedir cuenta de revendedor' }).click()
  await expect(form.getByText('Campo obligatorio')).toBeVisible()
  await form.getByLabel('Razón social').fill(razonSocial)
  await expect(form.getByText('Campo obligatorio')).toHaveCount(0)
  await expectFits(page, 'the application form')
  await expectAccessible(page)
  await shoot(page, 'wholesale-apply', testInfo.project.name)
  await form.getByRole('button', { name: 'Pedir cuenta de revendedor' }).click()
  await expect(page.getByText(WHOLESALE_MESSAGES.applied)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Estado de tu cuenta de revendedor' })).toContainText('«pendiente»')

  // The clerk, in a browser of their own.
  const staffContext = await browser.newContext({ viewport: page.viewportSize()! })
  const clerk = await staffContext.newPage()
  await staffSignIn(clerk, VENTAS_EMAIL)
  if (isMobile(clerk)) {
    const menu = clerk.getByRole('button', { name: /Menú/ })
    await expect(menu).toContainText('cuentas de revendedor pendientes')
    await menu.click()
  }
  const entry = clerk.getByRole('link', { name: /Cuentas de revendedor/ })
  await expect(entry).toContainText(/\d+ pendientes/)
  await entry.click()
  await expect(clerk.getByRole('heading', { name: 'Cuentas de revendedor', level: 1 })).toBeVisible()
  await expect(clerk.getByText(/\d+ solicitud(es)? pendientes?/)).toBeVisible()
  await expectFits(clerk, 'the resellers list')
  await expectAccessible(clerk)
  await shoot(clerk, 'wholesale-admin-list', testInfo.project.name)

  await clerk.getByRole('link', { name: razonSocial }).click()
  await expect(clerk.getByRole('heading', { name: razonSocial, level: 1 })).toBeVisible()
  await expect(clerk.getByText('Estado: Pendiente')).toBeVisible()
  await clerk.getByLabel(/^Nota/).fill('Bienvenidos al canal de revendedores.')
  await expectFits(clerk, 'the reseller account page')
  await expectAccessible(clerk)
  await shoot(clerk, 'wholesale-admin-decision', testInfo.project.name)
  await clerk.getByRole('button', { name: 'Aprobar' }).click()
  await expect(clerk.getByText('Cuenta de revendedor aprobada.')).toBeVisible()
  await expect(clerk.getByText('Estado: Aprobada')).toBeVisible()
  await expect(clerk.getByRole('form', { name: 'Límite de crédito' })).toBeVisible()
  await staffContext.close()

  // The customer reads it in Mi cuenta.
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: 'Estado de tu cuenta de revendedor' })).toContainText('«aprobada»')
  await expect(page.getByRole('form', { name: 'Pedir cuenta de revendedor' })).toHaveCount(0)
  await expectFits(page, 'Mi cuenta with the approved account')
  await expectAccessible(page)
  await shoot(page, 'wholesale-approved', testInfo.project.name)
})
