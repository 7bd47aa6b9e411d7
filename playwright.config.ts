import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

// Workers load this file again; the environment variable keeps them on the main process's folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'))
const port = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Two workers, their Chromiums and the server share two cores: a page's hydration has taken 5 s
  // there (a cart screen, traced), Playwright's default wait for a state.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-AR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    {
      name: 'mobile-390',
      // A test tagged @any-width checks what the width cannot change (HTTP answers and headers,
      // e-mails, redirects, server rules, a page's meta, back-office data) or sets every width it
      // checks itself: it runs once, at 1440 px, not twice for the same answer (README.md says
      // when to tag).
      grepInvert: /@any-width/,
      use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: false },
    },
    { name: 'desktop-1440', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/support/e2e-server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Shows the Google button on /login; Google itself is never reached (tests/e2e/fixtures.ts).
      GOOGLE_CLIENT_ID: 'e2e-client.apps.googleusercontent.com',
      // Every browser test registers its customers from 127.0.0.1: the hourly limit per address
      // would refuse the eleventh (its own tests are in server/accounts/sign-in-limits).
      REGISTRATIONS_PER_HOUR: '100000',
      // Likewise every product page's view (its own tests are in server/catalogue/catalogue-routes).
      VIEWS_PER_MINUTE: '100000',
      // and the same for '¿Olvidaste tu contraseña?' (its limits: server/accounts/password-reset.integration.test.ts)
      PASSWORD_RESET_REQUESTS_PER_HOUR: '100000',
      // and the 'Botón de arrepentimiento' (its limits: server/contacts/withdrawal-routes.integration.test.ts)
      WITHDRAWALS_PER_HOUR: '100000',
      // and 'Avisame cuando ingrese' (its limits: server/shopper-lists/stock-alert-routes.integration.test.ts)
      STOCK_ALERTS_PER_HOUR: '100000',
    },
  },
})
