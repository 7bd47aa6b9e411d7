import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3207'
const out = 'docs/screenshots'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const width of [390, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 }, locale: 'es-AR' })
  const page = await context.newPage()
  // product page: the price box with the financing block
  await page.goto(`${base}/products/?product=E2E-FIN-SIN-INTERES`, { waitUntil: 'networkidle' })
  await page.locator('section[aria-labelledby="financing-title"]').locator('xpath=..').screenshot({ path: `${out}/financing-product-${width}.png` })
  // cards
  await page.goto(`${base}/search/?search=cuotasprueba`, { waitUntil: 'networkidle' })
  await page.locator('section[aria-label="Productos"] ul').screenshot({ path: `${out}/financing-cards-${width}.png` })
  // cart with both products, 12 cuotas chosen
  await context.addCookies([{ name: 'cartProducts', value: encodeURIComponent(JSON.stringify([{ sku: 'E2E-FIN-CON-INTERES', quantity: 1 }, { sku: 'E2E-FIN-SIN-INTERES', quantity: 2 }])), url: base }])
  await page.goto(`${base}/cart`, { waitUntil: 'networkidle' })
  await page.locator('label[data-list="6"] input').check()
  await page.screenshot({ path: `${out}/financing-cart-${width}.png`, fullPage: true })
  // registration with a CUIT, a wrong one first
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' })
  await page.getByRole('tab', { name: 'Crear cuenta' }).click()
  const main = page.locator('main')
  await main.getByLabel('Nombre completo').fill('Mayorista SRL')
  await main.getByLabel('Nombre de usuario').fill('mayorista')
  await main.getByLabel('DNI o CUIT/CUIL').fill('20-12345678-7')
  await main.getByLabel('Condición frente al IVA').selectOption({ label: 'Responsable inscripto' })
  await main.getByLabel('Teléfono').fill('1155550000')
  await main.getByLabel('Dirección').fill('Av. Corrientes 1000')
  await main.getByLabel('Localidad').fill('CABA')
  await main.getByLabel('Código postal').fill('1043')
  await main.getByLabel('Correo electrónico').fill('compras@mayorista.example')
  await main.getByLabel('Contraseña', { exact: true }).fill('secreta1')
  await main.getByLabel('Repetir contraseña').fill('secreta1')
  await page.getByRole('button', { name: 'Crear cuenta', exact: true }).last().click()
  await page.getByText('El dígito verificador').waitFor()
  await page.screenshot({ path: `${out}/register-cuit-${width}.png`, fullPage: true })
  await context.close()
}
await browser.close()
