/**
 * Shared Playwright fixtures: every page fails its test on an unexpected console error, Google's
 * sign-in script is refused at once (the network is closed; a test that needs it serves a
 * stand-in with its own page.route, which takes precedence), and `expectAccessible` runs
 * axe-core (injected from the npm package, no download) and fails on serious or critical
 * violations.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test as base, expect, type Page } from '@playwright/test'

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  // Evaluated rather than added as a <script>: the store's Content-Security-Policy refuses inline
  // scripts it did not name, and evaluation through the browser's protocol is not subject to it.
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async (exclude) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } })
      .axe
    const result = await axe.run({ exclude: exclude.map((s) => [s]) }, { resultTypes: ['violations'] })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }))
  }, options.exclude ?? [])
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
}

/** Console messages of failures the store handles on purpose (view count, banners, a missing image), not defects. */
const EXPECTED_CONSOLE = [/Error al sumar view al producto/, /Error fetching banners/, /Failed to load resource/]

export const test = base.extend<{ consoleErrors: string[]; googleOffline: void }>({
  googleOffline: [
    async ({ page }, use) => {
      await page.route('https://accounts.google.com/**', (route) => route.abort())
      await use()
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      // React Router asks for the routes of the links in view (lazy route discovery); a page left
      // while that answer is arriving logs its cut-off body as "Failed to fetch manifest patches".
      // Only then is it expected: from a document's navigation request until the next page's DOM.
      let leaving = false
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) leaving = true
      })
      page.on('domcontentloaded', () => (leaving = false))
      page.on('console', (message) => {
        if (message.type() !== 'error' || EXPECTED_CONSOLE.some((re) => re.test(message.text()))) return
        if (leaving && /^Failed to fetch manifest patches/.test(message.text())) return
        errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'unexpected console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 800
