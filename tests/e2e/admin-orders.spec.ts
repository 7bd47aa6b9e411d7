/**
 * The back office's orders in the browser, at 390 and 1440 px: a customer's order placed in the
 * storefront appears in the list and is found by its number; staff change its state with a note
 * and the customer sees it in Mis pedidos and gets the e-mail (the local SMTP server); staff
 * upload the invoice PDF and the customer downloads it, and send the order's staff e-mail again.
 * axe-core on both pages.
 */
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { registerCustomer, setCart, signIn } from './support/customer.ts'
import { readMessages } from './support/mailbox.ts'
import { VENTAS_EMAIL, staffSignIn } from './support/staff.ts'
import type { Product } from '#domain/product.ts'

let catalogue: Product[] = []
test.beforeAll(async ({ request }) => {
  catalogue = await (await request.get('/api/products')).json()
})

async function closeAlert(page: Page) {
  await page.getByRole('button', { name: 'Aceptar' }).click()
  await expect(page.locator('.swal2-container')).toHaveCount(0)
}

test('an order from the storefront: listed, state changed with a note and e-mailed, invoice uploaded and downloaded', async ({
  page,
  browser,
  context,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  // The customer orders in the storefront.
  const customer = await registerCustomer(request)
  await signIn(page, customer)
  const product = catalogue.filter((p) => p.stock >= 5 && p.price_list_2 > 0)[5]!
  await setCart(context, baseURL!, [{ sku: product.sku, quantity: 1 }])
  await page.goto('/cart')
  await page.locator('main').getByLabel('Retiro en local').check()
  await page.locator('main').getByLabel('Efectivo, transferencia o depósito').check()
  await page.getByRole('button', { name: 'Generar pedido' }).click()
  const confirmation = page.getByRole('dialog')
  await expect(confirmation).toContainText('fue generado con éxito', { timeout: 15_000 })
  const movement = /N° (\d{8})/.exec((await confirmation.textContent()) ?? '')![1]!
  await closeAlert(page)

  // Staff, in their own browser context, find it in the list.
  const staffContext = await browser.newContext({ viewport: page.viewportSize()! })
  const staff = await staffContext.newPage()
  try {
    await staffSignIn(staff, VENTAS_EMAIL, undefined, '/admin/orders')
    await expect(staff.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible()
    await expect(staff.getByRole('link', { name: `N° ${movement}` })).toBeVisible()
    await expectAccessible(staff)
    await staff.getByLabel('Buscar').fill(customer.email)
    await staff.getByRole('button', { name: 'Filtrar' }).click()
    await expect(staff).toHaveURL(/\/admin\/orders\?q=/)
    await expect(staff.getByRole('table', { name: 'Pedidos' }).getByRole('row')).toHaveCount(2)
    await staff.getByRole('link', { name: `N° ${movement}` }).click()
    await expect(staff.getByRole('heading', { name: `Pedido N° ${movement}`, level: 1 })).toBeVisible()
    await expect(staff.getByTestId('order-state')).toHaveText('Pendiente')
    await expect(staff.getByText(product.sku)).toBeVisible()
    await expectAccessible(staff)

    // The state, with a note, e-mailed to the customer (the checkbox is on by default).
    const state = `Listo para retirar ${testInfo.project.name}`
    const notify = staff.getByLabel('Notificar al cliente por e-mail')
    await expect(notify).toBeChecked()
    await staff.getByLabel('Nuevo estado').fill(state)
    await staff.getByLabel('Nota (opcional)').fill('Lo esperamos de 9 a 18 en el local.')
    await staff.getByRole('button', { name: 'Cambiar estado' }).click()
    await expect(staff.getByRole('status')).toContainText(`Estado «${state}» guardado`)
    await expect(staff.getByTestId('order-state')).toHaveText(state)
    const history = staff.getByTestId('order-history')
    await expect(history.getByRole('listitem').first()).toContainText(state)
    await expect(history.getByRole('listitem').first()).toContainText(`Por ${VENTAS_EMAIL}`)
    await expect(history.getByRole('listitem').first()).toContainText('Lo esperamos de 9 a 18 en el local.')

    // A number without its point of sale is refused beside the field, a file that is not a PDF
    // too; then the PDF is attached, its number shown as the invoice prints it.
    await staff.getByLabel('Número de factura').fill('4321')
    await staff.getByRole('button', { name: 'Adjuntar factura' }).click()
    await expect(staff.locator('#invoice-number-error')).toHaveText(
      'Número de factura inválido: escriba el punto de venta y el número, como 00001-00001234.',
    )
    await staff.getByLabel('Número de factura').fill('0004-4321')
    await staff.getByLabel(/PDF de la factura/).setInputFiles({
      name: 'factura.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html>no soy un PDF</html>'),
    })
    await staff.getByRole('button', { name: 'Adjuntar factura' }).click()
    // said beside the file's field, which takes the focus (and names the message: aria-describedby)
    await expect(staff.locator('#invoice-pdf-error')).toHaveText('El archivo no es un PDF.')
    await expect(staff.getByLabel(/PDF de la factura/)).toBeFocused()
    await expect(staff.getByLabel(/PDF de la factura/)).toHaveAccessibleDescription('El archivo no es un PDF.')
    await staff.getByLabel(/PDF de la factura/).setInputFiles({
      name: 'factura.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% factura subida desde el panel\n%%EOF\n'),
    })
    await staff.getByRole('button', { name: 'Adjuntar factura' }).click()
    await expect(staff.getByRole('status')).toContainText('Factura N° 00004-00004321 adjuntada')
    await expect(staff.getByText('N° 00004-00004321', { exact: true })).toBeVisible()
    await expect(staff.locator('#invoice-pdf-error')).toHaveCount(0)
    // staff look at what was attached
    const view = staff.getByRole('link', { name: 'Ver el PDF de la factura N° 00004-00004321' })
    await expect(view).toHaveAttribute('target', '_blank')
    const pdf = await staff.request.get((await view.getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).toString('latin1')).toContain('% factura subida desde el panel')

    // The staff e-mail, sent again: the store's mailbox gets the order a second time.
    await staff.getByRole('button', { name: 'Reenviar el correo del pedido al personal' }).click()
    await expect(staff.getByRole('status')).toContainText('Correo del pedido puesto en la cola de envío para staff@tienda.test')
    const staffSubject = `Nuevo pedido N° ${movement}`
    await expect
      .poll(() => readMessages().filter((m) => m.to.includes('staff@tienda.test') && m.subject.startsWith(staffSubject)).length, {
        timeout: 20_000,
      })
      .toBe(2)
  } finally {
    await staffContext.close()
  }

  // The customer: the e-mail, the state in Mis pedidos, the invoice.
  const subject = `Novedades de tu pedido N° ${movement}`
  await expect
    .poll(() => readMessages().filter((m) => m.to.includes(customer.email) && m.subject.startsWith(subject)).length, {
      timeout: 20_000,
    })
    .toBe(1)
  const [mail] = readMessages().filter((m) => m.to.includes(customer.email) && m.subject.startsWith(subject))
  expect(mail!.text).toContain('Lo esperamos de 9 a 18 en el local.')

  await page.goto('/myaccount/orders')
  const card = page.locator('article').filter({ hasText: `Pedido N° ${movement}` })
  await expect(card).toContainText(`Listo para retirar ${testInfo.project.name}`)
  await card.getByRole('button', { name: 'Ver detalle' }).click()
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Ver factura' }).click()
  const invoice = await popup
  await invoice.waitForURL(/\/bills\/client_\d+\/fc-4321_movement-\d+\.pdf\?/)
  const response = await page.request.get(invoice.url())
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/pdf')
  expect(await response.text()).toContain('factura subida desde el panel')
  await invoice.close()
})
