/**
 * Phones and DNIs typed as people type them, in the browser at 390 and 1440 px: registration
 * takes '+54 9 11 5555-4444' and '20.123.456' (letters are 'Solo números' beside the field), Mis
 * datos takes '(011) 4555-4444' and a CUIT, and shows the stored digits; the checkout's form shows
 * the CUIT as Mis datos does and takes '11-5555 4444' for the order (domain/phone.ts, decision 043).
 */
import { expect, test } from './fixtures.ts'
import { setCart } from './support/customer.ts'
import { WITH_INTEREST_SKU } from './support/test-catalogue.ts'

test('registration, Mis datos and the checkout read phones and tax ids as typed', async ({ page, context, baseURL }) => {
  const stamp = `${Date.now()}-${test.info().project.name}`
  await page.goto('/login')
  await page.getByRole('tab', { name: 'Crear cuenta' }).click()
  const main = page.locator('main')
  await main.getByLabel('Nombre completo').fill('Ana Pérez')
  await main.getByLabel('Nombre de usuario').fill(`tel${stamp}`)
  await main.getByLabel('DNI o CUIT/CUIL').fill('20.123.456')
  const phone = main.getByLabel('Teléfono')
  await phone.fill('once 5555 4444')
  await main.getByLabel('Dirección').fill('Av. Corrientes 1000')
  await main.getByLabel('Localidad').fill('CABA')
  await main.getByLabel('Código postal').fill('1043')
  await main.getByLabel('Correo electrónico').fill(`tel-${stamp}@example.com`)
  await main.getByLabel('Contraseña', { exact: true }).fill('secreta1')
  await main.getByLabel('Repetir contraseña').fill('secreta1')
  const submit = page.getByRole('button', { name: 'Crear cuenta', exact: true }).last()
  await submit.click()
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await expect(phone).toHaveAccessibleDescription(/Solo números/)

  await phone.fill('+54 9 11 5555-4444')
  await submit.click()
  await expect(page).toHaveURL(/\/myaccount\/profile$/, { timeout: 30_000 })
  const data = page.getByRole('region', { name: 'Datos personales' })
  await expect(data.getByText('1155554444')).toBeVisible()
  await expect(data.getByText('20123456', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Editar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Editar mis datos' })
  await dialog.getByLabel('Teléfono').fill('(011) 4555-4444')
  await dialog.getByLabel('DNI o CUIT/CUIL').fill('20123456786')
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await page.locator('.swal2-confirm').click()
  await expect(page.locator('.swal2-html-container')).toHaveText('Datos actualizados correctamente', { timeout: 15_000 })
  await page.locator('.swal2-confirm').click()
  await expect(data.getByText('1145554444')).toBeVisible()
  await expect(data.getByText('20-12345678-6')).toBeVisible()

  await setCart(context, baseURL!, [{ sku: WITH_INTEREST_SKU, quantity: 1 }])
  await page.goto('/cart')
  const form = page.locator('main')
  await expect(form.getByLabel('Nombre completo')).toHaveValue('Ana Pérez')
  await expect(form.getByLabel('DNI o CUIT/CUIL')).toHaveValue('20-12345678-6')
  await expect(form.getByLabel('Celular')).toHaveValue('1145554444')
  await form.getByLabel('Celular').fill('11-5555 4444')
  await form.getByLabel('Retiro en local').check()
  await page.getByRole('button', { name: 'Generar pedido' }).click()
  await expect(page.locator('.swal2-html-container')).toContainText('fue generado con éxito', { timeout: 15_000 })
})
