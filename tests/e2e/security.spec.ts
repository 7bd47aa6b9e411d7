/**
 * The Content-Security-Policy in a real browser (server/shared/content-security-policy.ts; docs/decisions/024):
 * pages hydrate under it, whether kept in the page cache (inline scripts allowed by their hashes)
 * or rendered for one visitor because they are not kept (a 404: by that render's nonce), and a
 * script injected into a page — in its HTML, or added later — does not run.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const PAGE = '/others/revendedores'
const MISSING = '/no-existe-esta-pagina'
const REFUSED = /Content Security Policy/

/** React Router's inline module script ran and the page hydrated. */
async function expectHydrated(page: Page) {
  await page.waitForFunction(() => Boolean((window as unknown as Record<string, unknown>).__reactRouterDataRouter))
}

/** Takes the policy's refusals out of the console errors the fixture checks, and answers them. */
function takeRefusals(consoleErrors: string[]): string[] {
  const refusals = consoleErrors.filter((m) => REFUSED.test(m))
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((m) => !REFUSED.test(m)))
  return refusals
}

test(
  'a page hydrates under the policy, kept (hashes) and rendered for one visitor (nonce)',
  { tag: '@any-width' },
  async ({ page }) => {
    // twice: the second answer comes from the page cache
    for (let i = 0; i < 2; i++) {
      const answer = await page.goto(PAGE)
      expect(answer!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
      await expectHydrated(page)
      await expect(page.locator('form[data-hydrated="true"]')).toHaveCount(1)
    }
    const own = await page.goto(MISSING)
    expect(own!.status()).toBe(404)
    expect(own!.headers()['x-page-cache']).toBeUndefined()
    expect(own!.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' /)
    await expectHydrated(page)
  },
)

for (const target of [PAGE, MISSING]) {
  test(
    `a script injected into the page's HTML does not run (${target})`,
    { tag: '@any-width' },
    async ({ page, consoleErrors }) => {
      // What a stored or reflected injection would look like: markup in the served HTML, with the
      // store's own headers (its policy) kept.
      await page.route(`**${target}`, async (route) => {
        const response = await route.fetch()
        const html = (await response.text()).replace(
          '</body>',
          '<script>window.__injected = true</script><img src="x" onerror="window.__handler = true"></body>',
        )
        await route.fulfill({ response, body: html })
      })
      await page.goto(target)
      await expectHydrated(page)
      // and one added by the page's own code later, as a DOM injection would
      await page.evaluate(() => {
        const script = document.createElement('script')
        script.textContent = 'window.__dynamic = true'
        document.body.append(script)
      })
      const ran = await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>
        return { injected: w.__injected, handler: w.__handler, dynamic: w.__dynamic }
      })
      expect(ran).toEqual({ injected: undefined, handler: undefined, dynamic: undefined })
      await expect.poll(() => takeRefusals(consoleErrors).length).toBeGreaterThan(0)
    },
  )
}
