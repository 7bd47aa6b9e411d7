/**
 * A new owner's first minute, at 390 and 1440 px (issue 32, decision 051): a fresh store with no
 * staff account prints a setup code; /admin offers «Crear el primer administrador»; a wrong code
 * is said beside its field; the right one creates the administrator, who lands signed in on the
 * back office. The shared e2e store always has staff, so each run starts a store of its own
 * (the built server, its own DATA_DIR and port, no demo catalogue) and stops it at the end.
 */
import type { Page } from '@playwright/test'
import { SETUP_CODE_MESSAGES } from '#domain/admin/setup-code.ts'
import { ServerHarness, type ServerProcess } from '#tests/setup/spawn-server.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'
const PASSWORD = 'clave-de-la-duenia-1'

async function shoot(page: Page, name: string, projectName: string) {
  const width = projectName === 'mobile-390' ? '390' : '1440'
  if (SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: true })
}

const harness = new ServerHarness()
let store: ServerProcess

test.beforeEach(async () => {
  test.setTimeout(90_000)
  const dataDir = harness.tempDir('store-first-admin-')
  store = await harness.start({ dataDir, built: true, env: { SEED_DEMO: 'false' } })
})
test.afterEach(() => harness.cleanup())

test('a fresh store: /admin offers the setup form, the code from the log makes the first administrator', async ({
  page,
}, testInfo) => {
  const code = (await store.waitFor(/Código de configuración: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/))[1]!
  await page.goto(`${store.baseUrl}/admin`)
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/)
  await expect(page.getByRole('heading', { name: 'Crear el primer administrador', level: 1 })).toBeVisible()
  const submit = page.getByRole('button', { name: 'Crear administrador e ingresar' })
  await expect(submit).toBeEnabled()
  await expectAccessible(page)
  await shoot(page, 'admin-first-admin', testInfo.project.name)

  // A code that looks right but is not this store's: said beside the code field.
  const wrong = code.startsWith('Z') ? 'YYYY-YYYY-YYYY' : 'ZZZZ-ZZZZ-ZZZZ'
  await page.getByLabel('Código de configuración').fill(wrong)
  await page.getByLabel('Correo').fill('duenia@tienda.test')
  await page.getByLabel(/^Contraseña \(mínimo 10/).fill(PASSWORD)
  await page.getByLabel('Repetir contraseña').fill(PASSWORD)
  await submit.click()
  const codeField = page.getByLabel('Código de configuración')
  await expect(page.locator('#first-admin-code-error')).toHaveText(SETUP_CODE_MESSAGES.wrong)
  await expect(codeField).toHaveAttribute('aria-invalid', 'true')
  await expect(codeField).toBeFocused()
  await shoot(page, 'admin-first-admin-wrong-code', testInfo.project.name)

  // Typed as read off a terminal, in lowercase.
  await codeField.fill(code.toLowerCase())
  await expect(page.locator('#first-admin-code-error')).toHaveCount(0)
  await submit.click()
  await page.waitForURL((url) => url.pathname === '/admin')
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible()

  // From now on /admin/login signs in, and the route is gone.
  const gone = await page.request.post(`${store.baseUrl}/api/admin/first-admin`, {
    data: { code, email: 'otra@tienda.test', password: PASSWORD, confirmPassword: PASSWORD },
  })
  expect(gone.status()).toBe(409)
  await page.context().clearCookies()
  await page.goto(`${store.baseUrl}/admin/login`)
  await expect(page.getByRole('heading', { name: 'Ingreso del personal', level: 1 })).toBeVisible()
})
