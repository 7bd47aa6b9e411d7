/**
 * The back office's accounts in the browser tests: made by the staff command line
 * (`npm run staff -- add-staff`, password on standard input) before the store starts, and
 * signed in through /admin/login as staff would.
 */
import type { Page } from '@playwright/test'
import { runStaffCli } from '../../setup/staff-cli.ts'

export const STAFF_PASSWORD = 'clave-e2e-del-panel'
export const ADMIN_EMAIL = 'jefa@e2e.test'
export const VENTAS_EMAIL = 'vende@e2e.test'
export const CATALOGO_EMAIL = 'catalogo@e2e.test'

export async function createTestStaff(env: Record<string, string>): Promise<void> {
  for (const [email, role] of [
    [ADMIN_EMAIL, 'admin'],
    [VENTAS_EMAIL, 'ventas'],
    [CATALOGO_EMAIL, 'catalogo'],
  ] as const) {
    const result = await runStaffCli(
      ['add-staff', email, '--role', role],
      { ...env, SEED_DEMO: 'false' },
      undefined,
      `${STAFF_PASSWORD}\n`,
    )
    if (result.code !== 0) throw new Error(`add-staff ${email}: ${result.code} ${result.stderr}`)
  }
}

/** Signs in through the form and waits for the dashboard (or `next`). */
export async function staffSignIn(page: Page, email: string, password = STAFF_PASSWORD, next = '/admin'): Promise<void> {
  await page.goto(next === '/admin' ? '/admin/login' : `/admin/login?next=${encodeURIComponent(next)}`)
  // The form works once the page is live: its button is enabled then.
  await page.getByRole('button', { name: 'Ingresar' }).waitFor()
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled)
  await page.getByLabel('Correo').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await page.waitForURL((url) => url.pathname === next)
}
