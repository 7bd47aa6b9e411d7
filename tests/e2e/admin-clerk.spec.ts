/**
 * A clerk reaches the customer from the back office, at 390 and 1440 px: the orders list shows
 * each order's delivery and payment; the order page and the customer page offer 'Llamar' (tel:)
 * and 'WhatsApp' (wa.me, a new tab, a first message naming the order); the customer page shows
 * the IVA condition. The pages fit the screen and pass axe-core.
 */
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { orderThroughApi, registerCustomer } from './support/customer.ts'
import { expectFits } from './support/layout-fit.ts'
import { VENTAS_EMAIL, staffSignIn } from './support/staff.ts'
import type { Product } from '#domain/product.ts'

/** Screenshots for docs/ only when asked (E2E_SCREENSHOTS=1), as shopper-mail.spec.ts takes them. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'
async function shoot(page: Page, name: string, projectName: string) {
  const width = projectName === 'mobile-390' ? '390' : '1440'
  if (SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: true })
}

test('the order and the customer pages call and write to the customer; the list shows delivery and payment', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const catalogue = (await (await request.get('/api/products')).json()) as Product[]
  const product = catalogue.filter((p) => p.stock >= 5 && p.price_list_2 > 0)[7]!
  const customer = await registerCustomer(request, { values: { fullname: 'María José Contacto' } })
  const placed = await orderThroughApi(request, customer, product)
  expect(placed.status(), await placed.text()).toBe(200)
  const movement = String((await placed.json()).movimiento_numero).padStart(8, '0')

  await staffSignIn(page, VENTAS_EMAIL, undefined, '/admin/orders')
  await page.goto(`/admin/orders?q=${encodeURIComponent(customer.email)}`)
  const row = page
    .getByRole('table', { name: 'Pedidos' })
    .getByRole('row')
    .filter({ hasText: `N° ${movement}` })
  await expect(row).toContainText('Retira en el local')
  await expect(row).toContainText('Efectivo, transferencia o depósito')
  await shoot(page, 'admin-orders-list', testInfo.project.name)

  await row.getByRole('link', { name: `N° ${movement}` }).click()
  await expect(page.getByRole('heading', { name: `Pedido N° ${movement}`, level: 1 })).toBeVisible()
  const call = page.getByRole('link', { name: 'Llamar al 1155550000' })
  await expect(call).toHaveAttribute('href', 'tel:+541155550000')
  const whatsapp = page.getByRole('link', { name: 'Escribir por WhatsApp al 1155550000' })
  await expect(whatsapp).toHaveAttribute('target', '_blank')
  const href = new URL((await whatsapp.getAttribute('href'))!)
  expect(href.origin + href.pathname).toBe('https://wa.me/5491155550000')
  expect(href.searchParams.get('text')).toBe(`Hola María, te escribimos de TecnoHogar por tu pedido N° ${movement}.`)
  await expectFits(page, 'the order page')
  await expectAccessible(page)
  await shoot(page, 'admin-order-contact', testInfo.project.name)

  await page.getByRole('link', { name: 'María José Contacto' }).click()
  await expect(page.getByRole('heading', { name: 'María José Contacto', level: 1 })).toBeVisible()
  const facts = page.locator('dl')
  await expect(facts).toContainText('Condición IVA')
  await expect(facts).toContainText('Consumidor final')
  await expect(page.getByRole('link', { name: 'Llamar al 1155550000' })).toHaveAttribute('href', 'tel:+541155550000')
  const toCustomer = new URL(
    (await page.getByRole('link', { name: 'Escribir por WhatsApp al 1155550000' }).getAttribute('href'))!,
  )
  expect(toCustomer.searchParams.get('text')).toBe('Hola María, te escribimos de TecnoHogar.')
  await expectFits(page, 'the customer page')
  await expectAccessible(page)
  await shoot(page, 'admin-customer-contact', testInfo.project.name)
})

test("an enquiry's follow-up: a state and an internal note, kept and shown in the list; a long note said beside it", async ({
  page,
  request,
}, testInfo) => {
  // a phone of its own per run and width: the form refuses one already stored
  const phone = `11${String(Date.now()).slice(-7)}${testInfo.project.name === 'mobile-390' ? 1 : 2}`
  const fullname = `Revendedora ${phone}`
  const sent = await request.post('/api/page', {
    data: { fullname, email: 'revende@example.com', phone, comentary: 'Busco precios de mayorista' },
  })
  expect(sent.status(), await sent.text()).toBe(201)

  await staffSignIn(page, VENTAS_EMAIL, undefined, '/admin/enquiries')
  await page.getByRole('link', { name: fullname }).click()
  await expect(page.getByRole('heading', { name: fullname, level: 1 })).toBeVisible()
  await expect(page.getByText('Estado: Nueva')).toBeVisible()
  await expect(page.getByRole('link', { name: `Escribir por WhatsApp al ${phone}` })).toHaveAttribute(
    'href',
    `https://wa.me/549${phone}?text=${encodeURIComponent('Hola Revendedora, te escribimos de TecnoHogar.')}`,
  )

  const form = page.getByRole('form', { name: 'Seguimiento de la consulta' })
  await form.getByLabel('Estado').selectOption({ label: 'Respondida' })
  await form.getByLabel('Nota interna (el revendedor no la ve)').fill('x'.repeat(1001))
  await form.getByRole('button', { name: 'Guardar seguimiento' }).click()
  await expect(form.getByLabel('Nota interna (el revendedor no la ve)')).toHaveAccessibleDescription(
    'La nota admite hasta 1.000 caracteres.',
  )
  await expect(page.getByText('Estado: Nueva')).toBeVisible()

  await form.getByLabel('Nota interna (el revendedor no la ve)').fill('Le mandé la lista 2 por WhatsApp.')
  await form.getByRole('button', { name: 'Guardar seguimiento' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Consulta en «Respondida». Nota guardada.' })).toBeVisible()
  await expect(page.getByText('Estado: Respondida')).toBeVisible()
  await expectFits(page, 'the enquiry page')
  await expectAccessible(page)
  await shoot(page, 'admin-enquiry-follow-up', testInfo.project.name)

  await page.reload()
  await expect(form.getByLabel('Nota interna (el revendedor no la ve)')).toHaveValue('Le mandé la lista 2 por WhatsApp.')
  await expect(form.getByLabel('Estado')).toHaveValue('respondida')
  await page.getByRole('link', { name: 'Consultas de revendedores' }).first().click()
  const row = page.getByRole('row').filter({ hasText: fullname })
  await expect(row).toContainText('Respondida')
})
