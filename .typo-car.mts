import { chromium } from '@playwright/test'
const [base, out] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const width of [390, 640, 1024, 1440, 2100]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.goto(base + '/', { waitUntil: 'networkidle' })
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  const carousel = page.locator('section[aria-roledescription=carrusel][aria-label="MAS OFERTAS"]')
  await carousel.scrollIntoViewIfNeeded()
  await carousel.getByRole('button', { name: 'Pausar carrusel' }).click()
  await carousel.screenshot({ path: `${out}/carousel-${width}.png` })
  await page.close()
}
await browser.close()
