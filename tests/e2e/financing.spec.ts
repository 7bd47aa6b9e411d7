/**
 * The price-display and billing rules (docs/legal.md) in the browser, at 390 and 1440 px: the
 * financing block on the product card, the product page and the cart for a plan with interest
 * and one without (figures worked in domain/financing-view.test.ts), the CFTEA's prominence
 * measured, and the billing identity (a CUIT and the condición frente al IVA) at registration, in
 * the profile and in the history.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { registerCustomer, setCart, signIn } from './support/customer.ts'
import { INTEREST_FREE_SKU, WITH_INTEREST_SKU } from './support/test-catalogue.ts'

const productHref = (sku: string) => `/products/?product=${encodeURIComponent(sku)}`
const card = (page: Page, name: RegExp) => page.locator('article').filter({ hasText: name })

/** The CFTEA in bold, in the highlighted colour, at least twice the size of the other figures. */
async function expectProminentCft(block: Locator) {
  const style = (locator: Locator) =>
    locator.evaluate((el) => {
      const s = getComputedStyle(el)
      return { size: parseFloat(s.fontSize), weight: Number(s.fontWeight), color: s.color, family: s.fontFamily }
    })
  const cft = await style(block.getByTestId('cftea'))
  const details = await style(block.getByTestId('financing-details'))
  expect(cft.size).toBeGreaterThanOrEqual(2 * details.size)
  expect(cft.weight).toBeGreaterThanOrEqual(700)
  expect(cft.color).toBe('rgb(185, 28, 28)')
  expect(cft.family).toBe(details.family)
}

test('product cards show the featured plan: interest-free when one is, else 12 cuotas with its CFTEA', async ({ page }) => {
  await page.goto('/search/?search=cuotasprueba')
  const free = card(page, /Televisor cuotasprueba/).getByTestId('financing')
  await expect(free).toContainText('3 cuotas fijas sin interés de $ 33.333,00')
  await expect(free.getByTestId('total')).toHaveText('Precio total financiado: $ 99.999,00')
  await expect(free.getByTestId('cash')).toHaveText('Precio de contado: $ 99.999,00')
  await expect(free.getByTestId('tea')).toHaveText('TEA: 0,00 %')
  await expect(free.getByTestId('cftea')).toHaveText('CFTEA: 0,00 %')

  const financed = card(page, /Heladera cuotasprueba/).getByTestId('financing')
  await expect(financed).toContainText('12 cuotas fijas de $ 11.499,89')
  await expect(financed).not.toContainText('sin interés')
  await expect(financed.getByTestId('total')).toHaveText('Precio total financiado: $ 137.998,62')
  await expect(financed.getByTestId('tea')).toHaveText('TEA: 69,09 %')
  await expect(financed.getByTestId('cftea')).toHaveText('CFTEA: 86,69 %')
  await expectProminentCft(financed)
  // The card fits its column: nothing sticks out of it.
  for (const block of [free, financed]) {
    const overflow = await block.evaluate((el) => el.scrollWidth - el.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  }
  await expectAccessible(page)
})

test('the product page lists every plan with its figures; only an interest-free plan says so', async ({ page }) => {
  await page.goto(productHref(WITH_INTEREST_SKU))
  const region = page.getByRole('region', { name: 'Cuotas fijas con tarjeta de crédito' })
  const plans = region.getByTestId('financing')
  await expect(plans).toHaveCount(4)
  const expected: [number, string, string, string, string][] = [
    [3, '3 cuotas fijas de $ 35.332,98', '$ 105.998,94', '33,85 %', '42,10 %'],
    [6, '6 cuotas fijas de $ 18.666,48', '$ 111.998,88', '38,81 %', '48,28 %'],
    [9, '9 cuotas fijas de $ 13.888,75', '$ 124.998,75', '58,83 %', '73,76 %'],
    [12, '12 cuotas fijas de $ 11.499,89', '$ 137.998,62', '69,09 %', '86,69 %'],
  ]
  for (const [n, line, total, tea, cftea] of expected) {
    const plan = region.locator(`[data-plan="${n}"]`)
    await expect(plan).toContainText(line)
    await expect(plan.getByTestId('cash')).toHaveText('Precio de contado: $ 99.999,00')
    await expect(plan.getByTestId('total')).toContainText(total)
    await expect(plan.getByTestId('tea')).toContainText(tea)
    await expect(plan.getByTestId('cftea')).toHaveText(`CFTEA: ${cftea}`)
  }
  await expect(region).not.toContainText('sin interés')
  await expectProminentCft(region.locator('[data-plan="12"]'))
  await expectAccessible(page)

  await page.goto(productHref(INTEREST_FREE_SKU))
  const free = page.getByRole('region', { name: 'Cuotas fijas con tarjeta de crédito' })
  await expect(free.locator('[data-plan="3"]')).toContainText('3 cuotas fijas sin interés de $ 33.333,00')
  await expect(free.locator('[data-plan="3"]').getByTestId('cftea')).toHaveText('CFTEA: 0,00 %')
  await expect(free.getByText(/sin interés/)).toHaveCount(1)
  await expect(free.locator('[data-plan="12"]').getByTestId('cftea')).toHaveText('CFTEA: 86,69 %')
})

for (const [sku, list, instalments] of [
  [WITH_INTEREST_SKU, 6, 12],
  [INTEREST_FREE_SKU, 3, 3],
] as const) {
  test(`the cart shows the product page's figures for the chosen plan (${sku}, ${instalments} cuotas)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto(productHref(sku))
    // The full list's plan (folded under the buttons): the advertised one above it leaves out the TNA.
    const plans = page.getByRole('region', { name: 'Cuotas fijas con tarjeta de crédito' })
    const onPage = (await plans.locator(`[data-plan="${instalments}"]`).textContent()) ?? 'missing'

    await setCart(context, baseURL!, [{ sku, quantity: 1 }])
    await page.goto('/cart')
    const option = page.locator(`label[data-list="${list}"]`)
    await option.getByRole('radio').check()
    await expect(option.getByRole('radio')).toBeChecked()
    const inCart = option.getByTestId('financing')
    await expect(inCart).toHaveText(onPage)
    await expectProminentCft(inCart)
    // every instalment option carries its CFTEA; the single payments carry none
    await expect(page.locator('label[data-list]').getByTestId('cftea')).toHaveCount(4)
    await expect(page.locator('label[data-list="1"]').getByTestId('financing')).toHaveCount(0)
  })
}

test(
  'registration takes a CUIT and a VAT condition, with Spanish errors beside the field',
  { tag: '@any-width' },
  async ({ page }) => {
    const email = `cuit-${Date.now()}-${test.info().project.name}@example.com`
    await page.goto('/login')
    await page.getByRole('tab', { name: 'Crear cuenta' }).click()
    const main = page.locator('main')
    await main.getByLabel('Nombre completo').fill('Mayorista SRL')
    await main.getByLabel('Nombre de usuario').fill(`may${Date.now()}`)
    await main.getByLabel('DNI o CUIT/CUIL').fill('20-12345678-7')
    await main.getByLabel('Condición frente al IVA').selectOption({ label: 'Responsable inscripto' })
    await main.getByLabel('Teléfono').fill('1155550000')
    await main.getByLabel('Dirección').fill('Av. Corrientes 1000')
    await main.getByLabel('Localidad').fill('CABA')
    await main.getByLabel('Código postal').fill('1043')
    await main.getByLabel('Correo electrónico').fill(email)
    await main.getByLabel('Contraseña', { exact: true }).fill('secreta1')
    await main.getByLabel('Repetir contraseña').fill('secreta1')
    const submit = page.getByRole('button', { name: 'Crear cuenta', exact: true }).last()
    await submit.click()
    const dni = main.getByLabel('DNI o CUIT/CUIL')
    await expect(dni).toHaveAttribute('aria-invalid', 'true')
    await expect(dni).toHaveAccessibleDescription(/El dígito verificador no corresponde a esta CUIT\/CUIL: revisá el número/)

    await dni.fill('30111222')
    await submit.click()
    await expect(dni).toHaveAccessibleDescription(/Para facturar como Responsable inscripto ingresá la CUIT/)

    await dni.fill('20-12345678-6')
    await submit.click()
    // Password hashing (scrypt) takes seconds on a loaded machine: wait for the page, not a fixed time.
    await expect(page).toHaveURL(/\/myaccount\/profile$/, { timeout: 30_000 })
    const data = page.getByRole('region', { name: 'Datos personales' })
    await expect(data.getByText('20-12345678-6')).toBeVisible()
    await expect(data.getByText('Responsable inscripto')).toBeVisible()
  },
)

test('the profile takes a CUIT and a condition; the history shows Factura A', async ({ page, request }) => {
  const customer = await registerCustomer(request)
  await signIn(page, customer)
  await page.goto('/myaccount/profile')
  await page.getByRole('button', { name: 'Editar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Editar mis datos' })
  await dialog.getByLabel('DNI o CUIT/CUIL').fill('30-71234567-2')
  await dialog.getByLabel('Condición frente al IVA').selectOption({ label: 'Monotributo' })
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog.getByLabel('DNI o CUIT/CUIL')).toHaveAccessibleDescription(/El dígito verificador no corresponde/)
  await dialog.getByLabel('DNI o CUIT/CUIL').fill('30-71234567-1')
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await page.locator('.swal2-confirm').click()
  await expect(page.locator('.swal2-html-container')).toHaveText('Datos actualizados correctamente', { timeout: 15_000 })
  await page.locator('.swal2-confirm').click()
  const data = page.getByRole('region', { name: 'Datos personales' })
  await expect(data.getByText('30-71234567-1')).toBeVisible()
  await expect(data.getByText('Monotributo')).toBeVisible()

  // An order with that CUIT: the history's detail shows the identity and 'Factura A'.
  const placed = await request.post('/api/page/sendOrderEmail', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: {
      datos_de_orden: {
        client_email: customer.email,
        datos_cliente: {
          nombre_completo: 'Ana Pérez',
          dni: '30712345671',
          direccion: 'Av. Rivadavia 5040',
          location: 'Caballito',
          cp: '1424',
          celular: '1155550000',
          email: customer.email,
          condicion_iva: 'monotributo',
        },
        productos: [{ sku: WITH_INTEREST_SKU, cantidad_seleccionada: 1 }],
        opcion_de_entrega: { retira_en_local: true, cp: '', direccion: '' },
        abona_en: 6,
      },
    },
  })
  expect(placed.status()).toBe(200)
  await page.goto('/myaccount/orders')
  await page
    .getByRole('button', { name: /Ver detalle/ })
    .first()
    .click()
  await expect(page.getByTestId('order-billing')).toContainText('CUIT 30-71234567-1 · Monotributo · Factura A')
  await expect(page.getByRole('dialog').getByTestId('cftea')).toHaveText('CFTEA: 86,69 %')
})
