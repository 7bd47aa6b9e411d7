/**
 * The shopper hears from the store (docs/email.md), through the real local SMTP server the browser
 * tests run beside: '¿Olvidaste tu contraseña?' from /login to a new password, the receipt of an
 * order placed in the browser, and a state change with notification that arrives by e-mail and
 * shows in Mis pedidos' timeline.
 */
import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { stripEan } from '#domain/ean.ts'
import { PASSWORD_RESET_MESSAGES } from '#domain/forms/password-reset.ts'
import { formatPrice } from '#domain/format.ts'
import { paymentListPrice } from '#domain/prices.ts'
import type { Product } from '#domain/product.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { registerCustomer, setCart, signIn } from './support/customer.ts'
import { e2eDatabaseUrl, readMessages, type ReadMessage } from './support/mailbox.ts'

let catalogue: Product[] = []
test.beforeAll(async ({ request }) => {
  catalogue = await (await request.get('/api/products')).json()
})

async function closeAlert(page: Page) {
  await page.getByRole('button', { name: 'Aceptar' }).click()
  await expect(page.locator('.swal2-container')).toHaveCount(0)
}

/** Waits for the messages to `email` whose subject matches, and answers them. */
async function mailsTo(email: string, subject: RegExp, count = 1): Promise<ReadMessage[]> {
  const find = () => readMessages().filter((m) => m.to.includes(email) && subject.test(m.subject))
  await expect.poll(() => find().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count)
  return find()
}

const RESET_LINK = /https?:\/\/[^\s"<>]+\/restablecer-contrasena#token=[A-Za-z0-9_-]{43}/

test('a forgotten password: e-mail, link, new password, signed in; the old one and a second use fail', async ({
  page,
  request,
  baseURL,
}) => {
  // Four password hashes and a dozen pages: on a shared machine that outlasts the default 30 s.
  test.setTimeout(90_000)
  const customer = await registerCustomer(request)

  await page.goto('/login')
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
  await expect(page).toHaveURL(/\/olvide-mi-contrasena$/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await page.locator('main').getByLabel('Correo electrónico').fill(customer.email.toUpperCase())
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click()
  await expect(page.locator('main').getByRole('status')).toHaveText(PASSWORD_RESET_MESSAGES.requested)
  await expectAccessible(page)

  const [mail] = await mailsTo(customer.email, /^Restablecé tu contraseña de TecnoHogar$/)
  const link = RESET_LINK.exec(mail!.text)?.[0]
  expect(link, mail!.text).toBeDefined()
  expect(link!.startsWith(`${baseURL}/restablecer-contrasena#token=`)).toBe(true)
  expect(mail!.html).toContain(`href="${link}"`)

  await page.goto(link!)
  await expect(page.getByRole('heading', { name: 'Elegí una contraseña nueva' })).toBeVisible()
  // the token leaves the address bar once read
  await expect(page).toHaveURL(/\/restablecer-contrasena$/)
  await page.locator('main').getByLabel('Nueva contraseña', { exact: true }).fill('corta')
  await page.locator('main').getByLabel('Repetir nueva contraseña').fill('corta')
  await page.getByRole('button', { name: 'Guardar contraseña' }).click()
  await expect(page.getByText('Mínimo 8 caracteres', { exact: true })).toBeVisible()
  await page.locator('main').getByLabel('Nueva contraseña', { exact: true }).fill('clave-nueva-9')
  await page.locator('main').getByLabel('Repetir nueva contraseña').fill('clave-nueva-9')
  await page.getByRole('button', { name: 'Guardar contraseña' }).click()
  await expect(page.locator('.swal2-html-container')).toHaveText(PASSWORD_RESET_MESSAGES.done)
  await closeAlert(page)
  // signed in: the profile shows the account
  await expect(page).toHaveURL(/\/myaccount\/profile$/)
  await expect(page.getByText(customer.email).first()).toBeVisible()

  // the old password fails, the new one works; the first session ended
  expect((await request.post('/api/page/loginUser', { data: { email: customer.email, password: 'secreta1' } })).status()).toBe(
    400,
  )
  expect(
    (await request.post('/api/page/loginUser', { data: { email: customer.email, password: 'clave-nueva-9' } })).status(),
  ).toBe(200)
  const old = await request.get(`/api/page/getUserData?email=${encodeURIComponent(customer.email)}`, {
    headers: { authorization: `Bearer ${customer.token}` },
  })
  expect(old.status()).toBe(401)

  // the link fails a second time
  await page.goto(link!)
  await page.locator('main').getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-77')
  await page.locator('main').getByLabel('Repetir nueva contraseña').fill('otra-clave-77')
  await page.getByRole('button', { name: 'Guardar contraseña' }).click()
  await expect(page.locator('main').getByRole('alert')).toHaveText(PASSWORD_RESET_MESSAGES.badLink)
  await expectAccessible(page)
})

test('an unknown address gets the same page, and no e-mail', { tag: '@any-width' }, async ({ page, request }, testInfo) => {
  const known = await registerCustomer(request)
  const unknown = `nadie-${testInfo.project.name}-${Date.now()}@example.com`
  const answers: string[] = []
  for (const email of [unknown, known.email]) {
    await page.goto('/olvide-mi-contrasena')
    await page.locator('main').getByLabel('Correo electrónico').fill(email)
    await page.getByRole('button', { name: 'Enviarme el enlace' }).click()
    await expect(page.locator('main').getByRole('status')).toHaveText(PASSWORD_RESET_MESSAGES.requested)
    answers.push(await page.locator('main').innerText())
  }
  expect(answers[0]).toBe(answers[1])
  // The known address's e-mail, asked for second, has arrived: the unknown one's work is done too, and sent nothing.
  await mailsTo(known.email, /^Restablecé tu contraseña/)
  expect(readMessages().filter((m) => m.to.includes(unknown))).toEqual([])

  // a malformed address is refused beside the field
  await page.goto('/olvide-mi-contrasena')
  await page.locator('main').getByLabel('Correo electrónico').fill('sin-arroba')
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click()
  await expect(page.getByText('Correo inválido')).toBeVisible()
})

test(
  "an order placed in the browser: the shopper's receipt arrives with its lines and total",
  { tag: '@any-width' },
  async ({ page, context, request, baseURL }) => {
    const customer = await registerCustomer(request)
    await signIn(page, customer)
    const inStock = catalogue.filter((p) => p.stock >= 5 && p.price_list_2 > 0)
    const [a, b] = [inStock[3]!, inStock[9]!]
    await setCart(context, baseURL!, [
      { sku: a.sku, quantity: 2 },
      { sku: b.sku, quantity: 1 },
    ])
    await page.goto('/cart')
    await expect(page.locator('main').getByLabel('Nombre completo')).toHaveValue('Ana Pérez')
    await page.locator('main').getByLabel('Retiro en local').check()
    await page.locator('main').getByLabel('Efectivo, transferencia o depósito').check()
    await page.getByRole('button', { name: 'Generar pedido' }).click()
    const confirmation = page.getByRole('dialog')
    await expect(confirmation).toContainText('fue generado con éxito', { timeout: 15_000 })
    const movement = /N° (\d{8})/.exec((await confirmation.textContent()) ?? '')![1]!

    const [receipt] = await mailsTo(customer.email, new RegExp(`^Recibimos tu pedido N° ${movement}$`))
    const unitA = paymentListPrice(a, 2)
    const unitB = paymentListPrice(b, 2)
    const total = Math.round((unitA * 2 + unitB) * 100) / 100
    for (const part of [receipt!.text, receipt!.html]) {
      expect(part).toContain(movement)
      expect(part).toContain(formatPrice(unitA))
      expect(part).toContain(formatPrice(Math.round(unitA * 200) / 100))
      expect(part).toContain(formatPrice(unitB))
      expect(part).toContain(formatPrice(total))
      expect(part).toContain('Total (3 unidades)')
      expect(part).toContain('Efectivo, transferencia o depósito')
      expect(part).toContain('Retiro en local')
      expect(part).toContain('Precio sin impuestos nacionales')
    }
    // names as the shopper reads them: without the EAN
    expect(receipt!.text).toContain(`${stripEan(a.name).replace(/\s+/g, ' ').trim()} (SKU ${a.sku}): 2 x ${formatPrice(unitA)}`)
    expect(receipt!.text).toContain(`${stripEan(b.name).replace(/\s+/g, ' ').trim()} (SKU ${b.sku}): 1 x ${formatPrice(unitB)}`)
    expect(readMessages().filter((m) => m.to.includes(customer.email) && m.subject.includes(movement))).toHaveLength(1)
  },
)

test('a state change with notification: the e-mail arrives and Mis pedidos shows the timeline', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const databaseUrl = e2eDatabaseUrl()
  test.skip(!databaseUrl, 'the staff command line works beside a running store on PostgreSQL only (run with TEST_DATABASE_URL)')
  const customer = await registerCustomer(request)
  const product = catalogue.find((p) => p.stock >= 5 && p.price_list_2 > 0)!
  const placed = await request.post('/api/page/sendOrderEmail', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: {
      datos_de_orden: {
        client_email: customer.email,
        datos_cliente: {
          nombre_completo: customer.billing.fullname,
          dni: customer.billing.dni,
          direccion: customer.billing.address,
          location: customer.billing.location,
          cp: customer.billing.postal_code,
          celular: customer.billing.phone,
          email: customer.email,
        },
        productos: [{ sku: product.sku, cantidad_seleccionada: 1 }],
        opcion_de_entrega: { retira_en_local: true, cp: '', direccion: '' },
        abona_en: 2,
      },
    },
  })
  expect(placed.status()).toBe(200)
  const movement = ((await placed.json()) as { movimiento_numero: string }).movimiento_numero
  const state = `En camino ${testInfo.project.name}`
  const output = execFileSync(
    'npx',
    [
      'tsx',
      'scripts/staff.ts',
      'order-state',
      String(Number(movement)),
      ...state.split(' '),
      '--note',
      'Llega mañana por la tarde.',
      '--notify',
    ],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: process.env.E2E_DATA_DIR, SEED_DEMO: 'false' },
      encoding: 'utf8',
    },
  )
  expect(output).toContain(`«Pendiente» → «${state}»`)
  expect(output).toContain('Correo al cliente en la cola de envío')

  const [mail] = await mailsTo(customer.email, new RegExp(`^Novedades de tu pedido N° ${movement}: ${state}$`))
  expect(mail!.text).toContain(`Estado actual: ${state}`)
  expect(mail!.text).toContain('Llega mañana por la tarde.')

  await signIn(page, customer)
  await page.goto('/myaccount/orders')
  const card = page.locator('article').filter({ hasText: `Pedido N° ${movement}` })
  await expect(card).toContainText(state)
  await card.getByRole('button', { name: 'Ver detalle' }).click()
  const timeline = page.getByRole('list', { name: 'Historial del pedido' })
  await expect(timeline.getByRole('listitem')).toHaveCount(2)
  await expect(timeline.getByRole('listitem').nth(0)).toContainText('Pendiente')
  await expect(timeline.getByRole('listitem').nth(1)).toContainText(state)
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('Llega mañana por la tarde.')
  await expect(timeline.getByRole('listitem').nth(1).locator('time')).toHaveText(/\d{4}, \d\d:\d\d hs$/)
  await expectAccessible(page)
  // E2E_SCREENSHOTS=1: the timeline into docs/screenshots/ (docs/email.md)
  if (process.env.E2E_SCREENSHOTS) {
    await page
      .getByRole('dialog')
      .screenshot({ path: `docs/screenshots/orders-timeline-${testInfo.project.name.split('-')[1]}.png` })
  }
})
