/**
 * Paying online end to end, at 390 and 1440 px, against the stand-in of Mercado Pago's API
 * (tests/setup/mercadopago-stand-in.ts): a shopper places an order, takes "Pagar ahora con
 * Mercado Pago", pays on the stand-in's Checkout Pro page, comes back through back_urls and sees
 * the order paid in Mis pedidos (the signed notification and the return both reached the store);
 * the back office lists it under "Pagado", shows the Mercado Pago payment, and an admin refunds it.
 *
 * This file runs a store of its own (the built server, Mercado Pago on, its own DATA_DIR, port
 * E2E_PORT + 7): the shared browser-test store keeps Mercado Pago off, so the other specs' order
 * confirmations stay as they are.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Product } from '#domain/product.ts'
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../setup/mercadopago-stand-in.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { orderThroughApi, registerCustomer, setCart, signIn } from './support/customer.ts'
import { ADMIN_EMAIL, VENTAS_EMAIL, createTestStaff, staffSignIn } from './support/staff.ts'

const PORT = Number(process.env.E2E_PORT ?? 3100) + 7
const BASE = `http://127.0.0.1:${PORT}`
test.use({ baseURL: BASE })
// Starting the store (migrations, the demo seed) may take over a minute on a busy machine: the hooks get 3 minutes.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

let mp: MercadoPagoStandIn
let child: ChildProcess | undefined
let dataDir: string

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(1000) })).ok
  } catch {
    return false
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  mp = await startMercadoPagoStandIn()
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-e2e-payments-'))
  await createTestStaff({ DATA_DIR: dataDir, DATABASE_URL: '' })
  const env: NodeJS.ProcessEnv = { ...process.env }
  delete env.DATABASE_URL
  child = spawn(process.execPath, ['build/server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      REGISTRATIONS_PER_HOUR: '100000',
      VIEWS_PER_MINUTE: '100000',
      ...mp.env,
      MERCADOPAGO_TIMEOUT_MS: '5000',
    },
  })
  await expect.poll(healthy, { timeout: 120_000, intervals: [250] }).toBe(true)
})

test.afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM')
    await new Promise((resolve) => child!.once('exit', resolve))
  }
  await mp?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test('a shopper pays an order with Mercado Pago; the back office shows it paid and an admin refunds it', async ({
  page,
  browser,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const size = testInfo.project.name.endsWith('390') ? '390' : '1440'
  const catalogue = (await (await request.get('/api/products')).json()) as Product[]
  const product = catalogue.filter((p) => p.stock >= 5 && p.price_list_3 > 0)[3]!

  // The order, in 3 fixed instalments, as the cart page places it.
  const customer = await registerCustomer(request)
  await signIn(page, customer)
  await setCart(context, BASE, [{ sku: product.sku, quantity: 1 }])
  await page.goto('/cart')
  await page.locator('main').getByLabel('Retiro en local').check()
  await page.locator('main').getByLabel('3 cuotas fijas').check()
  await page.getByRole('button', { name: 'Generar pedido' }).click()
  const offer = page.getByRole('dialog')
  await expect(offer).toContainText('fue generado con éxito', { timeout: 15_000 })
  await expect(offer).toContainText('Podés pagarlo ahora con Mercado Pago')
  const movement = /N° (\d{8})/.exec((await offer.textContent()) ?? '')![1]!
  await page.screenshot({ path: `docs/screenshots/payments-offer-${size}.png` })
  await page.getByRole('button', { name: 'Pagar ahora con Mercado Pago' }).click()

  // Checkout Pro (the stand-in's page): the order's total in the plan's 3 instalments.
  await page.waitForURL((url) => url.origin === mp.url)
  await expect(page.getByText(`Pedido ${movement}`)).toBeVisible()
  await expect(page.getByText('en 3 cuota(s)')).toBeVisible()
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()

  // Back in the store, Mis pedidos: paid, no button to pay again.
  await page.waitForURL((url) => url.origin === BASE && url.pathname === '/myaccount/orders')
  expect(new URL(page.url()).searchParams.get('pago')).toBe(movement)
  const card = page.locator('article').filter({ hasText: `Pedido N° ${movement}` })
  await expect(card.getByTestId(`pago-${movement}`)).toContainText('Pagado', { timeout: 20_000 })
  await expect(card.getByRole('button', { name: /Pagar ahora/ })).toHaveCount(0)
  await card.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `docs/screenshots/payments-my-orders-${size}.png` })
  await expectAccessible(page)

  // The back office: listed under Pagado, the payment shown, refunded by an admin.
  const staffContext = await browser.newContext({ baseURL: BASE, viewport: page.viewportSize() })
  const staff = await staffContext.newPage()
  await staffSignIn(staff, ADMIN_EMAIL)
  await staff.goto('/admin/orders?pago=pagado')
  await expect(staff.getByRole('link', { name: `N° ${movement}` })).toBeVisible({ timeout: 15_000 })
  await staff.screenshot({ path: `docs/screenshots/payments-admin-list-${size}.png`, fullPage: true })
  await staff.getByRole('link', { name: `N° ${movement}` }).click()
  const payments = staff.getByTestId('order-payments')
  await expect(payments).toContainText('Pagado')
  await expect(payments).toContainText('Mercado Pago N°')
  await expect(payments).toContainText('visa')
  await payments.getByRole('button', { name: 'Reembolsar' }).scrollIntoViewIfNeeded()
  await staff.screenshot({ path: `docs/screenshots/payments-admin-order-${size}.png` })
  await payments.getByRole('button', { name: 'Reembolsar' }).click()
  const confirm = staff.getByRole('dialog', { name: '¿Reembolsar este pago?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Sí, reembolsar' }).click()
  await expect(staff.getByText('Mercado Pago confirmó el reembolso.')).toBeVisible({ timeout: 15_000 })
  await expect(payments).toContainText('Reembolsado')
  await expect(payments.getByRole('button', { name: 'Reembolsar' })).toHaveCount(0)
  await staffContext.close()

  // The shopper sees it too.
  await page.reload()
  await expect(card.getByTestId(`pago-${movement}`)).toContainText('Reembolsado', { timeout: 20_000 })
})

test('a bank transfer: the seller’s account in Mis pedidos, the receipt uploaded, the staff mark the payment received', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const size = testInfo.project.name.endsWith('390') ? '390' : '1440'
  const catalogue = (await (await request.get('/api/products')).json()) as Product[]
  const product = catalogue.filter((p) => p.stock >= 5 && p.price_list_2 > 0)[4]!
  const customer = await registerCustomer(request)
  const placed = await orderThroughApi(request, customer, product) // store pick-up, cash or transfer (list 2)
  expect(placed.status()).toBe(200)
  const movement = ((await placed.json()) as { movimiento_numero: string }).movimiento_numero

  await signIn(page, customer)
  await page.goto('/myaccount/orders')
  const block = page.getByTestId(`pago-${movement}`)
  await expect(block).toContainText('Sin pagar', { timeout: 20_000 })
  await expect(block).toContainText('CBU')
  await expect(block).toContainText('Alias')
  await block.getByLabel(/Adjuntá el comprobante/).setInputFiles({
    name: 'comprobante.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% comprobante de transferencia\n'),
  })
  await block.getByRole('button', { name: 'Enviar comprobante' }).click()
  await expect(block.getByRole('status')).toHaveText('Recibimos su comprobante. Le avisaremos cuando confirmemos el pago.')
  await block.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `docs/screenshots/payments-transfer-${size}.png` })

  const staffContext = await browser.newContext({ baseURL: BASE, viewport: page.viewportSize() })
  const staff = await staffContext.newPage()
  await staffSignIn(staff, VENTAS_EMAIL)
  await staff.goto(`/admin/orders/${Number(movement)}`)
  const payments = staff.getByTestId('order-payments')
  await expect(payments.getByRole('link', { name: /ver comprobante\.pdf/ })).toBeVisible()
  // Sales staff mark transfers received; refunds are for admins only.
  await payments.getByRole('button', { name: 'Marcar pago recibido' }).click()
  await expect(staff.getByText('Pago marcado como recibido.')).toBeVisible()
  await expect(payments).toContainText('Pagado')
  await expect(payments.getByRole('button', { name: 'Reembolsar' })).toHaveCount(0)
  await staffContext.close()
  await page.reload()
  await expect(block).toContainText('Pagado', { timeout: 20_000 })
  await expect(block.getByRole('button', { name: 'Enviar comprobante' })).toHaveCount(0)
})
